/**
 * The signed-in student's downloads: one DownloadQueue per user, its state in a zustand store for
 * screens, and the URLs the player uses (the stored copy through the service worker, or a stream
 * with a fresh file token).
 */
import { create } from 'zustand'
import { pb } from '../pocketbase'
import { playbackUrl, type VideoKey } from './offline-video-format'
import { cachePieceStore } from './piece-store'
import { DownloadQueue } from './queue'
import { loadEntries, saveEntries } from './registry'
import { requestPersistentStorage } from './storage'
import type { DownloadEntry, DownloadProgress, DownloadRequest } from './types'

interface DownloadsState {
  userId: string | null
  ready: boolean
  entries: Record<string, DownloadEntry>
  progress: Record<string, DownloadProgress>
  /** Complete downloads the browser evicted since the last start (shown once). */
  evicted: number
  persisted: boolean | null
}

export const useDownloadsStore = create<DownloadsState>()(() => ({
  userId: null,
  ready: false,
  entries: {},
  progress: {},
  evicted: 0,
  persisted: null,
}))

let queue: DownloadQueue | null = null
let cleanup: (() => void) | null = null

/** The file on the server from byte `from`, with a fresh file token (tokens last 2 minutes). */
export async function fetchVideoFrom(key: VideoKey, from: number, signal: AbortSignal): Promise<Response> {
  const token = await pb.files.getToken()
  const url = `/api/files/video_links/${encodeURIComponent(key.videoId)}/${encodeURIComponent(key.fileName)}?token=${encodeURIComponent(token)}`
  return fetch(url, { headers: { Range: `bytes=${from}-` }, signal, cache: 'no-store' })
}

function cachesAvailable(): boolean {
  return typeof caches !== 'undefined' && typeof localStorage !== 'undefined'
}

/** Opens the downloads of `userId` (closing another user's). */
export async function openDownloads(userId: string): Promise<void> {
  if (useDownloadsStore.getState().userId === userId && queue) return
  await closeDownloads()
  useDownloadsStore.setState({ userId, ready: false, entries: {}, progress: {}, evicted: 0 })
  if (!cachesAvailable()) {
    useDownloadsStore.setState({ ready: true })
    return
  }
  const q = new DownloadQueue({
    userId,
    store: cachePieceStore,
    fetchFrom: fetchVideoFrom,
    load: () => loadEntries(userId),
    save: (entries) => saveEntries(userId, entries),
    isOnline: () => navigator.onLine !== false,
    now: () => Date.now(),
    onChange: (entries, progress) => {
      if (queue === q) useDownloadsStore.setState({ entries, progress })
    },
    onFirstDownload: () => void requestPersistentStorage().then((persisted) => useDownloadsStore.setState({ persisted })),
  })
  queue = q
  const wake = () => q.wake()
  window.addEventListener('online', wake)
  // A link that dropped without an 'offline' event: try again now and then.
  const timer = window.setInterval(wake, 15_000)
  cleanup = () => {
    window.removeEventListener('online', wake)
    window.clearInterval(timer)
  }
  const evicted = await q.open()
  const persisted = navigator.storage?.persisted ? await navigator.storage.persisted().catch(() => null) : null
  if (queue === q) useDownloadsStore.setState({ ready: true, evicted, persisted, entries: { ...q.snapshot() } })
}

export async function closeDownloads(): Promise<void> {
  const q = queue
  queue = null
  cleanup?.()
  cleanup = null
  useDownloadsStore.setState({ userId: null, ready: false, entries: {}, progress: {} })
  await q?.close()
}

export function downloadVideos(requests: DownloadRequest[]): void {
  queue?.enqueue(requests)
}
export function pauseDownloads(videoIds: string[]): void {
  queue?.pause(videoIds)
}
export function resumeDownloads(videoIds: string[]): void {
  queue?.resume(videoIds)
}
export async function cancelDownloads(videoIds: string[]): Promise<void> {
  await queue?.cancel(videoIds)
}
export async function removeDownloads(videoIds: string[]): Promise<void> {
  await queue?.remove(videoIds)
}
export async function keepOnlyDownloads(videos: ReadonlyArray<{ id: string; video: string }>): Promise<string[]> {
  return (await queue?.keepOnly(videos)) ?? []
}
export function dismissEvicted(): void {
  useDownloadsStore.setState({ evicted: 0 })
}

/** The stored copy that plays offline for a video (its newest complete file), or null. */
export function storedCopy(entry: DownloadEntry | undefined): { fileName: string; size: number } | null {
  if (!entry) return null
  if (entry.status === 'complete') return { fileName: entry.fileName, size: entry.size }
  return entry.previous
}

/** The service worker's URL of the stored copy (needs a controlling service worker). */
export function offlinePlaybackUrl(userId: string, videoId: string, fileName: string): string | null {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return null
  return playbackUrl({ userId, videoId, fileName })
}

/** A streaming URL of the uploaded video with a fresh file token (online). */
export async function streamingUrl(videoId: string, fileName: string): Promise<string> {
  const token = await pb.files.getToken()
  return `/api/files/video_links/${encodeURIComponent(videoId)}/${encodeURIComponent(fileName)}?token=${encodeURIComponent(token)}`
}
