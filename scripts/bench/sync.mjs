/* global window, document, navigator, URLSearchParams */
// Sync benchmark: the initial pull of ~10,000 content documents (seeded) into RxDB, in headless
// Chromium (persistent profile, as a real first sync) and in node (fake-indexeddb), next to the
// raw cost of fetching the same pages and of a bare RxDB bulk insert. Bytes on the wire with gzip.
// Then the built PWA (dist/, built first unless BENCH_SKIP_BUILD=1) with the same data: after the
// first sync, offline reloads of a class page and of the player until their lesson lists render.
// Budgets: first sync ≤ 1.3 × max(fetch alone, insert alone) in the same run; offline lesson lists
// (class page, player) ≤ 500 ms each, medians.
import { followOfflineEmulation, setOffline } from './lib/offline.mjs'
import { E2E_LOCK, lockHeldByAncestor } from '../lib/e2e-lock.mjs'
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ROOT, startPocketBase } from '../../pocketbase/launcher.mjs'

const ADMIN = { email: 'admin@bench.local', password: 'bench-admin-123' }
const STUDENT = { email: 'siswa@bench.local', password: 'siswa-bench-123' }

/** The page module run in Chromium and node: full sync, raw keyset fetch, bare bulk insert. */
function entrySource() {
  const local = path.join(ROOT, 'src/data/local')
  return `
import PocketBase from 'pocketbase'
import { createRxDatabase } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { openLocalData } from '${local}/engine'
import { COLLECTION_NAMES, SPECS, jsonSchemaOf, normalizeRecord, pullFields } from '${local}/schemas'

async function login(url, email, password) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, password)
  return pb
}

export async function benchSync(url, email, password, storage, multiInstance = true) {
  const pb = await login(url, email, password)
  let bytes = 0
  const t0 = performance.now()
  const session = await openLocalData({ pb, userId: pb.authStore.model.id, live: false, validate: false, dbName: 'bench_sync_' + Date.now(), storage, multiInstance, onBytes: (n) => (bytes += n) })
  await session.engine.awaitFirstSync()
  await session.engine.awaitInSync()
  const ms = performance.now() - t0
  let docs = 0
  for (const name of COLLECTION_NAMES) docs += await session.db[name].count().exec()
  await session.engine.close()
  return { ms, docs, decodedBytes: bytes }
}

/** One keyset page (500 rows after (u, id), sorted updated,id) as the app's pull asks for it. */
async function fetchPage(url, token, name, u, id) {
  const params = new URLSearchParams({ page: '1', perPage: '500', sort: 'updated,id', skipTotal: '1', fields: pullFields(SPECS[name]) })
  if (u) params.set('filter', \`(updated > "\${u}" || (updated = "\${u}" && id > "\${id}"))\`)
  const res = await fetch(url + '/api/collections/' + name + '/records?' + params, { headers: { Authorization: token } })
  return (await res.json()).items
}

/** A fresh database with the app's collections. */
async function openBenchDb(prefix, storage, multiInstance) {
  const db = await createRxDatabase({ name: prefix + Date.now(), storage: storage ?? getRxStorageDexie(), multiInstance })
  const cols = {}
  for (const name of COLLECTION_NAMES) cols[name] = { schema: jsonSchemaOf(SPECS[name]) }
  await db.addCollections(cols)
  return db
}

async function fetchAll(url, token) {
  const out = {}
  for (const name of COLLECTION_NAMES) {
    out[name] = []
    let u = '', id = ''
    for (;;) {
      const items = await fetchPage(url, token, name, u, id)
      out[name].push(...items)
      if (items.length < 500) break
      const last = items[items.length - 1]
      u = last.updated; id = last.id
    }
  }
  return out
}

export async function benchRaw(url, email, password) {
  const pb = await login(url, email, password)
  const t0 = performance.now()
  const all = await fetchAll(url, pb.authStore.token)
  const ms = performance.now() - t0
  return { ms, docs: Object.values(all).reduce((s, xs) => s + xs.length, 0) }
}

/** The simplest overlapping design (no replication protocol): every collection's pages fetched in parallel, the next page
 * requested while the current one is written with a plain bulkUpsert (writes of up to 2,000 documents),
 * no replication protocol, checkpoints or progress. Includes creating the database. */
export async function benchPipelined(url, email, password, storage, multiInstance = true, chunk = 2000) {
  const pb = await login(url, email, password)
  const token = pb.authStore.token
  const t0 = performance.now()
  const db = await openBenchDb('bench_pipe_', storage, multiInstance)
  const page = (name, u, id) => fetchPage(url, token, name, u, id)
  let docs = 0
  await Promise.all(COLLECTION_NAMES.map(async (name) => {
    let next = page(name, '', '')
    let buf = []
    while (next) {
      const items = await next
      const last = items[items.length - 1]
      next = items.length === 500 ? page(name, last.updated, last.id) : null
      buf.push(...items.map((r) => normalizeRecord(SPECS[name], r)))
      if (buf.length >= chunk || !next) {
        const rows = buf
        buf = []
        docs += rows.length
        if (rows.length) await db[name].bulkUpsert(rows)
      }
    }
  }))
  const ms = performance.now() - t0
  await db.remove()
  return { ms, docs }
}

export async function benchBulk(url, email, password, storage) {
  const pb = await login(url, email, password)
  const all = await fetchAll(url, pb.authStore.token)
  const db = await openBenchDb('bench_bulk_', storage, false)
  const t0 = performance.now()
  let docs = 0
  for (const name of COLLECTION_NAMES) {
    const rows = all[name].map((r) => normalizeRecord(SPECS[name], r))
    docs += rows.length
    await db[name].bulkUpsert(rows)
  }
  const ms = performance.now() - t0
  await db.remove()
  return { ms, docs }
}
`
}

async function seed(url) {
  const auth = await (
    await fetch(`${url}/api/admins/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
    })
  ).json()
  const H = { 'Content-Type': 'application/json', Authorization: auth.token }
  const res = await fetch(`${url}/api/bench/seed`, {
    method: 'POST',
    headers: H,
    body: JSON.stringify({
      packages: 2,
      kelasPerPaket: 5,
      materiPerKelas: 20,
      soal: 9790,
      subscriptions: 1,
      users: 1,
    }),
  })
  if (!res.ok) throw new Error(`seed: ${res.status} ${await res.text()}`)
  const seeded = await res.json()
  const user = await (
    await fetch(`${url}/api/collections/users/records`, {
      method: 'POST',
      headers: H,
      body: JSON.stringify({
        email: STUDENT.email,
        password: STUDENT.password,
        passwordConfirm: STUDENT.password,
        full_name: 'Siswa Bench',
        role: 'subscriber',
        verified: true,
      }),
    })
  ).json()
  const day = 86_400_000
  for (const paket of seeded.paket) {
    const r = await fetch(`${url}/api/collections/subscribers/records`, {
      method: 'POST',
      headers: H,
      body: JSON.stringify({
        user_id: user.id,
        paket_id: paket,
        status: 'active',
        durasi_mulai: new Date(Date.now() - day).toISOString().replace('T', ' '),
        durasi_akhir: new Date(Date.now() + 30 * day).toISOString().replace('T', ' '),
      }),
    })
    if (!r.ok) throw new Error(`subscribe: ${await r.text()}`)
  }
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
  return { entry, out }
}

const RELOADS = 7
const LOCK = E2E_LOCK

const median = (xs) => {
  const sorted = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b)
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN
}

/**
 * Offline reloads of one screen: time from navigation start to its lesson list on screen (taken
 * in the page, polled every frame), to the database's data replacing the last known view
 * (`data-view="live"`), and the app's start-up marks (src/lib/perf-mark.ts: `ps:*`). `fresh`
 * removes the class's last known view first (the database path alone).
 */
async function offlineReload(page, url, which, fresh) {
  if (fresh) {
    await page.evaluate(() => {
      for (const k of Object.keys(window.localStorage))
        if (k.startsWith('pendamping-view:')) window.localStorage.removeItem(k)
    })
  }
  await page.goto(url, { waitUntil: 'commit' })
  await page.waitForFunction(
    (w) => {
      const win = window
      if (win.__listAt) return true
      const found =
        w === 'class'
          ? [...document.querySelectorAll('h2')].some((h) => h.textContent === 'Materi Kelas') &&
            /\d+ pelajaran\)/.test(document.body.innerText)
          : Boolean(document.querySelector('nav[aria-label="Lesson List"] [data-testid^="step-"]'))
      if (found) win.__listAt = performance.now()
      return found
    },
    which,
    { polling: 'raf', timeout: 30_000 },
  )
  await page.locator('[data-view="live"]').waitFor({ timeout: 30_000 })
  // Let the deferred start of replication happen before the next reload.
  await page.waitForTimeout(400)
  return page.evaluate(() => {
    const marks = Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((m) => m.name.startsWith('ps:'))
        .map((m) => [m.name.slice(3).replace(/^list:(class|player):/, 'list:'), m.startTime]),
    )
    const fcp = performance
      .getEntriesByType('paint')
      .find((p) => p.name === 'first-contentful-paint')?.startTime
    return { listMs: window.__listAt, liveMs: marks['list:live'], marks: { ...marks, fcp } }
  })
}

/** The built PWA on a server with the same data: offline reloads of a class page and of the player until their lesson lists show. */
async function offlineLessonList(work) {
  // Built under the shared lock and copied, so that another build cannot change it mid-run.
  const dist = path.join(work, 'dist')
  const build =
    process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'dist', 'index.html'))
      ? 'true'
      : 'npx vite build --logLevel warn'
  const copy = `${build} && cp -r dist/. "${dist}"`
  const built = lockHeldByAncestor()
    ? spawnSync('sh', ['-c', copy], { cwd: ROOT, stdio: 'inherit' })
    : spawnSync('flock', [LOCK, 'sh', '-c', copy], { cwd: ROOT, stdio: 'inherit' })
  if (built.status !== 0) throw new Error('vite build failed')
  mkdirSync(path.join(work, 'data-pwa'))
  const server = await startPocketBase({
    dataDir: path.join(work, 'data-pwa'),
    publicDir: dist,
    env: {
      PB_ADMIN_EMAIL: ADMIN.email,
      PB_ADMIN_PASSWORD: ADMIN.password,
      PB_SEED: 'none',
      PB_BENCH_SEED: '1',
      SMTP_HOST: '',
    },
  })
  const { chromium } = await import('playwright-core')
  const context = await chromium.launchPersistentContext(path.join(work, 'profile-pwa'), {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    locale: 'id-ID',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
    ],
  })
  try {
    await seed(server.url)
    const auth = await (
      await fetch(`${server.url}/api/admins/auth-with-password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: ADMIN.email, password: ADMIN.password }),
      })
    ).json()
    const kelas = await (
      await fetch(`${server.url}/api/collections/kelas/records?perPage=1&sort=urutan`, {
        headers: { Authorization: auth.token },
      })
    ).json()
    const kelasId = kelas.items[0].id
    const page = context.pages()[0] ?? (await context.newPage())
    // As the e2e tests go offline (e2e/support/offline.ts): navigator.onLine follows the emulation in reloaded documents too.
    await followOfflineEmulation(context)
    await page.goto(server.url + '/login')
    await page.getByLabel('Email').fill(STUDENT.email)
    await page.getByLabel('Password', { exact: false }).first().fill(STUDENT.password)
    // A student takes seconds to type: by then the service worker has installed and the app's chunks
    // (prefetched on the form's first focus) are in.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.waitForLoadState('networkidle')
    const t0 = Date.now()
    await page.getByRole('button', { name: 'Masuk', exact: true }).click()
    await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 })
    // Inside the app, as a student goes on (a reload would restart the sync that began at sign-in).
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'LMS Skripsi' })
      .click()
    await page
      .getByTestId('sync-status')
      .filter({ hasText: 'Tersinkron' })
      .waitFor({ timeout: 180_000 })
    const appFirstSyncMs = Date.now() - t0
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))))
      await page.reload()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
      timeout: 30_000,
    })
    // The student opens the class and its player once online (this keeps the class's last known view).
    await page.goto(`${server.url}/subscriber/class/${kelasId}`)
    await page.locator('[data-view="live"]').getByText('Materi Kelas').waitFor({ timeout: 30_000 })
    await page.goto(`${server.url}/subscriber/learning/${kelasId}`)
    await page
      .locator('[data-view="live"] nav[aria-label="Lesson List"]')
      .waitFor({ timeout: 30_000 })
    await setOffline(context, page, true)
    const screens = {
      class: `${server.url}/subscriber/class/${kelasId}`,
      player: `${server.url}/subscriber/learning/${kelasId}`,
    }
    const runs = { class: [], player: [], classFresh: [], playerFresh: [] }
    // Interleaved, so that the machine's load falls on every series alike.
    for (let i = 0; i < RELOADS; i++) {
      for (const which of ['class', 'player']) {
        runs[which].push(await offlineReload(page, screens[which], which, false))
        runs[`${which}Fresh`].push(await offlineReload(page, screens[which], which, true))
      }
    }
    await setOffline(context, page, false)
    const summary = Object.fromEntries(
      Object.entries(runs).map(([k, rs]) => {
        const names = [...new Set(rs.flatMap((r) => Object.keys(r.marks)))]
        return [
          k,
          {
            runs: rs.map((r) => r.listMs),
            median: median(rs.map((r) => r.listMs)),
            worst: Math.max(...rs.map((r) => r.listMs)),
            liveMedian: median(rs.map((r) => r.liveMs)),
            marks: Object.fromEntries(names.map((n) => [n, median(rs.map((r) => r.marks[n]))])),
          },
        ]
      }),
    )
    return { appFirstSyncMs, ...summary }
  } finally {
    await context.close()
    await server.stop()
  }
}

/** One line of start-up marks (medians, ms from navigation start), in time order. */
function breakdown(marks) {
  const names = {
    fcp: 'first paint',
    boot: 'main chunk run',
    'app-chunk': 'app chunk run',
    'db:open-start': 'database opening',
    'db:engine-loaded': 'RxDB chunk run',
    'db:collections': '9 collections added',
    'db:open': 'database open',
    'list:snapshot': 'list from last known view',
    'list:live': 'list from the database',
    'sync:start': 'replication started',
  }
  return Object.entries(names)
    .filter(([k]) => Number.isFinite(marks[k]))
    .sort((a, b) => marks[a[0]] - marks[b[0]])
    .map(([k, label]) => `${label} ${Math.round(marks[k])}`)
    .join(', ')
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`
const rate = (r) => `${Math.round(r.docs / (r.ms / 1000)).toLocaleString('en-US')}`

export default async function run() {
  // Under the project (.bench/ is ignored) so the page module resolves node_modules.
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const work = mkdtempSync(path.join(ROOT, '.bench', 'sync-'))
  mkdirSync(path.join(work, 'data'))
  const { entry, out } = await buildPage(work)
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
  const rows = []
  let wire = null
  let offline = null
  try {
    await seed(server.url)
    // Bytes on the wire for the same pages, gzip vs identity (node's http client, raw bodies).
    wire = await wireBytes(server.url)

    const { chromium } = await import('playwright-core')
    const profile = path.join(work, 'profile')
    const context = await chromium.launchPersistentContext(profile, {
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
      const page = await context.newPage()
      const errors = []
      page.on('pageerror', (e) => errors.push(String(e)))
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      await page.goto(server.url + '/')
      await page
        .waitForFunction(() => window.benchReady === true, null, { timeout: 30_000 })
        .catch((e) => {
          throw new Error(`bench page did not load: ${errors.join('; ') || e.message}`)
        })
      const call = (fn, multi = true) =>
        page.evaluate(
          ([f, u, e, p, m]) => window.bench[f](u, e, p, undefined, m),
          [fn, server.url, STUDENT.email, STUDENT.password, multi],
        )
      const raw = await call('benchRaw')
      const bulk = await call('benchBulk')
      const sync = await call('benchSync')
      const piped = await call('benchPipelined')
      rows.push(['Chromium', 'keyset fetch of the same pages (no storage)', raw])
      rows.push(['Chromium', 'bare RxDB bulk upsert (Dexie)', bulk])
      rows.push(['Chromium', 'pipelined fetch + bulk upsert, no replication protocol', piped])
      rows.push(['Chromium', 'full initial sync (replicateRxCollection)', sync])
      rows.push([
        'Chromium',
        'full initial sync, single-tab database (multiInstance: false)',
        await call('benchSync', false),
      ])
    } finally {
      await context.close()
    }

    // node: the same module through Vite's SSR loader, Dexie over fake-indexeddb.
    await import('fake-indexeddb/auto')
    const { createServer } = await import('vite')
    const vite = await createServer({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      appType: 'custom',
      server: { middlewareMode: true, hmr: false, watch: null },
      resolve: { alias: { '@': path.join(ROOT, 'src') } },
      optimizeDeps: { noDiscovery: true, include: [] },
    })
    try {
      const mod = await vite.ssrLoadModule(entry)
      rows.push([
        'node',
        'keyset fetch of the same pages (no storage)',
        await mod.benchRaw(server.url, STUDENT.email, STUDENT.password),
      ])
      rows.push([
        'node',
        'bare RxDB bulk upsert (Dexie, fake-indexeddb)',
        await mod.benchBulk(server.url, STUDENT.email, STUDENT.password),
      ])
      rows.push([
        'node',
        'full initial sync (replicateRxCollection)',
        await mod.benchSync(server.url, STUDENT.email, STUDENT.password),
      ])
    } finally {
      await vite.close()
    }
    offline = await offlineLessonList(work)
  } finally {
    await server.stop()
    rmSync(work, { recursive: true, force: true })
  }
  const table = rows
    .map(
      ([where, what, r]) =>
        `| ${where} | ${what} | ${r.docs.toLocaleString('en-US')} | ${fmt(r.ms)} | ${rate(r)} |`,
    )
    .join('\n')
  const chromeSync = rows.find((r) => r[0] === 'Chromium' && r[1].startsWith('full'))?.[2]
  const chromeRaw = rows.find((r) => r[0] === 'Chromium' && r[1].startsWith('keyset'))?.[2]
  const chromeBulk = rows.find((r) => r[0] === 'Chromium' && r[1].startsWith('bare'))?.[2]
  const syncLimit = 1.3 * Math.max(chromeRaw.ms, chromeBulk.ms)
  const round = (ms) => Math.round(ms)
  const budgets = [
    {
      name: 'first sync of 10,000 documents (Chromium) ≤ 1.3 × max(fetch alone, insert alone)',
      value: round(chromeSync.ms),
      unit: 'ms',
      limit: round(syncLimit),
      ok: chromeSync.ms <= syncLimit,
    },
    {
      name: `class page: lesson list after an offline reload (Chromium, median of ${RELOADS})`,
      value: round(offline.class.median),
      unit: 'ms',
      limit: 500,
      ok: offline.class.median <= 500,
    },
    {
      name: `player: lesson list after an offline reload (Chromium, median of ${RELOADS})`,
      value: round(offline.player.median),
      unit: 'ms',
      limit: 500,
      ok: offline.player.median <= 500,
    },
  ]
  const figures = {
    documents: chromeSync.docs,
    chromium: {
      fetchMs: round(chromeRaw.ms),
      insertMs: round(chromeBulk.ms),
      firstSyncMs: round(chromeSync.ms),
      firstSyncSingleTabMs: round(
        rows.find((r) => r[0] === 'Chromium' && r[1].includes('single-tab'))[2].ms,
      ),
      pipelinedFloorMs: round(
        rows.find((r) => r[0] === 'Chromium' && r[1].startsWith('pipelined'))[2].ms,
      ),
    },
    node: Object.fromEntries(
      rows
        .filter((r) => r[0] === 'node')
        .map(([, what, r]) => [
          what.split(' ')[0] === 'full'
            ? 'firstSyncMs'
            : what.startsWith('keyset')
              ? 'fetchMs'
              : 'insertMs',
          round(r.ms),
        ]),
    ),
    wire: { gzipBytes: wire.gzip, identityBytes: wire.identity },
    offlineLessonList: Object.fromEntries(
      ['class', 'player', 'classFresh', 'playerFresh'].map((k) => [
        k,
        {
          runsMs: offline[k].runs.map(round),
          medianMs: round(offline[k].median),
          worstMs: round(offline[k].worst),
          liveMedianMs: round(offline[k].liveMedian),
          marksMs: Object.fromEntries(
            Object.entries(offline[k].marks).map(([n, v]) => [n, round(v)]),
          ),
        },
      ]),
    ),
    appFirstSyncFromSignInMs: offline.appFirstSyncMs,
    loadAverage: os.loadavg()[0],
  }
  const markdown = `Initial pull of the seeded content a student may read (2 packages: 10 classes, 200 materi, 9,790 questions, plus packages, subscriptions) as that student, pages of 500 sorted \`updated,id\` with keyset filters, \`skipTotal\` and only the stored \`fields\`.

| where | what | documents | time | documents/s |
|---|---|---:|---:|---:|
${table}

Bytes on the wire for the same pages: **${(wire.gzip / 1024).toFixed(0)} KiB with gzip** (\`routerUse($apis.gzip())\`), ${(wire.identity / 1024).toFixed(0)} KiB uncompressed with \`fields\` (full records measured earlier: 4.2 MB).

The full initial sync runs as the app does: one replicating tab (Web Lock leader election), each collection's next page fetched while RxDB writes the current one. The pipelined row is the simplest overlapping design, to tell the replication's own cost from the machine's: the same pages fetched in parallel, the next page requested while the current ones are written by plain bulkUpserts of up to 2,000 documents (no replication protocol, checkpoints or progress). Server and browser share the same 2 cores, so fetching (PocketBase encoding pages) and writing (IndexedDB in the browser process) do not overlap here; ad-hoc runs of variants (collections one after another, writes of 500 or 10,000 documents) took 2.5-3.2 s, never under fetch + insert. This row: ${fmt(rows.find((r) => r[0] === 'Chromium' && r[1].startsWith('pipelined'))[2].ms)} against fetch + insert = ${fmt(chromeRaw.ms + chromeBulk.ms)}.

Offline lesson lists (the built PWA, same data, signed in through /login once the service worker is installed and the form's prefetch is done, then inside the app to the subscriber area; the first sync from the click on 'Masuk' to 'Tersinkron' took ${fmt(offline.appFirstSyncMs)} including signing in and the app's start; the student then opens the first class and its player once): the device goes offline and the class page (\`/subscriber/class/<id>\`) and the player (\`/subscriber/learning/<id>\`) are loaded ${RELOADS} times each, interleaved, each time also without the class's last known view (the database path alone). Time from navigation start to the lesson list on screen (the class page's 'Materi Kelas' with its chapters; the player's Lesson List with its steps), median of ${RELOADS}:

| screen | lesson list (runs) | median | worst | database's data on screen (median) | without the last known view: lesson list (median) |
|---|---|---:|---:|---:|---:|
| class page | ${offline.class.runs.map(round).join(', ')} | ${round(offline.class.median)} ms | ${round(offline.class.worst)} ms | ${round(offline.class.liveMedian)} ms | ${round(offline.classFresh.median)} ms (${offline.classFresh.runs.map(round).join(', ')}) |
| player | ${offline.player.runs.map(round).join(', ')} | ${round(offline.player.median)} ms | ${round(offline.player.worst)} ms | ${round(offline.player.liveMedian)} ms | ${round(offline.playerFresh.median)} ms (${offline.playerFresh.runs.map(round).join(', ')}) |

Where the time goes (medians of the \`ps:*\` marks, ms from navigation start; src/lib/perf-mark.ts):
- class page: ${breakdown(offline.class.marks)}
- player: ${breakdown(offline.player.marks)}
- class page without the last known view: ${breakdown(offline.classFresh.marks)}
- player without the last known view: ${breakdown(offline.playerFresh.marks)}

Budgets: first sync ${fmt(chromeSync.ms)} ≤ 1.3 × max(fetch ${fmt(chromeRaw.ms)}, insert ${fmt(chromeBulk.ms)}) = ${fmt(syncLimit)} (${budgets[0].ok ? 'met' : 'NOT met'}); offline lesson list median: class page ${round(offline.class.median)} ms, player ${round(offline.player.median)} ms ≤ 500 ms each (${budgets[1].ok ? 'met' : 'NOT met'}, ${budgets[2].ok ? 'met' : 'NOT met'}). Earlier targets (2-core machine): under 4 s in headless Chromium (${chromeSync.ms < 4000 ? 'met' : 'NOT met'}), under 1 MB on the wire (${wire.gzip < 1_000_000 ? 'met' : 'NOT met'}).
Machine load average (1 min) at the end of the run: ${os.loadavg()[0].toFixed(2)} — other processes on the same cores inflate these times.`
  return { title: 'Sync: initial pull of 10,000 documents', markdown, budgets, figures }
}

/** Sum of the response sizes of all pull pages, as sent (gzip) and uncompressed. */
async function wireBytes(url) {
  const http = await import('node:http')
  const auth = await (
    await fetch(`${url}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ identity: STUDENT.email, password: STUDENT.password }),
    })
  ).json()
  const names = [
    'paket_pembelajaran',
    'kelas',
    'materi',
    'soal',
    'video_links',
    'paket_content',
    'subscribers',
    'progress',
    'reviews',
  ]
  const get = (p, encoding) =>
    new Promise((resolve, reject) => {
      http
        .get(
          url + p,
          { headers: { Authorization: auth.token, 'Accept-Encoding': encoding } },
          (res) => {
            const chunks = []
            res.on('data', (c) => chunks.push(c))
            res.on('end', () =>
              resolve({
                bytes: Buffer.concat(chunks).length,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            )
          },
        )
        .on('error', reject)
    })
  const total = { gzip: 0, identity: 0 }
  for (const name of names) {
    let u = ''
    let id = ''
    for (;;) {
      const params = new URLSearchParams({
        page: '1',
        perPage: '500',
        sort: 'updated,id',
        skipTotal: '1',
      })
      if (u) params.set('filter', `(updated > "${u}" || (updated = "${u}" && id > "${id}"))`)
      const p = `/api/collections/${name}/records?${params}`
      const zipped = await get(p, 'gzip')
      const plain = await get(p, 'identity')
      total.gzip += zipped.bytes
      total.identity += plain.bytes
      const body = JSON.parse(plain.body.toString('utf8'))
      if (body.items.length < 500) break
      const last = body.items[body.items.length - 1]
      u = last.updated
      id = last.id
    }
  }
  return total
}
