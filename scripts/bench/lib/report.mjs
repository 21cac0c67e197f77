// Pieces of a bench's markdown section (docs/benchmarks.md) that every bench writes the same way.
import { loadavg } from 'node:os'

/** What the load-average line adds when other work on the machine slows the figures. */
export const LOAD_INFLATES = 'other processes on the same cores inflate these times.'

/** The machine's 1-minute load average now. */
export const loadAverage = () => loadavg()[0]

/** 'Machine load average (1 min) at the end of the run: 1.23.' or '… 1.23 — <note>'. */
export function loadAverageLine(note = '') {
  return `Machine load average (1 min) at the end of the run: ${loadAverage().toFixed(2)}${note ? ` — ${note}` : '.'}`
}

/** A markdown table row of `cells`. */
export const markdownRow = (cells) => `| ${cells.join(' | ')} |`

/** 'met' or 'NOT met'. */
export const metText = (ok) => (ok ? 'met' : 'NOT met')

/** 'Budget <name>: <value> <unit>, limit <limit> <unit> (met).' of a budget line. */
export function budgetSentence(b, unit = b.unit) {
  return `Budget ${b.name}: ${b.value} ${unit}, limit ${b.limit} ${unit} (${metText(b.ok)}).`
}
