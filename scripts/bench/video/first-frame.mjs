/* global window, document, MutationObserver */
// Time to first frame offline (part 3 of the video benchmark): the learning page reloaded offline, the
// video opened and played from the service worker's stored pieces.

/**
 * Offline: the learning page reloaded, the video opened (a click on its title) and played, muted.
 * `atMount`: play() the moment the player appears (no metadata yet: the stricter case, a tap as fast
 * as possible); else play() once its metadata has loaded (the player shows its length, then the tap).
 * Measured in the page from the play() call: the first new frame presented (requestVideoFrameCallback),
 * the 'playing' event and the first 'timeupdate' with currentTime > 0 (timeupdate fires every ~250 ms).
 */
export async function firstFrameOffline(page, url, kelasId, lessonId, atMount) {
  await page.goto(`${url}/subscriber/learning/${kelasId}?materi=${lessonId}`)
  await page.getByText('Video unggahan').first().waitFor({ timeout: 30_000 })
  await page.evaluate((now) => {
    const w = window
    w.__open = {}
    document.addEventListener('click', () => (w.__open.click ??= performance.now()), {
      capture: true,
    })
    document.addEventListener(
      'loadedmetadata',
      (e) => {
        if (e.target?.dataset?.testid === 'uploaded-video') w.__open.meta ??= performance.now()
      },
      true,
    )
    const playAndTime = (v) => {
      const timeout = (ms) => new Promise((r) => setTimeout(() => r(null), ms))
      const readyState = v.readyState
      const t0 = performance.now()
      const frame =
        'requestVideoFrameCallback' in v
          ? new Promise((r) => v.requestVideoFrameCallback(() => r(performance.now())))
          : Promise.resolve(null)
      const playing = new Promise((r) =>
        v.addEventListener('playing', () => r(performance.now()), { once: true }),
      )
      const advanced = new Promise((r) => {
        const f = () => {
          if (v.currentTime > 0) {
            v.removeEventListener('timeupdate', f)
            r(performance.now())
          }
        }
        v.addEventListener('timeupdate', f)
      })
      const played = v.play().then(
        () => null,
        (e) => String(e),
      )
      w.__ttff = Promise.all([
        played,
        ...[frame, playing, advanced].map((p) => Promise.race([p, timeout(15_000)])),
      ]).then(([error, tf, tp, ta]) => {
        const since = (t) => (t === null ? null : t - t0)
        v.pause()
        return { error, readyState, frame: since(tf), playing: since(tp), advanced: since(ta) }
      })
    }
    // Watches for the player (checked on every animation frame and DOM change).
    const find = () =>
      document.querySelector('[data-testid="uploaded-video"][data-source="offline"]')
    const start = (v) => {
      v.muted = true
      if (now || v.readyState >= 1) playAndTime(v)
      else v.addEventListener('loadedmetadata', () => playAndTime(v), { once: true })
    }
    const obs = new MutationObserver(() => {
      const v = find()
      if (v) {
        obs.disconnect()
        start(v)
      }
    })
    obs.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-source'],
    })
  }, atMount)
  await page.getByText('Video unggahan').first().click()
  await page.waitForFunction(() => Boolean(window.__ttff), null, { timeout: 30_000 })
  const r = await page.evaluate(async () => ({
    ...(await window.__ttff),
    openToMetadata:
      window.__open.meta && window.__open.click ? window.__open.meta - window.__open.click : null,
  }))
  if (r.error) throw new Error(`play(): ${r.error}`)
  return r
}
