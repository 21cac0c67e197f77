// `npm run restore -- <file.zip>`: uploads a backup made by `npm run backup` to the running PocketBase
// and restores it (PocketBase's own backup API). PocketBase replaces its data and restarts itself;
// this waits until it answers again and prints what the restored data holds.
//
// `npm run restore [-- --timestamp <ISO time>]` without a file, with LITESTREAM_REPLICA_URL set: rebuilds
// PB_DATA/data.db from the Litestream replica (the latest state, or the state at that time) into an
// EMPTY data directory, before the server starts; a non-empty one is refused. Then PocketBase checks
// the restored database (PRAGMA integrity_check) and the figures are printed.
import { spawn } from 'node:child_process'
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { findBinary } from '../pocketbase/launcher.mjs'
import {
  describeReplica,
  listGenerations,
  replicaFromEnv,
  restoreReplica,
} from '../pocketbase/litestream.mjs'
import {
  CliError,
  explain,
  recordCounts,
  ROOT,
  runCli,
  settings,
  signInAdmin,
  waitForHealth,
} from './backup-lib.mjs'

// Node's built-in FormData and Blob (Node 18+).
const { FormData, Blob } = globalThis

/** `[<file.zip>] [--timestamp <ISO time>]` */
function parseArgs(argv) {
  const out = { file: null, timestamp: null }
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]
    if (a === '--timestamp' || a.startsWith('--timestamp=')) {
      const v = a === '--timestamp' ? argv[++i] : a.slice('--timestamp='.length)
      if (!v) throw new CliError('--timestamp memerlukan waktu ISO, mis. 2026-11-27T08:30:00Z')
      const t = Date.parse(v)
      if (Number.isNaN(t))
        throw new CliError(
          `Waktu --timestamp tidak dikenali: "${v}" (contoh: 2026-11-27T08:30:00Z)`,
        )
      out.timestamp = new Date(t).toISOString()
    } else if (a.startsWith('--')) {
      throw new CliError(`Opsi tidak dikenal: ${a}`)
    } else if (out.file) {
      throw new CliError(`Hanya satu file cadangan: ${out.file}, ${a}`)
    } else out.file = a
  }
  return out
}

async function main() {
  const args = parseArgs(process.argv.slice(2))
  if (args.file && args.timestamp)
    throw new CliError(
      '--timestamp hanya untuk pemulihan dari replika Litestream (tanpa file cadangan).',
    )
  if (!args.file) {
    let replica
    try {
      replica = replicaFromEnv(process.env)
    } catch (err) {
      throw new CliError(err.message)
    }
    if (!replica)
      throw new CliError(
        'Sebutkan file cadangan: npm run restore -- backups/<nama>.zip (atau atur LITESTREAM_REPLICA_URL untuk memulihkan dari replika Litestream).',
      )
    return restoreFromReplica(replica, args.timestamp)
  }
  const s = settings()
  const file = path.resolve(args.file)
  if (!existsSync(file) || !statSync(file).isFile())
    throw new CliError(`File cadangan tidak ditemukan: ${file}`)
  const bytes = readFileSync(file)
  if (bytes.length < 4 || bytes.readUInt32LE(0) !== 0x04034b50)
    throw new CliError(`Bukan file zip cadangan PocketBase: ${file}`)

  const pb = await signInAdmin(s)
  let key
  try {
    // A fresh name on the server, so an older backup with the same name is never restored instead.
    const base = path
      .basename(file, '.zip')
      .toLowerCase()
      .replace(/[^a-z0-9_-]+/g, '_')
      .slice(0, 60)
    key = `restore_${Date.now()}_${base}.zip`
    const form = new FormData()
    form.append('file', new Blob([bytes], { type: 'application/zip' }), key)
    const before = new Set((await pb.backups.getFullList()).map((b) => b.key))
    await pb.backups.upload(form)
    const added = (await pb.backups.getFullList()).map((b) => b.key).filter((k) => !before.has(k))
    if (!added.includes(key)) {
      if (added.length !== 1)
        throw new CliError('Cadangan terunggah, tetapi tidak ditemukan di daftar cadangan server.')
      key = added[0]
    }
    console.log(`Cadangan diunggah sebagai ${key}; memulihkan...`)
    await pb.backups.restore(key)
  } catch (err) {
    throw explain(err, s)
  }

  // PocketBase answers the restore request, then swaps pb_data and restarts (same process, execve).
  await new Promise((r) => setTimeout(r, 1500))
  await waitForHealth(s.url)
  // The restored database holds the admin accounts of backup time.
  const restored = await signInAdmin(s).catch((err) => {
    throw new CliError(
      `Server berjalan lagi, tetapi admin tidak dapat masuk dengan kredensial ini (data cadangan memakai akun adminnya sendiri): ${err.message}`,
    )
  })
  let counts
  for (let attempt = 0; ; attempt++) {
    try {
      counts = await recordCounts(restored)
      break
    } catch (err) {
      if (attempt >= 20) throw explain(err, s)
      await new Promise((r) => setTimeout(r, 500))
    }
  }
  console.log(`Pemulihan selesai dari ${file}. Isi data sekarang:`)
  for (const [name, n] of Object.entries(counts)) console.log(`  ${name.padEnd(28)} ${n}`)
}

/** PB_DATA when it is absent or empty; a CliError otherwise. */
function emptyDataDir() {
  const dir = path.resolve(process.env.PB_DATA || path.join(ROOT, 'pb_data'))
  if (existsSync(dir)) {
    if (!statSync(dir).isDirectory()) throw new CliError(`PB_DATA bukan direktori: ${dir}`)
    const entries = readdirSync(dir)
    if (entries.length > 0)
      throw new CliError(
        `Direktori data tidak kosong: ${dir} (berisi ${entries.slice(0, 3).join(', ')}${entries.length > 3 ? ', …' : ''}). ` +
          'Pemulihan dari replika hanya ke direktori kosong dan tidak pernah selagi server berjalan: hentikan server, ' +
          'pindahkan direktori lama (mis. mv pb_data pb_data.lama) atau atur PB_DATA ke direktori baru, lalu ulangi.',
      )
  }
  mkdirSync(dir, { recursive: true })
  return dir
}

// A one-off PocketBase command (a JS hook in a temp hooks dir, not the app's hooks): PRAGMA integrity_check.
const INTEGRITY_HOOK = `$app.rootCmd.addCommand(new Command({
  use: 'integrity-check',
  run: () => {
    let result
    try {
      const rows = arrayOf(new DynamicModel({ integrity_check: '' }))
      $app.dao().db().newQuery('PRAGMA integrity_check').all(rows)
      result = rows.map((r) => r.integrity_check).join(' | ')
    } catch (err) {
      result = String(err)
    }
    console.log('INTEGRITY_CHECK=' + result.replace(/\\s*\\n\\s*/g, ' | '))
  },
}))
`

/** PRAGMA integrity_check on dataDir/data.db, run by PocketBase itself (no SQLite client needed). */
function integrityCheck(dataDir) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'pb-integrity-'))
  const hooks = path.join(tmp, 'pb_hooks')
  const migrations = path.join(tmp, 'pb_migrations')
  mkdirSync(hooks)
  mkdirSync(migrations)
  writeFileSync(path.join(hooks, 'integrity.pb.js'), INTEGRITY_HOOK)
  return new Promise((resolve, reject) => {
    const child = spawn(
      findBinary(),
      [
        'integrity-check',
        `--dir=${dataDir}`,
        `--hooksDir=${hooks}`,
        `--migrationsDir=${migrations}`,
        '--automigrate=false',
        '--dev=false',
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d) => (out += d))
    child.stderr.setEncoding('utf8').on('data', (d) => (out += d))
    child.on('error', reject)
    child.on('exit', (code) => {
      rmSync(tmp, { recursive: true, force: true })
      const m = /INTEGRITY_CHECK=(.*)/.exec(out)
      if (code === 0 && m) resolve(m[1].trim())
      else
        reject(
          new CliError(
            `PocketBase tidak dapat membuka database hasil pemulihan: ${out.trim().split('\n').slice(0, 3).join(' | ')}`,
          ),
        )
    })
  })
}

/** Litestream's answer when the replica holds nothing (for that time). */
const NOTHING_TO_RESTORE = /no matching backups|no generations|no snapshots available/i

async function restoreFromReplica(replica, timestamp) {
  const dataDir = emptyDataDir()
  const dbPath = path.join(dataDir, 'data.db')
  const source = describeReplica(replica)
  console.log(
    `Memulihkan database dari replika Litestream ${source}${timestamp ? ` pada waktu ${timestamp}` : ' (data terbaru)'} ke ${dbPath}...`,
  )
  // The directory was empty: on failure it is emptied again (the replica is still there for a retry).
  const empty = () => {
    for (const e of readdirSync(dataDir))
      rmSync(path.join(dataDir, e), { recursive: true, force: true })
  }
  const started = performance.now()
  const run = async (o) => {
    try {
      return await restoreReplica({ dbPath, replica, env: process.env, ...o })
    } catch (err) {
      throw new CliError(`Litestream tidak dapat dijalankan: ${err.message}`)
    }
  }
  let result = await run({ timestamp })
  if (result.code !== 0 && timestamp && NOTHING_TO_RESTORE.test(result.output)) {
    // Litestream 0.3 takes a time only between a generation's first and last upload. After the last
    // upload before that time nothing changed: the state then is that generation's latest state.
    empty()
    const at = Date.parse(timestamp)
    const generations = await listGenerations({ replica, env: process.env }).catch((err) => {
      throw new CliError(`Litestream tidak dapat membaca replika ${source}: ${err.message}`)
    })
    const before = generations.filter((g) => g.end <= at).sort((a, b) => a.end - b.end)
    const last = before[before.length - 1]
    if (!last) {
      const first = Math.min(...generations.map((g) => g.start))
      throw new CliError(
        generations.length
          ? `Waktu ${timestamp} sebelum cadangan pertama di replika ${source} (${new Date(first).toISOString()}).`
          : `Replika ${source} tidak berisi cadangan.`,
      )
    }
    console.log(
      `Tidak ada perubahan yang diunggah tepat pada waktu itu: memulihkan keadaan terakhir sebelumnya (generasi ${last.generation}, unggahan terakhir ${new Date(last.end).toISOString()}).`,
    )
    result = await run({ generation: last.generation })
  }
  const restoreMs = performance.now() - started
  if (result.code !== 0) {
    empty()
    const last = result.output.trim().split('\n').slice(-3).join(' | ')
    if (NOTHING_TO_RESTORE.test(result.output))
      throw new CliError(`Replika ${source} tidak berisi cadangan. Litestream: ${last}`)
    throw new CliError(`Litestream gagal memulihkan (kode ${result.code}): ${last}`)
  }
  // Litestream 0.3 restores into data.db.tmp and renames it, leaving that file's emptied -wal and -shm.
  const tmpWal = `${dbPath}.tmp-wal`
  if (existsSync(tmpWal) && statSync(tmpWal).size === 0) {
    rmSync(tmpWal)
    rmSync(`${dbPath}.tmp-shm`, { force: true })
  }
  const bytes = statSync(dbPath).size
  const checkStarted = performance.now()
  const integrity = await integrityCheck(dataDir).catch((err) => {
    empty()
    throw err
  })
  const checkMs = performance.now() - checkStarted
  if (integrity !== 'ok') {
    empty()
    throw new CliError(
      `Database hasil pemulihan rusak (PRAGMA integrity_check: ${integrity.slice(0, 300)}); file dihapus lagi dari ${dataDir}. ` +
        'Coba waktu yang lebih awal: npm run restore -- --timestamp <waktu ISO>.',
    )
  }
  console.log(
    `Pemulihan selesai: ${dbPath} (${(bytes / 1e6).toFixed(1)} MB) dalam ${(restoreMs / 1000).toFixed(2)} detik; ` +
      `PRAGMA integrity_check: ok (${(checkMs / 1000).toFixed(2)} detik).`,
  )
  console.log(
    'Jalankan server sekarang (npm start / npm run server, dengan LITESTREAM_REPLICA_URL yang sama: replikasi berlanjut pada generasi baru).',
  )
}

runCli(main)
