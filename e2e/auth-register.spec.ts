import { expect, test } from '@playwright/test'
import { adminCreate } from './support/admin'
import { uniqueEmail } from './support/auth'

test.describe('registration (/register)', () => {
  test('an authorised e-mail registers in two steps and lands on /dashboard', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('daftar')
    await adminCreate(request, 'authorized_emails', {
      email,
      source: 'purchase',
      order_id: `E2E-${Date.now()}`,
    })

    await page.goto('/login')
    await page.getByRole('link', { name: 'Daftar Sekarang' }).click()
    await expect(page).toHaveURL(/\/register$/)

    // Step 1: mixed case and spaces are cleaned before the check.
    await page.getByLabel('Email').fill(`  ${email.toUpperCase()}  `)
    await page.getByRole('button', { name: 'Verifikasi Email' }).click()

    // Step 2: the e-mail is read-only; the form checks the password (at least 6 characters, typed
    // the same twice).
    const emailField = page.getByLabel('Email')
    await expect(emailField).toHaveValue(email)
    await expect(emailField).toHaveAttribute('readonly', '')
    await page.getByLabel(/^Password/).fill('12345')
    await page.getByLabel('Konfirmasi Password').fill('12345')
    await page.getByRole('button', { name: 'Buat Akun' }).click()
    await expect(page.getByText('Password minimal 6 karakter')).toBeVisible()

    await page.getByLabel(/^Password/).fill('rahasia123')
    await page.getByLabel('Konfirmasi Password').fill('rahasia124')
    await page.getByRole('button', { name: 'Buat Akun' }).click()
    await expect(page.getByText('Password tidak sama')).toBeVisible()

    await page.getByLabel('Konfirmasi Password').fill('rahasia123')
    await page.getByRole('button', { name: 'Buat Akun' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    await expect(
      page.getByRole('heading', { name: 'Halo kak Pengguna, siap belajar lagi?' }),
    ).toBeVisible()
    await expect(page.getByTestId('user-name')).toHaveText(email)
    await expect(page.getByTestId('credits')).toHaveText('0')

    // The new account is a plain user: refused from the admin area.
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/dashboard$/)
  })

  // The refusal of docs/contract.md, "Routes" (signing up with an e-mail not in authorized_emails).
  test('an e-mail without a purchase is refused with the sign-up message', async ({ page }) => {
    await page.goto('/register')
    await page.getByLabel('Email').fill(uniqueEmail('tanpa-akses'))
    await page.getByRole('button', { name: 'Verifikasi Email' }).click()
    const message =
      'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.'
    await expect(page.getByText(message).first()).toBeVisible()
    await expect(page.getByRole('button', { name: 'Buat Akun' })).toHaveCount(0)
  })
})
