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
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { pathToFileURL, URLSearchParams } from 'node:url'
import http from 'node:http'
import { gunzipSync } from 'node:zlib'
import { withTsModules } from '../lib/ts-modules.mjs'
import {
  BENCH_ADMIN_EMAIL,
  BENCH_ADMIN_PASSWORD,
  percentile,
  withBenchServer,
} from './lib/bench-server.mjs'

const LEVELS = [50, 200]
const DURATION_MS = Number(process.env.BENCH_CAPACITY_SECONDS || 5) * 1000
const WARMUP_MS = 1000
const PACKAGES_PER_STUDENT = 5
/** Students of the sign-in storm (seeded apart from the levels' students). */
const STORM = Number(process.env.BENCH_CAPACITY_STORM || 1000)
const STUDENT_PASSWORD = 'bench-student-password'
/**
 * What the app syncs, from the app itself (src/data/local/schemas.ts): the synced collections in its
 * order, those readable through the student's active subscriptions, and the `fields` of its soal pull.
 * Filled at the start of run().
 */
let SYNCED = []
let SCOPED = []
let SOAL_FIELDS = ''

async function loadAppSyncSpecs() {
  await withTsModules(async (load) => {
    const { SPECS, COLLECTION_NAMES, pullFields } = await load('/src/data/local/schemas.ts')
    SYNCED = [...COLLECTION_NAMES]
    SCOPED = COLLECTION_NAMES.filter((name) => SPECS[name].scoped)
    SOAL_FIELDS = pullFields(SPECS.soal)
  })
}
const TOMB_FIELDS = 'id,updated,record_id,paket_id'
/** The storm's students also do the 18 pulls of a page load after signing in (minutes longer). */
const STORM_PULLS = process.env.BENCH_CAPACITY_STORM_PULLS === '1'
/** Students of the one-address storm (a class behind one campus NAT address). */
const NAT_STORM = Math.min(200, STORM)
/** Requests a browser keeps in flight to one host over HTTP/1.1 (the storm's pulls after sign-in). */
const BROWSER_PARALLEL = 6
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

/** The JS SDK's pb.filter(): string parameters in single quotes. */
function pbFilter(expr, params) {
  let out = expr
  for (const [k, v] of Object.entries(params)) {
    out = out.replaceAll(`{:${k}}`, `'${String(v).replace(/'/g, "\\'")}'`)
  }
  return out
}

/** The pull's keyset filter past a cursor (src/data/local/sync/pull.ts afterFilter). */
function afterFilter(u, id) {
  return u ? pbFilter('(updated > {:u} || (updated = {:u} && id > {:id}))', { u, id }) : ''
}

function pullUrl(collection, filter, fields) {
  const params = new URLSearchParams({
    page: '1',
    perPage: '500',
    sort: 'updated,id',
    skipTotal: '1',
    fields,
  })
  if (filter) params.set('filter', filter)
  return `/api/collections/${collection}/records?${params}`
}

/**
 * The GETs of a page load of a synced device (src/data/local/sync/pull.ts fetchBatch): for every
 * collection its records and its tombstones past the checkpoint (the app sends them at once; the
 * rows send them one after the other, the storm BROWSER_PARALLEL at a time). `fields` as the app
 * for soal; `id,updated` elsewhere (an empty answer costs the same: PocketBase applies `fields`
 * when it writes the answer).
 */
function reloadCalls(st, token, gzip = true) {
  const headers = { authorization: token, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) }
  const calls = []
  for (const name of SYNCED) {
    const cp = st.checkpoints[name]
    const owner = name === 'reviews' ? pbFilter('user_id = {:uid}', { uid: st.id }) : ''
    const recFilter = [owner, afterFilter(cp.u, cp.id)].filter(Boolean).join(' && ')
    const tombFilter = [pbFilter('coll = {:c}', { c: name }), afterFilter(cp.tu, cp.tid)]
      .filter(Boolean)
      .join(' && ')
    for (const url of [
      pullUrl(name, recFilter, name === 'soal' ? SOAL_FIELDS : 'id,updated'),
      pullUrl('tombstones', tombFilter, TOMB_FIELDS),
    ]) {
      calls.push({ url, init: { headers }, check: emptyPage })
    }
  }
  return calls
}

/** The JSON of an answer (gzip bodies are decompressed here, only where a check reads them). */
function jsonOf(res) {
  const gzip = res.body[0] === 0x1f && res.body[1] === 0x8b
  return JSON.parse((gzip ? gunzipSync(res.body) : res.body).toString('utf8'))
}

/** A pull answer with nothing new: '' when empty, else what is wrong. */
function emptyPage(res) {
  const items = jsonOf(res).items
  return items && items.length === 0 ? '' : `${items?.length} items (expected none)`
}

/** The probe's answer when nothing is new. */
function nothingChanged(res) {
  const changed = jsonOf(res).changed
  return Array.isArray(changed) && changed.length === 0 ? '' : `changed: ${JSON.stringify(changed)}`
}

/** A distinct client address per student (with TRUSTED_PROXY=1 the limits see X-Forwarded-For). */
function addressOf(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}

/**
 * Runs `calls` with at most `parallel` in flight: {ok, error} (ok: every answer 2xx and every
 * `check` passed; stops at the first failure).
 */
async function sendAll(agent, base, calls, parallel = 1) {
  let next = 0
  let error = ''
  const worker = async () => {
    while (!error && next < calls.length) {
      const call = calls[next++]
      const res = await send(agent, base, call.url, call.init)
      if (res.status < 200 || res.status >= 300) {
        error = `${res.status} ${res.body.toString('utf8').slice(0, 120)}`
      } else if (call.check) {
        error = call.check(res)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, calls.length) }, worker))
  return { ok: !error, error }
}

/**
 * Runs `clients` closed loops for DURATION_MS after a WARMUP_MS ramp (not counted).
 * `request(clientIndex, iteration)` returns the calls of one iteration ([{url, init, check?}],
 * sent one after the other, so `clients` requests are in flight as in every row; one timing for
 * all); an iteration is an error unless every answer is 2xx and passes its `check`.
 */
async function drive(base, clients, request, dispatcher, { whole = false } = {}) {
  const times = []
  let errors = 0
  let lastError = ''
  let lastAnswer = 0
  const startAt = performance.now()
  const measureFrom = startAt + WARMUP_MS
  const stopAt = measureFrom + DURATION_MS
  const loop = async (ci) => {
    for (let it = 0; performance.now() < stopAt; it++) {
      const calls = request(ci, it)
      const t0 = performance.now()
      let ok = false
      try {
        const r = await sendAll(dispatcher, base, calls)
        ok = r.ok
        if (!ok) lastError = r.error
      } catch (err) {
        lastError = String(err?.message ?? err)
      }
      const t1 = performance.now()
      lastAnswer = Math.max(lastAnswer, t1)
      // Counted when the answer arrives inside the window (a slow request that began in the ramp
      // still counts; throughput = answers in the window / its length). `whole`: requests slower
      // than the window (sign-ins: all clients' bcrypt at once) count from the start to the last
      // answer (throughput = all answers / that time).
      if (whole || (t1 >= measureFrom && t1 <= stopAt)) {
        times.push(t1 - t0)
        if (!ok) errors++
      }
    }
  }
  await Promise.all(Array.from({ length: clients }, (_, ci) => loop(ci)))
  times.sort((a, b) => a - b)
  return {
    requests: times.length,
    rps: times.length / ((whole ? lastAnswer - startAt : DURATION_MS) / 1000),
    whole,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
    lastError,
  }
}

/**
 * Open loop: every student starts `first(st)` at the same moment over its own keep-alive
 * connection (an agent with one socket per student, as many browsers would have), then, if it
 * succeeded, `then(st, answer)` (BROWSER_PARALLEL at a time). Times are from the common start.
 */
async function storm(base, students, first, then) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: students.length })
  const start = performance.now()
  try {
    const outcomes = await Promise.all(
      students.map(async (st) => {
        const out = { done: NaN, ready: NaN, status: 0, error: '' }
        try {
          const call = first(st)
          const res = await send(agent, base, call.url, call.init)
          out.status = res.status
          if (res.status !== 200) {
            out.error = `${res.status} ${res.body.toString('utf8').slice(0, 120)}`
            return out
          }
          out.done = performance.now() - start
          if (then) {
            const r = await sendAll(agent, base, then(st, res), BROWSER_PARALLEL)
            if (r.ok) out.ready = performance.now() - start
            else out.error = r.error
          }
        } catch (err) {
          out.error = String(err?.message ?? err)
        }
        return out
      }),
    )
    const summary = (key) => {
      const t = outcomes
        .map((o) => o[key])
        .filter((x) => Number.isFinite(x))
        .sort((a, b) => a - b)
      const all = t.length ? t[t.length - 1] : NaN
      return {
        ok: t.length,
        allMs: all,
        p50: percentile(t, 50),
        p95: percentile(t, 95),
        p99: percentile(t, 99),
        perSecond: t.length / (all / 1000),
      }
    }
    const statuses = {}
    for (const o of outcomes)
      statuses[o.status || 'network'] = (statuses[o.status || 'network'] || 0) + 1
    const errors = outcomes.filter((o) => o.error)
    return {
      students: students.length,
      first: summary('done'),
      ready: then ? summary('ready') : null,
      statuses,
      errors: errors.length,
      lastError: errors.length ? errors[errors.length - 1].error : '',
    }
  } finally {
    agent.destroy()
  }
}

/** Samples the server's resident memory every 250 ms: `peak()` in MiB since the last `reset()`. */
function rssSampler(pid) {
  let peak = 0
  const read = () => {
    try {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (m) peak = Math.max(peak, Number(m[1]) / 1024)
    } catch {
      // not Linux, or the server is gone
    }
  }
  const timer = setInterval(read, 250)
  timer.unref()
  return {
    peak: () => (read(), Math.round(peak)),
    reset: () => {
      peak = 0
    },
    stop: () => clearInterval(timer),
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pool(items, limit, fn) {
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const i = next++
      await fn(items[i], i)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

const EMPTY_CP = { u: '', id: '', tu: '', tid: '' }

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
      const dispatcher = new http.Agent({ keepAlive: true, maxSockets: 256 })
      const base = server.url
      try {
        const adminAuth = await (
          await fetch(`${base}/api/admins/auth-with-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identity: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
          })
        ).json()
        const levelStudents = LEVELS.reduce((a, b) => a + b, 0)
        const t0 = performance.now()
        const seedRes = await fetch(`${base}/api/bench/seed`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: adminAuth.token },
          body: JSON.stringify({
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
          }),
        })
        if (!seedRes.ok) throw new Error(`seed: ${seedRes.status} ${await seedRes.text()}`)
        const seeded = await seedRes.json()
        const seedMs = performance.now() - t0
        console.log(
          `capacity: seeded ${seeded.students.length} students in ${(seedMs / 1000).toFixed(1)} s`,
        )
        const all = seeded.students.map((s, index) => ({ ...s, index }))

        // Every client request as a student: its own address, its token.
        const auth = (st, token = st.token) => ({
          authorization: token,
          'x-forwarded-for': addressOf(st.index),
        })
        const getJson = async (url, headers) => {
          const res = await send(dispatcher, base, url, { headers })
          if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body}`)
          return JSON.parse(res.body.toString('utf8'))
        }

        // The checkpoints a synced device holds: the newest record (and tombstone) of every
        // collection it may read, read as the student as the pull would end. Nothing was written
        // after them. progress and reviews: none yet (checked as the admin), so from the start;
        // tombstones: the seed writes none (checked), so every tombstone cursor is empty.
        const t1 = performance.now()
        const count = async (collection) =>
          (
            await getJson(`/api/collections/${collection}/records?perPage=1&fields=id`, {
              authorization: adminAuth.token,
            })
          ).totalItems
        for (const c of ['progress', 'reviews', 'tombstones']) {
          const n = await count(c)
          if (n !== 0) throw new Error(`capacity: ${n} ${c} rows before the run (expected none)`)
        }
        const newest = async (st, collection, filter = '') => {
          const params = new URLSearchParams({
            page: '1',
            perPage: '1',
            sort: '-updated,-id',
            skipTotal: '1',
            fields: 'id,updated',
          })
          if (filter) params.set('filter', filter)
          const body = await getJson(`/api/collections/${collection}/records?${params}`, auth(st))
          const item = body.items[0]
          return item ? { ...EMPTY_CP, u: item.updated, id: item.id } : { ...EMPTY_CP }
        }
        // Everyone signed in reads the same packages and active classes.
        const shared = {}
        for (const c of ['paket_pembelajaran', 'kelas']) shared[c] = await newest(all[0], c)
        // The same packages give the same content: read once per package set, as its first student.
        const byPackages = new Map()
        for (const st of all) {
          const key = [...st.paket].sort().join(',')
          if (!byPackages.has(key)) byPackages.set(key, st)
          st.key = key
        }
        const scoped = new Map()
        await pool([...byPackages.entries()], 8, async ([key, st]) => {
          const cps = {}
          for (const c of SCOPED) cps[c] = await newest(st, c)
          scoped.set(key, cps)
        })
        await pool(all, 16, async (st) => {
          st.checkpoints = {
            ...shared,
            ...scoped.get(st.key),
            subscribers: await newest(st, 'subscribers'),
            progress: { ...EMPTY_CP },
            reviews: { ...EMPTY_CP },
          }
        })
        const checkpointMs = performance.now() - t1
        const probeBody = (st) => JSON.stringify({ checkpoints: st.checkpoints })

        // The materi each level student may complete (their packages' lessons), read as that student.
        const levels = all.slice(0, levelStudents)
        await pool(levels, 16, async (st) => {
          const body = await getJson(
            `/api/collections/materi/records?perPage=500&skipTotal=1&fields=id&sort=updated,id`,
            auth(st),
          )
          st.materi = body.items.map((m) => m.id)
        })
        const lessons = levels[0].materi.length
        const pullSoal = pullUrl('soal', '', SOAL_FIELDS)

        // Size of one first-sync page on the wire (gzip), for docs/capacity.md.
        const sample = await send(dispatcher, base, pullSoal, {
          headers: { ...auth(levels[0]), 'accept-encoding': 'gzip' },
        })
        const pageBytes = sample.body.length
        const gz = (st) => ({ headers: { ...auth(st), 'accept-encoding': 'gzip' } })
        const json = (st) => ({ ...auth(st), 'content-type': 'application/json' })

        const scenarios = [
          {
            key: 'pull-first',
            name: 'sync pull, first-sync page (GET soal, 500 of 750 rows)',
            request: (st) => [{ url: pullSoal, init: gz(st) }],
          },
          {
            key: 'pull-resync',
            name: 'sync pull, resync page (GET soal, nothing new)',
            request: (st) => [
              {
                url: pullUrl(
                  'soal',
                  afterFilter(st.checkpoints.soal.u, st.checkpoints.soal.id),
                  SOAL_FIELDS,
                ),
                init: gz(st),
                check: emptyPage,
              },
            ],
          },
          {
            key: 'reload',
            name: 'page-load pulls: the 18 GETs of a synced device in turn (9 collections + tombstones, nothing new)',
            request: (st, it) => {
              st.reload ??= reloadCalls(st, st.token)
              return [st.reload[it % st.reload.length]]
            },
          },
          {
            key: 'probe',
            name: 'POST /api/sync/changes (the resync probe, 9 checkpoints, nothing new)',
            request: (st) => [
              {
                url: '/api/sync/changes',
                init: { method: 'POST', headers: json(st), body: probeBody(st) },
                check: nothingChanged,
              },
            ],
          },
          {
            key: 'refresh',
            name: 'POST /api/collections/users/auth-refresh (a stored session)',
            request: (st) => [
              {
                url: '/api/collections/users/auth-refresh',
                init: { method: 'POST', headers: auth(st) },
              },
            ],
          },
          {
            key: 'signin',
            name: 'POST /api/collections/users/auth-with-password (password sign-in; from start to last answer)',
            whole: true,
            // 200 clients would be a smaller storm (below) and take minutes of bcrypt.
            levels: [50],
            request: (st) => [
              {
                url: '/api/collections/users/auth-with-password',
                init: {
                  method: 'POST',
                  headers: {
                    'content-type': 'application/json',
                    'x-forwarded-for': addressOf(st.index),
                  },
                  body: JSON.stringify({ identity: st.email, password: STUDENT_PASSWORD }),
                },
              },
            ],
          },
          {
            key: 'push',
            name: 'POST /api/sync/push (one lesson completed: a new progress row)',
            request: (st, it) => [
              {
                url: '/api/sync/push',
                init: {
                  method: 'POST',
                  headers: json(st),
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
              },
            ],
          },
          {
            key: 'chat',
            name: 'POST /api/chat/story (built-in assistant, one credit)',
            request: (st, it) => [
              {
                url: '/api/chat/story',
                init: {
                  method: 'POST',
                  headers: json(st),
                  body: JSON.stringify({
                    message: STORY_MESSAGES[it % STORY_MESSAGES.length],
                    sessionId: `bench-${st.id}`,
                  }),
                },
              },
            ],
          },
        ]

        const rss = rssSampler(server.pid)
        const loadBefore = loadavg()[0]
        const results = []
        let offset = 0
        for (const clients of LEVELS) {
          // Each level uses its own students, so the pushes of a level are new completions (the
          // pull, page-load and probe rows run before them: their students still have nothing new).
          const group = levels.slice(offset, offset + clients)
          offset += clients
          for (const sc of scenarios) {
            if (sc.levels && !sc.levels.includes(clients)) continue
            const r = await drive(
              base,
              clients,
              (ci, it) => sc.request(group[ci], it),
              dispatcher,
              { whole: !!sc.whole },
            )
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
            await new Promise((res) => setTimeout(res, 500))
          }
        }
        const loadAfterLevels = loadavg()[0]
        const rssLevels = rss.peak()
        rss.reset()
        const stormsFrom = performance.now()

        // The storm: STORM students (never used above) sign in at the same moment; each then does
        // the pulls of a page load with its new token (a device that was synced before).
        const stormStudents = all.slice(levelStudents)
        const signIn = (withAddress) => (st) => ({
          url: '/api/collections/users/auth-with-password',
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              ...(withAddress ? { 'x-forwarded-for': addressOf(st.index) } : {}),
            },
            body: JSON.stringify({ identity: st.email, password: STUDENT_PASSWORD }),
          },
        })
        const storms = []
        const signInStorm = await storm(
          base,
          stormStudents,
          signIn(true),
          STORM_PULLS ? (st, res) => reloadCalls(st, jsonOf(res).token) : null,
        )
        storms.push({ key: 'signin', ...signInStorm })
        console.log(`storm sign-in: ${JSON.stringify(signInStorm)}`)
        await new Promise((res) => setTimeout(res, 1000))
        const refreshStorm = await storm(base, stormStudents, (st) => ({
          url: '/api/collections/users/auth-refresh',
          init: { method: 'POST', headers: auth(st) },
        }))
        storms.push({ key: 'refresh', ...refreshStorm })
        console.log(`storm refresh: ${JSON.stringify(refreshStorm)}`)
        await new Promise((res) => setTimeout(res, 1000))
        const natStorm = await storm(base, stormStudents.slice(0, NAT_STORM), signIn(false))
        storms.push({ key: 'signin-nat', ...natStorm })
        console.log(`storm sign-in, one address: ${JSON.stringify(natStorm)}`)
        const loadEnd = loadavg()[0]
        const stormsMs = performance.now() - stormsFrom
        const rssStorms = rss.peak()
        rss.stop()
        // What the server logged for the failed requests (PocketBase writes its logs in batches).
        await new Promise((res) => setTimeout(res, 3000))
        const failed = await getJson(
          `/api/logs?perPage=500&skipTotal=1&sort=-created&filter=${encodeURIComponent('data.status >= 400 && data.status != 429')}`,
          { authorization: adminAuth.token },
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

        const progressRows = await count('progress')

        const rows = results.map(
          (r) =>
            `| ${r.clients} | ${r.name} | ${r.requests} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
        )
        const s = (ms) => (ms / 1000).toFixed(1)
        const stormRow = (label, st, part) =>
          `| ${label} | ${part.ok} of ${st.students} | ${s(part.allMs)} | ${s(part.p50)} / ${s(part.p95)} / ${s(part.p99)} | ${part.perSecond.toFixed(1)} | ${Object.entries(
            st.statuses,
          )
            .map(([k, v]) => `${v} × ${k}`)
            .join(', ')} |`
        const stormRows = [
          stormRow('password sign-in, own addresses', signInStorm, signInStorm.first),
          ...(signInStorm.ready
            ? [
                stormRow(
                  '… then the 18 pulls of a page load (ready)',
                  signInStorm,
                  signInStorm.ready,
                ),
              ]
            : []),
          stormRow('auth-refresh (a stored session)', refreshStorm, refreshStorm.first),
          stormRow(
            `password sign-in, one address (a campus NAT; ${NAT_STORM} students)`,
            natStorm,
            natStorm.first,
          ),
        ]
        const budgets = results.map((r) => ({
          name: `capacity ${r.clients} clients ${r.key}: errors`,
          value: r.errors,
          unit: '',
          limit: '= 0',
          ok: r.errors === 0,
        }))
        budgets.push(
          {
            name: `capacity storm: students signed in${STORM_PULLS ? ' and synced' : ''} of ${STORM}, none failed`,
            value: (signInStorm.ready ?? signInStorm.first).ok,
            unit: '',
            limit: `= ${STORM}`,
            ok: (signInStorm.ready ?? signInStorm.first).ok === STORM && signInStorm.errors === 0,
          },
          {
            name: `capacity storm: auth-refresh errors of ${STORM}`,
            value: refreshStorm.errors,
            unit: '',
            limit: '= 0',
            ok: refreshStorm.errors === 0,
          },
        )
        const figures = {
          seedMs,
          checkpointMs,
          stormsMs,
          peakRssMiB: { levels: rssLevels, storms: rssStorms },
          failures,
          durationMs: DURATION_MS,
          students: all.length,
          lessonsPerStudent: lessons,
          progressRows,
          results: results.map((r) => ({ ...r, lastError: r.errors ? r.lastError : undefined })),
          storms,
          firstPageBytesGzip: pageBytes,
          loadAverage: { before: loadBefore, afterLevels: loadAfterLevels, end: loadEnd },
        }
        const markdown = `Data: the rules benchmark's 1x data (20 packages, 1,000 materi, 3,000 questions, 6,000 subscriptions of
3,000 users) plus ${all.length.toLocaleString('en')} verified students with a password (one bcrypt hash, copied), each active on ${PACKAGES_PER_STUDENT} packages (${lessons} materi,
750 questions) with chat credits; seeding took ${s(seedMs)} s, reading every student's newest checkpoints ${s(checkpointMs)} s.
${levelStudents} students serve the two levels (each level its own), the other ${STORM.toLocaleString('en')} the storm. Tokens come from the bench seed
route. Every client is a closed loop over keep-alive connections (node:http, at most 256 at a time): send, wait for
the answer, send again; ${s(DURATION_MS)} s measured per row after a ${WARMUP_MS / 1000} s ramp. Pull pages as the app's pull asks
(\`perPage=500\`, \`sort=updated,id\`, \`skipTotal=1\`, \`fields\`, gzip). The page-load row: each client sends the 18 GETs of
its student's page load in turn (records and tombstones of the 9 collections past its checkpoints; every answer
checked empty), each counted as a request: a page load costs 18 of them. The probe sends the student's real newest checkpoint of all 9 collections (read as
that student; the answer checked \`{changed: []}\`). A push is one new completion, a chat message takes a credit and
asks the built-in story assistant. A password sign-in takes longer than the window when every client's bcrypt runs at
once: that row counts all answers from the start to the last one (50 clients only: 200 would be a smaller storm). Progress rows written during the run: ${progressRows}.
One first-sync page is ${(pageBytes / 1024).toFixed(1)} KiB on the wire (gzip).
Sign-in limits at their defaults (\`RATE_LIMIT_AUTH\` 20/300 per address, \`RATE_LIMIT_AUTH_IDENTITY\` 10/300 per account);
with \`TRUSTED_PROXY=1\` each simulated student sends its own \`X-Forwarded-For\` address, except in the last storm.
Server and clients share the same 2 cores (the clients' own CPU is part of every figure).

| clients | request | requests | req/s | p50 ms | p95 ms | p99 ms | errors |
|---:|---|---:|---:|---:|---:|---:|---:|
${rows.join('\n')}

Sign-in storm: ${STORM.toLocaleString('en')} students start at the same moment, each over its own keep-alive connection (one
socket per student, as ${STORM.toLocaleString('en')} browsers), open loop. ${
          STORM_PULLS
            ? `After signing in each does the 18 pulls of a page load with its new token, ${BROWSER_PARALLEL} at a time (a browser's HTTP/1.1
connections to one host).`
            : `The pulls that follow a sign-in are not sent (\`BENCH_CAPACITY_STORM_PULLS=1\` sends them; the page-load row gives their cost).`
        } Then the same students' stored sessions come back (auth-refresh at once), then ${NAT_STORM} of them
sign in again from one address. Times from the common start.

| storm | done | all done, s | p50 / p95 / p99 s | per s | answers |
|---|---:|---:|---:|---:|---|
${stormRows.join('\n')}

Peak resident memory of PocketBase: ${rssLevels} MiB during the rows, ${rssStorms} MiB during the storms.
${failures.length ? `Failed requests in the server's log (up to 500 read): ${failures.join('; ')}.\n` : ''}
Model and the path past one server: docs/capacity.md.
Machine load average (1 min): ${loadBefore.toFixed(2)} before the rows, ${loadAfterLevels.toFixed(2)} after them, ${loadEnd.toFixed(2)} at the end — other processes on the same cores lower these figures.
`
        return {
          title: 'Capacity (50 and 200 concurrent clients on loopback, a sign-in storm)',
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
    (r) => {
      console.log(`## ${r.title}\n\n${r.markdown}`)
      for (const b of r.budgets) {
        console.log(`${b.ok ? 'OK  ' : 'FAIL'} ${b.name} = ${b.value} (limit ${b.limit})`)
      }
    },
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
