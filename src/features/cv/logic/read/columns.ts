/**
 * Columns on a PDF page, from where its text fragments lie: a vertical gutter that (almost) no
 * fragment crosses, with text on both sides across many baselines, is a multi-column layout (a
 * sidebar beside a main column). Not columns: right-aligned dates beside job titles, 'Label : value'
 * rows or a borderless table, where the other side's text shares the baselines (below
 * PAIRED_LIMIT of them).
 */

export interface Fragment {
  x0: number
  x1: number
  /** Baseline. */
  y: number
}

/** A gutter is at least this wide (points). */
const MIN_GUTTER = 6
/** Each side needs this many baselines of its own. */
const MIN_SIDE_LINES = 4
/** Fragments allowed across the gutter (a name or a rule above both columns): this share or 2. */
const CROSSING_SHARE = 0.08
/** At most this share of the smaller side's baselines may have text on the other side too. */
const PAIRED_LIMIT = 0.6
const SAME_BASELINE = 2

function baselines(fragments: Fragment[]): number[] {
  const ys = fragments.map((f) => f.y).sort((a, b) => a - b)
  const out: number[] = []
  for (const y of ys) if (!out.length || y - out[out.length - 1] > SAME_BASELINE) out.push(y)
  return out
}

function sharesBaseline(y: number, others: number[]): boolean {
  return others.some((o) => Math.abs(o - y) <= SAME_BASELINE)
}

export interface ColumnSplit {
  /** The x of the gutter's middle: fragments ending left of it are column 0, the others column 1. */
  gutter: number
  /** Top and bottom of the region where both columns have text. */
  top: number
  bottom: number
}

/** The gutter of a two-column page, or null for a single-column page. */
export function findColumns(fragments: Fragment[]): ColumnSplit | null {
  if (fragments.length < MIN_SIDE_LINES * 2) return null
  const left = Math.min(...fragments.map((f) => f.x0))
  const right = Math.max(...fragments.map((f) => f.x1))
  const allowed = Math.max(2, Math.floor(fragments.length * CROSSING_SHARE))
  const step = 2
  // Runs of x where few fragments cross.
  const runs: { from: number; to: number }[] = []
  let open: { from: number; to: number } | null = null
  for (let x = left + step; x < right - step; x += step) {
    let crossing = 0
    for (const f of fragments) if (f.x0 < x - 0.5 && f.x1 > x + 0.5) crossing += 1
    if (crossing <= allowed) {
      if (open) open.to = x
      else {
        open = { from: x, to: x }
        runs.push(open)
      }
    } else open = null
  }
  let best: (ColumnSplit & { width: number }) | null = null
  for (const run of runs) {
    const width = run.to - run.from
    if (width < MIN_GUTTER) continue
    const gutter = (run.from + run.to) / 2
    const leftSide = fragments.filter((f) => f.x1 <= gutter)
    const rightSide = fragments.filter((f) => f.x0 >= gutter)
    const leftLines = baselines(leftSide)
    const rightLines = baselines(rightSide)
    if (leftLines.length < MIN_SIDE_LINES || rightLines.length < MIN_SIDE_LINES) continue
    const top = Math.max(leftLines[0], rightLines[0])
    const bottom = Math.min(leftLines[leftLines.length - 1], rightLines[rightLines.length - 1])
    const shorter = Math.min(
      leftLines[leftLines.length - 1] - leftLines[0],
      rightLines[rightLines.length - 1] - rightLines[0],
    )
    // Both sides have text across the same stretch of the page…
    if (bottom - top < 0.5 * shorter || bottom <= top) continue
    // …on baselines of their own (not dates or values beside labels).
    const [small, other] =
      leftLines.length <= rightLines.length ? [leftLines, rightLines] : [rightLines, leftLines]
    const paired = small.filter((y) => sharesBaseline(y, other)).length / small.length
    if (paired >= PAIRED_LIMIT) continue
    if (!best || width > best.width) best = { gutter, top, bottom, width }
  }
  return best ? { gutter: best.gutter, top: best.top, bottom: best.bottom } : null
}
