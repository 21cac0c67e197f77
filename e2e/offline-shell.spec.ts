import { expect, test } from '@playwright/test'
import { DEMO, storageStateOf } from './support/auth'
import { waitForServiceWorker } from './support/offline'

test.describe('offline reload', () => {
  test.use({ viewport: { width: 375, height: 812 }, storageState: storageStateOf('subscriber') })

  test('a signed-in student reloads /dashboard and other routes offline and still sees the shell', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard')
    await waitForServiceWorker(page)
    // Load every area once online (the precache holds all route chunks anyway).
    await page.goto('/subscriber')
    await expect(page.getByRole('button', { name: 'Buka/tutup menu' })).toBeVisible()

    await context.setOffline(true)
    try {
      await page.goto('/dashboard')
      await expect(
        page.getByRole('heading', { name: `Halo kak ${DEMO.subscriber.name}, siap belajar lagi?` }),
      ).toBeVisible()
      await expect(page.getByText('Kredit Chat')).toBeAttached()
      await page.reload()
      await expect(page.getByRole('heading', { name: /Halo kak/ })).toBeVisible()
      // No error toast for being offline, and the session was kept.
      await expect(
        page.getByRole('region', { name: 'Notifications' }).getByText('Error'),
      ).toHaveCount(0)

      // A route chunk never opened online also comes from the precache.
      await page.goto('/subscriber/classes')
      await expect(page).toHaveURL(/\/subscriber\/classes$/)
      await expect(page.getByRole('button', { name: 'Buka/tutup menu' })).toBeVisible()
      await expect(page.getByTestId('user-name')).toHaveText(DEMO.subscriber.name)

      await page.goto('/halaman-lain')
      await expect(page.getByText('Oops! Page not found')).toBeVisible()
    } finally {
      await context.setOffline(false)
    }
  })
})
