// Admin benchmark: the superadmin routes (pb_hooks/admin.pb.js) with 6,000 subscriptions — the
// overview, the subscriber list (with and without search and status) and a class report; then, on a
// second server, the dashboard with its charts at 60,000 subscriptions and 20,000 transactions
// spread over 400 days, and the streamed CSV export of the 60,000 subscriptions with PocketBase's
// resident memory (VmRSS of /proc/<pid>/status) sampled before, during and after.
// `export default run()` → { title, markdown } for scripts/bench.mjs; `node scripts/bench/admin.mjs`
// prints the table. Starts and removes its own server.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { adminSdk, signedInSuperadmin } from './lib/admin-api.mjs'
import { benchSeed } from './lib/bench-seed.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { rssMiB } from './lib/process-stats.mjs'
import { LOAD_INFLATES, loadAverageLine } from './lib/report.mjs'
import { measure, measureRoutes, worstRouteBudget } from './lib/route-timing.mjs'

const RUNS = 20
const TARGET_MS = 200
const PROGRESS_STUDENTS = 1000
const CHART_SUBSCRIPTIONS = 60000
const CHART_TRANSACTIONS = 20000
/** The export may add at most this much to PocketBase's resident memory (MB). */
const EXPORT_RSS_LIMIT_MB = 64

export default async function run() {
  const small = await runSmall()
  const charts = await runCharts()
  return {
    title: 'Admin routes (6,000 subscriptions; charts and export at 60,000)',
    markdown: `${small.markdown}\n${charts.markdown}`,
    budgets: [...small.budgets, ...charts.budgets],
    figures: charts.figures,
  }
}

function sqlite(dataDir, statement) {
  return execFileSync(
    'sqlite3',
    ['-cmd', '.timeout 30000', path.join(dataDir, 'data.db'), statement],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
}

/** The dashboard with its charts at 60,000 subscriptions and 20,000 transactions; the streamed export. */
export async function runCharts() {
  return withBenchServer('admin-charts', { PB_BENCH_SEED: '1' }, async (server) => {
    const admin = await adminSdk(server.url)
    const t0 = performance.now()
    // Packages through the seed route (model hooks); the 30,000 users and 60,000 subscriptions in
    // bulk SQL (saving them one by one through the DAO takes minutes).
    const seeded = await benchSeed(server.url, admin.authStore.token, {
      packages: 20,
      kelasPerPaket: 1,
      materiPerKelas: 2,
      soal: 10,
      subscriptions: 1,
      users: 1,
    })
    const users = CHART_SUBSCRIPTIONS / 2
    sqlite(
      server.dataDir,
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${users})
       INSERT INTO users (id, created, updated, email, username, passwordHash, tokenKey, verified, full_name, role)
       SELECT printf('benchusr%07d', i), '2025-01-01 00:00:00.000Z', '2025-01-01 00:00:00.000Z', 'chart' || i || '@bench.local',
              'chart' || i, '$2a$10$invalidinvalidinvalidinvalidinvalidinvalidinvalidinva', hex(randomblob(25)), TRUE,
              'Chart ' || i || CASE WHEN i % 97 = 0 THEN '; "Kutip"' ELSE '' END, 'subscriber' FROM n;
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CHART_SUBSCRIPTIONS})
       INSERT INTO subscribers (id, created, updated, user_id, paket_id, status)
       SELECT printf('benchsub%07d', i), '2025-01-01 00:00:00.000Z', '2025-01-01 00:00:00.000Z',
              printf('benchusr%07d', 1 + i % ${users}), p.id, CASE WHEN i % 10 = 0 THEN 'suspended' WHEN i % 10 = 1 THEN 'expired' ELSE 'active' END
       FROM n JOIN (SELECT id, ROW_NUMBER() OVER (ORDER BY id) - 1 AS k FROM paket_pembelajaran) p ON p.k = i % 20;`,
    )
    seeded.subscribers = Number(sqlite(server.dataDir, 'SELECT COUNT(*) FROM subscribers').trim())
    seeded.users = Number(sqlite(server.dataDir, 'SELECT COUNT(*) FROM users').trim())
    // Spread the subscriptions over the last 400 days (created, start, end) and add 20,000
    // payments (70 % completed) and chat counters: with sqlite3 beside the running server.
    sqlite(
      server.dataDir,
      `UPDATE subscribers SET created = strftime('%Y-%m-%d %H:%M:%f', 'now', '-' || (abs(random()) % 34560000) || ' seconds') || 'Z';
       UPDATE subscribers SET durasi_mulai = created, durasi_akhir = strftime('%Y-%m-%d %H:%M:%f', created, '+' || (30 + abs(random()) % 120) || ' days') || 'Z';
       WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${CHART_TRANSACTIONS})
       INSERT INTO payment_transactions (id, created, updated, order_id, customer_email, amount, credits_amount, status, payment_method, processed_at)
       SELECT printf('benchtx%08d', i), t, t, 'BENCH-' || i, 'bench' || (i % 5000) || '@bench.local', 25000 * (1 + i % 4), 20 * (1 + i % 4),
              CASE WHEN i % 10 < 7 THEN 'completed' WHEN i % 10 < 9 THEN 'pending' ELSE 'failed' END, 'qris',
              CASE WHEN i % 10 < 7 THEN t ELSE '' END
       FROM (SELECT i, strftime('%Y-%m-%d %H:%M:%f', 'now', '-' || (abs(random()) % 34560000) || ' seconds') || 'Z' AS t FROM n);
       WITH RECURSIVE d(k) AS (SELECT 0 UNION ALL SELECT k + 1 FROM d WHERE k < 400)
       INSERT OR IGNORE INTO _chat_stats (day, source, messages, fallbacks)
       SELECT date('now', '+7 hours', '-' || k || ' days'), s.source, 50 + abs(random()) % 200, abs(random()) % 5
       FROM d, (SELECT 'webhook' AS source UNION ALL SELECT 'llm' UNION ALL SELECT 'builtin') s;
       ANALYZE;`,
    )
    const seedMs = performance.now() - t0
    const superadmin = await signedInSuperadmin(admin, server.url)
    const get = (p, query) => () => superadmin.send(p, { method: 'GET', query })
    const cases = [
      [
        'GET /api/admin/overview',
        get('/api/admin/overview'),
        (r) => `${r.stats.total_subscribers} subscriptions, ${r.stats.active_subscribers} active`,
      ],
      [
        'GET /api/admin/charts/overview',
        get('/api/admin/charts/overview'),
        (r) =>
          `12 weeks (${r.subscriptions.newPerWeek.reduce((a, w) => a + w.count, 0)} new), ${r.revenue.perDay.length} days, ${r.revenue.perMonth.length} months, ${r.chat.perDay.length} chat days`,
      ],
      [
        'GET /api/admin/payments/summary',
        get('/api/admin/payments/summary'),
        (r) => `${r.by_status.completed.count} completed`,
      ],
    ]
    const { rows, worst } = await measureRoutes(cases, RUNS)
    // The overview page asks for both at once: the pair's round trip.
    const pair = await measure(
      () => Promise.all([get('/api/admin/overview')(), get('/api/admin/charts/overview')()]),
      () => 'both in parallel',
      RUNS,
    )

    // The export of every subscription, RSS sampled every 20 ms while it streams.
    const exportOnce = async () => {
      const before = rssMiB(server.pid)
      let peak = before
      const timer = setInterval(() => {
        peak = Math.max(peak, rssMiB(server.pid))
      }, 20)
      const t = performance.now()
      const res = await fetch(`${server.url}/api/admin/subscribers/export`, {
        headers: { Authorization: superadmin.authStore.token },
      })
      let bytes = 0
      let lines = 0
      const reader = res.body.getReader()
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        bytes += value.length
        for (const b of value) if (b === 10) lines++
        peak = Math.max(peak, rssMiB(server.pid))
      }
      const ms = performance.now() - t
      clearInterval(timer)
      await new Promise((r) => setTimeout(r, 200))
      return {
        before,
        peak,
        after: rssMiB(server.pid),
        ms,
        bytes,
        rows: lines - 1,
        status: res.status,
      }
    }
    const first = await exportOnce()
    const second = await exportOnce()
    const third = await exportOnce()
    const growth = Math.max(
      first.peak - first.before,
      second.peak - second.before,
      third.peak - third.before,
    )
    const markdown = `### Charts and export (${CHART_SUBSCRIPTIONS.toLocaleString('en')} subscriptions, ${CHART_TRANSACTIONS.toLocaleString('en')} transactions)

Data: ${seeded.subscribers} subscriptions of ${seeded.users} users, created, started and ended at random over the last 400 days;
${CHART_TRANSACTIONS} payment transactions over the same 400 days (70 % completed, 20 % pending, 10 % failed); chat counters for 401
days. Seeding took ${(seedMs / 1000).toFixed(1)} s. ${RUNS} runs after 2 warm-ups, as a superadmin \`users\` record.

| route | answer | p50 ms | p95 ms |
|---|---|---:|---:|
${rows.join('\n')}
| overview + charts in parallel (what /admin asks) | ${pair.what} | ${pair.p50.toFixed(1)} | ${pair.p95.toFixed(1)} |

Target: each under ${TARGET_MS} ms. Worst p95: ${Math.max(worst, pair.p95).toFixed(1)} ms (${Math.max(worst, pair.p95) < TARGET_MS ? 'met' : 'NOT met'}).

Export \`GET /api/admin/subscribers/export\` (streamed, 1,000 rows per SQL page and flush), three runs one after the other:

| run | rows | size | time | PocketBase RSS before | peak during | after |
|---|---:|---:|---:|---:|---:|---:|
${[first, second, third]
  .map(
    (r, i) =>
      `| ${i + 1} | ${r.rows.toLocaleString('en')} | ${(r.bytes / 1024 / 1024).toFixed(1)} MB | ${(r.ms / 1000).toFixed(2)} s | ${r.before.toFixed(0)} MB | ${r.peak.toFixed(0)} MB | ${r.after.toFixed(0)} MB |`,
  )
  .join('\n')}

Memory bound: the export adds at most ${EXPORT_RSS_LIMIT_MB} MB to PocketBase's resident memory (peak during − before);
measured: ${growth.toFixed(1)} MB (${growth <= EXPORT_RSS_LIMIT_MB ? 'met' : 'NOT met'}). The file itself is ${(first.bytes / 1024 / 1024).toFixed(1)} MB.
${loadAverageLine()}
`
    return {
      markdown,
      budgets: [
        {
          name: 'dashboard with charts p95 (60,000 subscriptions)',
          value: Number(Math.max(worst, pair.p95).toFixed(1)),
          unit: 'ms',
          limit: `< ${TARGET_MS}`,
          ok: Math.max(worst, pair.p95) < TARGET_MS,
        },
        {
          name: 'export of 60,000 subscriptions: RSS growth',
          value: Number(growth.toFixed(1)),
          unit: 'MB',
          limit: `<= ${EXPORT_RSS_LIMIT_MB}`,
          ok: growth <= EXPORT_RSS_LIMIT_MB && first.rows === seeded.subscribers,
        },
      ],
      figures: { export: [first, second, third], pairP95: pair.p95, worstP95: worst },
    }
  })
}

async function runSmall() {
  return withBenchServer(
    'admin',
    {
      PB_BENCH_SEED: '1',
    },
    async (server) => {
      const admin = await adminSdk(server.url)

      const t0 = performance.now()
      const seeded = await benchSeed(server.url, admin.authStore.token, {
        packages: 20,
        kelasPerPaket: 5,
        materiPerKelas: 10,
        soal: 3000,
        subscriptions: 6000,
        posttest: true,
        progressStudents: PROGRESS_STUDENTS,
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

      const superadmin = await signedInSuperadmin(admin, server.url)
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
${loadAverageLine(LOAD_INFLATES)}
`
      const budgets = [worstRouteBudget(worst, TARGET_MS)]
      return { title: 'Admin routes (6,000 subscriptions)', markdown, budgets }
    },
  )
}

runWhenMain(import.meta.url, run)
