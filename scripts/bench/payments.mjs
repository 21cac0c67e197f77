// Payments benchmark: 20,000 transactions written through the signed webhook (the seeding time is
// the webhook's throughput), then the superadmin's payment list (pages, search, status filter) and
// the revenue summary. `export default run()` → { title, markdown } for scripts/bench.mjs;
// `node scripts/bench/payments.mjs` prints the table. Starts and removes its own server.
import { buildNotification, sendNotification } from '../payments-notify.mjs'
import { adminSdk, signedInSuperadmin } from './lib/admin-api.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { LOAD_INFLATES, loadAverageLine } from './lib/report.mjs'
import { measureRoutes, worstRouteBudget } from './lib/route-timing.mjs'
import { percentile } from './lib/stats.mjs'

const SERVER_KEY = 'bench-server-key'
const TRANSACTIONS = Number(process.env.BENCH_PAYMENTS ?? 20000)
const BUYERS = 2000
const CONCURRENCY = 8
const RUNS = 20
const TARGET_MS = 200
const STATUSES = [
  'settlement',
  'settlement',
  'settlement',
  'pending',
  'pending',
  'expire',
  'cancel',
  'settlement',
  'settlement',
  'expire',
]
const AMOUNTS = [25000, 50000, 100000, 30000]

export default async function run() {
  return withBenchServer(
    'payments',
    {
      PAYMENT_SERVER_KEY: SERVER_KEY,
      PAYMENT_CREDIT_PACKS: '',
    },
    async (server) => {
      const admin = await adminSdk(server.url)

      let next = 0
      const webhookTimes = []
      const t0 = performance.now()
      const worker = async () => {
        while (next < TRANSACTIONS) {
          const i = next++
          const body = buildNotification({
            order: `BENCH-${String(i).padStart(6, '0')}`,
            amount: AMOUNTS[i % AMOUNTS.length],
            email: `pembeli${i % BUYERS}@bench.local`,
            status: STATUSES[i % STATUSES.length],
            serverKey: SERVER_KEY,
          })
          const s = performance.now()
          const res = await sendNotification(server.url, body)
          webhookTimes.push(performance.now() - s)
          if (res.status !== 200)
            throw new Error(`webhook ${res.status}: ${JSON.stringify(res.body)}`)
        }
      }
      await Promise.all(Array.from({ length: CONCURRENCY }, worker))
      const seedMs = performance.now() - t0
      webhookTimes.sort((a, b) => a - b)

      const superadmin = await signedInSuperadmin(admin, server.url)
      const get = (p, query) => () => superadmin.send(p, { method: 'GET', query })
      const page = (r) => `${r.items.length} rows of ${r.totalItems}`
      const lastPage = Math.ceil(TRANSACTIONS / 25)

      const cases = [
        [
          'GET /api/admin/payments (page 1)',
          get('/api/admin/payments', { page: 1, perPage: 25 }),
          page,
        ],
        [
          `GET /api/admin/payments (page ${lastPage}, the last)`,
          get('/api/admin/payments', { page: lastPage, perPage: 25 }),
          page,
        ],
        [
          'GET /api/admin/payments?status=pending',
          get('/api/admin/payments', { status: 'pending', perPage: 25 }),
          page,
        ],
        [
          'GET /api/admin/payments?q=pembeli123@ (e-mail)',
          get('/api/admin/payments', { q: 'pembeli123@', perPage: 25 }),
          page,
        ],
        [
          'GET /api/admin/payments?q=BENCH-0150 (order id)',
          get('/api/admin/payments', { q: 'BENCH-0150', perPage: 25 }),
          page,
        ],
        [
          'GET /api/admin/payments?status=completed&q=pembeli7',
          get('/api/admin/payments', { status: 'completed', q: 'pembeli7', perPage: 25 }),
          page,
        ],
        [
          'GET /api/admin/payments/summary',
          get('/api/admin/payments/summary'),
          (r) => `${r.by_status.completed.count} completed, ${r.by_status.pending.count} pending`,
        ],
      ]
      const { rows, worst } = await measureRoutes(cases, RUNS)
      const markdown = `Data: ${TRANSACTIONS.toLocaleString('en')} transactions of ${BUYERS.toLocaleString('en')} buyers (no accounts: completed purchases
wait in authorized_emails), written through \`POST /api/payments/webhook\` with ${CONCURRENCY} concurrent senders in
${(seedMs / 1000).toFixed(1)} s (${((TRANSACTIONS / seedMs) * 1000).toFixed(0)} notifications/s; one notification p50
${percentile(webhookTimes, 50).toFixed(1)} ms, p95 ${percentile(webhookTimes, 95).toFixed(1)} ms). Requests as a superadmin \`users\` record,
${RUNS} runs after 2 warm-ups; 25 rows per page as on /admin/payments.

| route | answer | p50 ms | p95 ms |
|---|---|---:|---:|
${rows.join('\n')}

Target: each under ${TARGET_MS} ms. Worst p95: ${worst.toFixed(1)} ms (${worst < TARGET_MS ? 'met' : 'NOT met'}).
${loadAverageLine(LOAD_INFLATES)}
`
      const budgets = [worstRouteBudget(worst, TARGET_MS)]
      return {
        title: `Payments (${TRANSACTIONS.toLocaleString('en')} transactions)`,
        markdown,
        budgets,
      }
    },
  )
}

runWhenMain(import.meta.url, run)
