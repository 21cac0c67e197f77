import type { BrowserContext, Page } from '@playwright/test'

// Playwright's offline emulation (context.setOffline) is applied per page target, and with some
// Chromium builds a document loaded while the context is offline (a reload) still reports
// navigator.onLine = true (microsoft/playwright#42174); a real device in airplane mode reports
// false. These helpers make navigator.onLine follow the emulation in every document of the
// context, so the app sees what a phone would: a flag in localStorage (per origin, survives the
// reload) that the init script's getter honours, and the real value otherwise.
const FLAG = 'e2e:offline'

/** Call once per context, before the pages that go offline are loaded. */
export async function followOfflineEmulation(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag: string) => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')
    if (!real?.get) return
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        try {
          if (window.localStorage.getItem(flag) === '1') return false
        } catch {
          // storage unavailable: the browser's own value
        }
        return real.get!.call(this) as boolean
      },
    })
  }, FLAG)
}

/** context.setOffline, with navigator.onLine following it in documents loaded meanwhile. */
export async function setOffline(context: BrowserContext, page: Page, offline: boolean): Promise<void> {
  if (offline) {
    await page.evaluate((flag) => window.localStorage.setItem(flag, '1'), FLAG)
    await context.setOffline(true)
  } else {
    await page.evaluate((flag) => window.localStorage.removeItem(flag), FLAG).catch(() => undefined)
    await context.setOffline(false)
    // A document that never saw the emulated 'offline' never gets Chromium's 'online' either:
    // announce it, as the device does when its network returns.
    for (const p of context.pages()) await p.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
  }
}
