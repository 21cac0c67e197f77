/**
 * Downloaded lesson videos: a per-user queue that stores uploaded videos in Cache Storage
 * in pieces, resumable by byte ranges, played offline through the service worker. Screens import
 * from here only.
 */
export type { DownloadEntry, DownloadProgress, DownloadRequest, StorageInfo } from './types'
export {
  cancelDownloads,
  dismissEvicted,
  downloadVideos,
  offlinePlaybackUrl,
  pauseDownloads,
  removeDownloads,
  resumeDownloads,
  storedCopy,
  streamingUrl,
} from './downloads-store'
export {
  useDownloadEntries,
  useDownloadProgress,
  useDownloadsMeta,
  useStorageInfo,
  useVideoDownload,
  videoDownloadState,
} from './hooks'
export { useDownloadsLifecycle } from './lifecycle'
export { checkSpace, requestPersistentStorage } from './storage'
