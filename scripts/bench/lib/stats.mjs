// Summaries of measured times, shared by the benches.

/** The p-th percentile (nearest rank) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

/** The median of the finite values (the mean of the middle two for an even count); NaN when none. */
export function median(values) {
  const s = values.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  if (!s.length) return NaN
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** A copy sorted ascending (what `percentile` reads). */
export function ascending(values) {
  return [...values].sort((a, b) => a - b)
}
