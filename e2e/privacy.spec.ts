// Issue 22: students own their data. A student changes their name, downloads everything kept about
// them as one ZIP, deletes a thesis and then the whole account; they can no longer sign in, the
// device forgets them, and the landing page still shows their review, as 'Pengguna'.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { localRecordCount, openAccountPage, privacyStudent } from './support/account'
import { adminUserByEmail, toast } from './support/admin'
import { baseURL, signInAs, storageStateOf } from './support/auth'
import { freshLearner } from './support/learning'
import { scrollUntil, stayLocal } from './support/landing'

test('the privacy page is linked from the landing footer and /login and says what leaves', async ({
  page,
}) => {
  await stayLocal(page)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Kebijakan Privasi' }).click()
  await expect(page).toHaveURL(/\/privasi$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeVisible()
  await expect(page.getByTestId('privacy-outside')).toBeVisible()
  await expect(page.getByText('UU No. 27 Tahun 2022', { exact: false }).first()).toBeVisible()
  await expect(page.getByTestId('privacy-retention')).toContainText(/\d+ hari/)

  await page.goto('/')
  const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Kebijakan Privasi' })
  await scrollUntil(page, footerLink, { step: 1500 })
  await expect(footerLink).toHaveAttribute('href', '/privasi')
})

test('a student changes their name, downloads their data, deletes a thesis and the account', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000)
  await stayLocal(page)
  const student = await privacyStudent(request)
  await signInAs(page.context(), request, student.email, student.password)
  await page.goto('/dashboard')
  await expect(page.getByTestId('user-name')).toHaveText(student.fullName)
  await openAccountPage(page)
  await expect(page).toHaveURL(/\/dashboard\/akun$/)
  await expect(page.getByTestId('account-email')).toHaveText(student.email)

  // the name
  const name = page.getByLabel('Nama lengkap')
  await name.fill('Putri Berganti Nama')
  await page.getByRole('button', { name: 'Simpan nama' }).click()
  await expect(toast(page, 'Nama lengkap disimpan.')).toBeVisible()
  await expect(page.getByTestId('user-name')).toHaveText('Putri Berganti Nama')

  // 'Unduh data saya': one ZIP named by the server
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Unduh data saya' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^data-saya(-\d{8})?\.zip$/)
  const bytes = await readFile((await download.path())!)
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK')
  expect(bytes.includes(Buffer.from(student.thesisName))).toBe(true)

  // the thesis: listed with its retention date, then deleted
  const row = page.getByTestId('account-document').filter({ hasText: student.thesisName })
  await expect(row).toContainText('Dihapus otomatis pada')
  await row.getByRole('button', { name: `Hapus dokumen ${student.thesisName}` }).click()
  const confirmDoc = page.getByRole('dialog', { name: 'Hapus dokumen?' })
  await confirmDoc.getByRole('button', { name: 'Hapus dokumen' }).click()
  await expect(page.getByText('Belum ada dokumen yang diunggah.')).toBeVisible()

  // the account: what is lost is named; a wrong password changes nothing
  await page.getByRole('button', { name: 'Hapus akun', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Hapus akun secara permanen?' })
  await expect(dialog.getByTestId('delete-account-credits')).toContainText(
    `${student.credits} kredit`,
  )
  await expect(dialog.getByTestId('delete-account-subscriptions')).toContainText('berlaku sampai')
  await dialog.getByLabel('Password Anda').fill('bukan-password')
  await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click()
  await expect(dialog.getByText(/salah/i)).toBeVisible()
  await dialog.getByLabel('Password Anda').fill(student.password)
  await dialog.getByRole('button', { name: 'Hapus akun permanen' }).click()
  await expect(page).toHaveURL(`${baseURL()}/`)
  await expect(page.getByText('Akun Anda telah dihapus.')).toBeVisible()

  // the device forgot them: no session, no local database
  await expect.poll(() => page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeFalsy()
  await expect.poll(() => localRecordCount(page, `ps_${student.uid.toLowerCase()}`)).toBe(0)

  // they can no longer sign in
  const signIn = await request.post(`${baseURL()}/api/collections/users/auth-with-password`, {
    data: { identity: student.email, password: student.password },
  })
  expect(signIn.status()).toBe(400)
  await page.goto('/login')
  await page.getByLabel('Email').fill(student.email)
  await page.getByLabel('Password').fill(student.password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page.getByText('Email atau password salah.')).toBeVisible()
  await expect(page).toHaveURL(/\/login$/)

  // the landing page still shows the review, as 'Pengguna'
  await page.goto('/')
  const heading = page.getByRole('heading', { name: 'Kata Mereka' })
  await scrollUntil(page, heading, { step: 800 })
  const review = page.locator('figure', { hasText: student.reviewText })
  await expect(review).toBeAttached()
  await expect(review).toContainText('Pengguna')
  await expect(review).not.toContainText('Putri')
})

test("'Logout' empties the student's local database on the device", async ({ page, request }) => {
  await stayLocal(page)
  const learner = await freshLearner(request, 'keluar')
  await signInAs(page.context(), request, learner.email, learner.password)
  await page.goto('/subscriber/classes')
  const dbName = `ps_${learner.uid.toLowerCase()}`
  await expect.poll(() => localRecordCount(page, dbName)).toBeGreaterThan(0)
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(`${baseURL()}/`)
  await expect.poll(() => localRecordCount(page, dbName)).toBe(0)
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeFalsy()
})

test("the superadmin's 'Hapus akun pengguna' deletes the person, not only the subscription", async ({
  browser,
  request,
}) => {
  const learner = await freshLearner(request, 'hapusadmin', 'Dimas Dihapus Admin')
  const context = await browser.newContext({ storageState: storageStateOf('superadmin') })
  const page = await context.newPage()
  await stayLocal(page)
  await page.goto('/admin/subscribers')
  await page.getByLabel('Cari subscriber').fill(learner.email)
  await expect(page.getByTestId('subscriber-total')).toHaveText('Total: 1 subscriber')
  await page.getByRole('button', { name: 'Hapus subscriber' }).click()
  const dialog = page.getByRole('dialog', { name: 'Hapus Dimas Dihapus Admin?' })
  await expect(dialog).toContainText('Hapus langganan')
  await dialog.getByLabel(/Saya mengerti/).check()
  await dialog.getByRole('button', { name: 'Hapus akun pengguna' }).click()
  await expect(toast(page, 'dan semua datanya telah dihapus')).toBeVisible()
  await expect(page.getByTestId('subscriber-total')).toHaveText('Total: 0 subscriber')
  expect(await adminUserByEmail(request, learner.email)).toBeUndefined()
  await context.close()
})
