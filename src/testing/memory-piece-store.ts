import type { OfflineVideoManifest } from '@/data/downloads/offline-video-format'
import type { PieceStore } from '@/data/downloads/piece-store'

/**
 * An in-memory PieceStore for unit tests of the downloader (transfer.test.ts, video-url.test.ts):
 * `bytes()` is the stored copy put together from the manifest's pieces, `manifest()` the last one
 * written.
 */
export function memoryPieceStore() {
  const pieces = new Map<number, Uint8Array>()
  let manifest: OfflineVideoManifest | null = null
  const store: PieceStore = {
    readManifest: async () => (manifest ? structuredClone(manifest) : null),
    writeManifest: async (m) => void (manifest = structuredClone(m)),
    writePiece: async (_k, start, blob) =>
      void pieces.set(start, new Uint8Array(await blob.arrayBuffer())),
    hasPiece: async (_k, start) => pieces.has(start),
    pieceLength: async (_k, start) => pieces.get(start)?.length ?? null,
    remove: async () => {
      pieces.clear()
      manifest = null
    },
  }
  const bytes = () => {
    const list = manifest?.pieces ?? []
    const out = new Uint8Array(list.reduce((n, [, length]) => n + length, 0))
    for (const [start, length] of list) out.set(pieces.get(start)!.subarray(0, length), start)
    return out
  }
  return { store, bytes, manifest: () => manifest }
}
