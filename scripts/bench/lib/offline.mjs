/* global window, localStorage, Navigator, Event */
// Offline emulation for the benches, as the e2e tests do it (e2e/support/offline.ts): Playwright's
// context.setOffline, with navigator.onLine following it in documents loaded meanwhile.
const OFFLINE_FLAG = 'e2e:offline'

/** Call once per context, before the pages that go offline are loaded. */
export async function followOfflineEmulation(context) {
  await context.addInitScript((flag) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    if (!real?.get) return
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get() {
        try {
          if (window.localStorage.getItem(flag) === '1') return false
        } catch {
          // storage unavailable: the browser's own value
        }
        return real.get.call(this)
      },
    })
  }, OFFLINE_FLAG)
}

/** context.setOffline, with navigator.onLine following it (and an 'online' event when the link returns). */
export async function setOffline(context, page, offline) {
  if (offline) {
    await page.evaluate((flag) => localStorage.setItem(flag, '1'), OFFLINE_FLAG)
    await context.setOffline(true)
  } else {
    await page
      .evaluate((flag) => localStorage.removeItem(flag), OFFLINE_FLAG)
      .catch(() => undefined)
    await context.setOffline(false)
    for (const p of context.pages())
      await p.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
  }
}
