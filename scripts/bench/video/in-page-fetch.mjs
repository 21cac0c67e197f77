/* global localStorage, caches, Blob, Response */
// The video benchmark's measurements inside the student's page (part 2): a plain fetch of the file, and
// the same fetch stored in Cache Storage without the app's bookkeeping (the floor of such a design).

/** In the page: a file token and a plain fetch of the file, body read to the end (as the app's first request). */
export async function plainFetchInPage(page, filePath) {
  return page.evaluate(async (p) => {
    const auth = JSON.parse(localStorage.getItem('pocketbase_auth') || '{}').token
    const t0 = performance.now()
    const tok = await (
      await fetch('/api/files/token', { method: 'POST', headers: { Authorization: auth } })
    ).json()
    const res = await fetch(`${p}?token=${encodeURIComponent(tok.token)}`, {
      headers: { Range: 'bytes=0-' },
      cache: 'no-store',
    })
    const reader = res.body.getReader()
    let bytes = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      bytes += value.byteLength
    }
    return { ms: performance.now() - t0, bytes, status: res.status }
  }, filePath)
}

/**
 * In the page: the same fetch storing the body in Cache Storage as pieces of `pieceSize` bytes, without a
 * manifest, progress or UI: the floor of a downloader that stores in Cache Storage. `overlap`: the next
 * reads go on while a piece is written (one write in flight); else each write is awaited before reading
 * on, as the app's transfer did before it overlapped reading and writing. The scratch cache is deleted afterwards.
 */
export async function storeFloorInPage(page, filePath, pieceSize, overlap) {
  return page.evaluate(
    async ([p, size, parallel]) => {
      const auth = JSON.parse(localStorage.getItem('pocketbase_auth') || '{}').token
      const cache = await caches.open('bench-floor')
      const t0 = performance.now()
      const tok = await (
        await fetch('/api/files/token', { method: 'POST', headers: { Authorization: auth } })
      ).json()
      const res = await fetch(`${p}?token=${encodeURIComponent(tok.token)}`, {
        headers: { Range: 'bytes=0-' },
        cache: 'no-store',
      })
      const reader = res.body.getReader()
      let bytes = 0
      let chunks = []
      let length = 0
      let pending = Promise.resolve()
      const flush = async () => {
        if (!length) return
        await pending
        pending = cache.put(`/__bench-floor/piece/${bytes}`, new Response(new Blob(chunks)))
        if (!parallel) await pending
        bytes += length
        chunks = []
        length = 0
      }
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        chunks.push(value)
        length += value.byteLength
        if (length >= size) await flush()
      }
      await flush()
      await pending
      const ms = performance.now() - t0
      await caches.delete('bench-floor')
      return { ms, bytes, status: res.status }
    },
    [filePath, pieceSize, overlap],
  )
}

/** Storage variants timed next to the app (name, piece size, overlap). */
export const FLOORS = [
  ["2 MiB pieces, each write awaited (the app's first design)", 2 * 1024 * 1024, false],
  ['8 MiB pieces, each write awaited', 8 * 1024 * 1024, false],
  ['2 MiB pieces, reading on during a write (one write in flight)', 2 * 1024 * 1024, true],
]
