/** Class duration text: '1 jam 30 menit' (long) or '1j 30m' (short). */
export function durationText(
  minutes: number | null | undefined,
  style: 'long' | 'short' = 'long',
): string {
  const total = Math.max(0, Math.round(Number.isFinite(minutes) ? Number(minutes) : 0))
  const hours = Math.floor(total / 60)
  const rest = total % 60
  const h = style === 'long' ? `${hours} jam` : `${hours}j`
  const m = style === 'long' ? `${rest} menit` : `${rest}m`
  if (hours > 0 && rest > 0) return `${h} ${m}`
  if (hours > 0) return h
  return m
}

/** A class's duration label: its own text when set, else the text computed from the minutes. */
export function classDurationLabel(kelas: {
  durasi_text?: string | null
  durasi_menit?: number | null
}): string {
  const text = kelas.durasi_text?.trim()
  if (text) return text
  return durationText(kelas.durasi_menit ?? 0, 'long')
}

/** Level badge text: Beginner is shown as 'All Levels'. */
export function levelLabel(level: string | null | undefined): string {
  if (!level || level === 'Beginner') return 'All Levels'
  return level
}
