// Where each role lands and what it may open: docs/contract.md, "Routes" (App routes) and
// "Roles and access".
import { expect, test } from '@playwright/test'
import { adminUpdateUser, adminUserByEmail } from './support/admin'
import { DEMO, signInUi, storageStateOf, userRealtimeReady } from './support/auth'

test.describe('roles land where the route table says', () => {
  test('superadmin: /dashboard with Management LMS, the admin area, and is sent to /admin from /subscriber', async ({
    page,
  }) => {
    await signInUi(page, DEMO.superadmin.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('heading', { name: `Halo kak ${DEMO.superadmin.name}, siap belajar lagi?` }),
    ).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav.getByRole('link', { name: 'Management LMS' })).toHaveAttribute(
      'href',
      '/admin',
    )
    await expect(page.getByText('Kredit Chat')).toBeVisible()
    await expect(page.getByTestId('credits')).toHaveText('100')

    await nav.getByRole('link', { name: 'Management LMS' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    for (const [label, path] of [
      ['Subscribers', '/admin/subscribers'],
      ['Packages', '/admin/packages'],
      ['Payments', '/admin/payments'],
    ] as const) {
      await page
        .getByRole('navigation', { name: 'Menu utama' })
        .getByRole('link', { name: label })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path}$`))
    }
    await page.goto('/subscriber/classes')
    await expect(page).toHaveURL(/\/admin$/)
  })

  test('active subscriber: /dashboard with LMS Skripsi, the subscriber area, and is sent to /subscriber from /admin', async ({
    page,
  }) => {
    await signInUi(page, DEMO.subscriber.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav.getByRole('link', { name: 'LMS Skripsi' })).toHaveAttribute(
      'href',
      '/subscriber/my-packages',
    )
    await expect(nav.getByRole('link', { name: 'Management LMS' })).toHaveCount(0)
    await nav.getByRole('link', { name: 'LMS Skripsi' }).click()
    await expect(page).toHaveURL(/\/subscriber\/my-packages$/)
    const subNav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(subNav.getByRole('link', { name: 'Paket Saya' })).toBeVisible()
    await subNav.getByRole('link', { name: 'Daftar Kelas' }).click()
    await expect(page).toHaveURL(/\/subscriber\/classes$/)
    await page.goto('/admin/payments')
    await expect(page).toHaveURL(/\/subscriber$/)
  })

  test('expired subscriber keeps the subscriber role: /subscriber reachable, /admin refused', async ({
    page,
  }) => {
    await signInUi(page, DEMO.expired.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('credits')).toHaveText('0')
    await page.goto('/subscriber')
    await expect(page).toHaveURL(/\/subscriber$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/subscriber$/)
  })

  test('plain user: /dashboard, refused from /subscriber and /admin to /dashboard', async ({
    page,
  }) => {
    await signInUi(page, DEMO.user.email)
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(page.getByTestId('user-name')).toHaveText(DEMO.user.name)
    await page.goto('/subscriber/my-packages')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/dashboard$/)
    await page.goto('/lms/packages')
    await expect(page).toHaveURL(/\/lms\/packages$/)
    await page.goto('/dashboard/cv')
    await expect(page.getByRole('heading', { level: 1, name: 'Analisa CV' })).toBeVisible()
    await page.goto('/dashboard/lms')
    await expect(page.getByRole('heading', { name: 'Coming Soon' })).toBeVisible()
    await page.getByRole('link', { name: 'Kembali ke Dashboard' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
  })
})

test.describe('guard and sign-in flow', () => {
  test('a visitor is sent to /login and comes back to where they were going', async ({ page }) => {
    await page.goto('/admin/payments')
    await expect(page).toHaveURL(/\/login$/)
    await signInUi(page, DEMO.superadmin.email)
    await expect(page).toHaveURL(/\/admin\/payments$/)
  })

  test('wrong password shows an Error toast; empty fields are required', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Masuk', exact: true }).click()
    await expect(page.getByText('Email wajib diisi')).toBeVisible()
    await expect(page.getByText('Password wajib diisi')).toBeVisible()
    await page.getByLabel('Email').fill(DEMO.user.email)
    await page.getByLabel('Password').fill('salah-sekali')
    await page.getByRole('button', { name: 'Masuk', exact: true }).click()
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByText('Error')).toBeVisible()
    await expect(toasts.getByText('Email atau password salah.')).toBeVisible()
    await expect(page).toHaveURL(/\/login$/)
  })

  test('Lupa password? needs an e-mail first', async ({ page }) => {
    await page.goto('/login')
    await page.getByRole('button', { name: 'Lupa password?' }).click()
    const toasts = page.getByRole('region', { name: 'Notifications' })
    await expect(toasts.getByText('Email required')).toBeVisible()
    await expect(toasts.getByText('Please enter your email address first')).toBeVisible()
    await page.keyboard.press('Alt+t')
    await expect(toasts).toBeFocused()
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('user') })

    test('Keluar signs out and goes to /; the next visit to /dashboard asks to sign in', async ({
      page,
    }) => {
      await page.goto('/dashboard')
      await page.getByRole('button', { name: 'Keluar' }).click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('link', { name: 'Masuk' }).first()).toBeVisible()
      await page.goto('/dashboard')
      await expect(page).toHaveURL(/\/login$/)
    })

    test('profile changes arrive live (realtime): credits and name update without a reload', async ({
      page,
      request,
    }) => {
      const rina = await adminUserByEmail(request, DEMO.user.email)
      const live = userRealtimeReady(page, rina!.id)
      await page.goto('/dashboard')
      await expect(page.getByTestId('credits')).toHaveText('5')
      // The page follows the user's record on realtime before the record changes.
      await live
      try {
        await adminUpdateUser(request, DEMO.user.email, { credits: 42, full_name: 'Rina Baru' })
        await expect(page.getByTestId('credits')).toHaveText('42')
        await expect(page.getByTestId('user-name')).toHaveText('Rina Baru')
        await expect(
          page.getByRole('heading', { name: 'Halo kak Rina Baru, siap belajar lagi?' }),
        ).toBeVisible()
      } finally {
        await adminUpdateUser(request, DEMO.user.email, { credits: 5, full_name: DEMO.user.name })
      }
    })
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('subscriber') })

    test('an expired session asks the same user to sign in again and keeps them where they are', async ({
      page,
    }) => {
      await page.goto('/subscriber')
      // Make the stored token expire (exp in the past), as after two weeks away.
      await page.evaluate(() => {
        const key = 'pocketbase_auth'
        const stored = JSON.parse(localStorage.getItem(key)!) as { token: string; model: unknown }
        const [head, , sig] = stored.token.split('.')
        const payload = btoa(
          JSON.stringify({ id: 'x', type: 'authRecord', exp: Math.floor(Date.now() / 1000) - 60 }),
        )
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
        localStorage.setItem(key, JSON.stringify({ ...stored, token: `${head}.${payload}.${sig}` }))
      })
      await page.reload()
      const dialog = page.getByRole('dialog', { name: 'Sesi berakhir' })
      await expect(dialog).toBeVisible()
      await expect(dialog).toContainText(DEMO.subscriber.email)
      await expect(page).toHaveURL(/\/subscriber$/)
      await dialog.getByLabel(/Password/).fill('salah-sekali')
      await dialog.getByRole('button', { name: 'Masuk' }).click()
      await expect(dialog.getByText('Email atau password salah.')).toBeVisible()
      await dialog.getByLabel(/Password/).fill('demo12345')
      await dialog.getByRole('button', { name: 'Masuk' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(/\/subscriber$/)
      await page.reload()
      await expect(page.getByTestId('user-name')).toHaveText(DEMO.subscriber.name)
      await expect(page.getByRole('dialog', { name: 'Sesi berakhir' })).toHaveCount(0)
    })
  })

  test('unknown routes show the not-found page and log the path', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (msg) => {
      if (msg.type() === 'warning') warnings.push(msg.text())
    })
    await page.goto('/tidak-ada-halaman')
    await expect(page.getByText('Oops! Page not found')).toBeVisible()
    // The page logs in an effect after it renders, and console events reach the test after that.
    await expect.poll(() => warnings.some((w) => w.includes('/tidak-ada-halaman'))).toBe(true)
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test('no console errors across the shell areas', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  await page.goto('/')
  await page.goto('/register')
  await signInUi(page, DEMO.superadmin.email)
  for (const path of [
    '/dashboard',
    '/dashboard/cv',
    '/dashboard/simulasi-sidang',
    '/dashboard/lms',
    '/dashboard/chatbotskripsi',
    '/admin',
    '/admin/subscribers',
    '/lms/packages',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test.describe('phone (375x812)', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: storageStateOf('subscriber') })

  test('the sidebar is a drawer opened by the menu button, no horizontal scroll', async ({
    page,
  }) => {
    await page.goto('/dashboard')
    await expect(
      page.getByRole('heading', { name: `Halo kak ${DEMO.subscriber.name}, siap belajar lagi?` }),
    ).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav).toBeHidden()
    await page.getByRole('button', { name: 'Buka/tutup menu' }).click()
    await expect(nav).toBeVisible()
    await nav.getByRole('link', { name: 'Chatbot Konsultasi Skripsi' }).click()
    await expect(page).toHaveURL(/\/dashboard\/chatbotskripsi$/)
    await expect(nav).toBeHidden()
    // No horizontal scrolling on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
  })
})

test.describe('desktop sidebar', () => {
  test.use({ storageState: storageStateOf('user') })

  test('Ctrl+B hides the sidebar and the state survives a reload (cookie)', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    const nav = page.getByRole('navigation', { name: 'Menu utama' })
    await expect(nav).toBeVisible()
    await page.keyboard.press('Control+b')
    await expect(nav).toBeHidden()
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state')
    expect(cookie?.value).toBe('false')
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(6.9 * 24 * 3600)
    await page.reload()
    await expect(page.getByRole('heading', { name: /Halo kak/ })).toBeVisible()
    await expect(nav).toBeHidden()
    await page.keyboard.press('Control+b')
    await expect(nav).toBeVisible()
  })
})
