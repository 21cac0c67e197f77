/**
 * Upload progress as the owner sees it: percent, 'x MB dari y MB', a smoothed speed and the time
 * left in Indonesian ('sekitar 2 menit lagi'). Sizes use 1024-based units, like the file managers
 * of Windows and Android. Pure.
 */

export interface UploadProgress {
  loaded: number
  total: number
  /** ms timestamp of the newest sample. */
  at: number
  /** Smoothed bytes per second; null until measured. */
  speed: number | null
  /** The last sample the speed was measured from. */
  sampleAt: number
  sampleLoaded: number
}

/** The speed is measured over at least this long (progress events come every ~50 ms). */
const MIN_SAMPLE_MS = 500
/** Time constant of the exponential smoothing: a change of speed shows within a few seconds. */
const SMOOTHING_MS = 3000

export function startProgress(total: number, at: number): UploadProgress {
  return { loaded: 0, total, at, speed: null, sampleAt: at, sampleLoaded: 0 }
}

/** Adds a progress event (`loaded` of `total` bytes sent at `at` ms). */
export function updateProgress(
  prev: UploadProgress,
  loaded: number,
  total: number,
  at: number,
): UploadProgress {
  const next: UploadProgress = { ...prev, loaded: Math.min(loaded, total), total, at }
  const dt = at - prev.sampleAt
  if (dt < MIN_SAMPLE_MS) return next
  const instant = ((loaded - prev.sampleLoaded) * 1000) / dt
  const alpha = 1 - Math.exp(-dt / SMOOTHING_MS)
  next.speed = prev.speed === null ? instant : prev.speed + alpha * (instant - prev.speed)
  next.sampleAt = at
  next.sampleLoaded = loaded
  return next
}

/** Whole percent, 0..100 (100 only when everything is sent). */
export function percentOf(p: Pick<UploadProgress, 'loaded' | 'total'>): number {
  if (p.total <= 0) return 0
  if (p.loaded >= p.total) return 100
  return Math.min(99, Math.floor((p.loaded / p.total) * 100))
}

/** Seconds until everything is sent, null while the speed is unknown. */
export function secondsLeft(p: UploadProgress): number | null {
  if (p.loaded >= p.total) return 0
  if (!p.speed || p.speed <= 0) return null
  return (p.total - p.loaded) / p.speed
}

const one = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1, minimumFractionDigits: 0 })
const whole = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })
const KB = 1024
const MB = KB * 1024
const GB = MB * 1024

/** 0,3 MB / 12,5 MB / 250 MB / 1,2 GB: MB from 100 KB on (a video's size reads best in MB). */
export function formatSize(bytes: number): string {
  const n = Number.isFinite(bytes) && bytes > 0 ? bytes : 0
  if (n >= GB) return `${one.format(n / GB)} GB`
  if (n >= 100 * KB) return `${(n >= 100 * MB ? whole : one).format(n / MB)} MB`
  if (n >= KB) return `${whole.format(n / KB)} KB`
  return `${whole.format(n)} byte`
}

/** '12,5 MB dari 250 MB' (both in the total's unit when the total is at least 100 KB). */
export function formatTransferred(loaded: number, total: number): string {
  if (total >= 100 * KB && total < GB) {
    const fmt = total >= 100 * MB ? whole : one
    return `${fmt.format(Math.max(0, loaded) / MB)} MB dari ${fmt.format(total / MB)} MB`
  }
  return `${formatSize(loaded)} dari ${formatSize(total)}`
}

export { formatClock, formatSpeed, formatTimeLeft } from '@/lib/bytes'
