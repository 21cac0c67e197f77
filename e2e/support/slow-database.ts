import type { BrowserContext, Page } from '@playwright/test'

// Holds the local database back (test side only): while the flag is set in localStorage, every
// IndexedDB open of the page reports success `ms` later, so RxDB (Dexie) stays 'opening' for a few
// seconds and what a screen shows before it is observable. Upgrades are not delayed.
const FLAG = 'e2e:idb-open-delay'

/** Call once per context, before the pages that use it are loaded. */
export async function allowSlowDatabaseOpens(context: BrowserContext): Promise<void> {
  await context.addInitScript((flag: string) => {
    let delay = 0
    try {
      delay = Number(window.localStorage.getItem(flag) ?? 0)
    } catch {
      delay = 0
    }
    if (!(delay > 0)) return
    const open = IDBFactory.prototype.open
    IDBFactory.prototype.open = function (this: IDBFactory, ...args: [string, number?]) {
      const request = open.apply(this, args)
      let handler: ((this: IDBRequest, ev: Event) => unknown) | null = null
      Object.defineProperty(request, 'onsuccess', {
        configurable: true,
        get: () => handler,
        set: (h: typeof handler) => {
          handler = h
        },
      })
      request.addEventListener('success', (event) => {
        setTimeout(() => handler?.call(request, event), delay)
      })
      return request
    }
  }, FLAG)
}

export async function setDatabaseOpenDelay(page: Page, ms: number): Promise<void> {
  await page.evaluate(
    ([flag, value]) =>
      value > 0
        ? window.localStorage.setItem(flag, String(value))
        : window.localStorage.removeItem(flag),
    [FLAG, ms] as const,
  )
}
