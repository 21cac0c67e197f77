/* global window, document */
// Part of the sync benchmark: the built PWA (dist/, built under /tmp/e2e.lock unless
// BENCH_SKIP_BUILD=1) with the sync bench's data; after the first sync, offline reloads of a class
// page and of the player until their lesson lists render.
import path from 'node:path'
import { awaitServiceWorkerControl, signInThroughLogin } from '../lib/app-session.mjs'
import { withBenchServer } from '../lib/bench-server.mjs'
import { launchPersistentChromium } from '../lib/chromium.mjs'
import { followOfflineEmulation, setOffline } from '../lib/offline.mjs'
import { buildPwaCopyUnderLock } from '../lib/pwa-build.mjs'
import { median } from '../lib/stats.mjs'
import { STUDENT, seedSyncData } from './seed.mjs'

/** Offline reloads of each screen. */
export const RELOADS = 7

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

/** Medians of one screen's runs: lesson list, database's data, each start-up mark. */
function summarize(rs) {
  const names = [...new Set(rs.flatMap((r) => Object.keys(r.marks)))]
  return {
    runs: rs.map((r) => r.listMs),
    median: median(rs.map((r) => r.listMs)),
    worst: Math.max(...rs.map((r) => r.listMs)),
    liveMedian: median(rs.map((r) => r.liveMs)),
    marks: Object.fromEntries(names.map((n) => [n, median(rs.map((r) => r.marks[n]))])),
  }
}

/** The built PWA on a server with the same data: offline reloads of a class page and of the player until their lesson lists show. */
export async function offlineLessonList(work) {
  // Built under the shared lock and copied, so that another build cannot change it mid-run.
  const dist = await buildPwaCopyUnderLock(path.join(work, 'dist'))
  return withBenchServer(
    'sync-pwa',
    { PB_BENCH_SEED: '1' },
    async (server) => {
      const context = await launchPersistentChromium(path.join(work, 'profile-pwa'), {
        locale: 'id-ID',
      })
      try {
        const rest = await seedSyncData(server.url)
        const kelas = await rest.get('/api/collections/kelas/records?perPage=1&sort=urutan')
        const kelasId = kelas.items[0].id
        const page = context.pages()[0] ?? (await context.newPage())
        // As the e2e tests go offline (e2e/support/offline.ts): navigator.onLine follows the emulation in reloaded documents too.
        await followOfflineEmulation(context)
        // A student takes seconds to type: by then the service worker has installed and the app's chunks
        // (prefetched on the form's first focus) are in.
        const t0 = await signInThroughLogin(page, server.url, STUDENT.email, STUDENT.password)
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
        await awaitServiceWorkerControl(page)
        // The student opens the class and its player once online (this keeps the class's last known view).
        await page.goto(`${server.url}/subscriber/class/${kelasId}`)
        await page
          .locator('[data-view="live"]')
          .getByText('Materi Kelas')
          .waitFor({ timeout: 30_000 })
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
          Object.entries(runs).map(([k, rs]) => [k, summarize(rs)]),
        )
        return { appFirstSyncMs, ...summary }
      } finally {
        await context.close()
      }
    },
    { publicDir: dist },
  )
}
