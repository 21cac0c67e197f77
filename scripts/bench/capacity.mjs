// Capacity benchmark (docs/capacity.md): requests per second and latency of the routes a
// student's device calls, under 50 and 200 concurrent clients on loopback. Each client is a closed
// loop (send, wait for the answer, send again) over its own keep-alive connection (node:http) for a
// fixed time.
// Routes: a sync pull page of questions (first sync: 500 rows; resync: nothing new), the push route
// (one lesson completed: a new progress row) and the story chat with the built-in assistant.
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs;
// `node scripts/bench/capacity.mjs` prints the table. Starts and removes its own server.
import { loadavg } from 'node:os'
import { pathToFileURL } from 'node:url'
import http from 'node:http'
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  percentile,
  withBenchServer,
} from './lib/bench-server.mjs'

const LEVELS = [50, 200]
const DURATION_MS = Number(process.env.BENCH_CAPACITY_SECONDS || 10) * 1000
const WARMUP_MS = 1000
const PACKAGES_PER_STUDENT = 5
/** The `fields` of the app's soal pull (src/data/local/schemas.ts). */
const SOAL_FIELDS =
  'id,created,updated,materi_id,paket_id,pertanyaan,pilihan_a,pilihan_b,pilihan_c,pilihan_d,jawaban_benar'
const STORY_MESSAGES = [
  'Aku capek banget revisi bab 2, dosen pembimbing minta ganti teori terus',
  'Bingung mulai nulis metodologi, takut salah pilih metode',
  'Aku sering menunda ngerjain skripsi, gimana cara mulai lagi?',
  'Data kuesioner belum cukup responden, deadline sidang makin dekat',
]

/** One request over the keep-alive agent: {status, body} (gzip bodies are read, not decompressed). */
function send(agent, base, url, init = {}) {
  return new Promise((resolve, reject) => {
    const headers = { ...(init.headers || {}) }
    if (init.body) headers['content-length'] = Buffer.byteLength(init.body)
    const req = http.request(
      base + url,
      { agent, method: init.method || 'GET', headers },
      (res) => {
        const chunks = []
        res.on('data', (c) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      },
    )
    req.on('error', reject)
    if (init.body) req.end(init.body)
    else req.end()
  })
}

/**
 * Runs `clients` closed loops for DURATION_MS after a WARMUP_MS ramp (not counted).
 * `request(clientIndex, iteration)` returns {url, init}; an answer is an error unless 2xx.
 */
async function drive(base, clients, request, dispatcher) {
  const times = []
  let errors = 0
  let lastError = ''
  const startAt = performance.now()
  const measureFrom = startAt + WARMUP_MS
  const stopAt = measureFrom + DURATION_MS
  const loop = async (ci) => {
    for (let it = 0; performance.now() < stopAt; it++) {
      const { url, init } = request(ci, it)
      const t0 = performance.now()
      let ok = false
      try {
        const res = await send(dispatcher, base, url, init)
        ok = res.status >= 200 && res.status < 300
        if (!ok) lastError = `${res.status} ${res.body.toString('utf8').slice(0, 120)}`
      } catch (err) {
        lastError = String(err?.message ?? err)
      }
      const t1 = performance.now()
      // Counted when the answer arrives inside the window (a slow request that began in the ramp
      // still counts; throughput = answers in the window / its length).
      if (t1 >= measureFrom && t1 <= stopAt) {
        times.push(t1 - t0)
        if (!ok) errors++
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, ci) => loop(ci)))
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    rps: times.length / (DURATION_MS / 1000),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    lastError,
  }
}

export default async function run() {
  return withBenchServer(
    'capacity',
    {
      PB_BENCH_SEED: '1',
      CHAT_STORY_WEBHOOK_URL: '',
      CHAT_ACADEMIC_WEBHOOK_URL: '',
    },
    async (server) => {
      // Keep-alive connections, one per client.
      const dispatcher = new http.Agent({ keepAlive: true, maxSockets: 256 })
      try {
        const adminAuth = await (
          await fetch(`${server.url}/api/admins/auth-with-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identity: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
          })
        ).json()
        const studentsNeeded = LEVELS.reduce((a, b) => a + b, 0)
        const t0 = performance.now()
        const seedRes = await fetch(`${server.url}/api/bench/seed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: adminAuth.token },
          body: JSON.stringify({
            packages: 20,
            kelasPerPaket: 5,
            materiPerKelas: 10,
            soal: 3000,
            subscriptions: 6000,
            students: { count: studentsNeeded, packages: PACKAGES_PER_STUDENT, credits: 1_000_000 },
          }),
        })
        if (!seedRes.ok) throw new Error(`seed: ${seedRes.status} ${await seedRes.text()}`)
        const seeded = await seedRes.json()
        const seedMs = performance.now() - t0

        // The materi each student may complete (their packages' lessons), read as that student.
        const auth = (token) => ({ authorization: token })
        const materiOf = async (token) => {
          const res = await fetch(
            `${server.url}/api/collections/materi/records?perPage=500&skipTotal=1&fields=id&sort=updated,id`,
            {
              headers: auth(token),
            },
          )
          return (await res.json()).items.map((m) => m.id)
        }
        const students = []
        for (const s of seeded.students) students.push({ ...s, materi: await materiOf(s.token) })
        const lessons = students[0].materi.length
        // Resync checkpoint: the newest question a student may read (nothing after it).
        const lastPage = await (
          await fetch(
            `${server.url}/api/collections/soal/records?perPage=1&skipTotal=1&fields=id,updated&sort=-updated,-id`,
            {
              headers: auth(students[0].token),
            },
          )
        ).json()
        const newest = lastPage.items[0]
        const resyncFilter = encodeURIComponent(
          `(updated > "${newest.updated}" || (updated = "${newest.updated}" && id > "${newest.id}"))`,
        )
        const pullUrl = `/api/collections/soal/records?page=1&perPage=500&sort=updated,id&skipTotal=1&fields=${SOAL_FIELDS}`

        // Size of one first-sync page on the wire (gzip), for docs/capacity.md.
        const sample = await send(dispatcher, server.url, pullUrl, {
          headers: { ...auth(students[0].token), 'accept-encoding': 'gzip' },
        })
        const pageBytes = sample.body.length

        const scenarios = [
          {
            key: 'pull-first',
            name: 'sync pull, first-sync page (GET soal, 500 of 750 rows)',
            request: (st) => () => ({
              url: pullUrl,
              init: { headers: { ...auth(st.token), 'accept-encoding': 'gzip' } },
            }),
          },
          {
            key: 'pull-resync',
            name: 'sync pull, resync page (GET soal, nothing new)',
            request: (st) => () => ({
              url: `${pullUrl}&filter=${resyncFilter}`,
              init: { headers: { ...auth(st.token), 'accept-encoding': 'gzip' } },
            }),
          },
          {
            key: 'push',
            name: 'POST /api/sync/push (one lesson completed: a new progress row)',
            request: (st, it) => ({
              url: '/api/sync/push',
              init: {
                method: 'POST',
                headers: { ...auth(st.token), 'content-type': 'application/json' },
                body: JSON.stringify({
                  collection: 'progress',
                  rows: [
                    {
                      assumedMasterState: null,
                      newDocumentState: {
                        materi_id: st.materi[it % st.materi.length],
                        status: 'complete',
                        skor: 0,
                        answers: {},
                        completed_at: new Date().toISOString(),
                        _deleted: false,
                      },
                    },
                  ],
                }),
              },
            }),
          },
          {
            key: 'chat',
            name: 'POST /api/chat/story (built-in assistant, one credit)',
            request: (st, it) => ({
              url: '/api/chat/story',
              init: {
                method: 'POST',
                headers: { ...auth(st.token), 'content-type': 'application/json' },
                body: JSON.stringify({
                  message: STORY_MESSAGES[it % STORY_MESSAGES.length],
                  sessionId: `bench-${st.id}`,
                }),
              },
            }),
          },
        ]

        const results = []
        let offset = 0
        for (const clients of LEVELS) {
          // Each level uses its own students, so the pushes of a level are new completions.
          const group = students.slice(offset, offset + clients)
          offset += clients
          for (const sc of scenarios) {
            // A push iteration past the student's lessons would re-send a completion (no write): the
            // first `lessons` pushes of each student are all new rows.
            const handlers = group.map(
              (st) => (it) =>
                sc.key === 'push' || sc.key === 'chat' ? sc.request(st, it) : sc.request(st)(),
            )
            const r = await drive(server.url, clients, (ci, it) => handlers[ci](it), dispatcher)
            const perClient = r.requests / clients
            if (sc.key === 'push' && perClient > lessons) {
              console.warn(
                `capacity: ${perClient.toFixed(0)} pushes per student > ${lessons} lessons: some pushes re-sent a completion`,
              )
            }
            results.push({ clients, key: sc.key, name: sc.name, ...r })
            console.log(
              `${clients} clients, ${sc.key}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms, errors ${r.errors}` +
                (r.errors ? ` (${r.lastError})` : ''),
            )
            await new Promise((res) => setTimeout(res, 500))
          }
        }
        const progressRows = await (
          await fetch(`${server.url}/api/collections/progress/records?perPage=1`, {
            headers: { authorization: adminAuth.token },
          })
        ).json()

        const rows = results.map(
          (r) =>
            `| ${r.clients} | ${r.name} | ${r.requests} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
        )
        const budgets = results.map((r) => ({
          name: `capacity ${r.clients} clients ${r.key}: errors`,
          value: r.errors,
          unit: '',
          limit: '= 0',
          ok: r.errors === 0,
        }))
        const figures = {
          seedMs,
          durationMs: DURATION_MS,
          students: students.length,
          lessonsPerStudent: lessons,
          progressRows: progressRows.totalItems,
          results: results.map((r) => ({ ...r, lastError: r.errors ? r.lastError : undefined })),
          firstPageBytesGzip: pageBytes,
        }
        const markdown = `Data: the rules benchmark's 1x data (20 packages, 1,000 materi, 3,000 questions, 6,000 subscriptions of
3,000 users) plus ${students.length} verified students, each active on ${PACKAGES_PER_STUDENT} packages (${lessons} materi, 750 questions)
with chat credits; seeding took ${(seedMs / 1000).toFixed(1)} s. Each level uses its own students (tokens from the bench seed route,
no sign-in). Every client is a closed loop over its own keep-alive connection (node:http): send, wait for the answer,
send again; ${(DURATION_MS / 1000).toFixed(0)} s measured per row after a ${WARMUP_MS / 1000} s ramp. Pull pages as the app's pull asks
(\`perPage=500\`, \`sort=updated,id\`, \`skipTotal=1\`, its \`fields\`, gzip); a push is one new completion
(\`{collection: 'progress', rows: [{newDocumentState}]}\`, graded and stored in a transaction); a chat message takes a
credit (a transaction) and asks the built-in story assistant. Progress rows written during the run: ${progressRows.totalItems}.
One first-sync page is ${(pageBytes / 1024).toFixed(1)} KiB on the wire (gzip).
Server and clients share the same 2 cores (the clients' own CPU is part of every figure).

| clients | request | requests | req/s | p50 ms | p95 ms | p99 ms | errors |
|---:|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Model and the path past one server: docs/capacity.md.
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)} — other processes on the same cores lower these figures.
`
        return {
          title: 'Capacity (50 and 200 concurrent clients on loopback)',
          markdown,
          budgets,
          figures,
        }
      } finally {
        dispatcher.destroy()
      }
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
