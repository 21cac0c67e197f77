/**
 * A poster for an uploaded video, taken in the browser: the file plays from an object URL in a
 * hidden <video>, one frame is drawn onto a canvas and encoded as JPEG (640 px wide, quality 0.8).
 * Resolves null when the browser cannot decode the file or takes too long: the upload then goes
 * without a poster.
 */
import { posterSize, posterTime } from './logic/poster-frame'

const TIMEOUT_MS = 15_000

function once(el: HTMLMediaElement, event: string, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const off = () => {
      el.removeEventListener(event, ok)
      el.removeEventListener('error', fail)
      signal.removeEventListener('abort', fail)
    }
    const ok = () => {
      off()
      resolve()
    }
    const fail = () => {
      off()
      reject(new Error(`poster: ${event} failed`))
    }
    el.addEventListener(event, ok)
    el.addEventListener('error', fail)
    signal.addEventListener('abort', fail)
  })
}

export async function capturePoster(
  file: Blob,
  {
    maxWidth = 640,
    quality = 0.8,
    signal,
  }: { maxWidth?: number; quality?: number; signal?: AbortSignal } = {},
): Promise<Blob | null> {
  if (typeof document === 'undefined' || typeof URL.createObjectURL !== 'function') return null
  const timeout = new AbortController()
  const timer = setTimeout(() => timeout.abort(), TIMEOUT_MS)
  const onOuterAbort = () => timeout.abort()
  signal?.addEventListener('abort', onOuterAbort, { once: true })
  const url = URL.createObjectURL(file)
  const video = document.createElement('video')
  try {
    video.muted = true
    video.playsInline = true
    video.preload = 'auto'
    const loaded = once(video, 'loadeddata', timeout.signal)
    video.src = url
    await loaded
    const size = posterSize(video.videoWidth, video.videoHeight, maxWidth)
    if (!size) return null
    const seeked = once(video, 'seeked', timeout.signal)
    video.currentTime = posterTime(video.duration)
    await seeked
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const ctx = canvas.getContext('2d')
    if (!ctx) return null
    ctx.drawImage(video, 0, 0, size.width, size.height)
    return await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', quality),
    )
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onOuterAbort)
    video.removeAttribute('src')
    video.load()
    URL.revokeObjectURL(url)
  }
}
