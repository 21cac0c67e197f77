// The landing page: its sections below the first screen load on the first scroll, and the
// third-party media it links (YouTube) is not reachable from this machine.
import { expect } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'

/** No request leaves the test server (YouTube thumbnails and players are not reachable here). */
export async function stayLocal(page: Page): Promise<void> {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
}

/**
 * Scrolls until `target` is in the page (attached, or visible with `visible`): the sections below
 * the first screen load on the first scroll.
 */
export async function scrollUntil(
  page: Page,
  target: Locator,
  { step = 600, visible = false }: { step?: number; visible?: boolean } = {},
): Promise<void> {
  await expect(async () => {
    if ((await target.count()) === 0) await page.mouse.wheel(0, step)
    if (visible) await expect(target).toBeVisible({ timeout: 1_000 })
    else await expect(target).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
}
