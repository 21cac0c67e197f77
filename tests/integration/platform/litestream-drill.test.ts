// The disaster drill of README (Production, "Continuous copy of the database (Litestream)"): the launcher runs
// Litestream beside PocketBase (LITESTREAM_REPLICA_URL, an s3:// replica on the s3rver stand-in), writes
// keep going, then PocketBase and Litestream are both killed with SIGKILL (a power cut); `npm run
// restore` (scripts/restore.mjs, no zip) rebuilds data.db into an empty directory, PocketBase starts on
// it, and every write acknowledged more than 2 s before the crash is there. The figures go to the log.
import { spawn, spawnSync } from 'node:child_process'
import {
  closeSync,
  copyFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  writeSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { findBinary, startPocketBase } from '../../../pocketbase/launcher.mjs'
// @ts-expect-error plain ESM JavaScript shared with the launcher
import * as litestream from '../../../pocketbase/litestream.mjs'
// @ts-expect-error plain ESM JavaScript shared with the benches
import { startS3StandIn } from '../../../scripts/lib/s3-stand-in.mjs'
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../../support/pocketbase'
import { runScript, type ScriptResult } from '../../support/run-script'

interface Launched {
  url: string
  pid: number
  litestream: { pid: number; crash(): void } | null
  kill(): void
  stop(): Promise<void>
}

const BASE_ENV = {
  PB_ADMIN_EMAIL: ADMIN_EMAIL,
  PB_ADMIN_PASSWORD: ADMIN_PASSWORD,
  PB_SEED: 'none',
  SMTP_HOST: '',
}

const dirs: string[] = []
function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix))
  dirs.push(dir)
  return dir
}

async function launch(
  dataDir: string,
  env: Record<string, string>,
  log: { text: string },
  restartOnCrash = false,
): Promise<{ server: Launched; pb: PocketBase }> {
  const server: Launched = await startPocketBase({
    dataDir,
    publicDir: null,
    restartOnCrash,
    onOutput: (line: string) => (log.text += line),
    env: { ...BASE_ENV, ...env },
  })
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)
  return { server, pb }
}

/** `npm run restore -- <args>` with this environment. */
function restoreCli(args: string[], env: Record<string, string>): Promise<ScriptResult> {
  return runScript('restore.mjs', args, env)
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return true
    await new Promise((r) => setTimeout(r, 100))
  }
  return false
}

/** The `n` of every record of the drill collection, read through a server started on dataDir. */
async function restoredWrites(dataDir: string): Promise<Set<number>> {
  const log = { text: '' }
  const { server, pb } = await launch(dataDir, {}, log)
  try {
    const rows = await pb.collection('drill').getFullList({ fields: 'n', batch: 1000 })
    return new Set(rows.map((r) => Number(r.n)))
  } finally {
    await server.stop()
  }
}

// The same, faster (no migrations, no server): a one-off PocketBase command reading data.db.
const QUERY_HOOK = `$app.rootCmd.addCommand(new Command({
  use: 'drill-writes',
  run: () => {
    const rows = arrayOf(new DynamicModel({ n: 0 }))
    $app.dao().db().newQuery('SELECT n FROM drill').all(rows)
    console.log('DRILL=' + JSON.stringify(rows.map((r) => r.n)))
  },
}))
`

function storedWrites(dataDir: string): Set<number> {
  const hooks = tempDir('drill-hooks-')
  writeFileSync(path.join(hooks, 'query.pb.js'), QUERY_HOOK)
  const r = spawnSync(
    findBinary(),
    [
      'drill-writes',
      `--dir=${dataDir}`,
      `--hooksDir=${hooks}`,
      `--migrationsDir=${tempDir('drill-migrations-')}`,
      '--automigrate=false',
      '--dev=false',
    ],
    { encoding: 'utf8' },
  )
  const m = /DRILL=(.*)/.exec(r.stdout + r.stderr)
  expect(m, r.stdout + r.stderr).not.toBeNull()
  return new Set(JSON.parse(m![1]) as number[])
}

interface Write {
  n: number
  sent: number
  acked: number
}

describe('Litestream: the disaster drill (s3 replica)', () => {
  let s3: { endpoint: string; env: Record<string, string>; stop(): Promise<void> }
  let replicaEnv: Record<string, string>
  const writes: Write[] = []
  let crashAt = 0
  let restoredDb = ''
  let latest = new Set<number>()

  beforeAll(async () => {
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
    s3 = await startS3StandIn({ bucket: 'replika' })
    // Only the variables the replica reads: without S3_BUCKET PocketBase keeps its files on disk.
    replicaEnv = {
      LITESTREAM_REPLICA_URL: 's3://replika/litestream/data.db',
      S3_ENDPOINT: s3.env.S3_ENDPOINT,
      S3_REGION: s3.env.S3_REGION,
      S3_ACCESS_KEY: s3.env.S3_ACCESS_KEY,
      S3_SECRET: s3.env.S3_SECRET,
      S3_FORCE_PATH_STYLE: 'on',
    }
  })
  afterAll(async () => {
    await s3?.stop()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('writes keep going, SIGKILL to every process, restore, start: every write acknowledged > 2 s before the crash is back', async () => {
    const log = { text: '' }
    const { server, pb } = await launch(tempDir('drill-data-'), replicaEnv, log)
    expect(server.litestream?.pid).toBeGreaterThan(0)
    const litestreamPid = server.litestream!.pid
    const pocketbasePid = server.pid
    await pb.collections.create({
      name: 'drill',
      type: 'base',
      schema: [{ name: 'n', type: 'number' }],
    })

    // Two writers for 10 s; each write's acknowledgement time is kept. (The point-in-time test below
    // counts the writes acknowledged more than 3 s before a time 2.5-3.5 s before the crash: with 7 s
    // that was the first 0.5-1.5 s only, fewer than 20 writes on a loaded machine in one CI run.)
    let n = 0
    const stopAt = Date.now() + 10_000
    const writer = async () => {
      while (Date.now() < stopAt) {
        const w = { n: n++, sent: Date.now(), acked: 0 }
        await pb.collection('drill').create({ n: w.n })
        w.acked = Date.now()
        writes.push(w)
      }
    }
    await Promise.all([writer(), writer()])
    // The power cut: PocketBase and Litestream get SIGKILL (no final sync, no checkpoint).
    server.kill()
    crashAt = Date.now()
    expect(await until(() => !alive(pocketbasePid) && !alive(litestreamPid), 5000)).toBe(true)
    expect(log.text).toContain('[litestream]')
    // The S3 keys reach Litestream in its environment only: never in a log line.
    expect(log.text).not.toContain(s3.env.S3_SECRET)

    const restoredDir = tempDir('drill-restored-')
    const restore = await restoreCli([], { ...replicaEnv, PB_DATA: restoredDir })
    expect(restore.out).toContain('PRAGMA integrity_check: ok')
    expect(restore.code, restore.out).toBe(0)
    const litestreamSeconds = Number(/dalam ([\d.]+) detik/.exec(restore.out)?.[1])

    const present = await restoredWrites(restoredDir)
    // The faster reader used below sees the same records.
    expect(storedWrites(restoredDir)).toEqual(present)
    restoredDb = path.join(restoredDir, 'data.db')
    latest = present
    const lost = writes.filter((w) => !present.has(w.n))
    const mustHave = writes.filter((w) => crashAt - w.acked > 2000)
    const missing = mustHave.filter((w) => !present.has(w.n))
    const oldestLost = lost.length ? Math.max(...lost.map((w) => crashAt - w.acked)) : 0
    console.log(
      [
        'Litestream drill (s3 replica on s3rver, sync-interval 1s, SIGKILL to PocketBase and Litestream):',
        `  writes acknowledged: ${writes.length} in 7 s (2 writers)`,
        `  writes lost: ${lost.length}; the oldest lost write was acknowledged ${oldestLost} ms before the crash`,
        `  writes acknowledged > 2 s before the crash: ${mustHave.length}, missing after restore: ${missing.length}`,
        `  restore (npm run restore, empty PB_DATA): ${restore.ms} ms in all, of which litestream restore ${Math.round(litestreamSeconds * 1000)} ms`,
      ].join('\n'),
    )
    expect(mustHave.length).toBeGreaterThan(100)
    expect(missing.map((w) => w.n)).toEqual([])
    expect(Math.max(...present)).toBeLessThan(n)
    // The restore is a state the database passed through: a write acknowledged before a restored write
    // was sent committed before it, so it is there too.
    const newestSent = Math.max(...writes.filter((w) => present.has(w.n)).map((w) => w.sent))
    const holes = writes.filter((w) => w.acked < newestSent && !present.has(w.n))
    expect(holes.map((w) => w.n)).toEqual([])
  })

  it('restores to a point in time (--timestamp): writes sent more than 1 s after it are absent, writes 2 s older are present', async () => {
    expect(writes.length).toBeGreaterThan(0)
    // A whole second 2.5-3.5 s before the crash. Litestream picks the WAL segments uploaded up to that
    // time, and S3 lists upload times in whole seconds: a segment uploaded up to 1 s later can count too.
    const at = Math.floor((crashAt - 2500) / 1000) * 1000
    const dir = tempDir('drill-pitr-')
    const restore = await restoreCli(['--timestamp', new Date(at).toISOString()], {
      ...replicaEnv,
      PB_DATA: dir,
    })
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toContain(`pada waktu ${new Date(at).toISOString()}`)
    const present = storedWrites(dir)
    const after = writes.filter((w) => w.sent > at + 1000)
    // Written 3 s before that time: uploaded by then even when a loaded machine delays Litestream's
    // 1 s uploads (one run with a load average of 10 on 2 cores failed with a 2 s margin).
    const before = writes.filter((w) => w.acked < at - 3000)
    const context = `restore to ${new Date(at).toISOString()}, crash at ${new Date(crashAt).toISOString()}:\n${restore.out}`
    expect(after.length, context).toBeGreaterThan(20)
    expect(before.length, context).toBeGreaterThan(20)
    expect(
      after.filter((w) => present.has(w.n)).map((w) => w.n),
      context,
    ).toEqual([])
    expect(
      before.filter((w) => !present.has(w.n)).map((w) => w.n),
      context,
    ).toEqual([])
    console.log(
      `Litestream point-in-time restore to ${new Date(at).toISOString()}: ${present.size} of ${writes.length} writes (${restore.ms} ms)`,
    )
  })

  it('refuses a restored database that fails PRAGMA integrity_check', async () => {
    expect(restoredDb).not.toBe('')
    // A replica of a damaged database: the drill's restored data.db with garbage in the cells of its
    // last pages (the drill's records), replicated by Litestream (which copies pages as they are).
    const damagedDir = tempDir('drill-damaged-')
    const damaged = path.join(damagedDir, 'data.db')
    copyFileSync(restoredDb, damaged)
    const fd = openSync(damaged, 'r+')
    const pages = Math.floor(statSync(damaged).size / 4096)
    for (let p = pages - 12; p < pages; p++)
      writeSync(fd, Buffer.alloc(200, 0xff), 0, 200, p * 4096 + 3000)
    closeSync(fd)
    const replicaDir = tempDir('drill-damaged-replica-')
    const replica = litestream.replicaFromEnv({ LITESTREAM_REPLICA_URL: `file://${replicaDir}` })
    const config = litestream.writeLitestreamConfig(damaged, replica)
    const child = spawn(litestream.litestreamBinary(), ['replicate', '-config', config.file], {
      stdio: 'ignore',
    })
    try {
      expect(
        await until(
          () =>
            existsSync(path.join(replicaDir, 'generations')) &&
            readdirSync(path.join(replicaDir, 'generations')).some(
              (g) =>
                existsSync(path.join(replicaDir, 'generations', g, 'wal')) &&
                readdirSync(path.join(replicaDir, 'generations', g, 'wal')).length > 0,
            ),
          10_000,
        ),
      ).toBe(true)
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      config.remove()
    }
    const dir = tempDir('drill-damaged-restored-')
    const restore = await restoreCli([], {
      LITESTREAM_REPLICA_URL: `file://${replicaDir}`,
      PB_DATA: dir,
    })
    expect(restore.code, restore.out).toBe(1)
    expect(restore.out).toContain('Database hasil pemulihan rusak')
    expect(restore.out).toMatch(/integrity_check: \*\*\* in database main \*\*\* \| \S/)
    expect(readdirSync(dir)).toEqual([])
  })

  it('refuses a data directory that is not empty and leaves it untouched', async () => {
    const dir = tempDir('drill-busy-')
    writeFileSync(path.join(dir, 'data.db'), 'database yang sedang dipakai')
    const restore = await restoreCli([], { ...replicaEnv, PB_DATA: dir })
    expect(restore.code).toBe(1)
    expect(restore.out).toContain('Direktori data tidak kosong')
    expect(readFileSync(path.join(dir, 'data.db'), 'utf8')).toBe('database yang sedang dipakai')
    // A zip file and --timestamp together are refused too (the timestamp is for the replica only).
    const both = await restoreCli(
      ['cadangan.zip', '--timestamp', '2026-01-01T00:00:00Z'],
      replicaEnv,
    )
    expect(both.code).toBe(1)
    expect(both.out).toContain('--timestamp hanya untuk pemulihan dari replika')
  })

  it('a time after the last upload restores the latest state; a time before the first backup, or an empty replica, is refused', async () => {
    expect(latest.size).toBeGreaterThan(0)
    // Litestream 0.3 alone refuses a time after a generation's last upload (nothing changed since).
    const later = new Date(crashAt + 60_000).toISOString()
    const dir = tempDir('drill-later-')
    const restore = await restoreCli(['--timestamp', later], { ...replicaEnv, PB_DATA: dir })
    expect(restore.code, restore.out).toBe(0)
    expect(restore.out).toContain('memulihkan keadaan terakhir sebelumnya')
    expect([...storedWrites(dir)].sort((a, b) => a - b)).toEqual([...latest].sort((a, b) => a - b))

    const early = path.join(tempDir('drill-early-'), 'pb_data')
    const before = await restoreCli(['--timestamp', '2001-01-01T00:00:00Z'], {
      ...replicaEnv,
      PB_DATA: early,
    })
    expect(before.code).toBe(1)
    expect(before.out).toContain('Waktu 2001-01-01T00:00:00.000Z sebelum cadangan pertama')
    // The directory it created stays empty, so a second attempt is not refused.
    expect(existsSync(early) ? readdirSync(early) : []).toEqual([])

    const nothing = await restoreCli([], {
      LITESTREAM_REPLICA_URL: `file://${tempDir('replica-empty-')}`,
      PB_DATA: path.join(early, 'x'),
    })
    expect(nothing.code).toBe(1)
    expect(nothing.out).toContain('tidak berisi cadangan')
  })
})

describe('Litestream configuration', () => {
  it('runs the bundled Litestream v0.3.13 (pinned: v0.5 cannot restore v0.3 replicas)', () => {
    const version = spawnSync(litestream.litestreamBinary(), ['version'], { encoding: 'utf8' })
    expect(version.stdout.trim()).toBe('v0.3.13')
  })

  it('s3:// takes its endpoint, region and path style from S3_*, the keys only through the environment', () => {
    const env = {
      LITESTREAM_REPLICA_URL: 's3://cadangan/pendamping/data.db',
      S3_ENDPOINT: 'https://akun.r2.cloudflarestorage.com',
      S3_REGION: 'auto',
      S3_ACCESS_KEY: 'AKIA-RAHASIA-1',
      S3_SECRET: 'rahasia-sekali-2',
      S3_FORCE_PATH_STYLE: 'on',
    }
    const replica = litestream.replicaFromEnv(env)
    const yml: string = litestream.litestreamConfig('/srv/pb_data/data.db', replica)
    expect(yml).toContain('path: "/srv/pb_data/data.db"')
    expect(yml).toContain('type: s3')
    expect(yml).toContain('bucket: "cadangan"')
    expect(yml).toContain('path: "pendamping/data.db"')
    expect(yml).toContain('endpoint: "https://akun.r2.cloudflarestorage.com"')
    expect(yml).toContain('region: "auto"')
    expect(yml).toContain('force-path-style: true')
    expect(yml).toContain('sync-interval: 1s')
    expect(yml).not.toContain('AKIA-RAHASIA-1')
    expect(yml).not.toContain('rahasia-sekali-2')
    const childEnv = litestream.litestreamEnv(env, replica)
    expect(childEnv.AWS_ACCESS_KEY_ID).toBe('AKIA-RAHASIA-1')
    expect(childEnv.AWS_SECRET_ACCESS_KEY).toBe('rahasia-sekali-2')
    expect(
      litestream.litestreamConfig(
        '/d/data.db',
        litestream.replicaFromEnv({ LITESTREAM_REPLICA_URL: 'file:///mnt/replika' }),
      ),
    ).toContain('type: file\n        path: "/mnt/replika"')
    expect(
      litestream.replicaFromEnv({ ...env, S3_ENDPOINT: 'akun.r2.cloudflarestorage.com/' }).endpoint,
    ).toBe('https://akun.r2.cloudflarestorage.com')
    expect(litestream.replicaFromEnv({})).toBeNull()
    expect(() => litestream.replicaFromEnv({ LITESTREAM_REPLICA_URL: 'gcs://x/y' })).toThrow(
      /s3:\/\/ atau file:\/\//,
    )
    expect(() => litestream.replicaFromEnv({ LITESTREAM_REPLICA_URL: 's3://tanpa-path' })).toThrow(
      /bucket dan path/,
    )
  })
})

describe('Litestream under the launcher (file replica)', () => {
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  })

  it('restarts Litestream when it dies and when a backup ZIP restore replaces data.db; the replica keeps up', async () => {
    const replicaDir = tempDir('replica-file-')
    const env = { LITESTREAM_REPLICA_URL: `file://${replicaDir}` }
    const log = { text: '' }
    const { server, pb } = await launch(tempDir('restart-data-'), env, log, true)
    try {
      await pb.collections.create({
        name: 'drill',
        type: 'base',
        schema: [{ name: 'n', type: 'number' }],
      })
      await pb.collection('drill').create({ n: 1 })
      const first = server.litestream!.pid
      server.litestream!.crash()
      expect(
        await until(() => server.litestream!.pid !== first && alive(server.litestream!.pid), 5000),
      ).toBe(true)
      expect(log.text).toContain('[litestream] berhenti (SIGKILL); dijalankan ulang')
      await pb.collection('drill').create({ n: 2 })

      // PocketBase's own backup, restored through its API: data.db is swapped, PocketBase restarts itself.
      await pb.backups.create('sebelum.zip')
      await pb.collection('drill').create({ n: 3 })
      const beforeSwap = server.litestream!.pid
      await pb.backups.restore('sebelum.zip')
      expect(
        await until(async () => {
          try {
            return (
              (await fetch(`${server.url}/api/health`)).ok && server.litestream!.pid !== beforeSwap
            )
          } catch {
            return false
          }
        }, 20_000),
      ).toBe(true)
      expect(log.text).toContain('data.db diganti')
      const after = new PocketBase(server.url)
      after.autoCancellation(false)
      await after.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)
      await after.collection('drill').create({ n: 4 })
      // Litestream syncs every second, once the restarted one has uploaded the new generation's first
      // snapshot (slower on a loaded machine): restore from the replica until it holds n=4, for 20 s.
      // n=3 was written after the backup, so the ZIP restore undid it; n=4 came after the swap.
      let restored: number[] = []
      let last = ''
      const deadline = Date.now() + 20_000
      while (Date.now() < deadline) {
        const dir = tempDir('restart-restored-')
        const restore = await restoreCli([], { ...env, PB_DATA: dir })
        last = restore.out
        restored = restore.code === 0 ? [...storedWrites(dir)].sort() : []
        if (restored.includes(4)) break
        await new Promise((r) => setTimeout(r, 500))
      }
      expect(restored, last).toEqual([1, 2, 4])
      // The old Litestream was killed without a last sync (that sync read the old file's pages
      // beside the new file's WAL), and the new one started a generation from the new file.
      const swap = log.text.slice(log.text.indexOf('data.db diganti'))
      const restarted = swap.indexOf('msg="initialized db"')
      expect(restarted).toBeGreaterThan(0)
      expect(swap.slice(0, restarted)).not.toContain('signal received')
      expect(swap.slice(restarted)).toContain('msg="sync: new generation"')
    } finally {
      await server.stop()
    }
  })
})
