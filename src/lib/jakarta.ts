/**
 * Calendar maths in Asia/Jakarta (WIB, UTC+7 all year: Indonesia has no daylight saving time), the
 * product's one time zone, whatever the browser's own. The one client copy; the server's is
 * pb_hooks/lib/shared/dates.js.
 */

export const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
const DATE_KEY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The Jakarta calendar date (YYYY-MM-DD) of an instant. */
export function jakartaDateKey(date: Date): string {
  return new Date(date.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10)
}

/** A Jakarta calendar date 'YYYY-MM-DD' → its first millisecond (`start`) or its last (`end`); null when not such a date. */
export function jakartaDayBound(key: string, bound: 'start' | 'end'): Date | null {
  const m = DATE_KEY.exec(key.trim())
  if (!m) return null
  const start = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - JAKARTA_OFFSET_MS
  return new Date(bound === 'end' ? start + DAY_MS - 1 : start)
}

/**
 * The Jakarta wall-clock time of `at` as a Date in the browser's zone, for formatters that print
 * local time (date-fns `format`): its local fields are Jakarta's.
 */
export function jakartaWallClock(at: Date): Date {
  const j = new Date(at.getTime() + JAKARTA_OFFSET_MS)
  return new Date(
    j.getUTCFullYear(),
    j.getUTCMonth(),
    j.getUTCDate(),
    j.getUTCHours(),
    j.getUTCMinutes(),
    j.getUTCSeconds(),
    j.getUTCMilliseconds(),
  )
}
