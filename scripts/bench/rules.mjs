// Rules benchmark: a student's content lists (and the superadmin's) with 3,000 questions and
// 6,000 subscriptions. `export default run()` → { title, markdown } for scripts/bench.mjs;
// `node scripts/bench/rules.mjs` prints the table. Starts and removes its own server.
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import PocketBase from 'pocketbase'
import { startPocketBase } from '../../pocketbase/launcher.mjs'

const ADMIN_EMAIL = 'bench-admin@bench.local'
const ADMIN_PASSWORD = 'bench-admin-password'
const PASSWORD = 'rahasia123'
const RUNS = 20
const TARGET_MS = 100

function percentile(sorted, p) {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

async function measure(fn) {
  await fn() // warm-up
  await fn()
  const times = []
  let items = 0
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now()
    const res = await fn()
    times.push(performance.now() - t0)
    items = res.items.length
  }
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p95: percentile(times, 95), items }
}

function client(url) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

export default async function run() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-bench-rules-'))
  let log = ''
  const server = await startPocketBase({
    dataDir,
    publicDir: null,
    onOutput: (line) => {
      log += line
    },
    env: {
      PB_ADMIN_EMAIL: ADMIN_EMAIL,
      PB_ADMIN_PASSWORD: ADMIN_PASSWORD,
      PB_SEED: 'none',
      PB_BENCH_SEED: '1',
      SMTP_HOST: '',
    },
  })
  try {
    const admin = client(server.url)
    await admin.admins.authWithPassword(ADMIN_EMAIL, ADMIN_PASSWORD)

    let t0 = performance.now()
    const seeded = await admin.send('/api/bench/seed', {
      method: 'POST',
      body: { packages: 20, kelasPerPaket: 5, materiPerKelas: 10, soal: 3000, subscriptions: 6000 },
    })
    const seedMs = performance.now() - t0

    const mkUser = async (email, role) => {
      await admin.collection('users').create({
        email,
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        verified: true,
        role,
        full_name: email,
      })
      const pb = client(server.url)
      await pb.collection('users').authWithPassword(email, PASSWORD)
      return pb
    }
    const student = await mkUser('student@bench.local', 'subscriber')
    const superadmin = await mkUser('superadmin@bench.local', 'superadmin')
    const studentId = student.authStore.model.id
    const [p0, p1, p2] = seeded.paket
    const future = new Date(Date.now() + 30 * 86400000).toISOString().replace('T', ' ')
    const past = new Date(Date.now() - 86400000).toISOString().replace('T', ' ')
    await admin.collection('subscribers').create({ user_id: studentId, paket_id: p0, status: 'active', durasi_akhir: future })
    await admin.collection('subscribers').create({ user_id: studentId, paket_id: p1, status: 'active', durasi_akhir: past })
    // tombstones: delete a whole package (cascades to its classes, materi, questions, subscriptions)
    t0 = performance.now()
    await admin.collection('paket_pembelajaran').delete(p2)
    const deleteMs = performance.now() - t0
    const tombTotal = (await admin.collection('tombstones').getList(1, 1)).totalItems
    const soalTotal = (await admin.collection('soal').getList(1, 1)).totalItems
    const subsTotal = (await admin.collection('subscribers').getList(1, 1)).totalItems

    const first = { sort: 'updated,id', skipTotal: true, filter: '(updated > "" || (updated = "" && id > ""))' }
    const mid = await admin.collection('soal').getList(1, 1, { sort: 'updated,id', skipTotal: true, filter: 'paket_id = "' + p0 + '"' })
    const cp = mid.items[0]
    const keyset = {
      sort: 'updated,id',
      skipTotal: true,
      filter: `(updated > "${cp.updated}" || (updated = "${cp.updated}" && id > "${cp.id}"))`,
    }
    const list = (pb, coll, opts) => () => pb.collection(coll).getList(1, 500, opts)
    const visitor = client(server.url)

    const cases = [
      ['student', 'soal (sync pull, first page)', list(student, 'soal', first), 150],
      ['student', 'soal (sync pull, keyset page)', list(student, 'soal', keyset), null],
      ['student', 'materi (sync pull, first page)', list(student, 'materi', first), 50],
      ['student', 'video_links (sync pull)', list(student, 'video_links', first), 0],
      ['student', 'paket_content (sync pull)', list(student, 'paket_content', first), 0],
      ['student', 'tombstones (sync pull)', list(student, 'tombstones', first), null],
      ['student', 'subscribers (own)', list(student, 'subscribers', first), 2],
      ['student', 'progress (own)', list(student, 'progress', first), 0],
      ['student', 'kelas (active)', list(student, 'kelas', first), null],
      ['visitor', 'paket_pembelajaran', list(visitor, 'paket_pembelajaran', first), null],
      ['visitor', 'reviews (landing, newest 9)', () => visitor.collection('reviews').getList(1, 9, { sort: '-created', skipTotal: true }), 0],
      ['superadmin', 'soal (first 500)', list(superadmin, 'soal', first), 500],
      ['superadmin', 'materi (first 500)', list(superadmin, 'materi', first), 500],
      ['superadmin', 'subscribers (first 500)', list(superadmin, 'subscribers', first), 500],
      ['superadmin', 'users (first 500)', list(superadmin, 'users', { sort: 'updated,id', skipTotal: true }), 500],
      ['PocketBase admin', 'soal (first 500)', list(admin, 'soal', first), 500],
    ]
    const rows = []
    let worstStudent = 0
    for (const [who, what, fn, expected] of cases) {
      const r = await measure(fn)
      if (expected !== null && r.items !== expected) {
        throw new Error(`${who} ${what}: expected ${expected} rows, got ${r.items}`)
      }
      if (who === 'student') worstStudent = Math.max(worstStudent, r.p95)
      rows.push(`| ${who} | ${what} | ${r.items} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} |`)
    }
    const markdown = `Data: ${seeded.paket.length - 1} packages, ${seeded.materi} materi before the deletion, ${soalTotal} questions,
${subsTotal} subscriptions, ${seeded.users} users, ${tombTotal} tombstones (one package deleted with its cascade in ${deleteMs.toFixed(0)} ms;
seeding took ${(seedMs / 1000).toFixed(1)} s). The student is verified, active on one package and expired on another.
Lists as the app asks for them: \`perPage=500\`, \`sort=updated,id\`, \`skipTotal=1\`, keyset filter
\`(updated > {:u} || (updated = {:u} && id > {:id}))\`; times are whole HTTP round trips on loopback, ${RUNS} runs after 2 warm-ups.
Rules: docs/access-rules.md (joins anchored through \`users.subscription_ids\`; the superadmin branch sits in the same rule).

| who | list | rows | p50 ms | p95 ms |
|---|---|---:|---:|---:|
${rows.join('\n')}

Target: a student's content list under ${TARGET_MS} ms. Worst student p95: ${worstStudent.toFixed(1)} ms (${worstStudent < TARGET_MS ? 'met' : 'NOT met'}).
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)} — other processes on the same cores inflate these times.
`
    return { title: 'API rules (3,000 questions, 6,000 subscriptions)', markdown }
  } catch (err) {
    process.stderr.write(log.slice(-4000))
    throw err
  } finally {
    await server.stop()
    if (process.env.BENCH_KEEP_DATA === '1') console.error(`data kept in ${dataDir}`)
    else rmSync(dataDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) => console.log(`## ${r.title}\n\n${r.markdown}`),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
