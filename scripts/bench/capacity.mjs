// Capacity benchmark (docs/capacity.md): requests per second and latency of the routes a
// student's device calls, under 50 and 200 concurrent clients on loopback, and a sign-in storm.
// Each client is a closed loop (send, wait for the answer, send again) over keep-alive connections
// (node:http) for a fixed time.
// Routes: a sync pull page of questions (first sync: 500 rows; resync: nothing new), a page load's
// pulls (records + tombstones of the 9 synced collections, nothing new), the resync probe
// (POST /api/sync/changes with the student's newest checkpoints), a stored session coming back
// (auth-refresh), a password sign-in, the push route (one lesson completed: a new progress row) and
// the story chat with the built-in assistant.
// The storm (open loop): STORM students sign in at the same moment (with
// BENCH_CAPACITY_STORM_PULLS=1 each then does the pulls of a page load); then STORM auth-refreshes
// at once; then NAT_STORM of them sign in from one address (a campus behind one NAT address) under
// the default sign-in limits.
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs;
// `node scripts/bench/capacity.mjs` prints the table. Starts and removes its own server.
// Parts in scripts/bench/capacity/: settings (levels, durations, storm sizes), app-requests (what
// the app asks), device-state (checkpoints), scenarios (the rows), load-drivers (closed loops and
// storms), storms, report.
import { adminToken } from './lib/admin-api.mjs'
import { benchSeed } from './lib/bench-seed.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { keepAliveAgent } from './lib/http-client.mjs'
import { rssSampler } from './lib/process-stats.mjs'
import { loadAverage } from './lib/report.mjs'
import { APP, loadAppSyncSpecs, pullUrl } from './capacity/app-requests.mjs'
import { readCheckpoints, readLessons, serverReads } from './capacity/device-state.mjs'
import { drive, send } from './capacity/load-drivers.mjs'
import { capacityReport } from './capacity/report.mjs'
import { scenarios } from './capacity/scenarios.mjs'
import { LEVELS, PACKAGES_PER_STUDENT, STORM, STUDENT_PASSWORD } from './capacity/settings.mjs'
import { runStorms } from './capacity/storms.mjs'

const pause = (ms) => new Promise((res) => setTimeout(res, ms))

/** Each level's rows, each level with its own students: the results in order. */
async function runLevels(base, dispatcher, rows, levels, lessons) {
  const results = []
  let offset = 0
  for (const clients of LEVELS) {
    // Each level uses its own students, so the pushes of a level are new completions (the
    // pull, page-load and probe rows run before them: their students still have nothing new).
    const group = levels.slice(offset, offset + clients)
    offset += clients
    for (const sc of rows) {
      if (sc.levels && !sc.levels.includes(clients)) continue
      const r = await drive(base, clients, (ci, it) => sc.request(group[ci], it), dispatcher, {
        whole: !!sc.whole,
      })
      const perClient = r.requests / clients
      // A push iteration past the student's lessons would re-send a completion (no write).
      if (sc.key === 'push' && perClient > lessons) {
        console.warn(
          `capacity: ${perClient.toFixed(0)} pushes per student > ${lessons} lessons: some pushes re-sent a completion`,
        )
      }
      results.push({ clients, key: sc.key, name: sc.name, ...r })
      console.log(
        `${clients} clients, ${sc.key}: ${r.rps.toFixed(1)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}` +
          (r.errors ? ` (${r.lastError})` : ''),
      )
      await pause(500)
    }
  }
  return results
}

/** What the server logged for the failed requests (up to 500, 429s apart), grouped by cause. */
async function loggedFailures(getJson, token) {
  // PocketBase writes its logs in batches.
  await pause(3000)
  const failed = await getJson(
    `/api/logs?perPage=500&skipTotal=1&sort=-created&filter=${encodeURIComponent('data.status >= 400 && data.status != 429')}`,
    { authorization: token },
  )
  const byCause = new Map()
  for (const l of failed.items) {
    const cause =
      `${l.data.status} ${l.data.method} ${String(l.data.url).split('?')[0]}: ${l.data.error || ''} ${l.data.details || ''}`.trim()
    byCause.set(cause, (byCause.get(cause) || 0) + 1)
  }
  const failures = [...byCause.entries()].map(([cause, n]) => `${n} × ${cause}`)
  if (failures.length)
    console.warn(`capacity: failed requests logged by the server:\n${failures.join('\n')}`)
  return failures
}

export default async function run() {
  await loadAppSyncSpecs()
  return withBenchServer(
    'capacity',
    {
      PB_BENCH_SEED: '1',
      CHAT_STORY_WEBHOOK_URL: '',
      CHAT_ACADEMIC_WEBHOOK_URL: '',
      // Each simulated student signs in from its own address (X-Forwarded-For), so the sign-in
      // limits (RATE_LIMIT_AUTH, RATE_LIMIT_AUTH_IDENTITY: their defaults) act as for students on
      // their own connections; the last storm drops the header (one campus NAT address).
      TRUSTED_PROXY: '1',
    },
    async (server) => {
      // Keep-alive connections shared by the closed loops (at most 256 at a time).
      const dispatcher = keepAliveAgent(256)
      const base = server.url
      try {
        const token = await adminToken(base)
        const levelStudents = LEVELS.reduce((a, b) => a + b, 0)
        const t0 = performance.now()
        const seeded = await benchSeed(base, token, {
          packages: 20,
          kelasPerPaket: 5,
          materiPerKelas: 10,
          soal: 3000,
          subscriptions: 6000,
          students: {
            count: levelStudents + STORM,
            packages: PACKAGES_PER_STUDENT,
            credits: 1_000_000,
            password: STUDENT_PASSWORD,
          },
        })
        const seedMs = performance.now() - t0
        console.log(
          `capacity: seeded ${seeded.students.length} students in ${(seedMs / 1000).toFixed(1)} s`,
        )
        const all = seeded.students.map((s, index) => ({ ...s, index }))
        const reads = serverReads(dispatcher, base, token)
        const checkpointMs = await readCheckpoints(reads, all)
        const levels = all.slice(0, levelStudents)
        await readLessons(reads, levels)
        const lessons = levels[0].materi.length
        const pullSoal = pullUrl('soal', '', APP.soalFields)

        // Size of one first-sync page on the wire (gzip), for docs/capacity.md.
        const sample = await send(dispatcher, base, pullSoal, {
          headers: { ...reads.auth(levels[0]), 'accept-encoding': 'gzip' },
        })
        const pageBytes = sample.body.length

        const rss = rssSampler(server.pid)
        const loadBefore = loadAverage()
        const rows = scenarios(reads.auth, pullSoal)
        const results = await runLevels(base, dispatcher, rows, levels, lessons)
        const loadAfterLevels = loadAverage()
        const rssLevels = rss.peak()
        rss.reset()
        const stormsFrom = performance.now()
        const stormed = await runStorms(base, all.slice(levelStudents), reads.auth)
        const loadEnd = loadAverage()
        const stormsMs = performance.now() - stormsFrom
        const rssStorms = rss.peak()
        rss.stop()
        const failures = await loggedFailures(reads.getJson, token)
        const progressRows = await reads.count('progress')

        return capacityReport({
          ...stormed,
          results,
          failures,
          progressRows,
          seedMs,
          checkpointMs,
          stormsMs,
          rssLevels,
          rssStorms,
          all,
          lessons,
          pageBytes,
          levelStudents,
          loadBefore,
          loadAfterLevels,
          loadEnd,
        })
      } finally {
        dispatcher.destroy()
      }
    },
  )
}

runWhenMain(import.meta.url, run, (r) => {
  console.log(`## ${r.title}\n\n${r.markdown}`)
  for (const b of r.budgets) {
    console.log(`${b.ok ? 'OK  ' : 'FAIL'} ${b.name} = ${b.value} (limit ${b.limit})`)
  }
})
