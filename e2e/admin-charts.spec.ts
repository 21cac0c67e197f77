import { readFileSync } from 'node:fs'
import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { adminCreate, adminList, adminSubscribe, pbDate } from './support/admin'
import { storageStateOf } from './support/auth'

/**
 * The dashboard's charts and the CSV exports (docs/admin-api.md, Charts and Exports): with a
 * completed payment and a subscription seeded today, the overview's charts show numbers equal to
 * the summary cards (the 'Active Subscribers' card, the payments page's 'today' card), each chart
 * has its numbers as a table, the page fits a 360 px phone, and 'Unduh CSV' on the subscriber
 * list downloads a file that parses with as many rows as the list counts.
 */

/** A strict parser of the exports: BOM, ';', CRLF, "…" quoting. */
function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0)).toBe(0xfeff)
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  const s = text.slice(1)
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]
    if (quoted) {
      if (ch === '"' && s[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === ';') {
      row.push(field)
      field = ''
    } else if (ch === '\r' && s[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += ch
  }
  expect(field).toBe('')
  return rows
}

async function value(page: Page, testId: string): Promise<string> {
  return (await page.getByTestId(testId).getByTestId('chart-value').innerText()).trim()
}

test.describe('admin charts and exports', () => {
  test.setTimeout(120_000)

  test('the overview charts agree with the summary cards, and an export downloads and parses', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36)
    // Seed today's data: a completed payment and a subscription of an existing package.
    await adminCreate(request, 'payment_transactions', {
      order_id: `E2E-GRAFIK-${stamp}`,
      customer_email: `grafik-${stamp}@contoh.id`,
      amount: 75000,
      credits_amount: 60,
      status: 'completed',
      payment_method: 'qris',
      processed_at: pbDate(Date.now() - 60_000),
    })
    const [paket] = await adminList(request, 'paket_pembelajaran', 'id != ""', 'created')
    // a student of its own: the demo accounts' subscriptions are what other specs check
    const user = await adminCreate(request, 'users', {
      email: `grafik-${stamp}@contoh.id`,
      password: 'rahasia123',
      passwordConfirm: 'rahasia123',
      full_name: 'Siswa Grafik',
      role: 'subscriber',
      verified: true,
    })
    expect(paket && user).toBeTruthy()
    await adminSubscribe(request, user.id as string, paket!.id)

    const context = await browser.newContext({ storageState: storageStateOf('superadmin') })
    const page = await context.newPage()

    // The payments page's 'today' card (completed, Asia/Jakarta), the reference for the chart.
    await page.goto('/admin/payments')
    const today = (await page.getByTestId('revenue-today').locator('h6').innerText()).trim()
    expect(today).toMatch(/^Rp[\d.]+$/)
    expect(today).not.toBe('Rp0')

    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible()
    const charts = page.getByTestId('overview-charts')
    await expect(charts.getByTestId('chart-active-subscribers')).toBeVisible()
    for (const id of [
      'chart-new-subscriptions',
      'chart-active-subscribers',
      'chart-revenue-daily',
      'chart-revenue-monthly',
    ]) {
      await expect(
        page.getByTestId(id).getByTestId('chart-graphic').locator('svg').first(),
      ).toBeVisible()
    }
    // Same numbers as the cards.
    const activeCard = (
      await page.getByTestId('stat-active_subscribers').getByTestId('stat-value').innerText()
    ).trim()
    expect(await value(page, 'chart-active-subscribers')).toBe(activeCard)
    expect(await value(page, 'chart-revenue-daily')).toBe(today)

    // The numbers behind a chart: a table, read by screen readers, shown by 'Lihat angka'.
    const active = page.getByTestId('chart-active-subscribers')
    const table = active.getByRole('table', { name: /Angka: Subscriber aktif/ })
    await expect(table).toBeAttached()
    await active.getByRole('button', { name: 'Lihat angka' }).click()
    await expect(table).toBeVisible()
    const lastRow = table.locator('tbody tr').last()
    await expect(lastRow.locator('td').last()).toHaveText(activeCard)
    await expect(lastRow.locator('th')).toContainText('Saat ini')
    const dailyRows = page.getByTestId('chart-revenue-daily').locator('tbody tr')
    await expect(dailyRows).toHaveCount(30)
    await expect(dailyRows.last().locator('td').first()).toHaveText(today)

    // A phone: nothing wider than the screen.
    await page.setViewportSize({ width: 360, height: 740 })
    await page.reload()
    await expect(
      page.getByTestId('chart-revenue-monthly').getByTestId('chart-graphic'),
    ).toBeVisible()
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 1280, height: 800 })

    // 'Unduh CSV' on the subscriber list: the file has the list's rows.
    await page.goto('/admin/subscribers')
    const totalText = await page.getByTestId('subscriber-total').innerText()
    await expect(page.getByTestId('subscriber-total')).not.toHaveText('Total: 0 subscriber')
    const total = Number(
      (await page.getByTestId('subscriber-total').innerText()).replace(/\D/g, '') ||
        totalText.replace(/\D/g, ''),
    )
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Unduh CSV' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^subscriber-\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parseCsv(readFileSync((await download.path())!, 'utf8'))
    expect(rows[0]).toEqual(['Nama', 'Email', 'Paket', 'Status', 'Mulai', 'Berakhir', 'Terdaftar'])
    expect(rows.length - 1).toBe(total)
    for (const r of rows.slice(1)) {
      expect(r).toHaveLength(7)
      expect(r[6]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}\.\d{2}$/)
    }
    await context.close()
  })
})
