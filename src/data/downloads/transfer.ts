/**
 * Downloads one video file into stored pieces, resuming at the first byte the device lacks.
 * Bytes already stored are never requested again: each request asks `Range: bytes=<stored>-`, and
 * when a transfer stops (pause, network loss, a tab closing) the bytes received so far are written
 * as a shorter piece before the error goes up.
 */
import {
  PIECE_BYTES,
  storedBytes,
  type OfflineVideoManifest,
  type VideoKey,
} from './offline-video-format'
import type { PieceStore } from './piece-store'

/** Pieces read ahead of the storage writes (memory: this many pieces at most). */
const MAX_WRITES_AHEAD = 2
/** How often the manifest records the stored pieces while a download runs. */
const MANIFEST_EVERY_MS = 1000

export class TransferError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'forbidden' | 'not-found' | 'quota' | 'server',
    readonly status = 0,
  ) {
    super(message)
    this.name = 'TransferError'
  }
}

export interface TransferDeps {
  store: PieceStore
  /** GET of the file from byte `from` (a fresh file token per request). */
  fetchFrom(key: VideoKey, from: number, signal: AbortSignal): Promise<Response>
  /** Called after each stored piece with the bytes stored so far. */
  onProgress(bytes: number): void
}

/** Start byte of a 206's Content-Range ('bytes 100-199/1000' → 100), null when absent. */
function rangeStart(res: Response): number | null {
  const m = /^bytes (\d+)-/.exec(res.headers.get('Content-Range') ?? '')
  return m ? Number(m[1]) : null
}

function httpError(status: number): TransferError {
  if (status === 401 || status === 403)
    return new TransferError(
      'Akses ke video ditolak. Pastikan langganan Anda masih aktif.',
      'forbidden',
      status,
    )
  if (status === 404)
    return new TransferError(
      'Video tidak ditemukan di server. Mungkin sudah diganti atau dihapus.',
      'not-found',
      status,
    )
  return new TransferError(`Server menjawab ${status}. Coba lagi nanti.`, 'server', status)
}

function isQuotaError(e: unknown): boolean {
  return e instanceof DOMException && (e.name === 'QuotaExceededError' || e.code === 22)
}

/** Downloads `key` (of `size` bytes) until complete; throws on abort, network loss or refusal. */
export async function transfer(
  key: VideoKey,
  size: number,
  deps: TransferDeps,
  signal: AbortSignal,
): Promise<void> {
  let manifest = await deps.store.readManifest(key)
  if (!manifest || manifest.size !== size) {
    if (manifest) await deps.store.remove(key)
    manifest = { version: 1, ...key, size, contentType: 'video/mp4', pieces: [], complete: false }
  }
  const m: OfflineVideoManifest = manifest
  let have = storedBytes(m.pieces)
  m.pieces = m.pieces.filter(([start]) => start < have)
  // Pieces written after the manifest's last update (the app closed in between) are stored too.
  for (
    let length = await deps.store.pieceLength(key, have);
    length !== null && have < size;
    length = await deps.store.pieceLength(key, have)
  ) {
    m.pieces.push([have, length])
    have += length
  }
  deps.onProgress(have)

  // Pieces are written while the next bytes arrive (at most MAX_WRITES_AHEAD pieces wait in
  // memory); `have` counts what is stored, `received` what was read. The manifest follows at most
  // every MANIFEST_EVERY_MS and at every stop, so a crash loses at most the pieces of that interval
  // (they are fetched again; nothing in the manifest ever is).
  let received = have
  let writes: Promise<void> = Promise.resolve()
  let pendingWrites = 0
  let manifestAt = 0
  const writeManifest = async () => {
    manifestAt = Date.now()
    await deps.store.writeManifest(m)
  }
  const storePiece = (chunks: Uint8Array[], length: number): Promise<void> => {
    if (!length) return writes
    const start = received
    received += length
    pendingWrites++
    writes = writes.then(async () => {
      try {
        await deps.store.writePiece(key, start, new Blob(chunks as BlobPart[]))
        m.pieces.push([start, length])
        have = start + length
        if (Date.now() - manifestAt >= MANIFEST_EVERY_MS) await writeManifest()
      } catch (e) {
        if (isQuotaError(e))
          throw new TransferError(
            'Penyimpanan perangkat penuh. Hapus unduhan lain lalu coba lagi.',
            'quota',
          )
        throw e
      } finally {
        pendingWrites--
      }
      deps.onProgress(have)
    })
    return writes
  }
  /** Waits for the queued pieces, then records them in the manifest. */
  const settle = async () => {
    await writes
    await writeManifest()
  }

  let emptyResponses = 0
  while (have < size) {
    if (signal.aborted) throw signal.reason ?? new DOMException('Aborted', 'AbortError')
    let res: Response
    try {
      res = await deps.fetchFrom(key, have, signal)
    } catch (e) {
      if (signal.aborted) throw e
      throw e instanceof TransferError ? e : new TransferError('Koneksi terputus.', 'network')
    }
    if (!res.ok) throw httpError(res.status)
    // A server that ignores Range answers 200 with the whole file: skip what is stored.
    let skip = res.status === 206 ? 0 : have
    if (res.status === 206 && rangeStart(res) !== have)
      throw new TransferError('Jawaban server tidak sesuai permintaan.', 'server', 206)
    if (!res.body) throw new TransferError('Jawaban server kosong.', 'server', res.status)

    const reader = res.body.getReader()
    let chunks: Uint8Array[] = []
    let length = 0
    const before = have
    try {
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        let bytes = value
        if (skip > 0) {
          const drop = Math.min(skip, bytes.byteLength)
          skip -= drop
          bytes = bytes.subarray(drop)
          if (!bytes.byteLength) continue
        }
        const room = size - received - length
        if (bytes.byteLength > room) bytes = bytes.subarray(0, room)
        chunks.push(bytes)
        length += bytes.byteLength
        if (length >= PIECE_BYTES) {
          const written = storePiece(chunks, length)
          chunks = []
          length = 0
          if (pendingWrites >= MAX_WRITES_AHEAD) await written
        }
        if (received + length >= size) break
      }
    } catch (e) {
      // Keep what arrived: the next attempt starts after it.
      await storePiece(chunks, length).catch(() => undefined)
      await settle().catch(() => undefined)
      if (signal.aborted) throw signal.reason ?? e
      throw e instanceof TransferError ? e : new TransferError('Koneksi terputus.', 'network')
    }
    void storePiece(chunks, length).catch(() => undefined)
    await settle()
    void reader.cancel().catch(() => undefined)
    // A response that ended early (a proxy cut it): ask again from where it stopped.
    if (have === before && ++emptyResponses >= 3)
      throw new TransferError('Server tidak mengirim data video.', 'server', res.status)
  }
  m.complete = true
  await writeManifest()
}
