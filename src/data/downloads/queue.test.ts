import { describe, expect, it } from 'vitest'
import { storedBytes, type OfflineVideoManifest, type VideoKey } from './offline-video-format'
import type { PieceStore } from './piece-store'
import { DownloadQueue } from './queue'
import type { DownloadEntry, DownloadRequest } from './types'

function memoryStore() {
  const pieces = new Map<string, Blob>()
  const manifests = new Map<string, OfflineVideoManifest>()
  const id = (k: VideoKey) => `${k.userId}/${k.videoId}/${k.fileName}`
  const store: PieceStore = {
    readManifest: async (k) =>
      manifests.has(id(k)) ? structuredClone(manifests.get(id(k))!) : null,
    writeManifest: async (m) => void manifests.set(id(m), structuredClone(m)),
    writePiece: async (k, start, blob) => void pieces.set(`${id(k)}@${start}`, blob),
    hasPiece: async (k, start) => pieces.has(`${id(k)}@${start}`),
    pieceLength: async (k, start) => pieces.get(`${id(k)}@${start}`)?.size ?? null,
    remove: async (k) => {
      for (const [start] of manifests.get(id(k))?.pieces ?? []) pieces.delete(`${id(k)}@${start}`)
      manifests.delete(id(k))
    },
  }
  return { store, manifests, pieces, id }
}

/** Polls `condition` every 5 ms (at most 1 s): the tests wait on the queue's state, not on the clock. */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (condition()) return
    await new Promise((r) => setTimeout(r, 5))
  }
  throw new Error(`${what}: not reached`)
}

/** A server whose responses wait for `release()` after the first 1000 bytes when `gate` is set. */
function server(sizes: Record<string, number>) {
  let sent = 0
  let parked = 0
  let gate: Promise<void> | null = null
  let open: () => void = () => undefined
  const fetchFrom = async (k: VideoKey, from: number, signal: AbortSignal) => {
    const size = sizes[k.fileName]
    if (size === undefined) return new Response('', { status: 404 })
    const waitFor = gate
    let offset = from
    const stream = new ReadableStream<Uint8Array>({
      async pull(c) {
        if (offset >= size) return c.close()
        if (waitFor && offset - from >= 1000) {
          parked++
          await Promise.race([
            waitFor,
            new Promise((_, reject) =>
              signal.addEventListener('abort', () => reject(signal.reason)),
            ),
          ]).catch((e: unknown) => c.error(e))
          parked--
          if (signal.aborted) return
        }
        const end = Math.min(size, offset + 1000)
        c.enqueue(new Uint8Array(end - offset))
        sent += end - offset
        offset = end
      },
    })
    return new Response(stream, {
      status: 206,
      headers: { 'Content-Range': `bytes ${from}-${size - 1}/${size}` },
    })
  }
  return {
    fetchFrom,
    sent: () => sent,
    /** A response is held at the gate: its first 1000 bytes were read. */
    held: () => parked > 0,
    hold() {
      gate = new Promise((r) => (open = r))
    },
    release() {
      gate = null
      open()
    },
  }
}

function request(videoId: string, fileName: string, size: number): DownloadRequest {
  return {
    videoId,
    fileName,
    size,
    duration: 12,
    judul: videoId,
    materiId: 'm',
    materiJudul: 'M',
    kelasId: 'k',
    kelasJudul: 'K',
    paketId: 'p',
  }
}

function setup(
  sizes: Record<string, number>,
  saved: Record<string, DownloadEntry> = {},
  mem = memoryStore(),
) {
  const srv = server(sizes)
  let persisted = saved
  let online = true
  let changes = 0
  const q = new DownloadQueue({
    userId: 'u',
    store: mem.store,
    fetchFrom: srv.fetchFrom,
    load: () => structuredClone(persisted),
    save: (e) => void (persisted = structuredClone(e)),
    isOnline: () => online,
    now: () => Date.now(),
    onChange: () => void changes++,
  })
  const settled = () =>
    until(
      () =>
        !Object.values(q.snapshot()).some(
          (e) => e.status === 'downloading' || e.status === 'queued',
        ),
      'queue settled',
    )
  return {
    q,
    srv,
    mem,
    settled,
    saved: () => persisted,
    setOnline: (v: boolean) => void (online = v),
    changes: () => changes,
  }
}

describe('DownloadQueue', () => {
  it('downloads queued videos one after another and keeps the list', async () => {
    const t = setup({ 'a.mp4': 5000, 'b.mp4': 3000 })
    await t.q.open()
    t.q.enqueue([request('a', 'a.mp4', 5000), request('b', 'b.mp4', 3000)])
    await t.settled()
    expect(t.q.snapshot().a!.status).toBe('complete')
    expect(t.q.snapshot().b!.status).toBe('complete')
    expect(t.saved().b!.bytes).toBe(3000)
    expect(t.srv.sent()).toBe(8000)
    expect(t.changes()).toBeGreaterThan(0)
  })

  it('pauses, keeps the stored bytes and resumes without fetching them again', async () => {
    const t = setup({ 'a.mp4': 5000 })
    await t.q.open()
    t.srv.hold()
    t.q.enqueue([request('a', 'a.mp4', 5000)])
    await until(t.srv.held, 'held at the gate')
    t.q.pause(['a'])
    await until(() => t.q.snapshot().a!.status === 'paused', 'paused')
    const stored = storedBytes([...t.mem.manifests.values()][0]!.pieces)
    expect(stored).toBe(1000)
    t.srv.release()
    t.q.resume(['a'])
    await t.settled()
    expect(t.q.snapshot().a!.status).toBe('complete')
    expect(t.srv.sent()).toBe(5000)
  })

  it('waits while offline and continues when woken', async () => {
    const t = setup({ 'a.mp4': 2000 })
    await t.q.open()
    t.setOnline(false)
    t.q.enqueue([request('a', 'a.mp4', 2000)])
    expect(t.q.snapshot().a!.status).toBe('queued')
    t.setOnline(true)
    t.q.wake()
    await t.settled()
    expect(t.q.snapshot().a!.status).toBe('complete')
  })

  it('a replaced video keeps its older copy until the new file is complete', async () => {
    const t = setup({ 'a1.mp4': 2000, 'a2.mp4': 3000 })
    await t.q.open()
    t.q.enqueue([request('a', 'a1.mp4', 2000)])
    await t.settled()
    t.srv.hold()
    t.q.enqueue([request('a', 'a2.mp4', 3000)])
    await until(t.srv.held, 'held at the gate')
    expect(t.q.snapshot().a!.previous).toEqual({ fileName: 'a1.mp4', size: 2000 })
    t.srv.release()
    await t.settled()
    expect(t.q.snapshot().a!).toMatchObject({
      fileName: 'a2.mp4',
      status: 'complete',
      previous: null,
    })
    expect([...t.mem.manifests.keys()]).toEqual(['u/a/a2.mp4'])
  })

  it('cancelling deletes the partial bytes; removing deletes a download', async () => {
    const t = setup({ 'a.mp4': 5000, 'b.mp4': 1000 })
    await t.q.open()
    t.q.enqueue([request('b', 'b.mp4', 1000)])
    await t.settled()
    t.srv.hold()
    t.q.enqueue([request('a', 'a.mp4', 5000)])
    await until(t.srv.held, 'held at the gate')
    await t.q.cancel(['a'])
    expect(t.q.snapshot().a).toBeUndefined()
    expect(t.mem.manifests.has('u/a/a.mp4')).toBe(false)
    await t.q.remove(['b'])
    expect(t.q.snapshot()).toEqual({})
    expect(t.mem.pieces.size).toBe(0)
    t.srv.release()
  })

  it('deletes downloads of videos that left the scope or are no longer uploads', async () => {
    const t = setup({ 'a.mp4': 1000, 'b.mp4': 1000, 'c.mp4': 1000 })
    await t.q.open()
    t.q.enqueue([
      request('a', 'a.mp4', 1000),
      request('b', 'b.mp4', 1000),
      request('c', 'c.mp4', 1000),
    ])
    await t.settled()
    const gone = await t.q.keepOnly([
      { id: 'a', video: 'a.mp4' },
      { id: 'c', video: '' },
    ])
    expect(gone.sort()).toEqual(['b', 'c'])
    expect(Object.keys(t.q.snapshot())).toEqual(['a'])
    expect([...t.mem.manifests.keys()]).toEqual(['u/a/a.mp4'])
  })

  it('notices at start that the browser evicted the stored bytes, and resumes interrupted downloads', async () => {
    const first = setup({ 'a.mp4': 1000, 'b.mp4': 3000 })
    await first.q.open()
    first.q.enqueue([request('a', 'a.mp4', 1000)])
    await first.settled()
    first.srv.hold()
    first.q.enqueue([request('b', 'b.mp4', 3000)])
    await until(first.srv.held, 'held at the gate')
    await first.q.close()
    const saved = first.saved()
    expect(saved.b!.status).toBe('queued')
    // The browser evicts a's bytes while the app is closed.
    await first.mem.store.remove({ userId: 'u', videoId: 'a', fileName: 'a.mp4' })
    const second = setup({ 'a.mp4': 1000, 'b.mp4': 3000 }, saved, first.mem)
    expect(await second.q.open()).toBe(1)
    expect(second.q.snapshot().a).toBeUndefined()
    await second.settled()
    expect(second.q.snapshot().b!.status).toBe('complete')
    expect(second.srv.sent()).toBe(2000) // the first 1000 bytes were already stored
  })

  it('a file the server refuses stops with a message instead of retrying', async () => {
    const t = setup({})
    await t.q.open()
    t.q.enqueue([request('x', 'x.mp4', 10)])
    await t.settled()
    expect(t.q.snapshot().x!.status).toBe('error')
    expect(t.q.snapshot().x!.error).toMatch(/tidak ditemukan/)
  })
})
