import { execFileSync } from 'node:child_process'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminUserByEmail, toast } from './support/admin'
import { baseURL, storageStateOf, uniqueEmail } from './support/auth'

/**
 * Payments end to end: the operators' notify script (npm run payments:notify) sends signed
 * notifications to the running server; the superadmin sees them appear live in /admin/payments,
 * opens the raw notification and processes a pending one; the buyer registers with the purchased
 * e-mail and finds the package (and the credits).
 */

function notify(args: string[]): string {
  return execFileSync('node', ['scripts/payments-notify.mjs', ...args, '--url', baseURL()], {
    env: {
      ...process.env,
      PAYMENT_SERVER_KEY: process.env.PAYMENT_SERVER_KEY ?? 'e2e-payment-server-key',
    },
    encoding: 'utf8',
  })
}

async function pricedPackage(
  request: APIRequestContext,
): Promise<{ id: string; nama_paket: string; harga: number }> {
  const res = await request.get(`${baseURL()}/api/collections/paket_pembelajaran/records`, {
    params: { filter: 'harga > 0', sort: 'created', perPage: '1' },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  const { items } = (await res.json()) as {
    items: Array<{ id: string; nama_paket: string; harga: number }>
  }
  expect(items.length).toBe(1)
  return items[0]!
}

function row(page: Page, orderId: string) {
  return page.locator(`[data-testid="payment-row"][data-order-id="${orderId}"]`)
}

test.describe('payments', () => {
  test.setTimeout(180_000)

  test('notifications appear live, a pending one is processed, and the buyer registers into the package', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36)
    const buyer = uniqueEmail('pembeli')
    const pendingOrder = `E2E-PENDING-${stamp}`
    const packageOrder = `E2E-PAKET-${stamp}`
    const paket = await pricedPackage(request)

    const adminContext = await browser.newContext({ storageState: storageStateOf('superadmin') })
    await adminContext.grantPermissions(['clipboard-read', 'clipboard-write'])
    const admin = await adminContext.newPage()
    await admin.goto('/admin/payments')
    await expect(admin.getByRole('heading', { name: 'Kelola Pembayaran' })).toBeVisible()
    await expect(admin.getByTestId('webhook-url')).toHaveValue(
      `${new URL(baseURL()).origin}/api/payments/webhook`,
    )
    await admin.getByRole('button', { name: 'Salin URL webhook' }).click()
    await expect(toast(admin, 'URL webhook disalin')).toBeVisible()
    // The demo's transactions are listed (dates dd/MM/yyyy HH:mm, amounts in Rupiah).
    await expect(row(admin, 'DEMO-ORDER-0001')).toContainText('Rp50.000')
    await expect(row(admin, 'DEMO-ORDER-0001')).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)
    await expect(admin.getByTestId('live-indicator')).toHaveText('Live')

    // ---- a pending notification appears without a reload
    const out = notify([
      '--order',
      pendingOrder,
      '--amount',
      '25000',
      '--email',
      buyer,
      '--status',
      'pending',
      '--method',
      'gopay',
    ])
    expect(out).toMatch(/^200 /)
    await expect(row(admin, pendingOrder)).toBeVisible({ timeout: 10_000 })
    await expect(row(admin, pendingOrder)).toContainText('Pending')
    await expect(row(admin, pendingOrder)).toContainText(buyer)

    // ---- the superadmin processes it: the pack's 20 credits
    await row(admin, pendingOrder).getByRole('button', { name: 'Proses' }).click()
    const dialog = admin.getByRole('dialog')
    await expect(dialog).toContainText('20 kredit')
    await dialog.getByRole('button', { name: 'Proses' }).click()
    await expect(toast(admin, 'Berhasil memproses transaksi dan menambah 20 kredit')).toBeVisible()
    await expect(row(admin, pendingOrder)).toContainText('Berhasil')
    await expect(row(admin, pendingOrder).getByRole('button', { name: 'Proses' })).toHaveCount(0)

    // ---- a package purchase, settled by the provider, appears live as completed
    notify([
      '--order',
      packageOrder,
      '--amount',
      String(paket.harga),
      '--email',
      buyer,
      '--package',
      paket.id,
    ])
    await expect(row(admin, packageOrder)).toContainText('Berhasil', { timeout: 10_000 })
    await expect(row(admin, packageOrder)).toContainText(`Paket: ${paket.nama_paket}`)

    // ---- search, filter and the detail dialog with the raw notification
    await admin.getByLabel('Cari transaksi').fill(packageOrder)
    await expect(admin.getByTestId('payment-row')).toHaveCount(1)
    await row(admin, packageOrder).getByRole('button', { name: 'Detail' }).click()
    await expect(admin.getByRole('dialog')).toContainText('bank_transfer')
    await expect(admin.getByTestId('webhook-data')).toContainText(`"order_id": "${packageOrder}"`)
    await expect(admin.getByTestId('webhook-data')).toContainText(`"custom_field2": "${paket.id}"`)
    await admin.getByRole('button', { name: 'Tutup' }).click()
    await admin.getByLabel('Cari transaksi').fill(`tidak-ada-${stamp}`)
    await expect(admin.getByText('Tidak ada transaksi yang cocok')).toBeVisible()
    await admin.getByLabel('Cari transaksi').fill('')
    await expect(row(admin, 'DEMO-ORDER-0003')).toBeVisible()

    // ---- the buyer registers with the purchased e-mail and finds the package and credits
    const buyerContext = await browser.newContext()
    const page = await buyerContext.newPage()
    await page.goto('/register')
    await page.getByLabel('Email').fill(buyer)
    await page.getByRole('button', { name: 'Verifikasi Email' }).click()
    await page.getByLabel(/^Password/).fill('rahasia123')
    await page.getByLabel('Konfirmasi Password').fill('rahasia123')
    await page.getByRole('button', { name: 'Buat Akun' }).click()
    await expect(page).not.toHaveURL(/\/register/)
    expect(await adminUserByEmail(request, buyer)).toMatchObject({
      credits: 20,
      role: 'subscriber',
    })
    await page.goto('/subscriber/my-packages')
    await expect(page.getByText(paket.nama_paket).first()).toBeVisible({ timeout: 20_000 })

    await buyerContext.close()
    await adminContext.close()
  })
})
