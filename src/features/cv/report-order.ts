/** The order in which a report's checks are shown, on the page and in 'Unduh laporan CV'. */
import type { CvCheck, CvStatus } from './logic/types'

const SEVERITY: Record<CvStatus, number> = { fail: 0, warn: 1, ok: 2 }

/**
 * The order on screen: the posting's match first (it answers the posting just pasted), then what
 * needs fixing: failures, warnings, then what is fine (stable within each).
 */
export function bySeverity(checks: CvCheck[]): CvCheck[] {
  const rank = (c: CvCheck) => (c.id === 'keywords' ? -1 : SEVERITY[c.status])
  return checks
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c) - rank(b.c) || a.i - b.i)
    .map(({ c }) => c)
}
