/**
 * How downloaded lesson videos are stored on the device, shared by the page (the downloader) and the
 * service worker (which answers the player's range requests). Pure: no DOM, no SDK, no React.
 *
 * Bytes live in Cache Storage (`OFFLINE_VIDEO_CACHE`) as pieces of at most a few MiB, each its own
 * entry keyed by its start offset, so a download resumes at the first byte it lacks and a range is
 * answered by reading only the pieces it covers (never the whole file into memory). A manifest entry
 * per file lists the pieces and whether the file is complete.
 *
 *   /__offline-video/<userId>/<videoId>/<fileName>                 playback URL (service worker)
 *   /__offline-video-store/<userId>/<videoId>/<fileName>/manifest   JSON OfflineVideoManifest
 *   /__offline-video-store/<userId>/<videoId>/<fileName>/piece/<start>   bytes [start, start + length)
 *
 * Keys carry the user (each signed-in user has their own downloads, as their own local database) and
 * the stored file name (PocketBase gives a replaced upload a new name, so a stale copy keeps playing
 * under its old name until the new one is complete).
 */

export const OFFLINE_VIDEO_CACHE = 'offline-videos-v1'
export const PLAYBACK_PREFIX = '/__offline-video/'
export const STORE_PREFIX = '/__offline-video-store/'

/** Largest piece the downloader writes (a partial piece is written when a download stops). */
export const PIECE_BYTES = 2 * 1024 * 1024

export interface OfflineVideoManifest {
  version: 1
  userId: string
  videoId: string
  fileName: string
  /** Total bytes of the file (from the server). */
  size: number
  contentType: string
  /** [start, length] of each stored piece, sorted and contiguous from 0. */
  pieces: Array<[number, number]>
  complete: boolean
}

export interface VideoKey {
  userId: string
  videoId: string
  fileName: string
}

const enc = encodeURIComponent

function keyPath({ userId, videoId, fileName }: VideoKey): string {
  return `${enc(userId)}/${enc(videoId)}/${enc(fileName)}`
}

export function playbackUrl(key: VideoKey): string {
  return `${PLAYBACK_PREFIX}${keyPath(key)}`
}

export function manifestUrl(key: VideoKey): string {
  return `${STORE_PREFIX}${keyPath(key)}/manifest`
}

export function pieceUrl(key: VideoKey, start: number): string {
  return `${STORE_PREFIX}${keyPath(key)}/piece/${start}`
}

/** The key of a playback URL's path (`/__offline-video/u/v/f`), or null for any other path. */
export function parsePlaybackPath(pathname: string): VideoKey | null {
  if (!pathname.startsWith(PLAYBACK_PREFIX)) return null
  const parts = pathname.slice(PLAYBACK_PREFIX.length).split('/')
  if (parts.length !== 3 || parts.some((p) => p === '')) return null
  try {
    const [userId, videoId, fileName] = parts.map((p) => decodeURIComponent(p))
    return { userId, videoId, fileName }
  } catch {
    return null
  }
}

/** Bytes stored from 0 without a gap (where a resumed download starts). */
export function storedBytes(pieces: ReadonlyArray<readonly [number, number]>): number {
  let end = 0
  for (const [start, length] of pieces) {
    if (start !== end) break
    end = start + length
  }
  return end
}

export type ByteRange = { start: number; end: number } // inclusive end, as in Content-Range

/**
 * A `Range` header against a file of `size` bytes: null when absent (the whole file), 'invalid' when
 * it cannot be satisfied (answer 416). Only single `bytes=` ranges, as browsers send for media.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | 'invalid' {
  if (header === null || header.trim() === '') return null
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header)
  if (!m || (m[1] === '' && m[2] === '')) return 'invalid'
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0 || size === 0) return 'invalid'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start >= size || end < start) return 'invalid'
  return { start, end }
}

export interface PieceSlice {
  /** Start offset of the stored piece (its key). */
  pieceStart: number
  /** Offsets inside the piece: [from, to) */
  from: number
  to: number
}

/** The slices of stored pieces that make up bytes [range.start, range.end]. */
export function slicesFor(
  pieces: ReadonlyArray<readonly [number, number]>,
  range: ByteRange,
): PieceSlice[] {
  const out: PieceSlice[] = []
  for (const [start, length] of pieces) {
    const pieceEnd = start + length // exclusive
    if (pieceEnd <= range.start || start > range.end) continue
    const from = Math.max(range.start, start) - start
    const to = Math.min(range.end + 1, pieceEnd) - start
    if (to > from) out.push({ pieceStart: start, from, to })
  }
  return out
}
