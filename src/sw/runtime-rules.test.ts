import { describe, expect, it } from 'vitest'
import { manifestUrl, playbackUrl } from '@/data/downloads/offline-video-format'
import {
  isCachedPocketBaseFile,
  isOfflineVideoRequest,
  isDocumentReaderChunk,
  isYoutubeThumbnail,
  NAVIGATION_DENYLIST,
} from './runtime-rules'

const ORIGIN = 'https://app.test'
const at = (path: string, sameOrigin = true) => ({ url: new URL(path, ORIGIN), sameOrigin })
const denied = (path: string) => NAVIGATION_DENYLIST.some((re) => re.test(path))
const key = { userId: 'u1', videoId: 'v1', fileName: 'a.mp4' }

describe('service worker rules', () => {
  it('keeps API, admin and offline video paths out of the navigation fallback', () => {
    expect(denied('/api/collections/x')).toBe(true)
    expect(denied('/_/')).toBe(true)
    expect(denied(playbackUrl(key))).toBe(true)
    expect(denied(manifestUrl(key))).toBe(true)
    expect(denied('/subscriber/classes')).toBe(false)
    expect(denied('/__other')).toBe(false)
  })

  it('routes same-origin playback URLs only', () => {
    expect(isOfflineVideoRequest(at(playbackUrl(key)))).toBe(true)
    expect(isOfflineVideoRequest(at(playbackUrl(key), false))).toBe(false)
    expect(isOfflineVideoRequest(at('/api/files/video_links/r/a.mp4'))).toBe(false)
  })

  it('caches images from PocketBase, never thesis documents, token URLs or videos', () => {
    expect(isCachedPocketBaseFile(at('/api/files/kelas/r/sampul.png'))).toBe(true)
    expect(isCachedPocketBaseFile(at('/api/files/video_links/r/poster_x.jpg'))).toBe(true)
    expect(isCachedPocketBaseFile(at('/api/files/video_links/r/bab1_x.mp4'))).toBe(false)
    expect(isCachedPocketBaseFile(at('/api/files/video_links/r/BAB1_X.MP4'))).toBe(false)
    expect(isCachedPocketBaseFile(at('/api/files/thesis_documents/r/s.png'))).toBe(false)
    expect(isCachedPocketBaseFile(at('/api/files/kelas/r/sampul.png?token=t'))).toBe(false)
    expect(isCachedPocketBaseFile(at('/api/files/kelas/r/sampul.png', false))).toBe(false)
    expect(isCachedPocketBaseFile(at('/api/collections/kelas/records'))).toBe(false)
  })

  it('caches YouTube thumbnails', () => {
    expect(isYoutubeThumbnail(at('https://i.ytimg.com/vi/x/hqdefault.jpg', false))).toBe(true)
    expect(isYoutubeThumbnail(at('https://www.youtube.com/vi/x', false))).toBe(false)
  })
})

describe('isDocumentReaderChunk', () => {
  it('keeps the PDF and DOCX readers and the pdfjs worker of this origin, nothing else', () => {
    const o = 'https://app.example.id'
    expect(isDocumentReaderChunk(at(`${o}/assets/pdf-engine-BwjJgfng.js`, true))).toBe(true)
    expect(isDocumentReaderChunk(at(`${o}/assets/pdf.worker.min-FHbmGBN0.mjs`, true))).toBe(true)
    expect(isDocumentReaderChunk(at(`${o}/assets/docx-engine-DCvli3no.js`, true))).toBe(true)
    expect(isDocumentReaderChunk(at(`${o}/assets/pdf-engine-x.js`, false))).toBe(false)
    expect(isDocumentReaderChunk(at(`${o}/assets/pdf-lib-DOsF6lLr.js`, true))).toBe(false)
    expect(isDocumentReaderChunk(at(`${o}/assets/index-abc.js`, true))).toBe(false)
    expect(isDocumentReaderChunk(at(`${o}/api/files/x/pdf-engine-a.js`, true))).toBe(false)
  })
})
