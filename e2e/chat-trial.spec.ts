import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { docxFromParagraphs } from '../tests/support/document-fixtures'
import { chatInput as input, chatLog as log, DOCX_MIME } from './support/chat'
import { scrollUntil } from './support/landing'

const SMALL_THESIS = [
  'BAB I PENDAHULUAN',
  '1.1 Latar Belakang',
  'Mahasiswa tingkat akhir sering menunda pengerjaan skripsi karena kurang terarah (Santoso, 2020).',
  'BAB II TINJAUAN PUSTAKA',
  'Motivasi belajar dipengaruhi oleh dukungan sosial dan tujuan yang jelas.',
  'BAB III METODE PENELITIAN',
  'Penelitian ini menggunakan metode kualitatif dengan wawancara mendalam kepada 12 mahasiswa.',
  'DAFTAR PUSTAKA',
  'Santoso, B. (2020). Mahasiswa dan budaya konsumsi digital. Jurnal Manajemen Indonesia, 20(3), 201-214.',
]

/** Opens '/', scrolls until the assistant section has loaded (it sits below the first screen), opens the trial. */
async function openTrial(page: Page) {
  await page.goto('/')
  const open = page.getByRole('button', { name: 'Coba Sekarang' })
  await scrollUntil(page, open, { step: 700, visible: true })
  await open.click()
  await expect(page.getByRole('tablist', { name: 'Mode chat' })).toBeVisible({ timeout: 15_000 })
}

test('trial chat on the landing page: 5 Ruang Cerita and 1 Asisten Akademik messages, then the purchase notice', async ({
  page,
}) => {
  // The landing page never loads the SDK's realtime or any signed-in route.
  const apiCalls: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/api/')) apiCalls.push(url.pathname)
  })
  await openTrial(page)
  const story = page.getByRole('tab', { name: /Ruang Cerita/ })
  const academic = page.getByRole('tab', { name: /Asisten Akademik/ })
  await expect(story).toHaveText(/Ruang Cerita \(5\)/)
  await expect(academic).toHaveText(/Asisten Akademik \(1\)/)
  await expect(story).toHaveAttribute('aria-selected', 'true')

  // Hold the first reply back until 'Mengetik...' has been seen.
  let release!: () => void
  const typingSeen = new Promise<void>((resolve) => (release = resolve))
  let held = false
  await page.route('**/api/chat/trial/story', async (route) => {
    if (!held) {
      held = true
      await typingSeen
    }
    await route.continue()
  })
  for (let i = 1; i <= 5; i++) {
    await input(page).fill(`Pesan cerita ke-${i}: aku butuh semangat mengerjakan skripsi.`)
    await input(page).press('Enter')
    if (i === 1) {
      await expect(page.getByText('Mengetik...')).toBeVisible().finally(release)
    }
    await expect(log(page).getByTestId('bot-message')).toHaveCount(i, { timeout: 30_000 })
    await expect(story).toHaveText(new RegExp(`Ruang Cerita \\(${5 - i}\\)`))
  }
  await expect(story).toBeDisabled()
  await expect(page.getByTestId('trial-used-up')).toHaveCount(0)

  // Story is used up: its last reply stays readable, the input says why it is closed.
  await expect(story).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Kredit uji coba Ruang Cerita sudah habis.')).toBeVisible()
  await expect(input(page)).toBeDisabled()
  await academic.click()
  await expect(academic).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Wajib upload dokumen dulu').first()).toBeVisible()
  const docx = Buffer.from(await docxFromParagraphs(SMALL_THESIS))
  await page
    .getByTestId('chat-document-input')
    .setInputFiles({ name: 'draf-skripsi.docx', mimeType: DOCX_MIME, buffer: docx })
  await expect(page.getByTestId('upload-status')).toContainText('berhasil diunggah', {
    timeout: 30_000,
  })
  await expect(log(page).getByTestId('bot-message').first()).toContainText('draf-skripsi.docx')
  await input(page).fill('Bagaimana struktur bab skripsi saya?')
  await input(page).press('Enter')
  await expect(log(page).getByTestId('bot-message')).toHaveCount(2, { timeout: 30_000 })
  await expect(log(page).getByTestId('bot-message').nth(1)).toContainText('BAB III')

  // Both used up: tabs disabled, the notice links to buying full access.
  await expect(academic).toBeDisabled()
  await expect(story).toBeDisabled()
  await expect(page.getByTestId('trial-used-up')).toHaveText('Kredit uji coba Anda sudah habis.')
  const buy = page.getByRole('link', { name: 'Beli Akses Penuh' })
  await expect(buy).toHaveAttribute('href', /pricing-section|^https?:/)
  await expect(input(page)).toBeDisabled()

  expect(apiCalls.filter((p) => p.startsWith('/api/chat/trial/story'))).toHaveLength(5)
  expect(apiCalls.filter((p) => p.startsWith('/api/chat/trial/academic'))).toHaveLength(1)
  expect(
    apiCalls.filter((p) => p.startsWith('/api/realtime') || p.startsWith('/api/collections/users')),
  ).toEqual([])

  // The credits live in this browser: a reload still shows the notice.
  await page.reload()
  await openTrial(page)
  await expect(page.getByTestId('trial-used-up')).toBeVisible()
  await expect(page.getByRole('tab', { name: /Ruang Cerita/ })).toBeDisabled()

  // 'Tutup Assistant' hides the panel again.
  await page.getByRole('button', { name: 'Tutup Assistant' }).click()
  await expect(page.getByRole('tablist', { name: 'Mode chat' })).toHaveCount(0)
})

test('the trial panel fits a 375 px wide phone and is 60vh tall', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openTrial(page)
  const panel = page
    .getByRole('tablist', { name: 'Mode chat' })
    .locator('xpath=ancestor::div[contains(@class,"MuiPaper-root")][1]')
  const box = await panel.boundingBox()
  expect(box).not.toBeNull()
  expect(Math.round(box!.height)).toBe(Math.round(740 * 0.6))
  expect(box!.width).toBeLessThanOrEqual(375)
  // Tab labels stay on one line.
  const tabBox = await page.getByRole('tab', { name: /Asisten Akademik/ }).boundingBox()
  expect(tabBox!.height).toBeLessThanOrEqual(48)
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
})
