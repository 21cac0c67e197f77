import { describe, expect, it } from 'vitest'
import { PIECE_BYTES, storedBytes, type VideoKey } from './offline-video-format'
import { chunkedBody } from '@/testing/chunked-body'
import { memoryPieceStore } from '@/testing/memory-piece-store'
import type { PieceStore } from './piece-store'
import { transfer, TransferError } from './transfer'

const key: VideoKey = { userId: 'u', videoId: 'v', fileName: 'f.mp4' }

/** Byte-exact comparison (toEqual walks a large array element by element). */
function expectSame(a: Uint8Array, b: Uint8Array): void {
  expect(a.length).toBe(b.length)
  expect(Buffer.compare(Buffer.from(a), Buffer.from(b))).toBe(0)
}

function file(size: number): Uint8Array {
  const out = new Uint8Array(size)
  for (let i = 0; i < size; i++) out[i] = (i * 7) % 251
  return out
}

/** A server of `data` honouring `Range: bytes=N-`; `cutAfter` makes a response fail after that many bytes. */
function server(
  data: Uint8Array,
  opts: { cutAfter?: number[]; ignoreRange?: boolean; status?: number } = {},
) {
  const cuts = [...(opts.cutAfter ?? [])]
  let sent = 0
  const requests: number[] = []
  const fetchFrom = async (_k: VideoKey, from: number): Promise<Response> => {
    requests.push(from)
    if (opts.status) return new Response('no', { status: opts.status })
    const start = opts.ignoreRange ? 0 : from
    const body = data.subarray(start)
    const stream = chunkedBody(body, {
      chunkBytes: 64 * 1024,
      cutAfter: cuts.shift(),
      onSent: (n) => (sent += n),
    })
    const headers: Record<string, string> = opts.ignoreRange
      ? {}
      : { 'Content-Range': `bytes ${start}-${data.length - 1}/${data.length}` }
    return new Response(stream, { status: opts.ignoreRange ? 200 : 206, headers })
  }
  return { fetchFrom, sent: () => sent, requests }
}

describe('transfer', () => {
  it('stores a file in pieces of at most a few MiB and marks it complete', async () => {
    const data = file(PIECE_BYTES * 2 + 12345)
    const mem = memoryPieceStore()
    const srv = server(data)
    const progress: number[] = []
    await transfer(
      key,
      data.length,
      { store: mem.store, fetchFrom: srv.fetchFrom, onProgress: (b) => progress.push(b) },
      new AbortController().signal,
    )
    expectSame(mem.bytes(), data)
    expect(mem.manifest()!.complete).toBe(true)
    expect(mem.manifest()!.pieces.length).toBe(3)
    expect(progress.at(-1)).toBe(data.length)
    expect(srv.sent()).toBe(data.length)
  })

  it('keeps the bytes of a cut transfer and fetches only the rest when resumed', async () => {
    const data = file(PIECE_BYTES + 300_000)
    const mem = memoryPieceStore()
    const srv = server(data, { cutAfter: [1_000_000] })
    const deps = { store: mem.store, fetchFrom: srv.fetchFrom, onProgress: () => undefined }
    const err = await transfer(key, data.length, deps, new AbortController().signal).catch(
      (e: unknown) => e,
    )
    expect(err).toBeInstanceOf(TransferError)
    expect((err as TransferError).kind).toBe('network')
    expect(storedBytes(mem.manifest()!.pieces)).toBe(1_000_000)
    await transfer(key, data.length, deps, new AbortController().signal)
    expectSame(mem.bytes(), data)
    expect(srv.requests).toEqual([0, 1_000_000])
    expect(srv.sent()).toBe(data.length) // nothing fetched twice
  })

  it('asks again when a response ends early without an error', async () => {
    const data = file(500_000)
    const mem = memoryPieceStore()
    let calls = 0
    const fetchFrom = async (_k: VideoKey, from: number) => {
      calls++
      const end = calls === 1 ? 200_000 : data.length
      return new Response(data.slice(from, end), {
        status: 206,
        headers: { 'Content-Range': `bytes ${from}-${end - 1}/${data.length}` },
      })
    }
    await transfer(
      key,
      data.length,
      { store: mem.store, fetchFrom, onProgress: () => undefined },
      new AbortController().signal,
    )
    expectSame(mem.bytes(), data)
    expect(calls).toBe(2)
  })

  it('skips stored bytes when the server ignores the range', async () => {
    const data = file(400_000)
    const mem = memoryPieceStore()
    const cut = server(data, { cutAfter: [150_000] })
    await transfer(
      key,
      data.length,
      { store: mem.store, fetchFrom: cut.fetchFrom, onProgress: () => undefined },
      new AbortController().signal,
    ).catch(() => undefined)
    const whole = server(data, { ignoreRange: true })
    await transfer(
      key,
      data.length,
      { store: mem.store, fetchFrom: whole.fetchFrom, onProgress: () => undefined },
      new AbortController().signal,
    )
    expectSame(mem.bytes(), data)
  })

  it('reports a refused file as forbidden and a missing one as not found', async () => {
    const mem = memoryPieceStore()
    for (const [status, kind] of [
      [403, 'forbidden'],
      [404, 'not-found'],
    ] as const) {
      const srv = server(file(10), { status })
      const err = (await transfer(
        key,
        10,
        { store: mem.store, fetchFrom: srv.fetchFrom, onProgress: () => undefined },
        new AbortController().signal,
      ).catch((e: unknown) => e)) as TransferError
      expect(err.kind).toBe(kind)
    }
  })

  it('stores what arrived before a pause', async () => {
    const data = file(PIECE_BYTES)
    const mem = memoryPieceStore()
    const ctrl = new AbortController()
    let sentBeforeAbort = 0
    const fetchFrom = async (_k: VideoKey, from: number, signal: AbortSignal) => {
      let offset = from
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (signal.aborted) return controller.error(signal.reason)
          const end = Math.min(data.length, offset + 100_000)
          controller.enqueue(data.slice(offset, end))
          offset = end
          sentBeforeAbort = offset
          if (offset >= 300_000) ctrl.abort(new DOMException('pause', 'AbortError'))
        },
      })
      return new Response(stream, {
        status: 206,
        headers: { 'Content-Range': `bytes ${from}-${data.length - 1}/${data.length}` },
      })
    }
    await expect(
      transfer(
        key,
        data.length,
        { store: mem.store, fetchFrom, onProgress: () => undefined },
        ctrl.signal,
      ),
    ).rejects.toThrow('pause')
    expect(storedBytes(mem.manifest()!.pieces)).toBe(sentBeforeAbort)
    expect(mem.manifest()!.complete).toBe(false)
  })

  it('counts pieces written after the last manifest update (the app closed in between) as stored', async () => {
    const data = file(PIECE_BYTES + 500_000)
    const mem = memoryPieceStore()
    await mem.store.writePiece(key, 0, new Blob([data.slice(0, 300_000)]))
    await mem.store.writeManifest({
      version: 1,
      ...key,
      size: data.length,
      contentType: 'video/mp4',
      pieces: [[0, 300_000]],
      complete: false,
    })
    // A second piece reached the cache, the manifest update did not.
    await mem.store.writePiece(key, 300_000, new Blob([data.slice(300_000, 700_000)]))
    const srv = server(data)
    await transfer(
      key,
      data.length,
      { store: mem.store, fetchFrom: srv.fetchFrom, onProgress: () => undefined },
      new AbortController().signal,
    )
    expectSame(mem.bytes(), data)
    expect(srv.requests).toEqual([700_000])
    expect(srv.sent()).toBe(data.length - 700_000)
  })

  it('keeps reading while pieces are written, with a bounded number waiting', async () => {
    const data = file(PIECE_BYTES * 5 + 7)
    const mem = memoryPieceStore()
    const srv = server(data)
    let waiting = 0
    let most = 0
    let sentWhenFirstWritten = -1
    const slow: PieceStore = {
      ...mem.store,
      writePiece: async (k, start, blob) => {
        waiting++
        most = Math.max(most, waiting)
        await new Promise((r) => setTimeout(r, 5))
        await mem.store.writePiece(k, start, blob)
        if (sentWhenFirstWritten < 0) sentWhenFirstWritten = srv.sent()
        waiting--
      },
    }
    await transfer(
      key,
      data.length,
      { store: slow, fetchFrom: srv.fetchFrom, onProgress: () => undefined },
      new AbortController().signal,
    )
    expectSame(mem.bytes(), data)
    expect(mem.manifest()!.complete).toBe(true)
    expect(most).toBe(1) // one write at a time, in order
    // The response was read on while the first piece was being written.
    expect(sentWhenFirstWritten).toBeGreaterThan(1.5 * PIECE_BYTES)
  })
})
