import { describe, expect, it } from 'vitest'
import type { VideoKey } from './downloads/offline-video-format'
import { chunkedBody } from '@/testing/chunked-body'
import { memoryPieceStore } from '@/testing/memory-piece-store'
import { transfer, TransferError } from './downloads/transfer'
import {
  fetchVideoFrom,
  RENEW_MARGIN_MS,
  VideoUrlError,
  VideoUrls,
  type VideoUrl,
} from './video-url'

const TTL = 300_000

/** The route: URL n of a video is `https://bucket/<id>?sig=<n>`, valid TTL from `now()`. */
function route(now: () => number, fileName = 'f.mp4') {
  const asked: string[] = []
  let failWith: VideoUrlError | null = null
  const request = async (videoId: string): Promise<VideoUrl> => {
    asked.push(videoId)
    if (failWith) throw failWith
    return {
      url: `https://bucket.example/${videoId}?sig=${asked.length}`,
      expiresAt: now() + TTL,
      fileName,
    }
  }
  return {
    request,
    asked,
    fail(e: VideoUrlError | null) {
      failWith = e
    },
  }
}

const key = { videoId: 'v1', fileName: 'f.mp4' }

/**
 * A bucket of `data`: answers `Range: bytes=N-` with 206 from N; URLs listed in `refused` get 403,
 * those in `unreachable` fail as a CORS-less refusal does (TypeError); `cutAfter` ends the n-th
 * response after that many bytes with a network error.
 */
function bucket(data: Uint8Array, o: { refused?: string[]; unreachable?: string[] } = {}) {
  const requests: Array<{ url: string; range: string }> = []
  const cuts: Array<number | undefined> = []
  let sent = 0
  const fetchImpl = async (url: string, init: RequestInit): Promise<Response> => {
    const range = new Headers(init.headers).get('Range') ?? ''
    requests.push({ url, range })
    expect(init.cache).toBe('no-store')
    if (o.unreachable?.includes(url)) throw new TypeError('Failed to fetch')
    if (o.refused?.includes(url)) return new Response('<Error/>', { status: 403 })
    const from = Number(/^bytes=(\d+)-$/.exec(range)![1])
    const body = data.subarray(from)
    const stream = chunkedBody(body, {
      chunkBytes: 16 * 1024,
      cutAfter: cuts.shift(),
      onSent: (n) => (sent += n),
    })
    return new Response(stream, {
      status: 206,
      headers: { 'Content-Range': `bytes ${from}-${data.length - 1}/${data.length}` },
    })
  }
  return {
    fetchImpl,
    requests,
    sent: () => sent,
    cutNext(after: number) {
      cuts.push(after)
    },
  }
}

function signal(): AbortSignal {
  return new AbortController().signal
}

describe('VideoUrls', () => {
  it('reuses a URL until shortly before it expires, then asks again', async () => {
    let t = 1_000_000
    const r = route(() => t)
    const urls = new VideoUrls(r.request, () => t)
    const a = await urls.get('v1')
    expect(a.fresh).toBe(true)
    t += TTL - RENEW_MARGIN_MS - 1
    const b = await urls.get('v1')
    expect(b).toEqual({ value: a.value, fresh: false })
    t += 1
    const c = await urls.get('v1')
    expect(c.fresh).toBe(true)
    expect(c.value.url).not.toBe(a.value.url)
    expect(r.asked).toEqual(['v1', 'v1'])
  })

  it('renew asks again whatever is known; concurrent asks share one request; forget drops it', async () => {
    const t = 5_000
    const r = route(() => t)
    const urls = new VideoUrls(r.request, () => t)
    const [a, b] = await Promise.all([urls.get('v1'), urls.get('v1')])
    expect(a.value).toBe(b.value)
    expect(r.asked).toHaveLength(1)
    expect((await urls.get('v1', true)).value.url).toBe('https://bucket.example/v1?sig=2')
    urls.forget('v1')
    expect((await urls.get('v1')).fresh).toBe(true)
    expect(r.asked).toHaveLength(3)
  })
})

describe('fetchVideoFrom', () => {
  const data = new Uint8Array(1000).map((_, i) => i % 256)

  it('asks for the bytes from `from` through the URL', async () => {
    const t = 0
    const r = route(() => t)
    const b = bucket(data)
    const res = await fetchVideoFrom(
      new VideoUrls(r.request, () => t),
      key,
      400,
      signal(),
      b.fetchImpl,
    )
    expect(res.status).toBe(206)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(data.subarray(400))
    expect(b.requests).toEqual([{ url: 'https://bucket.example/v1?sig=1', range: 'bytes=400-' }])
  })

  it('a known URL the bucket refuses (403) is renewed once and the same range asked again', async () => {
    const t = 0
    const r = route(() => t)
    const b = bucket(data, { refused: ['https://bucket.example/v1?sig=1'] })
    const urls = new VideoUrls(r.request, () => t)
    await urls.get('v1')
    const res = await fetchVideoFrom(urls, key, 250, signal(), b.fetchImpl)
    expect(res.status).toBe(206)
    expect(b.requests).toEqual([
      { url: 'https://bucket.example/v1?sig=1', range: 'bytes=250-' },
      { url: 'https://bucket.example/v1?sig=2', range: 'bytes=250-' },
    ])
    expect(r.asked).toHaveLength(2)
  })

  it('a known URL that cannot be fetched (a refusal without CORS headers) is renewed once too', async () => {
    const t = 0
    const r = route(() => t)
    const b = bucket(data, { unreachable: ['https://bucket.example/v1?sig=1'] })
    const urls = new VideoUrls(r.request, () => t)
    await urls.get('v1')
    expect((await fetchVideoFrom(urls, key, 0, signal(), b.fetchImpl)).status).toBe(206)
    expect(b.requests.map((q) => q.url)).toEqual([
      'https://bucket.example/v1?sig=1',
      'https://bucket.example/v1?sig=2',
    ])
  })

  it('a known URL of the app’s own server that cannot be fetched is a network failure: not renewed', async () => {
    const t = 0
    const asked: string[] = []
    const urls = new VideoUrls(
      async (id) => {
        asked.push(id)
        return {
          url: `/api/files/video_links/${id}/f.mp4?token=t${asked.length}`,
          expiresAt: TTL,
          fileName: 'f.mp4',
        }
      },
      () => t,
    )
    await urls.get('v1')
    const down = async (): Promise<Response> => {
      throw new TypeError('Failed to fetch')
    }
    await expect(fetchVideoFrom(urls, key, 0, signal(), down)).rejects.toThrow(TypeError)
    expect(asked).toHaveLength(1)
  })

  it('a URL just received is not renewed again: its refusal or failure goes up', async () => {
    const t = 0
    const r = route(() => t)
    const refused = bucket(data, { refused: ['https://bucket.example/v1?sig=1'] })
    expect(
      (await fetchVideoFrom(new VideoUrls(r.request, () => t), key, 0, signal(), refused.fetchImpl))
        .status,
    ).toBe(403)
    expect(r.asked).toHaveLength(1)
    const down = bucket(data, { unreachable: ['https://bucket.example/v1?sig=2'] })
    await expect(
      fetchVideoFrom(new VideoUrls(r.request, () => t), key, 0, signal(), down.fetchImpl),
    ).rejects.toThrow(TypeError)
    expect(r.asked).toHaveLength(2)
  })

  it('a URL past its expiry is replaced before any request (nothing refused)', async () => {
    let t = 0
    const r = route(() => t)
    const b = bucket(data)
    const urls = new VideoUrls(r.request, () => t)
    await fetchVideoFrom(urls, key, 0, signal(), b.fetchImpl)
    t += TTL
    await fetchVideoFrom(urls, key, 10, signal(), b.fetchImpl)
    expect(b.requests.map((q) => q.url)).toEqual([
      'https://bucket.example/v1?sig=1',
      'https://bucket.example/v1?sig=2',
    ])
  })

  it('the route’s refusals come back as their status; no answer at all as an error', async () => {
    const t = 0
    const r = route(() => t)
    const b = bucket(data)
    for (const status of [401, 403, 404]) {
      r.fail(new VideoUrlError('x', status))
      const res = await fetchVideoFrom(
        new VideoUrls(r.request, () => t),
        key,
        0,
        signal(),
        b.fetchImpl,
      )
      expect(res.status).toBe(status)
    }
    expect(r.asked).toHaveLength(3)
    r.fail(new VideoUrlError('Koneksi terputus.', 0))
    await expect(
      fetchVideoFrom(new VideoUrls(r.request, () => t), key, 0, signal(), b.fetchImpl),
    ).rejects.toMatchObject({ name: 'VideoUrlError', status: 0 })
    expect(b.requests).toEqual([])
  })

  it('a replaced video: the server’s URL of another file answers 404; a known older URL is renewed', async () => {
    const t = 0
    const b = bucket(data)
    const replaced = route(() => t, 'baru.mp4')
    const res = await fetchVideoFrom(
      new VideoUrls(replaced.request, () => t),
      key,
      0,
      signal(),
      b.fetchImpl,
    )
    expect(res.status).toBe(404)
    expect(b.requests).toEqual([])

    let file = 'lama.mp4'
    const r = route(() => t)
    const urls = new VideoUrls(
      async (id) => ({ ...(await r.request(id)), fileName: file }),
      () => t,
    )
    await urls.get('v1')
    file = 'f.mp4'
    expect((await fetchVideoFrom(urls, key, 0, signal(), b.fetchImpl)).status).toBe(206)
    expect(r.asked).toHaveLength(2)
  })
})

describe('a download through expiring URLs (transfer + fetchVideoFrom)', () => {
  it('cut mid-way, resumed after the URL expired: a new URL, the rest from the stored bytes, nothing twice', async () => {
    const data = new Uint8Array(300_000).map((_, i) => (i * 13) % 251)
    const videoKey: VideoKey = { userId: 'u', ...key }
    let t = 0
    const r = route(() => t)
    const urls = new VideoUrls(r.request, () => t)
    // The first URL expires while the link is down: the bucket refuses it afterwards.
    const refusedUrls: string[] = []
    const b = bucket(data, { refused: refusedUrls })
    const mem = memoryPieceStore()
    const deps = {
      store: mem.store,
      fetchFrom: (k: VideoKey, from: number, s: AbortSignal) =>
        fetchVideoFrom(urls, k, from, s, b.fetchImpl),
      onProgress: () => undefined,
    }
    b.cutNext(120_000)
    const first = await transfer(videoKey, data.length, deps, signal()).catch((e: unknown) => e)
    expect(first).toBeInstanceOf(TransferError)
    expect((first as TransferError).kind).toBe('network')
    // Later: on the device's clock the URL is still valid, but the bucket says it expired.
    t += TTL / 2
    refusedUrls.push('https://bucket.example/v1?sig=1')
    await transfer(videoKey, data.length, deps, signal())
    expect(mem.manifest()?.complete).toBe(true)
    expect(Buffer.compare(Buffer.from(mem.bytes()), Buffer.from(data))).toBe(0)
    expect(b.requests).toEqual([
      { url: 'https://bucket.example/v1?sig=1', range: 'bytes=0-' },
      { url: 'https://bucket.example/v1?sig=1', range: 'bytes=120000-' },
      { url: 'https://bucket.example/v1?sig=2', range: 'bytes=120000-' },
    ])
    // Bytes the bucket sent: the first 120,000, then the rest once.
    expect(b.sent()).toBe(data.length)
    expect(r.asked).toEqual(['v1', 'v1'])
  })
})
