/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa injectManifest → dist/sw.js). It does what the generated worker
 * did before (precache of the shell and route chunks, index.html for navigations, run-time caches of
 * images, update on request only) plus two things of its own: downloaded lesson videos, answered
 * from the offline video cache with range support (src/sw/offline-video-route.ts), and navigations
 * answered with the precached index.html under the server's current security headers rather than
 * those it was precached with (src/sw/shell-headers.ts).
 */
import { clientsClaim } from 'workbox-core'
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import type { RouteHandlerCallback } from 'workbox-core'
import { CacheFirst } from 'workbox-strategies'
import { ExpirationPlugin } from 'workbox-expiration'
import { CacheableResponsePlugin } from 'workbox-cacheable-response'
import { OFFLINE_VIDEO_CACHE } from '@/data/downloads/offline-video-format'
import { answerOfflineVideo } from '@/sw/offline-video-route'
import {
  isCachedPocketBaseFile,
  isDocumentReaderChunk,
  isOfflineVideoRequest,
  isYoutubeThumbnail,
  NAVIGATION_DENYLIST,
} from '@/sw/runtime-rules'
import {
  currentShellHeaders,
  SHELL_HEADERS_CACHE,
  SHELL_URL,
  withCurrentHeaders,
} from '@/sw/shell-headers'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}

// registerType 'prompt': a new version waits until the page asks (src/app/update-flow.ts,
// workbox-window's messageSkipWaiting()). No skipWaiting() on install.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
clientsClaim()

// Downloaded videos first: no other route (precache, navigation fallback) ever sees these URLs.
const offlineVideo = ({ request }: { request: Request }) =>
  caches.open(OFFLINE_VIDEO_CACHE).then((cache) => answerOfflineVideo(request, cache))
registerRoute(isOfflineVideoRequest, offlineVideo, 'GET')
registerRoute(isOfflineVideoRequest, offlineVideo, 'HEAD')

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

// Navigations: the precached index.html (this worker's version, so it works offline and matches the
// precached chunks) with the server's current security headers, asked for at the same time (its
// Content-Security-Policy changes with the server's settings, e.g. VIDEO_DELIVERY, without a build).
const precachedShell = createHandlerBoundToURL(SHELL_URL)
const answerNavigation: RouteHandlerCallback = async (options) => {
  const event = options.event as FetchEvent
  const current = currentShellHeaders({
    fetchShell: () => fetch(SHELL_URL, { cache: 'no-store', credentials: 'same-origin' }),
    store: {
      match: (key) => caches.open(SHELL_HEADERS_CACHE).then((cache) => cache.match(key)),
      put: (key, response) =>
        caches.open(SHELL_HEADERS_CACHE).then((cache) => cache.put(key, response)),
    },
    waitUntil: (work) => event.waitUntil(work),
  })
  const [shell, headers] = await Promise.all([precachedShell(options), current])
  return withCurrentHeaders(shell, headers)
}
registerRoute(new NavigationRoute(answerNavigation, { denylist: NAVIGATION_DENYLIST }))

// Package and class images (PocketBase files; never the protected thesis documents, a ?token= URL or
// a video) and YouTube thumbnails, so the class lists show them offline. No other /api response.
const imageCache = (cacheName: string) =>
  new CacheFirst({
    cacheName,
    plugins: [
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [0, 200] }),
    ],
  })
registerRoute(isCachedPocketBaseFile, imageCache('pb-files'))
registerRoute(isYoutubeThumbnail, imageCache('youtube-thumbnails'))

// The document readers (pdfjs-dist with its worker, mammoth): not precached, kept once fetched (their
// file names carry a content hash, so a stored copy is never stale; old versions age out).
registerRoute(
  isDocumentReaderChunk,
  new CacheFirst({
    cacheName: 'document-readers',
    plugins: [
      new ExpirationPlugin({ maxEntries: 12, maxAgeSeconds: 90 * 24 * 60 * 60 }),
      new CacheableResponsePlugin({ statuses: [200] }),
    ],
  }),
)
