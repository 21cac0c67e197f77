// Litestream v0.3.13 (npm @flydotio/litestream-linux-x64, the platform binary of @flydotio/litestream; pinned: v0.5 cannot restore v0.3
// replicas) beside PocketBase: with LITESTREAM_REPLICA_URL set, the launcher runs `litestream replicate`
// on <dataDir>/data.db once PocketBase answers, restarts it when it exits, and `npm run restore` (no zip
// file) runs `litestream restore` into an empty data directory. docs/contract.md, Environment.
//
//   LITESTREAM_REPLICA_URL=file:///srv/replica           a directory (another disk, a mounted volume)
//   LITESTREAM_REPLICA_URL=s3://bucket/path/in/bucket    S3_ENDPOINT (unset = AWS), S3_REGION, S3_ACCESS_KEY,
//                                                        S3_SECRET, S3_FORCE_PATH_STYLE=on
//
// The generated configuration holds no secret: the S3 keys reach Litestream as AWS_ACCESS_KEY_ID /
// AWS_SECRET_ACCESS_KEY in its environment, and environment expansion in the file is off.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { restartBudget, terminate } from './child-process.mjs'
import { s3Connection } from './s3-connection.mjs'

const require = createRequire(import.meta.url)

/** The replica's settings beyond its location (Litestream 0.3 names). */
export const REPLICA_SETTINGS = {
  'sync-interval': '1s',
  'snapshot-interval': '24h',
  retention: '168h',
}

/** Litestream's own binary from the platform package (the npm wrapper neither forwards signals nor exit codes). */
export function litestreamBinary() {
  const pkg = `@flydotio/litestream-${process.platform}-${process.arch}`
  try {
    return path.join(path.dirname(require.resolve(`${pkg}/package.json`)), 'litestream')
  } catch {
    throw new Error(
      `Litestream untuk ${process.platform}-${process.arch} tidak terpasang (paket npm ${pkg}); jalankan "npm ci".`,
    )
  }
}

/**
 * The replica named by LITESTREAM_REPLICA_URL, or null when it is unset.
 * @param {Record<string, string|undefined>} env
 * @returns {null | {type: 'file', path: string} | {type: 's3', bucket: string, path: string,
 *   endpoint: string, region: string, forcePathStyle: boolean, accessKey: string, secret: string}}
 */
export function replicaFromEnv(env) {
  const raw = (env.LITESTREAM_REPLICA_URL ?? '').trim()
  if (!raw) return null
  let url
  try {
    url = new URL(raw)
  } catch {
    throw new Error(
      `LITESTREAM_REPLICA_URL tidak valid: "${raw}" (contoh: s3://bucket/litestream/data.db atau file:///srv/replika)`,
    )
  }
  if (url.protocol === 'file:') {
    if (url.host)
      throw new Error(`LITESTREAM_REPLICA_URL file:// harus berupa path absolut: "${raw}"`)
    return { type: 'file', path: fileURLToPath(url) }
  }
  if (url.protocol === 's3:') {
    const key = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, '')
    if (!url.hostname || !key)
      throw new Error(
        `LITESTREAM_REPLICA_URL s3:// memerlukan bucket dan path: "s3://<bucket>/<path>" (sekarang "${url.protocol}//${url.host}${url.pathname}")`,
      )
    // The service as for the file storage (S3_*, unset endpoint = AWS); the bucket is the URL's.
    return { type: 's3', bucket: url.hostname, path: key, ...s3Connection(env) }
  }
  throw new Error(
    `LITESTREAM_REPLICA_URL harus diawali s3:// atau file:// (sekarang "${url.protocol}//…")`,
  )
}

/** The launcher's check before PocketBase starts: the replica (null when unset); a wrong URL or a missing binary throws. */
export function replicaToRun(env) {
  const replica = replicaFromEnv(env)
  if (replica) litestreamBinary()
  return replica
}

/** A short description of the replica for log lines (never a secret). */
export function describeReplica(replica) {
  if (replica.type === 'file') return `file://${replica.path}`
  return `s3://${replica.bucket}/${replica.path}${replica.endpoint ? ` di ${replica.endpoint}` : ''}`
}

// JSON strings are valid YAML double-quoted scalars.
const q = (s) => JSON.stringify(String(s))

/** Litestream 0.3's configuration for one database and its replica. */
export function litestreamConfig(dbPath, replica) {
  const lines = ['dbs:', `  - path: ${q(dbPath)}`, '    replicas:']
  if (replica.type === 'file') {
    lines.push('      - type: file', `        path: ${q(replica.path)}`)
  } else {
    lines.push(
      '      - type: s3',
      `        bucket: ${q(replica.bucket)}`,
      `        path: ${q(replica.path)}`,
      `        region: ${q(replica.region)}`,
    )
    if (replica.endpoint) lines.push(`        endpoint: ${q(replica.endpoint)}`)
    if (replica.forcePathStyle) lines.push('        force-path-style: true')
  }
  for (const [k, v] of Object.entries(REPLICA_SETTINGS)) lines.push(`        ${k}: ${v}`)
  return lines.join('\n') + '\n'
}

/** Litestream's environment: the S3 keys as AWS_* (so they stay out of the configuration file). */
export function litestreamEnv(env, replica) {
  const out = { ...env }
  if (replica.type === 's3' && (replica.accessKey || replica.secret)) {
    out.AWS_ACCESS_KEY_ID = replica.accessKey
    out.AWS_SECRET_ACCESS_KEY = replica.secret
  }
  return out
}

/** Writes the configuration into a fresh private temp directory; remove() deletes it. */
export function writeLitestreamConfig(dbPath, replica) {
  const dir = mkdtempSync(path.join(tmpdir(), 'litestream-'))
  const file = path.join(dir, 'litestream.yml')
  writeFileSync(file, litestreamConfig(dbPath, replica), { mode: 0o600 })
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Prefixes every complete line of a stream's output. */
function linePrefixer(prefix, onOutput) {
  let rest = ''
  return (chunk) => {
    const lines = (rest + chunk).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) onOutput(`${prefix}${line}\n`)
  }
}

function inodeOf(file) {
  try {
    return statSync(file).ino
  } catch {
    return null
  }
}

/**
 * Runs `litestream replicate` on <dataDir>/data.db (the file must exist: start it once PocketBase
 * answers). It restarts Litestream when it exits (unless `restart` is false) and when data.db is replaced
 * (a PocketBase backup restored through its API swaps the file; a running Litestream would go on reading
 * the old one).
 * @param {object} o
 * @param {string} o.dataDir
 * @param {NonNullable<ReturnType<typeof replicaFromEnv>>} o.replica
 * @param {Record<string, string|undefined>} o.env
 * @param {(line: string) => void} o.onOutput
 * @param {boolean} [o.restart]
 */
export function startLitestream(o) {
  const dbPath = path.join(o.dataDir, 'data.db')
  // Litestream 0.3's own state beside the database (generation, shadow WAL).
  const metaDir = path.join(o.dataDir, '.data.db-litestream')
  const config = writeLitestreamConfig(dbPath, o.replica)
  const bin = litestreamBinary()
  const env = litestreamEnv(o.env, o.replica)
  const log = (line) => o.onOutput(`[litestream] ${line}\n`)
  let stopping = false
  let child
  let inode = null
  const restarts = restartBudget()

  const spawnChild = () => {
    inode = inodeOf(dbPath)
    child = spawn(bin, ['replicate', '-no-expand-env', '-config', config.file], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.setEncoding('utf8').on('data', linePrefixer('[litestream] ', o.onOutput))
    child.stderr.setEncoding('utf8').on('data', linePrefixer('[litestream] ', o.onOutput))
    child.on('error', (err) => log(`tidak dapat dijalankan: ${err.message}`))
    const c = child
    child.on('exit', (code, signal) => {
      if (stopping || c.replaced) return
      if (o.restart === false) {
        log(`berhenti (${signal ?? code}); replikasi mati sampai server dijalankan ulang.`)
        return
      }
      if (!restarts.allow()) {
        log(
          `berhenti ${restarts.count} kali dalam satu menit; menyerah: database TIDAK direplikasi.`,
        )
        process.exitCode = 1
        return
      }
      log(`berhenti (${signal ?? code}); dijalankan ulang...`)
      setTimeout(() => {
        if (!stopping) spawnChild()
      }, 1000)
    })
  }

  const exited = () => child.exitCode !== null || child.signalCode !== null
  // Litestream syncs the last WAL frames to the replica on SIGTERM: it gets 10 s for that.
  const stopChild = (c) => terminate(c, 10_000)

  // data.db replaced (a backup ZIP restored through PocketBase's API): start over on the new file.
  // Any sync of the old Litestream after the swap mixes two databases: its open handle is the old
  // file, while data.db-wal is the new one, and PocketBase's restore moved .data.db-litestream away
  // with the old files, so it starts a generation of its own from the mix. Stopped with SIGTERM it
  // always synced once more, and the new Litestream went on with that generation: a replica restore
  // could give back a write the ZIP restore had undone instead of the ones made after it. So the old
  // one is killed (no last sync: its unsynced tail is what the ZIP restore undid anyway), whatever
  // it wrote into .data.db-litestream since the swap is removed, and the new one starts a generation
  // from a snapshot of the new file.
  const watch = setInterval(() => {
    if (stopping || exited()) return
    const now = inodeOf(dbPath)
    if (now === null || now === inode) return
    log('data.db diganti (pemulihan cadangan?); Litestream dijalankan ulang pada file baru.')
    const old = child
    inode = now
    old.replaced = true
    const gone = new Promise((resolve) => old.once('exit', resolve))
    old.kill('SIGKILL')
    gone.then(() => {
      rmSync(metaDir, { recursive: true, force: true })
      if (!stopping) spawnChild()
    })
  }, 1000)
  watch.unref()

  spawnChild()
  log(`mereplikasi ${dbPath} ke ${describeReplica(o.replica)} (setiap 1 detik)`)

  return {
    get pid() {
      return child.pid
    },
    /** SIGKILL Litestream (tests: a crash, then the restart). */
    crash() {
      child.kill('SIGKILL')
    },
    /** SIGKILL without a restart (tests: a power cut). */
    kill() {
      stopping = true
      clearInterval(watch)
      child.kill('SIGKILL')
      config.remove()
    },
    async stop() {
      stopping = true
      clearInterval(watch)
      await stopChild(child)
      config.remove()
    },
  }
}

/**
 * One Litestream command on the replica of dbPath (`restore`, `generations`, ...): the command's
 * arguments go before the database path, which names the replica through the generated configuration.
 * @param {string} command
 * @param {string[]} args
 * @param {{dbPath: string, replica: NonNullable<ReturnType<typeof replicaFromEnv>>,
 *   env: Record<string, string|undefined>}} o
 * @returns {Promise<{code: number, output: string}>}
 */
export function runLitestream(command, args, o) {
  const config = writeLitestreamConfig(o.dbPath, o.replica)
  const argv = [command, '-no-expand-env', '-config', config.file, ...args, o.dbPath]
  return new Promise((resolve, reject) => {
    const child = spawn(litestreamBinary(), argv, {
      env: litestreamEnv(o.env, o.replica),
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (output += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (output += d))
    child.on('error', (err) => {
      config.remove()
      reject(err)
    })
    child.on('exit', (code) => {
      config.remove()
      resolve({ code: code ?? 1, output })
    })
  })
}

/**
 * `litestream restore` of the replica into dbPath (which must not exist): the latest state, the state
 * at `timestamp` (RFC 3339; Litestream 0.3 accepts it only inside a generation's time range, from its
 * first to its last upload), or the latest state of one `generation`.
 * @param {{dbPath: string, replica: NonNullable<ReturnType<typeof replicaFromEnv>>,
 *   env: Record<string, string|undefined>, timestamp?: string, generation?: string}} o
 */
export function restoreReplica(o) {
  const args = ['-o', o.dbPath]
  if (o.timestamp) args.push('-timestamp', o.timestamp)
  if (o.generation) args.push('-generation', o.generation)
  return runLitestream('restore', args, o)
}

/**
 * The replica's generations (a new one starts whenever Litestream cannot continue the previous one: a
 * first start, a restored or replaced database), with their first and last upload in whole seconds.
 * @param {{replica: NonNullable<ReturnType<typeof replicaFromEnv>>, env: Record<string, string|undefined>}} o
 * @returns {Promise<{generation: string, start: number, end: number}[]>}
 */
export async function listGenerations(o) {
  // `generations` names the replica through a database path and stats that file (for its "lag").
  const dir = mkdtempSync(path.join(tmpdir(), 'litestream-gen-'))
  const placeholder = path.join(dir, 'data.db')
  writeFileSync(placeholder, '')
  try {
    const r = await runLitestream('generations', [], { ...o, dbPath: placeholder })
    if (r.code !== 0) throw new Error(r.output.trim().split('\n').slice(-1)[0])
    const rows = []
    for (const line of r.output.split('\n').slice(1)) {
      const [, generation, , start, end] = line.trim().split(/\s+/)
      if (generation && start && end)
        rows.push({ generation, start: Date.parse(start), end: Date.parse(end) })
    }
    return rows
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
