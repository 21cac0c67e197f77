import { expect, test } from '@playwright/test'
import { DEMO, DEMO_PASSWORD, storageStateOf } from './support/auth'

/**
 * A first visit to /login: the form is prerendered into index.html and wired by a
 * small module; the SDK and the app load only once the visitor uses the form, and signing in hands the
 * page to the app at the role's home.
 */

const APP_CHUNK = /\/assets\/(mount-app|app-routes|theme|engine|esm)-/

test('the /login HTML holds the form before any script runs', async ({ request }) => {
  const res = await request.get('/login')
  expect(res.ok()).toBeTruthy()
  const html = await res.text()
  const shell = html.slice(html.indexOf('<div id="login-prerender">'))
  expect(shell).toContain('Selamat Datang Kembali')
  expect(shell).toMatch(/<label for="ls-email">Email/)
  expect(shell).toMatch(/<input id="ls-password"[^>]*type="password"/)
  expect(shell).toContain('href="/register"')
  expect(shell).toContain('Lupa password?')
})

test('first visit: no app chunk until the form is used; signing in lands on the dashboard and /login leaves the history', async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
  })
  await page.goto('/')
  await page.goto('/login')
  await expect(page).toHaveTitle(/Masuk/)
  const submit = page.getByRole('button', { name: 'Masuk', exact: true })
  await expect(submit).toBeEnabled()
  await page.waitForLoadState('networkidle')
  expect(
    scripts.filter((s) => APP_CHUNK.test(s)),
    scripts.join('\n'),
  ).toEqual([])
  await expect(page.getByText('Skripsi Lebih Terarah, Lulus Lebih Tenang')).toHaveCount(0)

  // The visitor starts typing: the app is fetched meanwhile; validation as in the app.
  await page.getByLabel('Password').fill('x')
  await submit.click()
  await expect(page.getByText('Email wajib diisi')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid', 'true')
  expect(scripts.some((s) => /\/assets\/mount-app-/.test(s))).toBe(true)

  await page.getByLabel('Email').fill(DEMO.subscriber.email)
  await page.getByLabel('Password').fill(DEMO_PASSWORD)
  await submit.click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(
    page.getByRole('navigation', { name: 'Menu utama' }).getByRole('link', { name: 'LMS Skripsi' }),
  ).toBeVisible()
  await expect(page.locator('#login-prerender')).toHaveCount(0)
  // /login was replaced: back goes to the landing page.
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
})

test.describe(() => {
  test.use({ storageState: storageStateOf('user') })

  test("with a stored session /login is the app's: it goes straight to the dashboard", async ({
    page,
  }) => {
    // No flash of the sign-in form: hidden as it is parsed (the app removes it before DOMContentLoaded).
    await page.addInitScript(() => {
      const w = window as unknown as { shellShown?: boolean }
      new MutationObserver((_, observer) => {
        const shell = document.getElementById('login-prerender')
        if (!shell) return
        w.shellShown = getComputedStyle(shell).display !== 'none'
        observer.disconnect()
      }).observe(document, { childList: true, subtree: true })
    })
    await page.goto('/login')
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.locator('#login-prerender')).toHaveCount(0)
    expect(
      await page.evaluate(() => (window as unknown as { shellShown?: boolean }).shellShown),
    ).toBe(false)
  })
})

test('other pages never show the login form', async ({ page }) => {
  for (const route of ['/', '/register']) {
    await page.goto(route)
    await expect(page.locator('#login-prerender')).toHaveCount(0)
    await expect(page.getByText('Selamat Datang Kembali')).toHaveCount(0)
  }
})

test.describe('phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })
  test('the first-visit form fits a 375 px wide phone', async ({ page }) => {
    await page.goto('/login')
    await expect(page.getByRole('button', { name: 'Masuk', exact: true })).toBeEnabled()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    const box = await page.getByLabel('Email').boundingBox()
    expect(box!.width).toBeGreaterThan(250)
  })
})
