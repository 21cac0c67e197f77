// Timing of routes one request at a time (the admin, payments and rules benches): p50/p95 of a
// fixed number of runs after two warm-ups, and the markdown rows of a `| route | answer | p50 | p95 |` table.
import { percentile } from './stats.mjs'

/** p50/p95 of `runs` calls after two warm-ups; `what` is `describe` of the last answer. */
export async function measure(fn, describe, runs) {
  await fn()
  await fn()
  const times = []
  let last
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    last = await fn()
    times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), what: describe(last) }
}

/**
 * Measures route cases `[label, fn, describe]` one after the other: the markdown table rows
 * (`| route | answer | p50 | p95 |`) and the worst p95.
 */
export async function measureRoutes(cases, runs) {
  const rows = []
  let worst = 0
  for (const [label, fn, describe] of cases) {
    const r = await measure(fn, describe, runs)
    worst = Math.max(worst, r.p95)
    rows.push(`| ${label} | ${r.what} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`)
  }
  return { rows, worst }
}

/** The budget line of a routes bench: the worst p95 under `targetMs`. */
export function worstRouteBudget(worst, targetMs) {
  return {
    name: 'worst route p95',
    value: Number(worst.toFixed(1)),
    unit: 'ms',
    limit: `< ${targetMs}`,
    ok: worst < targetMs,
  }
}
