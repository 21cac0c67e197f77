/**
 * The signed-in student's downloads: one DownloadQueue per user, its state in a zustand store for
 * screens, and the URLs the player uses (the stored copy through the service worker, or a stream
 * from the video's URL, src/data/video-url.ts).
 */
import { create } from 'zustand'
import { useSession } from '../auth/session-store'
import { fetchVideoFrom as fetchVideoFromUrl, videoUrls } from '../video-url'
import {
  OFFLINE_VIDEO_CACHE,
  playbackUrl,
  STORE_PREFIX,
  type VideoKey,
} from './offline-video-format'
import { cachePieceStore } from './piece-store'
import { electLeader } from '@/lib/leader'
import { DownloadQueue } from './queue'
import { clearEntries, loadEntries, saveEntries } from './registry'
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

/**
 * What a tab can ask of the downloads. One tab per user runs the queue (the holder of a Web Lock, as
 * the sync engine's leader); the others send their requests to it over a BroadcastChannel and show
 * the state it broadcasts, so two tabs never fetch the same bytes or write the same pieces.
 */
interface Commands {
  enqueue(requests: DownloadRequest[]): void
  pause(videoIds: string[]): void
  resume(videoIds: string[]): void
  cancel(videoIds: string[]): Promise<void>
  remove(videoIds: string[]): Promise<void>
  keepOnly(videos: ReadonlyArray<{ id: string; video: string }>): Promise<string[]>
}

type Message =
  | {
      type: 'state'
      entries: Record<string, DownloadEntry>
      progress: Record<string, DownloadProgress>
    }
  | { type: 'hello' }
  | { type: 'cmd'; op: keyof Commands; arg: unknown }

interface Session {
  userId: string
  commands: Commands
  close(): Promise<void>
}

let session: Session | null = null

/**
 * The file on the server from byte `from`, through the video's URL (GET /api/videos/{id}/url:
 * PocketBase's file URL or a signed URL of the bucket; renewed once when refused or expired).
 */
function fetchVideoFrom(key: VideoKey, from: number, signal: AbortSignal): Promise<Response> {
  return fetchVideoFromUrl(videoUrls, key, from, signal)
}

function cachesAvailable(): boolean {
  return typeof caches !== 'undefined' && typeof localStorage !== 'undefined'
}

function openChannel(userId: string): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined'
    ? null
    : new BroadcastChannel(`pendamping-downloads:${userId}`)
}

/** Runs the queue in this tab (the leader). */
async function lead(
  userId: string,
  channel: BroadcastChannel | null,
  isCurrent: () => boolean,
): Promise<DownloadQueue> {
  const q = new DownloadQueue({
    userId,
    store: cachePieceStore,
    fetchFrom: fetchVideoFrom,
    load: () => loadEntries(userId),
    save: (entries) => saveEntries(userId, entries),
    isOnline: () => navigator.onLine !== false,
    now: () => Date.now(),
    onChange: (entries, progress) => {
      if (!isCurrent()) return
      useDownloadsStore.setState({ entries, progress })
      channel?.postMessage({ type: 'state', entries, progress } satisfies Message)
    },
    onFirstDownload: () =>
      void requestPersistentStorage().then((persisted) =>
        useDownloadsStore.setState({ persisted }),
      ),
  })
  const evicted = await q.open()
  if (isCurrent())
    useDownloadsStore.setState({ ready: true, evicted, entries: { ...q.snapshot() } })
  return q
}

function queueCommands(q: DownloadQueue): Commands {
  return {
    enqueue: (r) => q.enqueue(r),
    pause: (ids) => q.pause(ids),
    resume: (ids) => q.resume(ids),
    cancel: (ids) => q.cancel(ids),
    remove: (ids) => q.remove(ids),
    keepOnly: (v) => q.keepOnly(v),
  }
}

let opening: { userId: string; promise: Promise<void> } | null = null

/** Opens the downloads of `userId` (closing another user's); calls for the same user share one opening. */
export function openDownloads(userId: string): Promise<void> {
  if (opening?.userId === userId) return opening.promise
  const previous = session
  // The new session takes requests at once (a tap right after the page opened): they wait until this
  // tab knows whether it runs the queue or another tab does.
  const next = createSession(userId)
  session = next
  const promise = (async () => {
    await previous?.close()
    await next.begin()
  })()
  opening = { userId, promise }
  return promise
}

const NO_COMMANDS: Commands = {
  enqueue: () => undefined,
  pause: () => undefined,
  resume: () => undefined,
  cancel: async () => undefined,
  remove: async () => undefined,
  keepOnly: async () => [],
}

function createSession(userId: string): Session & { begin(): Promise<void> } {
  let target: Commands | null = null
  const buffered: Array<(c: Commands) => void> = []
  const route = <T>(fn: (c: Commands) => T | Promise<T>): Promise<T> =>
    target
      ? Promise.resolve(fn(target))
      : new Promise<T>((resolve, reject) =>
          buffered.push((c) => void Promise.resolve(fn(c)).then(resolve, reject)),
        )
  const setTarget = (c: Commands) => {
    target = c
    for (const run of buffered.splice(0)) run(c)
  }
  const commands: Commands = {
    enqueue: (r) => void route((c) => c.enqueue(r)),
    pause: (ids) => void route((c) => c.pause(ids)),
    resume: (ids) => void route((c) => c.resume(ids)),
    cancel: (ids) => route((c) => c.cancel(ids)),
    remove: (ids) => route((c) => c.remove(ids)),
    keepOnly: (v) => route((c) => c.keepOnly(v)),
  }

  let queue: DownloadQueue | null = null
  let closed = false
  let cleanup: () => void = () => undefined

  async function begin(): Promise<void> {
    if (closed) return
    useDownloadsStore.setState({
      userId,
      ready: false,
      entries: loadEntries(userId),
      progress: {},
      evicted: 0,
    })
    if (!cachesAvailable()) {
      setTarget(NO_COMMANDS)
      useDownloadsStore.setState({ ready: true })
      return
    }
    const channel = openChannel(userId)
    const post = (op: keyof Commands, arg: unknown) =>
      channel?.postMessage({ type: 'cmd', op, arg } satisfies Message)
    // Another tab runs the queue: requests go to it.
    const remote: Commands = {
      enqueue: (r) => post('enqueue', r),
      pause: (ids) => post('pause', ids),
      resume: (ids) => post('resume', ids),
      cancel: async (ids) => post('cancel', ids),
      remove: async (ids) => post('remove', ids),
      keepOnly: async (v) => {
        post('keepOnly', v)
        return []
      },
    }
    if (channel) {
      channel.onmessage = (event: MessageEvent<Message>) => {
        const m = event.data
        if (m.type === 'state' && !queue)
          useDownloadsStore.setState({ entries: m.entries, progress: m.progress, ready: true })
        else if (m.type === 'hello' && queue)
          channel.postMessage({
            type: 'state',
            entries: { ...queue.snapshot() },
            progress: {},
          } satisfies Message)
        else if (m.type === 'cmd' && queue)
          void (queueCommands(queue)[m.op] as (a: unknown) => unknown)(m.arg)
      }
    }
    const wake = () => queue?.wake()
    window.addEventListener('online', wake)
    // A link that dropped without an 'offline' event: try again now and then.
    const timer = window.setInterval(wake, 15_000)
    const leadership = await electLeader(`pendamping-downloads:${userId}`)
    cleanup = () => {
      window.removeEventListener('online', wake)
      window.clearInterval(timer)
      leadership.release()
      channel?.close()
    }
    if (closed) return cleanup()
    if (!leadership.isLeader) {
      setTarget(remote)
      channel?.postMessage({ type: 'hello' } satisfies Message)
      useDownloadsStore.setState({ ready: true })
    }
    void leadership.whenLeader.then(async () => {
      if (closed) return
      target = null // requests wait for the queue while it opens
      const q = await lead(userId, channel, () => !closed)
      queue = q
      if (closed) return void q.close()
      setTarget(queueCommands(q))
    })
    const persisted = navigator.storage?.persisted
      ? await navigator.storage.persisted().catch(() => null)
      : null
    if (!closed) useDownloadsStore.setState({ persisted })
  }

  return {
    userId,
    commands,
    begin,
    async close() {
      closed = true
      buffered.length = 0
      await queue?.close()
      cleanup()
    },
  }
}

export async function closeDownloads(): Promise<void> {
  opening = null
  await closeSession()
}

async function closeSession(): Promise<void> {
  const s = session
  session = null
  useDownloadsStore.setState({ userId: null, ready: false, entries: {}, progress: {} })
  await s?.close()
}

export function downloadVideos(requests: DownloadRequest[]): void {
  session?.commands.enqueue(requests)
}
export function pauseDownloads(videoIds: string[]): void {
  session?.commands.pause(videoIds)
}
export function resumeDownloads(videoIds: string[]): void {
  session?.commands.resume(videoIds)
}
export async function cancelDownloads(videoIds: string[]): Promise<void> {
  await session?.commands.cancel(videoIds)
}
export async function removeDownloads(videoIds: string[]): Promise<void> {
  await session?.commands.remove(videoIds)
}
/** Only the leading tab reconciles (a follower's database is the same). */
export async function keepOnlyDownloads(
  videos: ReadonlyArray<{ id: string; video: string }>,
): Promise<string[]> {
  return (await session?.commands.keepOnly(videos)) ?? []
}
/**
 * After an explicit sign-out the local database of that user is removed (docs/sync.md); their
 * downloaded videos go with it, so a shared device keeps no paid content of someone signed out
 * (called by the local store's sign-out handler, provider.tsx).
 */
export async function deleteDownloadsOf(userId: string): Promise<void> {
  if (session?.userId === userId || opening?.userId === userId) await closeDownloads()
  clearEntries(userId)
  if (typeof caches === 'undefined' || !(await caches.has(OFFLINE_VIDEO_CACHE))) return
  const cache = await caches.open(OFFLINE_VIDEO_CACHE)
  const prefix = `${STORE_PREFIX}${encodeURIComponent(userId)}/`
  for (const request of await cache.keys()) {
    if (new URL(request.url).pathname.startsWith(prefix)) await cache.delete(request)
  }
}

// Signed out (here or in another tab) or another user signed in: this user's queue stops at once
// (useDownloadsLifecycle opens it again when they are back).
useSession.subscribe((state) => {
  const userId = state.user?.id ?? null
  if (session && userId !== session.userId) void closeDownloads()
})

export function dismissEvicted(): void {
  useDownloadsStore.setState({ evicted: 0 })
}

/** The stored copy that plays offline for a video (its newest complete file), or null. */
export function storedCopy(
  entry: DownloadEntry | undefined,
): { fileName: string; size: number } | null {
  if (!entry) return null
  if (entry.status === 'complete') return { fileName: entry.fileName, size: entry.size }
  return entry.previous
}

/** The service worker's URL of the stored copy (needs a controlling service worker). */
export function offlinePlaybackUrl(
  userId: string,
  videoId: string,
  fileName: string,
): string | null {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.controller) return null
  return playbackUrl({ userId, videoId, fileName })
}

/**
 * A streaming URL of the uploaded video (online), newly asked for: the player keeps it while the
 * video plays and asks again when the browser reports an error (an expired URL).
 */
export async function streamingUrl(videoId: string): Promise<string> {
  return (await videoUrls.get(videoId, true)).value.url
}
