// The first syncs of fresh learners the e2e specs timed (e2e/support/sync-timing.ts): one line per
// spec (count, median, slowest) after the run, and a line in `npm test`'s summary
// (.tmp/test-summary/e2e-first-sync.json, read by scripts/test-all.mjs).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.floor((s.length - 1) / 2)] : 0
}
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`

export function reportFirstSyncs(logFile) {
  if (!existsSync(logFile)) return
  const rows = readFileSync(logFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .flatMap((line) => {
      try {
        return [JSON.parse(line)]
      } catch {
        return []
      }
    })
  if (!rows.length) return
  const bySpec = new Map()
  for (const r of rows) bySpec.set(r.spec, [...(bySpec.get(r.spec) ?? []), r])
  console.log('\nFirst sync of a fresh learner, per spec (e2e/support/sync-timing.ts):')
  for (const [spec, list] of [...bySpec].sort()) {
    const ms = list.map((r) => r.ms)
    const failed = list.filter((r) => r.failed).length
    console.log(
      `  ${spec.padEnd(28)} ${String(list.length).padStart(2)}x  median ${secs(median(ms))}, slowest ${secs(Math.max(...ms))}${failed ? `, ${failed} failed` : ''}`,
    )
  }
  const all = rows.map((r) => r.ms)
  const slowest = rows.reduce((a, b) => (b.ms > a.ms ? b : a))
  const dir = path.join(path.dirname(logFile), 'test-summary')
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    path.join(dir, 'e2e-first-sync.json'),
    JSON.stringify({
      label: `e2e: first syncs of fresh learners timed (median ${secs(median(all))}, slowest ${secs(slowest.ms)} in ${slowest.spec})`,
      count: rows.length,
      failures: rows.filter((r) => r.failed).length,
    }),
  )
}
