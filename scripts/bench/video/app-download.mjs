/* global window, document, requestAnimationFrame, PopStateEvent, caches */
// The app's own download of a class (part 2 of the video benchmark): 'Unduh kelas' → 'Mulai unduh' →
// 'Tersedia offline', timed in the page.

/** Client-side navigation inside the app (the downloads queue stays open, as when a student taps a link). */
async function navigateInApp(page, to) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, to)
  await page.waitForURL((u) => u.pathname === to)
}

/**
 * The app's 'Unduh kelas' → 'Mulai unduh' on the class page until the class shows 'Tersedia offline',
 * timed in the page (an animation-frame loop started with the click) from the click on 'Mulai unduh' to
 * the control's 'offline' state. A click the app dropped (the control still idle after 5 s) is counted
 * and done again; the time is the successful click's. Also where the time went (Resource Timing of the
 * file request): click → request start (token, queue), request start → last byte received, last byte →
 * 'Tersedia offline' (remaining piece writes, the manifest, the UI).
 */
export async function appDownload(page, kelasId, filePath) {
  await navigateInApp(page, `/subscriber/class/${kelasId}`)
  let dropped = 0
  for (;;) {
    // Clicked in the page: after client-side navigation the sticky header (its alerts) may cover it.
    const start = page.getByTestId('class-downloads').getByRole('button', { name: /Unduh kelas/ })
    await start.waitFor()
    await start.evaluate((b) => b.click())
    await page.getByRole('dialog').getByRole('button', { name: 'Mulai unduh' }).waitFor()
    await page.evaluate(() => {
      const w = window
      const button = [...document.querySelectorAll('[role="dialog"] button')].find(
        (b) => b.textContent.trim() === 'Mulai unduh',
      )
      performance.setResourceTimingBufferSize(1000)
      performance.clearResourceTimings()
      const run = { t0: performance.now(), started: null, t1: null }
      w.__dl = run
      const tick = () => {
        if (w.__dl !== run) return
        const state = document
          .querySelector('[data-testid="class-downloads"] [data-testid="download-class"]')
          ?.getAttribute('data-state')
        if (state && state !== 'idle') run.started ??= performance.now()
        if (state === 'offline') run.t1 = performance.now()
        else requestAnimationFrame(tick)
      }
      button.click()
      requestAnimationFrame(tick)
    })
    const started = await page
      .waitForFunction(() => window.__dl.started !== null, null, { timeout: 5000 })
      .then(
        () => true,
        () => false,
      )
    if (started) break
    if (++dropped >= 3) throw new Error(`'Mulai unduh' did nothing ${dropped} times`)
    console.warn(
      `video: the click on 'Mulai unduh' did not start a download (${dropped}); clicking again`,
    )
    await page.keyboard.press('Escape').catch(() => undefined)
  }
  await page
    .waitForFunction(() => window.__dl.t1 !== null, null, { timeout: 300_000 })
    .catch(async (err) => {
      const state = await page
        .evaluate(() => {
          const el = document.querySelector(
            '[data-testid="class-downloads"] [data-testid="download-class"]',
          )
          return el ? `${el.getAttribute('data-state')}: ${el.textContent}` : 'no download control'
        })
        .catch(() => 'page gone')
      throw new Error(`app download did not finish (${state}): ${err.message}`)
    })
  const result = await page.evaluate(async (p) => {
    const cache = await caches.open('offline-videos-v1')
    let stored = 0
    let pieces = 0
    for (const req of await cache.keys()) {
      if (!/\/piece\/\d+$/.test(new URL(req.url).pathname)) continue
      pieces++
      stored += (await (await cache.match(req)).blob()).size
    }
    const { t0, t1 } = window.__dl
    const file = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === p)
    const last = file[file.length - 1]
    return {
      ms: t1 - t0,
      storedTotal: stored,
      piecesTotal: pieces,
      fileRequests: file.length,
      beforeRequest: last ? last.startTime - t0 : null,
      transfer: last ? last.responseEnd - last.startTime : null,
      afterLastByte: last ? t1 - last.responseEnd : null,
    }
  }, filePath)
  return { ...result, dropped }
}
