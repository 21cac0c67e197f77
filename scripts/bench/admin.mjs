// Admin benchmark: the superadmin routes (pb_hooks/admin.pb.js) with 6,000 subscriptions — the
// overview, the subscriber list (with and without search and status) and a class report.
// `export default run()` → { title, markdown } for scripts/bench.mjs; `node scripts/bench/admin.mjs`
// prints the table. Starts and removes its own server.
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import PocketBase from 'pocketbase'
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  measureRoutes,
  withBenchServer,
  worstRouteBudget,
} from './lib/bench-server.mjs'

const PASSWORD = 'rahasia123'
const RUNS = 20
const TARGET_MS = 200
const PROGRESS_STUDENTS = 1000

function client(url) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

export default async function run() {
  return withBenchServer(
    'admin',
    {
      PB_BENCH_SEED: '1',
    },
    async (server) => {
      const admin = client(server.url)
      await admin.admins.authWithPassword(BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD)

      const t0 = performance.now()
      const seeded = await admin.send('/api/bench/seed', {
        method: 'POST',
        body: {
          packages: 20,
          kelasPerPaket: 5,
          materiPerKelas: 10,
          soal: 3000,
          subscriptions: 6000,
          posttest: true,
          progressStudents: PROGRESS_STUDENTS,
        },
      })
      const seedMs = performance.now() - t0
      // A package with a distinct name for the package search (users and packages are both 'Bench N').
      await admin
        .collection('paket_pembelajaran')
        .update(seeded.paket[3], { nama_paket: 'Paket Metodologi Penelitian' })
      // Some recent activity of every kind besides subscriptions and content.
      for (let i = 0; i < 30; i++) {
        await admin.collection('payment_transactions').create({
          order_id: `BENCH-${i}`,
          customer_email: `bench${i}@bench.local`,
          amount: 50000,
          credits_amount: 50,
          status: i % 3 ? 'completed' : 'pending',
        })
      }
      await admin
        .collection('soal')
        .delete((await admin.collection('soal').getList(1, 1)).items[0].id)

      await admin.collection('users').create({
        email: 'superadmin@bench.local',
        password: PASSWORD,
        passwordConfirm: PASSWORD,
        verified: true,
        role: 'superadmin',
        full_name: 'Super Admin',
      })
      const superadmin = client(server.url)
      await superadmin.collection('users').authWithPassword('superadmin@bench.local', PASSWORD)
      const get = (p, query) => () => superadmin.send(p, { method: 'GET', query })
      const page = (r) => `${r.items.length} rows of ${r.totalItems}`

      const cases = [
        [
          'GET /api/admin/overview',
          get('/api/admin/overview'),
          (r) => `${r.stats.total_subscribers} subscriptions, ${r.activity.length} items`,
        ],
        [
          'GET /api/admin/subscribers (no q)',
          get('/api/admin/subscribers', { page: 1, perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/subscribers (no q, page 150)',
          get('/api/admin/subscribers', { page: 150, perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/subscribers?q=ench 123 (names)',
          get('/api/admin/subscribers', { q: 'ench 123', perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/subscribers?q=metodologi (package)',
          get('/api/admin/subscribers', { q: 'metodologi', perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/subscribers?status=active',
          get('/api/admin/subscribers', { status: 'active', perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/subscribers?status=expiring&q=bench',
          get('/api/admin/subscribers', { status: 'expiring', q: 'bench', perPage: 20 }),
          page,
        ],
        [
          'GET /api/admin/packages/stats',
          get('/api/admin/packages/stats'),
          (r) => `${r.items.length} packages`,
        ],
        [
          `GET /api/admin/classes/{id}/report (${PROGRESS_STUDENTS} students)`,
          get(`/api/admin/classes/${seeded.kelas[0]}/report`),
          (r) =>
            `started ${r.started}, finished ${r.finished}, ${r.steps.length} steps, ${r.hardest.length} hardest`,
        ],
      ]
      const { rows, worst } = await measureRoutes(cases, RUNS)
      const markdown = `Data: ${seeded.paket.length} packages, ${seeded.kelas.length} classes, ${seeded.materi} materi, ${seeded.soal} questions,
${seeded.subscribers} subscriptions of ${seeded.users} users, ${seeded.progress} progress rows in the reported class (${PROGRESS_STUDENTS}
students at varying depth, tests answered at random); seeding took ${(seedMs / 1000).toFixed(1)} s. Requests as a superadmin \`users\`
record; times are whole HTTP round trips on loopback, ${RUNS} runs after 2 warm-ups. Routes: pb_hooks/admin.pb.js (raw SQL with bound
parameters; indexes in pb_migrations/*_updated_admin_indexes.js).

| route | answer | p50 ms | p95 ms |
|---|---|---:|---:|
${rows.join('\n')}

Target: each under ${TARGET_MS} ms. Worst p95: ${worst.toFixed(1)} ms (${worst < TARGET_MS ? 'met' : 'NOT met'}).
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)} — other processes on the same cores inflate these times.
`
      const budgets = [worstRouteBudget(worst, TARGET_MS)]
      return { title: 'Admin routes (6,000 subscriptions)', markdown, budgets }
    },
  )
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
