/* global window */
// Sync benchmark: the initial pull of ~10,000 content documents (seeded) into RxDB, in headless
// Chromium (persistent profile, as a real first sync) and in node (fake-indexeddb), next to the
// raw cost of fetching the same pages and of a bare RxDB bulk insert. Bytes on the wire with gzip.
// Then the built PWA (dist/, built first unless BENCH_SKIP_BUILD=1) with the same data: after the
// first sync, offline reloads of a class page and of the player until their lesson lists render.
// Budgets: first sync ≤ 1.3 × max(fetch alone, insert alone) in the same run; offline lesson lists
// (class page, player) ≤ 500 ms each, medians.
// Parts in scripts/bench/sync/: page-module (the code timed in the browser and node), seed,
// wire-bytes, offline-lesson-list, report.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../pocketbase/launcher.mjs'
import { buildBenchPage, openBenchPage } from './lib/bench-page.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { launchPersistentChromium } from './lib/chromium.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { offlineLessonList } from './sync/offline-lesson-list.mjs'
import { entrySource } from './sync/page-module.mjs'
import { syncReport } from './sync/report.mjs'
import { STUDENT, seedSyncData } from './sync/seed.mjs'
import { wireBytes } from './sync/wire-bytes.mjs'

/** The page module's rows in headless Chromium (persistent profile, as a real first sync). */
async function chromiumRows(work, url) {
  const context = await launchPersistentChromium(path.join(work, 'profile'))
  try {
    const page = await context.newPage()
    const errors = []
    page.on('pageerror', (e) => errors.push(String(e)))
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
    await openBenchPage(page, url + '/', errors)
    const call = (fn, multi = true) =>
      page.evaluate(
        ([f, u, e, p, m]) => window.bench[f](u, e, p, undefined, m),
        [fn, url, STUDENT.email, STUDENT.password, multi],
      )
    const raw = await call('benchRaw')
    const bulk = await call('benchBulk')
    const sync = await call('benchSync')
    const piped = await call('benchPipelined')
    return [
      ['Chromium', 'keyset fetch of the same pages (no storage)', raw],
      ['Chromium', 'bare RxDB bulk upsert (Dexie)', bulk],
      ['Chromium', 'pipelined fetch + bulk upsert, no replication protocol', piped],
      ['Chromium', 'full initial sync (replicateRxCollection)', sync],
      [
        'Chromium',
        'full initial sync, single-tab database (multiInstance: false)',
        await call('benchSync', false),
      ],
    ]
  } finally {
    await context.close()
  }
}

/** node: the same module through Vite's SSR loader, Dexie over fake-indexeddb. */
async function nodeRows(entry, url) {
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
    return [
      [
        'node',
        'keyset fetch of the same pages (no storage)',
        await mod.benchRaw(url, STUDENT.email, STUDENT.password),
      ],
      [
        'node',
        'bare RxDB bulk upsert (Dexie, fake-indexeddb)',
        await mod.benchBulk(url, STUDENT.email, STUDENT.password),
      ],
      [
        'node',
        'full initial sync (replicateRxCollection)',
        await mod.benchSync(url, STUDENT.email, STUDENT.password),
      ],
    ]
  } finally {
    await vite.close()
  }
}

export default async function run() {
  // Under the project (.bench/ is ignored) so the page module resolves node_modules.
  mkdirSync(path.join(ROOT, '.bench'), { recursive: true })
  const work = mkdtempSync(path.join(ROOT, '.bench', 'sync-'))
  try {
    const { entry, out } = await buildBenchPage(work, entrySource())
    const { rows, wire, offline } = await withBenchServer(
      'sync',
      { PB_BENCH_SEED: '1' },
      async (server) => {
        await seedSyncData(server.url)
        // Bytes on the wire for the same pages, gzip vs identity (node's http client, raw bodies).
        const wire = await wireBytes(server.url)
        const rows = [
          ...(await chromiumRows(work, server.url)),
          ...(await nodeRows(entry, server.url)),
        ]
        const offline = await offlineLessonList(work)
        return { rows, wire, offline }
      },
      { publicDir: out },
    )
    const { markdown, budgets, figures } = syncReport(rows, wire, offline)
    return { title: 'Sync: initial pull of 10,000 documents', markdown, budgets, figures }
  } finally {
    rmSync(work, { recursive: true, force: true })
  }
}

runWhenMain(import.meta.url, run)
