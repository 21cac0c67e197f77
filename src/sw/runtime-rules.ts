/**
 * Which requests the service worker (src/sw.ts) answers how: pure predicates, unit-tested in
 * runtime-rules.test.ts.
 */
import { PLAYBACK_PREFIX, STORE_PREFIX } from '@/data/downloads/offline-video-format'

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Navigations to these paths go to the network, never to the app shell (index.html). */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api\//,
  /^\/_\//,
  new RegExp(`^${escape(PLAYBACK_PREFIX)}`),
  new RegExp(`^${escape(STORE_PREFIX)}`),
]

/** Same-origin playback URLs of downloaded videos (answered from the offline video cache). */
export function isOfflineVideoRequest({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) {
  return sameOrigin && url.pathname.startsWith(PLAYBACK_PREFIX)
}

/** Uploaded videos are streamed or downloaded on purpose, never cached whole at run time. */
const VIDEO_FILE = /\.(mp4|m4v|mov|webm|mkv)$/i

/**
 * PocketBase files cached at run time (package and class images, video posters): never the protected
 * thesis documents, a `?token=` URL or a video file.
 */
export function isCachedPocketBaseFile({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) {
  return (
    sameOrigin &&
    url.pathname.startsWith('/api/files/') &&
    !url.pathname.startsWith('/api/files/thesis_documents/') &&
    !url.searchParams.has('token') &&
    !VIDEO_FILE.test(url.pathname)
  )
}

/** YouTube thumbnails shown in the class lists. */
export function isYoutubeThumbnail({ url }: { url: URL }) {
  return url.origin === 'https://i.ytimg.com' && url.pathname.startsWith('/vi/')
}

/**
 * The document readers' chunks (pdfjs-dist and its worker, mammoth): left out of the precache (about
 * 2 MB a student would download at install for a page many never open) and kept at run time once
 * fetched, so a CV or thesis read once online can be read again offline (Analisa CV warms them when
 * its page opens online: src/features/cv/hooks/use-reader-warmup.ts).
 */
export function isDocumentReaderChunk({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) {
  return (
    sameOrigin &&
    /^\/assets\/(?:pdf-engine-|pdf\.worker|docx-engine-)[^/]*\.m?js$/.test(url.pathname)
  )
}
