// Shared by the bench modules in scripts/bench/ (this folder is not a bench module itself).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startPocketBase } from '../../../pocketbase/launcher.mjs'

export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.local'
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password'

/** The p-th percentile (nearest rank) of an ascending array; NaN when empty. */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

/**
 * Starts PocketBase on a free port with an empty temp data dir (no demo seed, no mail, the bench
 * admin account), runs `body(server)` and always stops the server and removes the data dir
 * (BENCH_KEEP_DATA=1 keeps it). On failure the server's last output is printed.
 */
export async function withBenchServer(name, env, body) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pb-bench-${name}-`))
  let log = ''
  const server = await startPocketBase({
    dataDir,
    publicDir: null,
    onOutput: (line) => {
      log += line
    },
    env: {
      PB_ADMIN_EMAIL: BENCH_ADMIN_EMAIL,
      PB_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
      PB_SEED: 'none',
      SMTP_HOST: '',
      ...env,
    },
  })
  try {
    return await body(server)
  } catch (err) {
    process.stderr.write(log.slice(-4000))
    throw err
  } finally {
    await server.stop()
    if (process.env.BENCH_KEEP_DATA === '1') console.error(`data kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}

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
