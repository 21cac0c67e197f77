/**
 * User-timing marks of the start-up path (`ps:*`), read by the sync benchmark
 * (scripts/bench/sync.mjs) to say where an offline reload's time goes. A mark costs microseconds;
 * `once` marks a name only the first time in a page load.
 */
const seen = new Set<string>()

export function perfMark(name: string): void {
  try {
    performance.mark(`ps:${name}`)
  } catch {
    // no User Timing (old browsers, some test environments)
  }
}

export function perfMarkOnce(name: string): void {
  if (seen.has(name)) return
  seen.add(name)
  perfMark(name)
}
