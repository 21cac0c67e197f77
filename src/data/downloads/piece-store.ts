/** Page-side access to the stored pieces of downloaded videos (Cache Storage; see offline-video-format.ts). */
import {
  manifestUrl,
  OFFLINE_VIDEO_CACHE,
  pieceUrl,
  type OfflineVideoManifest,
  type VideoKey,
} from './offline-video-format'

export interface PieceStore {
  readManifest(key: VideoKey): Promise<OfflineVideoManifest | null>
  writeManifest(manifest: OfflineVideoManifest): Promise<void>
  writePiece(key: VideoKey, start: number, bytes: Blob): Promise<void>
  hasPiece(key: VideoKey, start: number): Promise<boolean>
  /** Length of the piece stored at `start`, null when there is none. */
  pieceLength(key: VideoKey, start: number): Promise<number | null>
  /** Deletes the manifest and every piece it lists. */
  remove(key: VideoKey): Promise<void>
}

function open(): Promise<Cache> {
  return caches.open(OFFLINE_VIDEO_CACHE)
}

export const cachePieceStore: PieceStore = {
  async readManifest(key) {
    const res = await (await open()).match(manifestUrl(key))
    if (!res) return null
    try {
      return (await res.json()) as OfflineVideoManifest
    } catch {
      return null
    }
  },
  async writeManifest(manifest) {
    const body = JSON.stringify(manifest)
    await (
      await open()
    ).put(
      manifestUrl(manifest),
      new Response(body, { headers: { 'Content-Type': 'application/json' } }),
    )
  },
  async writePiece(key, start, bytes) {
    await (
      await open()
    ).put(
      pieceUrl(key, start),
      new Response(bytes, {
        headers: {
          'Content-Type': 'application/octet-stream',
          'X-Piece-Length': String(bytes.size),
        },
      }),
    )
  },
  async hasPiece(key, start) {
    // keys(), not match(): an unread matched Response holds the entry's body, and a later delete
    // would not free its space until that Response is garbage-collected.
    return (await (await open()).keys(pieceUrl(key, start))).length > 0
  },
  async pieceLength(key, start) {
    const res = await (await open()).match(pieceUrl(key, start))
    if (!res) return null
    const length = Number(res.headers.get('X-Piece-Length'))
    // Release the body at once (an unread Response holds the entry's space after a delete).
    await res.body?.cancel()
    return Number.isFinite(length) && length > 0 ? length : null
  },
  async remove(key) {
    const cache = await open()
    const manifest = await this.readManifest(key)
    await cache.delete(manifestUrl(key))
    for (const [start] of manifest?.pieces ?? []) await cache.delete(pieceUrl(key, start))
  },
}
