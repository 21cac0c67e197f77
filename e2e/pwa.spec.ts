import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, expect, test } from '@playwright/test'
import type { APIRequestContext, Page, Route } from '@playwright/test'
import { adminList } from './support/admin'
import { baseURL, DEMO, signInAs, storageStateOf } from './support/auth'
import { classOf, freshLearner } from './support/learning'
import {
  firstSync,
  followOfflineEmulation,
  setOffline,
  waitForServiceWorker,
} from './support/offline'

/**
 * The installable PWA: the service worker controls the page, the manifest is complete and Chromium
 * finds the app installable, every student route opens offline after one online visit, images are
 * cached at run time, and a new version waits for the student ('Versi baru tersedia'), never
 * reloading in the middle of a test and keeping what is not sent yet.
 */

/** Width and height from a PNG's IHDR chunk (throws when the bytes are not a PNG). */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

/**
 * Publishes a new version: appends a comment to the served sw.js (the browser's update check of
 * the worker script is not a request Playwright can route), then asks the browser to check. The
 * server serves a copy of dist/ that scripts/e2e.mjs made for this run (E2E_PUBLIC_DIR): the build
 * itself is never written. Returns the function that restores the file for the specs that follow.
 */
async function publishNewVersion(page: Page): Promise<() => void> {
  const publicDir = process.env.E2E_PUBLIC_DIR
  if (!publicDir)
    throw new Error('E2E_PUBLIC_DIR is not set: run the e2e suite with scripts/e2e.mjs')
  const file = path.join(publicDir, 'sw.js')
  const original = readFileSync(file, 'utf8')
  writeFileSync(file, `${original}\n// versi baru ${Date.now()}\n`)
  const restore = () => writeFileSync(file, original)
  try {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration()
      await registration!.update()
    })
  } catch (error) {
    restore()
    throw error
  }
  return restore
}

/** The manifest, its icons and Chromium's installability verdict, on a page of `page`'s context. */
async function checkInstallable(page: Page, request: APIRequestContext): Promise<void> {
  await page.goto('/login')
  await waitForServiceWorker(page)
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
    /\/sw\.js$/,
  )

  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const res = await request.get(new URL(href!, baseURL()).toString())
  expect(res.ok()).toBeTruthy()
  expect(res.headers()['content-type']).toBe('application/manifest+json')
  expect(res.headers()['cache-control']).toBe('no-cache')
  const manifest = (await res.json()) as {
    name: string
    short_name: string
    description: string
    lang: string
    start_url: string
    scope: string
    display: string
    theme_color: string
    background_color: string
    icons: { src: string; sizes: string; type: string; purpose?: string }[]
    screenshots: { src: string; sizes: string; type: string; form_factor?: string }[]
    shortcuts: { name: string; url: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Pendamping Skripsi',
    lang: 'id',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    theme_color: '#f97316',
    background_color: '#ffffff',
  })
  expect(manifest.short_name).toBeTruthy()
  expect(manifest.description).toMatch(/skripsi/i)

  // Every PNG icon and screenshot loads, is a PNG and has the size it declares.
  const pngs = [...manifest.icons.filter((i) => i.type === 'image/png'), ...manifest.screenshots]
  for (const image of pngs) {
    const file = await request.get(new URL(image.src, baseURL()).toString())
    expect(file.ok(), image.src).toBeTruthy()
    expect(file.headers()['content-type'], image.src).toBe('image/png')
    const { width, height } = pngSize(await file.body())
    expect(`${width}x${height}`, image.src).toBe(image.sizes)
  }
  const sizes = (purpose: string) =>
    manifest.icons
      .filter((i) => i.type === 'image/png' && (i.purpose ?? 'any') === purpose)
      .map((i) => i.sizes)
  expect(sizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']))
  expect(sizes('maskable')).toContain('512x512')
  expect(manifest.screenshots.map((s) => s.form_factor).sort()).toEqual(['narrow', 'wide'])
  expect(manifest.shortcuts.map((s) => s.url)).toEqual([
    '/subscriber/classes',
    '/dashboard/chatbotskripsi',
  ])

  const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')
  const touch = await request.get(new URL(touchIcon!, baseURL()).toString())
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 })

  // Chromium's own verdict.
  const cdp = await page.context().newCDPSession(page)
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[]
  }
  expect(installabilityErrors).toEqual([])
  const { errors } = (await cdp.send('Page.getAppManifest')) as {
    errors: { message: string; critical: number }[]
  }
  expect(errors).toEqual([])
}

test.describe('installable PWA', () => {
  test('the service worker controls the page; the manifest is complete and Chromium finds the app installable', async ({
    browserName,
    request,
  }) => {
    expect(browserName).toBe('chromium')
    // A profile on disk: Chromium never offers installation in an incognito context (Playwright's default).
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'))
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
      baseURL: baseURL(),
    })
    try {
      await checkInstallable(context.pages()[0] ?? (await context.newPage()), request)
    } finally {
      await context.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('subscriber') })

    test('every student route renders offline after one online visit; images are cached at run time, no other API response', async ({
      page,
      context,
      request,
    }) => {
      test.setTimeout(150_000)
      const { kelas } = await classOf(request, DEMO.subscriber.email)
      const judul = kelas.judul as string
      // Images the service worker fetches itself (same origin: a class image; cross origin: a YouTube
      // thumbnail) are answered here with a real PNG, so the test needs neither uploads nor the internet.
      const png = await (await request.get(`${baseURL()}/icon-192.png`)).body()
      await context.route(
        /\/api\/files\/kelas\/pwa-test\/|\/api\/files\/thesis_documents\/pwa-test\/|^https:\/\/i\.ytimg\.com\/vi\//,
        (route) => route.fulfill({ status: 200, contentType: 'image/png', body: png }),
      )

      await page.goto('/dashboard')
      await waitForServiceWorker(page)
      const routes: { path: string; visible: (p: Page) => ReturnType<Page['getByRole']> }[] = [
        { path: '/subscriber', visible: (p) => p.getByRole('button', { name: 'Buka/tutup menu' }) },
        {
          path: '/subscriber/my-packages',
          visible: (p) => p.getByTestId('subscription-card').first(),
        },
        {
          path: '/subscriber/classes',
          visible: (p) => p.getByRole('heading', { name: 'Paket Aktif Anda' }),
        },
        {
          path: `/subscriber/class/${kelas.id}`,
          visible: (p) => p.getByRole('heading', { name: judul }),
        },
        {
          path: `/subscriber/learning/${kelas.id}`,
          visible: (p) => p.getByRole('navigation', { name: 'Lesson List' }),
        },
        { path: '/dashboard', visible: (p) => p.getByRole('heading', { name: /Halo kak/ }) },
        {
          path: '/dashboard/chatbotskripsi',
          visible: (p) => p.getByRole('button', { name: 'Buka/tutup menu' }),
        },
      ]
      for (const r of routes) {
        await page.goto(r.path)
        await expect(r.visible(page), r.path).toBeVisible({ timeout: 30_000 })
      }
      await expect(page).toHaveTitle(/Asisten Skripsi AI/)

      const images = [
        '/api/files/kelas/pwa-test/sampul.png',
        'https://i.ytimg.com/vi/pwa-test/hqdefault.jpg',
        '/api/files/thesis_documents/pwa-test/skripsi.png',
      ]
      await page.evaluate(async (urls) => {
        for (const url of urls)
          await fetch(url, { mode: url.startsWith('http') ? 'no-cors' : 'same-origin' })
      }, images)
      const cached = await page.evaluate(async () => {
        const out: Record<string, string[]> = {}
        for (const name of await caches.keys()) {
          const cache = await caches.open(name)
          out[name] = (await cache.keys()).map((r) => r.url)
        }
        return out
      })
      expect(cached['pb-files']).toEqual([
        expect.stringContaining('/api/files/kelas/pwa-test/sampul.png'),
      ])
      expect(cached['youtube-thumbnails']).toEqual([
        'https://i.ytimg.com/vi/pwa-test/hqdefault.jpg',
      ])
      // The protected thesis documents and every other API response stay out of every cache.
      for (const [name, urls] of Object.entries(cached)) {
        for (const url of urls) {
          expect(url, name).not.toContain('thesis_documents')
          if (name !== 'pb-files') expect(url, name).not.toMatch(/\/api\//)
        }
      }

      await context.unroute(
        /\/api\/files\/kelas\/pwa-test\/|\/api\/files\/thesis_documents\/pwa-test\/|^https:\/\/i\.ytimg\.com\/vi\//,
      )
      await context.setOffline(true)
      try {
        for (const r of routes) {
          await page.goto(r.path)
          await page.reload()
          await expect(r.visible(page), `${r.path} offline`).toBeVisible({ timeout: 20_000 })
          await expect(page.getByText('Oops! Page not found')).toHaveCount(0)
        }
        // The images show offline from the run-time cache.
        const offline = await page.evaluate(async (urls) => {
          const out: string[] = []
          for (const url of urls) {
            try {
              const res = await fetch(url, {
                mode: url.startsWith('http') ? 'no-cors' : 'same-origin',
              })
              // A cross-origin image is opaque (no status to read); reaching it offline is what counts.
              out.push(res.type === 'opaque' ? 'opaque' : String(res.status))
            } catch {
              out.push('failed')
            }
          }
          return out
        }, images)
        // The thesis document was never cached, so offline it fails.
        expect(offline).toEqual(['200', 'opaque', 'failed'])
      } finally {
        await context.setOffline(false)
      }
    })

    test("'Pasang aplikasi' where the browser offers it, gone once installed", async ({ page }) => {
      await page.goto('/dashboard')
      await expect(page.getByRole('heading', { name: /Halo kak/ })).toBeVisible()
      // Headless Chromium does not offer installation by itself: the page gets the browser's event.
      await expect(page.getByRole('button', { name: 'Pasang aplikasi' })).toHaveCount(0)
      await page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event &
          Record<string, unknown>
        const w = window as unknown as { __prompted: number }
        w.__prompted = 0
        event.prompt = () => {
          w.__prompted++
          return Promise.resolve()
        }
        event.userChoice = Promise.resolve({ outcome: 'accepted' })
        window.dispatchEvent(event)
      })
      await page.getByRole('button', { name: 'Pasang aplikasi' }).click()
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __prompted: number }).__prompted))
        .toBe(1)
      await expect(page.getByRole('button', { name: 'Pasang aplikasi' })).toHaveCount(0)
      await expect(page.getByTestId('install-app')).toHaveCount(0)
    })

    test.describe('on iOS Safari', () => {
      test.use({
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        viewport: { width: 390, height: 844 },
      })
      test("short instructions: 'Bagikan', then 'Tambah ke Layar Utama'", async ({ page }) => {
        await page.goto('/dashboard')
        const hint = page.getByTestId('install-app')
        await expect(hint).toContainText('Bagikan')
        await expect(hint).toContainText('Tambah ke Layar Utama')
        await expect(page.getByRole('button', { name: 'Pasang aplikasi' })).toHaveCount(0)
      })
    })
  })

  test('a new version waits during a test, then "Muat ulang" reloads and keeps what is not sent yet', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000)
    await followOfflineEmulation(context)
    const student = await freshLearner(request, 'pwa', 'Putri Pembaruan')
    const { kelas, pre } = student
    const questions = await adminList(request, 'soal', `materi_id="${pre.id}"`)
    expect(questions.length).toBeGreaterThan(1)

    await signInAs(context, request, student.email)
    await firstSync(page)
    await page.goto(`/subscriber/learning/${kelas.id}?materi=${pre.id}`)
    await expect(page.getByText(`Soal 1 dari ${questions.length}`)).toBeVisible({ timeout: 20_000 })
    await page.getByLabel(/^A\. /).check()

    // A page that reloads loses this mark.
    await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true))
    const samePage = () =>
      page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage === true)

    const restore = await publishNewVersion(page)
    try {
      await expect(page.getByTestId('update-snackbar')).toBeVisible({ timeout: 30_000 })
    } finally {
      restore()
    }
    const snackbar = page.getByTestId('update-snackbar')
    await expect(snackbar).toHaveText(
      'Versi baru tersedia. Selesaikan tes dulu, lalu muat ulang.',
      { timeout: 30_000 },
    )
    await expect(page.getByRole('button', { name: 'Muat ulang' })).toHaveCount(0)
    expect(
      await page.evaluate(async () =>
        Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
      ),
    ).toBe(true)

    // Offline from here: the completion stays unsent until the end. The emulation reaches a reloaded
    // document only after it starts: on a loaded machine the new version's first push once got out
    // before it (the completion was on the server). A phone without network sends nothing, so no API
    // request reaches the server until the end either.
    const noNetwork = (route: Route) => route.abort('internetdisconnected')
    await context.route('**/api/**', noNetwork)
    await setOffline(context, page, true)
    try {
      for (let i = 0; i < questions.length; i++) {
        await expect(page.getByText(`Soal ${i + 1} dari ${questions.length}`)).toBeVisible()
        await page.getByLabel(/^A\. /).check()
        if (i < questions.length - 1)
          await page.getByRole('button', { name: 'Selanjutnya' }).click()
      }
      // Every question answered, not submitted: the test is still open, so the update still waits
      // (the note unchanged, the new worker still waiting) and the page was not reloaded.
      await expect(snackbar).toHaveText(
        'Versi baru tersedia. Selesaikan tes dulu, lalu muat ulang.',
      )
      await expect(snackbar.getByRole('button', { name: 'Muat ulang' })).toHaveCount(0)
      expect(
        await page.evaluate(async () =>
          Boolean((await navigator.serviceWorker.getRegistration())?.waiting),
        ),
      ).toBe(true)
      expect(await samePage()).toBe(true)
      await page.getByRole('button', { name: 'Submit' }).click()
      await expect(page).not.toHaveURL(new RegExp(`materi=${pre.id}`), { timeout: 20_000 })
      expect(await samePage()).toBe(true)

      // The test is over: now the update may be applied, and it reloads into the new version.
      await expect(snackbar).toHaveText(/^Versi baru tersedia/)
      const reloaded = page.waitForEvent('load')
      await snackbar.getByRole('button', { name: 'Muat ulang' }).click()
      await reloaded
      await expect.poll(samePage).toBe(false)
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return {
            waiting: Boolean(registration?.waiting),
            controlled: Boolean(navigator.serviceWorker.controller),
          }
        }),
      ).toEqual({ waiting: false, controlled: true })
      await expect(page.getByTestId('update-snackbar')).toHaveCount(0)

      // The local store and the unsent completion survived the update.
      await page.goto('/subscriber/classes')
      await expect(page.getByTestId('sync-status')).toHaveText('Offline · 1 perubahan menunggu', {
        timeout: 20_000,
      })
      expect(await adminList(request, 'progress', `user_id="${student.uid}"`)).toHaveLength(0)
    } finally {
      await context.unroute('**/api/**', noNetwork)
      await setOffline(context, page, false)
    }
    await expect
      .poll(
        async () =>
          (
            await adminList(
              request,
              'progress',
              `user_id="${student.uid}" && materi_id="${pre.id}"`,
            )
          ).map((p) => p.status),
        {
          timeout: 60_000,
        },
      )
      .toEqual(['complete'])
  })
})
