// Offline on a phone: the service worker that serves the app without a network, the first sync of
// the local store, and Playwright's offline emulation made to look like a device's airplane mode.
import { expect } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { timedFirstSync } from './sync-timing'

/**
 * Waits until the service worker controls the page (an offline reload needs it): the first load
 * is not controlled yet, so it reloads once.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  }
}

/**
 * A signed-in subscriber's first visit, online: the service worker takes over and the local store
 * finishes its first sync ('Tersinkron' on the class list).
 */
export async function firstSync(page: Page): Promise<void> {
  await timedFirstSync(page, 'the class list synced', async () => {
    await page.goto('/subscriber/classes')
    await waitForServiceWorker(page)
    await expect(page.getByTestId('sync-status')).toHaveText('Tersinkron', { timeout: 45_000 })
  })
}

const storageNote = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'penyimpanan permanen' })

/**
 * Closes the notes a phone shows over the page when the browser refused persistent storage (as
 * headless Chromium does): a student closes them the same way before tapping what is under them.
 */
export async function dismissNotes(page: Page): Promise<void> {
  const note = storageNote(page)
  if (await note.isVisible()) await note.getByRole('button', { name: 'Close' }).click()
}

/** Closes that note whenever it comes in the way of an action on the page, as a student would. */
export async function dismissNotesWhenShown(page: Page): Promise<void> {
  await page.addLocatorHandler(storageNote(page), (note) =>
    note.getByRole('button', { name: 'Close' }).click(),
  )
}

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
export async function setOffline(
  context: BrowserContext,
  page: Page,
  offline: boolean,
): Promise<void> {
  if (offline) {
    await page.evaluate((flag) => window.localStorage.setItem(flag, '1'), FLAG)
    await context.setOffline(true)
  } else {
    await page.evaluate((flag) => window.localStorage.removeItem(flag), FLAG).catch(() => undefined)
    await context.setOffline(false)
    // A document that never saw the emulated 'offline' never gets Chromium's 'online' either:
    // announce it, as the device does when its network returns.
    for (const p of context.pages())
      await p.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined)
  }
}
