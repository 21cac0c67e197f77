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
// Parts in scripts/bench/resync/: page-module (the code run in the page), seed, api-requests, report.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../pocketbase/launcher.mjs'
import { adminRest } from './lib/admin-api.mjs'
import { buildBenchPage, openBenchPage } from './lib/bench-page.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { launchChromium } from './lib/chromium.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { emulateLink } from './lib/network-link.mjs'
import { trackApiRequests } from './resync/api-requests.mjs'
import { entrySource } from './resync/page-module.mjs'
import { resyncReport } from './resync/report.mjs'
import { NEW, STUDENT, addClass, seedResyncData } from './resync/seed.mjs'

const LINK = { offline: false, latency: 400, downloadThroughput: 50_000, uploadThroughput: 50_000 }
const RUNS = 5
const pause = (ms) => new Promise((r) => setTimeout(r, ms))

/** What the local database must hold once the new class is in. */
const wantAfterNewClass = (have) => ({
  kelas: have.kelas + 1,
  materi: have.materi + NEW.materi,
  soal: have.soal + NEW.soal,
  video_links: have.video_links + NEW.video_links,
})

/** The measured series in the bench page, on the emulated link: `result` gains their runs; the documents synced first. */
async function measureInPage(browser, url, addNewClass, result) {
  const page = await browser.newPage()
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  const { requests, quietRun } = trackApiRequests(page)
  await openBenchPage(page, url + '/', errors)
  const first = await page.evaluate(
    ([u, e, p]) => window.bench.open(u, e, p),
    [url, STUDENT.email, STUDENT.password],
  )
  const docs = Object.values(first).reduce((s, n) => s + n, 0)
  await pause(1500)
  const link = await emulateLink(page.context(), page, LINK)
  const sinceBefore = (before) => ({
    requests: requests.length - before,
    paths: requests.slice(before).map((r) => r.path),
  })

  // (a) nothing new: window focus, then the old behaviour
  for (let i = 0; i < RUNS; i++) result.nothing.push(await quietRun(() => window.bench.focus()))
  for (let i = 0; i < 2; i++) result.nothingAll.push(await quietRun(() => window.bench.resyncAll()))

  // (c) realtime connected: the events name the collections
  for (let i = 0; i < RUNS; i++) {
    const want = wantAfterNewClass(await page.evaluate(() => window.bench.counts()))
    const before = requests.length
    const kelasId = await addNewClass(100 + i)
    const t0 = await page.evaluate(() => performance.now())
    const end = await page.evaluate(([k, w]) => window.bench.waitFor(k, w, 30_000), [kelasId, want])
    await pause(1500)
    result.live.push({ ms: end - t0, ...sinceBefore(before) })
  }
  // (b) away: realtime disconnected, the admin adds a class, then window focus
  await page.evaluate(() => window.bench.realtimeOff())
  for (let i = 0; i < RUNS; i++) {
    const have = await page.evaluate(() => window.bench.counts())
    const kelasId = await addNewClass(i)
    const want = wantAfterNewClass(have)
    const before = requests.length
    const t0 = await page.evaluate(() => performance.now())
    const [end] = await Promise.all([
      page.evaluate(([k, w]) => window.bench.waitFor(k, w, 30_000), [kelasId, want]),
      page.evaluate(() => window.bench.focus()),
    ])
    await pause(1500)
    result.away.push({ ms: end - t0, ...sinceBefore(before) })
  }

  await link.stop()
  await page.evaluate(() => window.bench.close())
  if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`)
  return docs
}

export default async function run() {
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const work = mkdtempSync(path.join(ROOT, '.bench', 'resync-'))
  const result = { nothing: [], nothingAll: [], away: [], live: [] }
  let docs = 0
  try {
    const { out } = await buildBenchPage(work, entrySource())
    await withBenchServer(
      'resync',
      { PB_BENCH_SEED: '1' },
      async (server) => {
        const rest = await adminRest(server.url)
        const paketId = await seedResyncData(server.url, rest)
        const browser = await launchChromium()
        try {
          docs = await measureInPage(browser, server.url, (n) => addClass(rest, paketId, n), result)
        } finally {
          await browser.close()
        }
      },
      { publicDir: out },
    )
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
  const { markdown, budgets, figures } = resyncReport(result, docs, LINK, RUNS)
  return {
    title: 'Resync on a campus link (400 ms round trip, 400 kbps)',
    markdown,
    budgets,
    figures,
  }
}

runWhenMain(import.meta.url, run, (r) =>
  console.log(
    `## ${r.title}\n\n${r.markdown}\n${JSON.stringify(r.figures, (k, v) => (k === 'runs' ? undefined : v), 1)}`,
  ),
)
