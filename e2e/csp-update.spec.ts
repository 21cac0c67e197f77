import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { freePort, ROOT, startPocketBase } from '../pocketbase/launcher.mjs'
// @ts-expect-error plain ESM JavaScript shared with the integration tests
import { startHttpTap } from '../scripts/lib/http-tap.mjs'
// @ts-expect-error plain ESM JavaScript shared with the benches
import { startS3StandIn } from '../scripts/lib/s3-stand-in.mjs'
import { followOfflineEmulation, setOffline, waitForServiceWorker } from './support/offline'

/**
 * An installed app runs under the server's current Content-Security-Policy (src/sw/shell-headers.ts),
 * not the one its precached index.html was stored with. This spec runs its own PocketBase (its
 * environment changes mid-test) with its files in an S3 bucket (s3rver behind a tap that records what
 * reaches it). Videos first go out through the server (VIDEO_DELIVERY unset: the CSP does not name
 * the bucket); the app is installed; the operator switches to VIDEO_DELIVERY=signed and restarts (the
 * CSP names the bucket, the built files are the same, so the service worker does not update). After
 * one online start the app may fetch from and stream from the bucket; started offline (the server
 * down), it still may.
 */

interface TapEntry {
  method: string
  path: string
}
interface Tap {
  url: string
  entries: TapEntry[]
  stop(): Promise<void>
}
interface Server {
  url: string
  stop(): Promise<void>
}

/** Collects the directives of every CSP violation about `origin` in the context's documents. */
async function refusalsOf(context: BrowserContext, origin: string): Promise<string[]> {
  const refused: string[] = []
  await context.exposeBinding('__reportRefusal', (_source, directive: string) => {
    refused.push(directive)
  })
  await context.addInitScript((origin: string) => {
    document.addEventListener('securitypolicyviolation', (e) => {
      if (!e.blockedURI.startsWith(origin)) return
      const report = (window as unknown as { __reportRefusal?: (d: string) => void })
        .__reportRefusal
      report?.(e.effectiveDirective)
    })
  }, origin)
  return refused
}

/**
 * From the page's document: a fetch() (connect-src; a download) of `<probe>.json` and a <video>
 * (media-src; streaming) of `<probe>.mp4` at the bucket.
 */
async function askBucket(page: Page, bucket: string, probe: string): Promise<void> {
  await page.evaluate(
    async ({ bucket, probe }) => {
      await fetch(`${bucket}/pendamping/${probe}.json`, { mode: 'no-cors', cache: 'no-store' })
        .then((r) => r.body?.cancel())
        .catch(() => undefined)
      const video = document.createElement('video')
      video.muted = true
      video.preload = 'metadata'
      await new Promise<void>((resolve) => {
        video.onerror = () => resolve()
        video.onloadedmetadata = () => resolve()
        setTimeout(resolve, 5000)
        video.src = `${bucket}/pendamping/${probe}.mp4`
      })
      video.removeAttribute('src')
      video.load()
    },
    { bucket, probe },
  )
}

/** What reached the bucket of `probe` (paths without the bucket name). */
function reached(tap: Tap, probe: string): string[] {
  return [
    ...new Set(
      tap.entries
        .filter((e) => e.path.startsWith(`/pendamping/${probe}.`))
        .map((e) => e.path.slice('/pendamping/'.length)),
    ),
  ].sort()
}

/** The Content-Security-Policy the precached index.html was stored with ('' when none). */
function precachedPolicy(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    for (const name of await caches.keys()) {
      if (!name.startsWith('workbox-precache')) continue
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname !== '/index.html') continue
        const response = await cache.match(request)
        return response?.headers.get('content-security-policy') ?? ''
      }
    }
    return null
  })
}

test('an installed app runs under the server’s current CSP after one online start, and offline keeps it', async ({
  browser,
}) => {
  test.setTimeout(150_000)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const port = (await freePort()) as number
  const appUrl = `http://127.0.0.1:${port}`
  const s3 = await startS3StandIn({ corsOrigins: [appUrl] })
  const bucket = (await startHttpTap({ target: s3.endpoint })) as Tap
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-csp-'))
  const publicDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-csp-public-'))
  cpSync(path.join(ROOT as string, 'dist'), publicDir, { recursive: true })
  let log = ''
  // The same port, data and files each time; only the environment changes.
  const start = (env: Record<string, string>) =>
    startPocketBase({
      port,
      dataDir,
      publicDir,
      onOutput: (line: string) => void (log += line),
      env: {
        PB_SEED: 'none',
        PB_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.local',
        PB_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-123',
        SMTP_HOST: '',
        ...s3.env,
        S3_ENDPOINT: bucket.url,
        ...env,
      },
    }) as Promise<Server>
  let server: Server | null = await start({})
  const context = await browser.newContext({ baseURL: appUrl })
  try {
    await followOfflineEmulation(context)
    const refused = await refusalsOf(context, bucket.url)
    const page = await context.newPage()
    const policy = async () =>
      (await context.request.get(`${appUrl}/login`)).headers()['content-security-policy'] ?? ''

    // Installed while the server delivers the videos: the CSP does not name the bucket.
    expect(await policy()).not.toContain(bucket.url)
    await page.goto('/login')
    await waitForServiceWorker(page)
    await expect(page.locator('#landing-prerender')).toHaveCount(0)
    await askBucket(page, bucket.url, 'before')
    await expect.poll(() => [...refused].sort()).toEqual(['connect-src', 'media-src'])
    expect(reached(bucket, 'before')).toEqual([])
    expect(await precachedPolicy(page)).not.toContain(bucket.url)

    // The operator switches to signed URLs and restarts: same files, so no new service worker.
    await server.stop()
    server = null
    log = ''
    server = await start({ VIDEO_DELIVERY: 'signed' })
    expect(log).toContain(`langsung dari ${bucket.url}`)
    expect(await policy()).toContain(`media-src 'self' blob: ${bucket.url}`)

    // One online start of the installed app: its document runs under the new policy (the precached
    // response still carries the old one), and index.html's inline script still runs by its hash.
    refused.length = 0
    await page.goto('/login')
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('#landing-prerender')).toHaveCount(0)
    expect(await precachedPolicy(page)).not.toContain(bucket.url)
    await askBucket(page, bucket.url, 'online')
    await expect.poll(() => reached(bucket, 'online')).toEqual(['online.json', 'online.mp4'])
    expect(refused).toEqual([])

    // Started offline, with the server down too (nothing answers the worker's request for the
    // headers), the app keeps the policy it last saw: once the network is back, the same document
    // reaches the bucket.
    await server.stop()
    server = null
    await setOffline(context, page, true)
    await page.goto('/login')
    await page.reload()
    await expect(page.getByLabel('Email')).toBeVisible({ timeout: 20_000 })
    await expect(page.locator('#landing-prerender')).toHaveCount(0)
    await setOffline(context, page, false)
    await askBucket(page, bucket.url, 'offline-start')
    await expect
      .poll(() => reached(bucket, 'offline-start'))
      .toEqual(['offline-start.json', 'offline-start.mp4'])
    expect(refused).toEqual([])
  } finally {
    await context.close()
    await server?.stop()
    await bucket.stop()
    await s3.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(publicDir, { recursive: true, force: true })
  }
})
