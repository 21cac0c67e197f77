/* global window */
// Resync benchmark (docs/sync.md "Cheap resyncs"): a student already synced, in
// headless Chromium on an emulated campus link (CDP Network.emulateNetworkConditions: 400 ms round
// trip added per request, 400 kbps = 50,000 bytes/s both ways). Measured:
//   (a) a resync with nothing new: the trigger the app uses on window focus (coalesced 300 ms, then
//       the probe POST /api/sync/changes);
//   (b) the admin adds one new class (kelas + materi, soal, video_links) to the student's package
//       while the device is away (realtime disconnected), then window focus: time until every new
//       document is in the local database;
//   (c) the same with realtime connected (the events name the collections): time after the
//       admin's last write until the device has it;
//   and, for comparison, the old behaviour: RESYNC of every replication (engine.resync()).
// Request counts are the page's /api/ requests (the realtime stream excluded) seen by Playwright.
// `export default run()` → { title, markdown, budgets, figures }; `node scripts/bench/resync.mjs` prints it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT, startPocketBase } from '../../pocketbase/launcher.mjs'

const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-123' }
const STUDENT = { email: 'siswa@bench.local', password: 'siswa-bench-123' }
const LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 }
const RUNS = 5
const BUDGET_NOTHING_MS = 1500
const BUDGET_NEW_CLASS_MS = 2500
const NEW = { materi: 4, soal: 6, video_links: 2 }

/** The page module: open the student's database, trigger resyncs, count local documents. */
function entrySource() {
  const local = path.join(ROOT, 'src/data/local')
  return `
import PocketBase from 'pocketbase'
import { openLocalData } from '${local}/engine'
import { COLLECTION_NAMES } from '${local}/schemas'

let session = null
let pb = null

export async function open(url, email, password) {
  pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, password)
  session = await openLocalData({ pb, userId: pb.authStore.model.id, live: true, validate: false, multiInstance: false, dbName: 'bench_resync_' + Date.now() })
  await session.engine.awaitFirstSync()
  await session.engine.awaitInSync()
  return counts()
}

export async function counts() {
  const out = {}
  for (const name of COLLECTION_NAMES) out[name] = await session.db[name].count().exec()
  return out
}

/** The app's focus trigger. */
export function focus() {
  window.dispatchEvent(new Event('focus'))
}

/** The old behaviour: RESYNC of every replication. */
export function resyncAll() {
  session.engine.resync()
}

/** The device is away: no realtime stream (every subscription dropped). */
export async function realtimeOff() {
  await pb.realtime.unsubscribe()
}

/** Resolves when the local database holds kelas \`kelasId\` and at least \`want\` documents per collection. */
export async function waitFor(kelasId, want, timeoutMs) {
  const t0 = performance.now()
  for (;;) {
    const k = await session.db.kelas.findOne(kelasId).exec()
    if (k) {
      const c = await counts()
      if (Object.keys(want).every((n) => c[n] >= want[n])) return performance.now()
    }
    if (performance.now() - t0 > timeoutMs) throw new Error('timeout waiting for the new class')
    await new Promise((r) => setTimeout(r, 10))
  }
}

export async function close() {
  await session.engine.close()
}
`
}

async function buildPage(dir) {
  const { build } = await import('vite')
  const entry = path.join(dir, 'entry.js')
  writeFileSync(entry, entrySource())
  const out = path.join(dir, 'public')
  await build({
    root: ROOT,
    configFile: false,
    logLevel: 'warn',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    define: { 'import.meta.env.DEV': 'false', 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: out,
      emptyOutDir: true,
      lib: { entry, formats: ['es'], fileName: () => 'bench.js' },
      minify: true,
    },
  })
  writeFileSync(
    path.join(out, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>bench</title><script type="module">import * as b from "/bench.js"; window.bench = b; window.benchReady = true</script>',
  )
  return out
}

async function adminClient(url) {
  const auth = await (
    await fetch(`${url}/api/admins/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
    })
  ).json()
  const H = { 'Content-Type': 'application/json', Authorization: auth.token }
  return async (p, body) => {
    const res = await fetch(url + p, { method: 'POST', headers: H, body: JSON.stringify(body) })
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`)
    return res.json()
  }
}

/** 2 packages (the student is active on the first), 10 classes, 100 materi, 2,000 questions. */
async function seed(post) {
  const seeded = await post('/api/bench/seed', {
    packages: 2,
    kelasPerPaket: 5,
    materiPerKelas: 10,
    soal: 2000,
    subscriptions: 1,
    users: 1,
  })
  const user = await post('/api/collections/users/records', {
    email: STUDENT.email,
    password: STUDENT.password,
    passwordConfirm: STUDENT.password,
    full_name: 'Siswa Bench',
    role: 'subscriber',
    verified: true,
  })
  const day = 86_400_000
  await post('/api/collections/subscribers/records', {
    user_id: user.id,
    paket_id: seeded.paket[0],
    status: 'active',
    durasi_mulai: new Date(Date.now() - day).toISOString().replace('T', ' '),
    durasi_akhir: new Date(Date.now() + 30 * day).toISOString().replace('T', ' '),
  })
  return seeded.paket[0]
}

/** One new class with its materi, questions and videos in the package. */
async function addClass(post, paketId, n) {
  const kelas = await post('/api/collections/kelas/records', {
    paket_id: paketId,
    judul: `Kelas baru ${n}`,
    pengajar: 'Dosen Bench',
    is_active: true,
    urutan: 50 + n,
  })
  const materi = []
  for (let i = 0; i < NEW.materi; i++) {
    materi.push(
      await post('/api/collections/materi/records', {
        kelas_id: kelas.id,
        type: i === 0 ? 'pretest' : 'lesson',
        judul: `Materi ${i}`,
        order: i + 1,
      }),
    )
  }
  for (let i = 0; i < NEW.soal; i++) {
    await post('/api/collections/soal/records', {
      materi_id: materi[0].id,
      pertanyaan: `Soal ${i}`,
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'a',
    })
  }
  for (let i = 0; i < NEW.video_links; i++) {
    await post('/api/collections/video_links/records', {
      materi_id: materi[1].id,
      judul: `Video ${i}`,
      link_youtube: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      urutan: i + 1,
    })
  }
  return kelas.id
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]
const worst = (xs) => Math.max(...xs)

export default async function run() {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const work = mkdtempSync(path.join(ROOT, '.bench', 'resync-'))
  mkdirSync(path.join(work, 'data'))
  const out = await buildPage(work)
  const server = await startPocketBase({
    dataDir: path.join(work, 'data'),
    publicDir: out,
    env: {
      PB_ADMIN_EMAIL: ADMIN.email,
      PB_ADMIN_PASSWORD: ADMIN.password,
      PB_SEED: 'none',
      PB_BENCH_SEED: '1',
      SMTP_HOST: '',
    },
  })
  const result = { nothing: [], nothingAll: [], away: [], live: [] }
  let docs = 0
  try {
    const post = await adminClient(server.url)
    const paketId = await seed(post)
    const { chromium } = await import('playwright-core')
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      headless: true,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
      ],
    })
    try {
      const page = await browser.newPage()
      const errors = []
      page.on('pageerror', (e) => errors.push(String(e)))
      const requests = []
      const isApi = (r) => {
        const p = new URL(r.url()).pathname
        return p.startsWith('/api/') && !p.startsWith('/api/realtime')
      }
      page.on('request', (r) => {
        if (isApi(r)) requests.push({ at: Date.now(), path: new URL(r.url()).pathname })
      })
      await page.goto(server.url + '/')
      await page
        .waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 })
        .catch((e) => {
          throw new Error(`bench page did not load: ${errors.join('; ') || e.message}`)
        })
      const first = await page.evaluate(
        ([u, e, p]) => window.bench.open(u, e, p),
        [server.url, STUDENT.email, STUDENT.password],
      )
      docs = Object.values(first).reduce((s, n) => s + n, 0)
      await new Promise((r) => setTimeout(r, 1500))

      const cdp = await page.context().newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', LINK)

      /** Runs `trigger` in the page and waits until its requests are done and 800 ms pass quietly. */
      const quietRun = async (trigger) => {
        const before = requests.length
        const inflight = new Set()
        let lastActivity = Date.now()
        let lastEnd = 0
        const onReq = (r) => {
          if (!isApi(r)) return
          inflight.add(r)
          lastActivity = Date.now()
        }
        const onDone = (r) => {
          if (!inflight.delete(r)) return
          lastEnd = Date.now()
          lastActivity = lastEnd
        }
        page.on('request', onReq)
        page.on('requestfinished', onDone)
        page.on('requestfailed', onDone)
        const t0 = Date.now()
        await page.evaluate(trigger)
        while (!(
          requests.length > before &&
          inflight.size === 0 &&
          Date.now() - lastActivity > 800
        )) {
          await new Promise((r) => setTimeout(r, 20))
          if (Date.now() - t0 > 20_000) throw new Error('resync did not finish')
        }
        page.off('request', onReq)
        page.off('requestfinished', onDone)
        page.off('requestfailed', onDone)
        const made = requests.slice(before)
        return { ms: lastEnd - t0, requests: made.length, paths: made.map((r) => r.path) }
      }

      for (let i = 0; i < RUNS; i++) result.nothing.push(await quietRun(() => window.bench.focus()))
      for (let i = 0; i < 2; i++)
        result.nothingAll.push(await quietRun(() => window.bench.resyncAll()))

      // (c) realtime connected: the events name the collections
      for (let i = 0; i < RUNS; i++) {
        const have = await page.evaluate(() => window.bench.counts())
        const want = {
          kelas: have.kelas + 1,
          materi: have.materi + NEW.materi,
          soal: have.soal + NEW.soal,
          video_links: have.video_links + NEW.video_links,
        }
        const before = requests.length
        const kelasId = await addClass(post, paketId, 100 + i)
        const t0 = await page.evaluate(() => performance.now())
        const end = await page.evaluate(
          ([k, w]) => window.bench.waitFor(k, w, 30_000),
          [kelasId, want],
        )
        await new Promise((r) => setTimeout(r, 1500))
        result.live.push({
          ms: end - t0,
          requests: requests.length - before,
          paths: requests.slice(before).map((r) => r.path),
        })
      }
      // (b) away: realtime disconnected, the admin adds a class, then window focus
      await page.evaluate(() => window.bench.realtimeOff())
      for (let i = 0; i < RUNS; i++) {
        const have = await page.evaluate(() => window.bench.counts())
        const kelasId = await addClass(post, paketId, i)
        const want = {
          kelas: have.kelas + 1,
          materi: have.materi + NEW.materi,
          soal: have.soal + NEW.soal,
          video_links: have.video_links + NEW.video_links,
        }
        const before = requests.length
        const t0 = await page.evaluate(() => performance.now())
        const [end] = await Promise.all([
          page.evaluate(([k, w]) => window.bench.waitFor(k, w, 30_000), [kelasId, want]),
          page.evaluate(() => window.bench.focus()),
        ])
        await new Promise((r) => setTimeout(r, 1500))
        result.away.push({
          ms: end - t0,
          requests: requests.length - before,
          paths: requests.slice(before).map((r) => r.path),
        })
      }

      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      })
      await page.evaluate(() => window.bench.close())
      if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
    } finally {
      await browser.close()
    }
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }

  const summary = (runs) => ({
    p50Ms: Math.round(median(runs.map((r) => r.ms))),
    maxMs: Math.round(worst(runs.map((r) => r.ms))),
    requests: median(runs.map((r) => r.requests)),
    maxRequests: worst(runs.map((r) => r.requests)),
    runs: runs.map((r) => ({ ms: Math.round(r.ms), requests: r.requests })),
  })
  const figures = {
    link: { roundTripMs: LINK.latency, bytesPerSecond: LINK.downloadThroughput },
    documents: docs,
    nothingNew: summary(result.nothing),
    nothingNewEveryCollection: summary(result.nothingAll),
    newClassAfterFocus: summary(result.away),
    newClassRealtime: summary(result.live),
    newClass: { kelas: 1, ...NEW },
  }
  const budgets = [
    {
      name: 'resync with nothing new (window focus, 400 ms RTT, 400 kbps), slowest run',
      value: figures.nothingNew.maxMs,
      unit: 'ms',
      limit: `≤ ${BUDGET_NOTHING_MS}`,
      ok: figures.nothingNew.maxMs <= BUDGET_NOTHING_MS,
    },
    {
      name: 'resync bringing one new class (window focus after being away), slowest run',
      value: figures.newClassAfterFocus.maxMs,
      unit: 'ms',
      limit: `≤ ${BUDGET_NEW_CLASS_MS}`,
      ok: figures.newClassAfterFocus.maxMs <= BUDGET_NEW_CLASS_MS,
    },
  ]
  const row = (what, s) =>
    `| ${what} | ${s.p50Ms} | ${s.maxMs} | ${s.requests} (max ${s.maxRequests}) |`
  const samplePaths = (runs) => {
    const counts = {}
    for (const p of runs[runs.length - 1]?.paths ?? []) counts[p] = (counts[p] ?? 0) + 1
    return Object.entries(counts)
      .map(([p, n]) => `\`${p}\`${n > 1 ? ` ×${n}` : ''}`)
      .join(', ')
  }
  const markdown = `A student already synced (${docs.toLocaleString('en-US')} documents: 1 package of 5 classes, 50 materi, ~1,000 questions), headless Chromium, the page's requests throttled with CDP \`Network.emulateNetworkConditions\` (${LINK.latency} ms added per request, ${LINK.downloadThroughput / 1000} kB/s = 400 kbps each way). The new class: 1 kelas, ${NEW.materi} materi, ${NEW.soal} soal, ${NEW.video_links} video_links. ${RUNS} runs each (the old behaviour 2); times include the triggers' 300 ms coalescing. Requests: the page's \`/api/\` requests except the realtime stream.

| resync | p50 ms | slowest ms | requests (median) |
|---|---:|---:|---:|
${row('nothing new: window focus (probe, nothing resynced)', figures.nothingNew)}
${row('nothing new: old behaviour, RESYNC of every collection', figures.nothingNewEveryCollection)}
${row('one new class: device away (no realtime), then window focus', figures.newClassAfterFocus)}
${row("one new class: realtime connected (after the admin's last write)", figures.newClassRealtime)}

Requests of the last run: nothing new ${samplePaths(result.nothing)}; new class after focus ${samplePaths(result.away)}; realtime ${samplePaths(result.live)}.

${budgets.map((b) => `Budget ${b.name}: ${b.value} ms, limit ${b.limit} ms (${b.ok ? 'met' : 'NOT met'}).`).join('\n')}
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)}.
`
  return {
    title: 'Resync on a campus link (400 ms round trip, 400 kbps)',
    markdown,
    budgets,
    figures,
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) =>
      console.log(
        `## ${r.title}\n\n${r.markdown}\n${JSON.stringify(r.figures, (k, v) => (k === 'runs' ? undefined : v), 1)}`,
      ),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
