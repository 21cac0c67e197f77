/** The answer timer: time taken, shown as m:ss, with a soft limit (a warning, never a block). */

/** After two minutes the timer turns to a warning. */
export const SOFT_LIMIT_MS = 2 * 60 * 1000

/** 65_000 → '1:05'; negative or broken values → '0:00'. */
export function formatElapsed(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  return `${minutes}:${String(seconds).padStart(2, '0')}`
}

/** Past the soft limit (2:00 itself is not yet over). */
export function isOverSoftLimit(ms: number): boolean {
  return ms > SOFT_LIMIT_MS
}

/** The timer's spoken label: 'Waktu menjawab 1 menit 5 detik'. */
export function elapsedLabel(ms: number): string {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0
  const minutes = Math.floor(total / 60)
  const seconds = total % 60
  const parts = [minutes > 0 ? `${minutes} menit` : '', `${seconds} detik`].filter(Boolean)
  return `Waktu menjawab ${parts.join(' ')}`
}
