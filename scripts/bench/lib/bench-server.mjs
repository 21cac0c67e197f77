// The PocketBase of a bench: shared by the bench modules in scripts/bench/ (this folder is not a bench
// module itself). Every bench starts its own server on a free port with an empty temp data dir.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { startPocketBase } from '../../../pocketbase/launcher.mjs'

export const BENCH_ADMIN_EMAIL = 'bench-admin@bench.local'
export const BENCH_ADMIN_PASSWORD = 'bench-admin-password'

/**
 * Starts PocketBase on a free port with an empty temp data dir (no demo seed, no mail, the bench
 * admin account; `env` adds to or overrides that), runs `body(server)` and always stops the server
 * and removes the data dir (BENCH_KEEP_DATA=1 keeps it). On failure the server's last output is
 * printed. `publicDir`: the folder it serves (a built PWA or a bench page; none by default).
 */
export async function withBenchServer(name, env, body, { publicDir = null } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pb-bench-${name}-`))
  let log = ''
  let server
  try {
    server = await startPocketBase({
      dataDir,
      publicDir,
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
    return await body(server)
  } catch (err) {
    process.stderr.write(log.slice(-4000))
    throw err
  } finally {
    await server?.stop()
    if (process.env.BENCH_KEEP_DATA === '1') console.error(`data kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}
