/**
 * The service worker's answer to the player's requests for a downloaded lesson video
 * (`/__offline-video/<userId>/<videoId>/<fileName>`, see src/data/downloads/offline-video-format.ts).
 * No worker globals: the worker passes the offline video cache in, the unit tests an in-memory fake.
 *
 * Range requests get a 206 (Safari asks `bytes=0-1` first and plays nothing after a 200), and the body
 * is streamed from the stored pieces the range covers, one piece at a time, so a large file is never
 * read whole into memory, and no piece is held once its bytes are sent (see pieceStream).
 */
import {
  manifestUrl,
  parsePlaybackPath,
  parseRange,
  pieceUrl,
  slicesFor,
  storedBytes,
  type ByteRange,
  type OfflineVideoManifest,
  type VideoKey,
} from '@/data/downloads/offline-video-format'

/** The part of the Cache interface the route reads. */
export type PieceCache = Pick<Cache, 'match'>

function notAvailable(status = 404): Response {
  return new Response('Video offline tidak tersedia.', {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  })
}

function isManifest(value: unknown, key: VideoKey): value is OfflineVideoManifest {
  if (typeof value !== 'object' || value === null) return false
  const m = value as Partial<OfflineVideoManifest>
  return (
    m.version === 1 &&
    m.userId === key.userId &&
    m.videoId === key.videoId &&
    m.fileName === key.fileName &&
    typeof m.size === 'number' &&
    Number.isSafeInteger(m.size) &&
    m.size >= 0 &&
    Array.isArray(m.pieces) &&
    typeof m.complete === 'boolean'
  )
}

/** The manifest of a complete download whose pieces cover every byte, or null. */
async function readCompleteManifest(
  cache: PieceCache,
  key: VideoKey,
  base: string,
): Promise<OfflineVideoManifest | null> {
  const entry = await cache.match(new URL(manifestUrl(key), base).href)
  if (!entry?.ok) return null
  let manifest: unknown
  try {
    manifest = await entry.json()
  } catch {
    return null
  }
  if (!isManifest(manifest, key) || !manifest.complete) return null
  if (storedBytes(manifest.pieces) < manifest.size) return null
  return manifest
}

/**
 * Bytes `range` of the file, read piece by piece on demand (the consumer's pace); errors when a piece
 * is missing (evicted) or shorter than the manifest says.
 *
 * Each piece is read through its body stream, never as a Blob: a Blob (or an unread Response) of a
 * Cache Storage entry keeps the entry's bytes on disk after `cache.delete()` until it is
 * garbage-collected, which in a long-lived worker can be never, so 'Hapus unduhan' would free nothing
 * of a video that was watched. The stream is read to the slice's end and then cancelled, or cancelled
 * at once when the player aborts the request (a seek), so at most the piece being played is held.
 */
function pieceStream(
  cache: PieceCache,
  key: VideoKey,
  base: string,
  manifest: OfflineVideoManifest,
  range: ByteRange,
): ReadableStream<Uint8Array> {
  const slices = slicesFor(manifest.pieces, range)
  let next = 0
  let cancelled = false
  /** The piece being read: its reader, bytes still to skip before the slice, bytes still to send. */
  let current: {
    reader: ReadableStreamDefaultReader<Uint8Array>
    skip: number
    left: number
  } | null = null

  async function release(): Promise<void> {
    const reader = current?.reader
    current = null
    await reader?.cancel().catch(() => undefined)
  }

  async function openNext(): Promise<'opened' | 'end' | Error> {
    const slice = slices[next++]
    if (!slice) return 'end'
    const piece = await cache.match(new URL(pieceUrl(key, slice.pieceStart), base).href)
    if (!piece?.ok || !piece.body) {
      await piece?.body?.cancel().catch(() => undefined)
      return new Error(`offline video piece ${slice.pieceStart} is missing`)
    }
    if (cancelled) {
      await piece.body.cancel().catch(() => undefined)
      return 'end'
    }
    current = { reader: piece.body.getReader(), skip: slice.from, left: slice.to - slice.from }
    return 'opened'
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          for (;;) {
            if (!current) {
              const opened = await openNext()
              if (opened === 'end') return controller.close()
              if (opened instanceof Error) return controller.error(opened)
            }
            const piece = current!
            const { done, value } = await piece.reader.read()
            if (cancelled) return await release()
            if (done) {
              current = null
              return controller.error(new Error('offline video piece is too short'))
            }
            let chunk = value
            if (piece.skip >= chunk.byteLength) {
              piece.skip -= chunk.byteLength
              continue
            }
            chunk = chunk.subarray(piece.skip, piece.skip + piece.left)
            piece.skip = 0
            piece.left -= chunk.byteLength
            if (piece.left === 0) await release()
            controller.enqueue(chunk)
            if (!current && next >= slices.length) controller.close()
            return
          }
        } catch (error) {
          await release()
          controller.error(error)
        }
      },
      async cancel() {
        // The player aborted the request (a seek, or the page left): let go of the piece now.
        cancelled = true
        await release()
      },
    },
    // Nothing is read ahead of the consumer: one chunk of one piece at a time.
    { highWaterMark: 0 },
  )
}

/** Answers a GET or HEAD for a playback URL from the offline video cache. */
export async function answerOfflineVideo(request: Request, cache: PieceCache): Promise<Response> {
  const method = request.method.toUpperCase()
  if (method !== 'GET' && method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { Allow: 'GET, HEAD' } })
  }
  const key = parsePlaybackPath(new URL(request.url).pathname)
  if (!key) return notAvailable()
  const manifest = await readCompleteManifest(cache, key, request.url)
  if (!manifest) return notAvailable()

  const { size } = manifest
  const requested = parseRange(request.headers.get('Range'), size)
  if (requested === 'invalid') {
    return new Response(null, {
      status: 416,
      headers: { 'Content-Range': `bytes */${size}`, 'Accept-Ranges': 'bytes' },
    })
  }
  const range: ByteRange = requested ?? { start: 0, end: size - 1 }
  const length = size === 0 ? 0 : range.end - range.start + 1
  const headers = new Headers({
    'Content-Type': manifest.contentType || 'video/mp4',
    'Content-Length': String(length),
    'Accept-Ranges': 'bytes',
    'Cache-Control': 'no-store',
  })
  if (requested) headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
  const status = requested ? 206 : 200
  if (method === 'HEAD' || length === 0) return new Response(null, { status, headers })
  return new Response(pieceStream(cache, key, request.url, manifest, range), { status, headers })
}
