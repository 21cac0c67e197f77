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
