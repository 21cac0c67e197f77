/** What the downloads of lesson videos look like to screens. */

/** A lesson video the student asks to download (from the local store's video_links row). */
export interface DownloadRequest {
  videoId: string
  /** The stored file name on the server (`video_links.video`). */
  fileName: string
  size: number
  duration: number
  judul: string
  materiId: string
  materiJudul: string
  kelasId: string
  kelasJudul: string
  paketId: string
}

export type DownloadStatus =
  /** waits for its turn */
  | 'queued'
  | 'downloading'
  /** stopped by the student */
  | 'paused'
  /** the network dropped: resumes by itself when it returns */
  | 'waiting'
  /** stopped by a problem the student must act on (message in `error`) */
  | 'error'
  | 'complete'

export interface DownloadEntry extends DownloadRequest {
  status: DownloadStatus
  /** Bytes of `fileName` stored on the device. */
  bytes: number
  /** A complete older copy that keeps playing until `fileName` is complete (the owner replaced the video). */
  previous: { fileName: string; size: number } | null
  error: string | null
  addedAt: number
  completedAt: number | null
}

export interface DownloadProgress {
  bytes: number
  /** Bytes per second (smoothed), 0 until measured. */
  speed: number
  /** Seconds left, null until the speed is known. */
  eta: number | null
}

export interface StorageInfo {
  /** Bytes the origin uses (all storage, the local database included). */
  usage: number
  /** Bytes the browser allows this origin. */
  quota: number
  /** quota - usage */
  free: number
  persisted: boolean | null
}
