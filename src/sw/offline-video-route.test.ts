import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  manifestUrl,
  pieceUrl,
  playbackUrl,
  type OfflineVideoManifest,
  type VideoKey,
} from '@/data/downloads/offline-video-format'
import { answerOfflineVideo, type PieceCache } from './offline-video-route'

const ORIGIN = 'https://app.test'
const KEY: VideoKey = { userId: 'u1', videoId: 'v1', fileName: 'bab 1_abc.mp4' }
// 25 bytes in three pieces: [0,10) [10,15) [15,25); byte i has the value i.
const FILE = Uint8Array.from({ length: 25 }, (_, i) => i)
const PIECES: Array<[number, number]> = [
  [0, 10],
  [10, 5],
  [15, 10],
]

/** An in-memory Cache (only `match`), recording every URL it is asked for. */
function fakeCache(entries: Record<string, () => Response>): PieceCache & { asked: string[] } {
  const byUrl = new Map(Object.entries(entries).map(([k, v]) => [new URL(k, ORIGIN).href, v]))
  const asked: string[] = []
  return {
    asked,
    match: (request: RequestInfo | URL) => {
      const url = new URL(request instanceof Request ? request.url : String(request), ORIGIN).href
      asked.push(url.slice(ORIGIN.length))
      return Promise.resolve(byUrl.get(url)?.())
    },
  }
}

/** The manifest of the complete download of FILE, with `changes`. */
function fullManifest(changes: Partial<OfflineVideoManifest> = {}): OfflineVideoManifest {
  return {
    version: 1,
    ...KEY,
    size: FILE.length,
    contentType: 'video/mp4',
    pieces: PIECES,
    complete: true,
    ...changes,
  }
}

function store({
  manifest = {},
  skipPiece,
}: { manifest?: Partial<OfflineVideoManifest>; skipPiece?: number } = {}) {
  const full = fullManifest(manifest)
  const entries: Record<string, () => Response> = {
    [manifestUrl(KEY)]: () => Response.json(full),
  }
  for (const [start, length] of PIECES) {
    if (start === skipPiece) continue
    entries[pieceUrl(KEY, start)] = () => new Response(FILE.slice(start, start + length))
  }
  return fakeCache(entries)
}

function get(range?: string, method = 'GET'): Request {
  return new Request(new URL(playbackUrl(KEY), ORIGIN), {
    method,
    headers: range === undefined ? {} : { Range: range },
  })
}

const bytes = async (res: Response) => [...new Uint8Array(await res.arrayBuffer())]
const span = (start: number, end: number) => [...FILE.slice(start, end + 1)]
const pieceAsked = (cache: { asked: string[] }) =>
  cache.asked.filter((u) => u.includes('/piece/')).map((u) => Number(u.split('/piece/')[1]))

describe('answerOfflineVideo', () => {
  it('answers without Range with 200 and the whole file', async () => {
    const cache = store()
    const res = await answerOfflineVideo(get(), cache)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('video/mp4')
    expect(res.headers.get('Content-Length')).toBe('25')
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(res.headers.get('Content-Range')).toBeNull()
    expect(await bytes(res)).toEqual(span(0, 24))
    expect(pieceAsked(cache)).toEqual([0, 10, 15])
  })

  it("answers Safari's bytes=0-1 probe with 206 and two bytes, reading only the first piece", async () => {
    const cache = store()
    const res = await answerOfflineVideo(get('bytes=0-1'), cache)
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 0-1/25')
    expect(res.headers.get('Content-Length')).toBe('2')
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(res.headers.get('Content-Type')).toBe('video/mp4')
    expect(await bytes(res)).toEqual([0, 1])
    expect(pieceAsked(cache)).toEqual([0])
  })

  it('streams a range across three pieces, opening each only when the reader needs it', async () => {
    const cache = store()
    const res = await answerOfflineVideo(get('bytes=8-17'), cache)
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 8-17/25')
    expect(res.headers.get('Content-Length')).toBe('10')
    // Nothing read before the body is.
    expect(pieceAsked(cache)).toEqual([])
    const reader = res.body!.getReader()
    const first = await reader.read()
    expect([...first.value!]).toEqual([8, 9])
    expect(pieceAsked(cache)).toEqual([0])
    const rest: number[] = []
    for (let r = await reader.read(); !r.done; r = await reader.read()) rest.push(...r.value)
    expect(rest).toEqual(span(10, 17))
    expect(pieceAsked(cache)).toEqual([0, 10, 15])
  })

  it('answers a suffix range and an open-ended range from the last pieces only', async () => {
    let cache = store()
    let res = await answerOfflineVideo(get('bytes=-7'), cache)
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 18-24/25')
    expect(res.headers.get('Content-Length')).toBe('7')
    expect(await bytes(res)).toEqual(span(18, 24))
    expect(pieceAsked(cache)).toEqual([15])

    cache = store()
    res = await answerOfflineVideo(get('bytes=12-'), cache)
    expect(res.headers.get('Content-Range')).toBe('bytes 12-24/25')
    expect(await bytes(res)).toEqual(span(12, 24))
    expect(pieceAsked(cache)).toEqual([10, 15])
  })

  it('answers an unsatisfiable or malformed range with 416 and the size', async () => {
    for (const range of ['bytes=25-', 'bytes=5-1', 'bytes=0-1,4-5', 'items=0-1']) {
      const cache = store()
      const res = await answerOfflineVideo(get(range), cache)
      expect(res.status, range).toBe(416)
      expect(res.headers.get('Content-Range'), range).toBe('bytes */25')
      expect(await res.text(), range).toBe('')
      expect(pieceAsked(cache), range).toEqual([])
    }
  })

  it('answers 404 with a short text when the download is incomplete, missing or damaged', async () => {
    const cases = [
      store({ manifest: { complete: false } }),
      fakeCache({}),
      // Complete, but the pieces do not cover the size.
      store({ manifest: { pieces: PIECES.slice(0, 2) } }),
      // Another file's manifest under this key.
      store({ manifest: { fileName: 'other.mp4' } }),
      fakeCache({ [manifestUrl(KEY)]: () => new Response('{not json') }),
    ]
    for (const cache of cases) {
      const res = await answerOfflineVideo(get('bytes=0-1'), cache)
      expect(res.status).toBe(404)
      expect(res.headers.get('Content-Type')).toMatch(/^text\/plain/)
      expect((await res.text()).length).toBeGreaterThan(0)
      expect(pieceAsked(cache)).toEqual([])
    }
    const other = await answerOfflineVideo(
      new Request(new URL('/__offline-video/u1/v1', ORIGIN)),
      store(),
    )
    expect(other.status).toBe(404)
  })

  it('errors the body when a piece has been evicted, after the bytes before it', async () => {
    const cache = store({ skipPiece: 10 })
    const res = await answerOfflineVideo(get('bytes=8-17'), cache)
    expect(res.status).toBe(206)
    const reader = res.body!.getReader()
    expect([...(await reader.read()).value!]).toEqual([8, 9])
    await expect(reader.read()).rejects.toThrow(/piece 10 is missing/)
    expect(pieceAsked(cache)).toEqual([0, 10])
  })

  it('answers HEAD with the same status and headers and no body, reading no piece', async () => {
    let cache = store()
    let res = await answerOfflineVideo(get(undefined, 'HEAD'), cache)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Length')).toBe('25')
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(res.body).toBeNull()

    res = await answerOfflineVideo(get('bytes=0-1', 'HEAD'), cache)
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 0-1/25')
    expect(res.headers.get('Content-Length')).toBe('2')
    expect(res.body).toBeNull()
    expect(pieceAsked(cache)).toEqual([])

    cache = store({ manifest: { complete: false } })
    res = await answerOfflineVideo(get(undefined, 'HEAD'), cache)
    expect(res.status).toBe(404)
  })

  it('refuses other methods', async () => {
    const res = await answerOfflineVideo(get(undefined, 'POST'), store())
    expect(res.status).toBe(405)
  })
})

type PieceState = 'open' | 'ended' | 'cancelled'

/**
 * The stored pieces as a real Cache hands them out: a body stream delivering `chunk` bytes at a time.
 * Records what became of each piece opened: read to its end, cancelled, or still open (held), and
 * whether its whole body was taken at once (a Blob or buffer of a Cache Storage entry keeps the entry's
 * bytes on disk after a delete, until garbage collection).
 */
function streamingStore(chunk: number) {
  const opened: Array<{ start: number; state: PieceState; wholeBody: number }> = []
  const entries: Record<string, () => Response> = {
    [manifestUrl(KEY)]: () => Response.json(fullManifest()),
  }
  for (const [start, length] of PIECES) {
    entries[pieceUrl(KEY, start)] = () => {
      const record = { start, state: 'open' as PieceState, wholeBody: 0 }
      opened.push(record)
      let at = start
      const body = new ReadableStream<Uint8Array>(
        {
          pull(controller) {
            if (at >= start + length) {
              record.state = 'ended'
              controller.close()
              return
            }
            const end = Math.min(at + chunk, start + length)
            controller.enqueue(FILE.slice(at, end))
            at = end
          },
          cancel() {
            record.state = 'cancelled'
          },
        },
        { highWaterMark: 0 },
      )
      const res = new Response(body)
      for (const method of ['blob', 'arrayBuffer', 'bytes', 'text', 'json'] as const) {
        const original = Response.prototype[method]
        Object.defineProperty(res, method, {
          value: () => {
            record.wholeBody++
            return original.call(res)
          },
        })
      }
      return res
    }
  }
  return { cache: fakeCache(entries), opened }
}

describe('answerOfflineVideo holds no stored piece', () => {
  it('reads each piece through its stream and lets it go once its bytes are sent', async () => {
    for (const range of [undefined, 'bytes=0-1', 'bytes=8-17', 'bytes=12-', 'bytes=-3']) {
      const { cache, opened } = streamingStore(3)
      const res = await answerOfflineVideo(get(range), cache)
      await res.arrayBuffer()
      expect(opened.length, String(range)).toBeGreaterThan(0)
      for (const piece of opened) {
        expect(piece.state, `${range} piece ${piece.start}`).not.toBe('open')
        expect(piece.wholeBody, `${range} piece ${piece.start}`).toBe(0)
      }
    }
  })

  it('lets go of the piece being read when the player aborts the request (a seek)', async () => {
    const { cache, opened } = streamingStore(2)
    const res = await answerOfflineVideo(get('bytes=0-24'), cache)
    const reader = res.body!.getReader()
    expect([...(await reader.read()).value!]).toEqual([0, 1])
    expect(opened.map((p) => p.state)).toEqual(['open'])
    await reader.cancel()
    expect(opened.map((p) => p.state)).toEqual(['cancelled'])
    // No other piece is opened after the abort.
    expect(pieceAsked(cache)).toEqual([0])
  })

  it('sends exactly the asked bytes however the stored pieces are chunked', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 24 }),
        fc.integer({ min: 0, max: 24 }),
        async (chunk, a, b) => {
          const [start, end] = a <= b ? [a, b] : [b, a]
          const { cache, opened } = streamingStore(chunk)
          const res = await answerOfflineVideo(get(`bytes=${start}-${end}`), cache)
          expect(await bytes(res)).toEqual(span(start, end))
          expect(opened.every((p) => p.state !== 'open')).toBe(true)
        },
      ),
    )
  })
})
