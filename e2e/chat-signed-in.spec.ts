import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import {
  docxFromParagraphs,
  emptyDocx,
  encryptedPdf,
  extractText,
} from '../tests/support/document-fixtures'
import { THESIS_FIXTURE_EXPECTED, THESIS_FIXTURE_PARAGRAPHS } from '../tests/support/thesis-fixture'
import { storageStateOf } from './support/auth'
import { chatInput as input, chatLog as log, DOCX_MIME, uploadFixtureThesis } from './support/chat'

/** Opens the chatbot from the dashboard's sidebar (or by its address). */
async function openChat(page: Page, viaSidebar = true) {
  await page.goto(viaSidebar ? '/dashboard' : '/dashboard/chatbotskripsi')
  if (viaSidebar)
    await page
      .getByRole('navigation', { name: 'Menu utama' })
      .getByRole('link', { name: 'Chatbot Konsultasi Skripsi' })
      .click()
  await expect(page).toHaveURL(/\/dashboard\/chatbotskripsi$/)
  await expect(page.getByRole('heading', { name: 'Asisten Skripsi AI' })).toBeVisible()
}

const credits = async (page: Page) =>
  Number((await page.getByTestId('credits').innerText()).replace(/\D/g, ''))

test.describe('signed-in chatbot (/dashboard/chatbotskripsi)', () => {
  test.describe(() => {
    test.use({ storageState: storageStateOf('subscriber') })

    test('a subscriber chats in Ruang Cerita, uploads a thesis to Asisten Akademik, and keeps both histories across a reload', async ({
      page,
    }) => {
      await openChat(page)
      await expect(page.getByTestId('chat-online')).toHaveText('Online')
      await expect(page.getByRole('tab', { name: 'Ruang Cerita' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      const before = await credits(page)
      expect(before).toBeGreaterThan(2)

      // Bad input costs nothing: empty and 10,000-character messages are refused with a clear text.
      await input(page).press('Enter')
      await expect(page.getByText('Pesan tidak boleh kosong.')).toBeVisible()
      await input(page).fill('a'.repeat(10_000))
      await input(page).press('Enter')
      await expect(page.getByText('Pesan terlalu panjang (maksimal 4.000 karakter).')).toBeVisible()
      await expect(log(page).getByTestId('user-message')).toHaveCount(0)

      // Shift+Enter makes a new line; Enter sends.
      await input(page).fill('Aku lelah sekali mengerjakan skripsi')
      await input(page).press('Shift+Enter')
      await input(page).pressSequentially('dan takut tidak lulus tepat waktu.')
      await expect(input(page)).toHaveValue(
        'Aku lelah sekali mengerjakan skripsi\ndan takut tidak lulus tepat waktu.',
      )
      await expect(log(page).getByTestId('user-message')).toHaveCount(0)
      await input(page).press('Enter')
      await expect(input(page)).toHaveValue('')
      const sent = log(page).getByTestId('user-message')
      await expect(sent).toHaveCount(1)
      await expect(sent).toContainText('dan takut tidak lulus tepat waktu.')
      await expect(sent.locator('time')).toHaveText(/^\d{2}\.\d{2}$/)
      await expect(log(page).getByTestId('bot-message')).toHaveCount(1, { timeout: 30_000 })
      await expect(log(page).getByTestId('bot-message').locator('time')).toHaveText(
        /^\d{2}\.\d{2}$/,
      )
      // The header's balance drops by one as soon as the reply arrives.
      await expect(page.getByTestId('credits')).toHaveText(String(before - 1))

      // Asisten Akademik needs a document first.
      await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
      await expect(page.getByText('Wajib upload dokumen dulu').first()).toBeVisible()
      await expect(input(page)).toBeDisabled()

      // A text file renamed to .docx is refused by its content.
      await page.getByTestId('chat-document-input').setInputFiles({
        name: 'catatan.docx',
        mimeType: DOCX_MIME,
        buffer: Buffer.from('Ini hanya catatan teks biasa.'),
      })
      await expect(
        page.getByRole('alert').filter({ hasText: 'File tidak didukung' }),
      ).toContainText('Hanya file PDF dan DOCX yang diizinkan.')
      await expect(page.getByTestId('chat-document')).toHaveCount(0)

      const docx = Buffer.from(await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS))
      await page.getByTestId('chat-document-input').setInputFiles({
        name: THESIS_FIXTURE_EXPECTED.fileName,
        mimeType: DOCX_MIME,
        buffer: docx,
      })
      await expect(page.getByTestId('upload-status')).toContainText('berhasil diunggah', {
        timeout: 30_000,
      })
      await expect(page.getByTestId('chat-document')).toHaveText(THESIS_FIXTURE_EXPECTED.fileName)
      const review = log(page).getByTestId('bot-message').first()
      await expect(review).toContainText('Hasil analisis struktur skripsi')
      await expect(review).toContainText('Manfaat Penelitian')
      // The upload is free; the status note goes away after 3 s.
      await expect(page.getByTestId('credits')).toHaveText(String(before - 1))
      await expect(page.getByTestId('upload-status')).toHaveCount(0, { timeout: 6_000 })

      await input(page).fill(THESIS_FIXTURE_EXPECTED.search.question)
      await input(page).press('Enter')
      const answer = log(page).getByTestId('bot-message').nth(1)
      await expect(answer).toContainText(THESIS_FIXTURE_EXPECTED.search.mustContain, {
        timeout: 30_000,
      })
      await expect(answer).toContainText(THESIS_FIXTURE_EXPECTED.search.sentence)
      await expect(answer).toContainText(THESIS_FIXTURE_EXPECTED.search.chapter)
      await expect(page.getByTestId('credits')).toHaveText(String(before - 2))

      // Each tab keeps its own history across a reload (and the academic tab its document).
      await page.reload()
      await expect(page.getByRole('tab', { name: 'Ruang Cerita' })).toHaveAttribute(
        'aria-selected',
        'true',
      )
      await expect(log(page).getByTestId('user-message')).toHaveCount(1)
      await expect(log(page).getByTestId('user-message')).toContainText(
        'dan takut tidak lulus tepat waktu.',
      )
      await expect(log(page)).not.toContainText('Hasil analisis struktur skripsi')
      await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
      await expect(log(page).getByTestId('user-message')).toHaveText(
        new RegExp(THESIS_FIXTURE_EXPECTED.search.question.replace(/\?/g, '\\?')),
      )
      await expect(log(page).getByTestId('bot-message')).toHaveCount(2)
      await expect(page.getByTestId('chat-document')).toHaveText(THESIS_FIXTURE_EXPECTED.fileName)
      await expect(input(page)).toBeEnabled()
    })
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('expired') })

    test('with no credits left the message is refused with Kredit Habis and not shown as sent', async ({
      page,
    }) => {
      await openChat(page)
      await expect(page.getByTestId('credits')).toHaveText('0')
      await input(page).fill('Halo, aku butuh semangat.')
      await input(page).press('Enter')
      const toastAlert = page.getByRole('alert').filter({ hasText: 'Kredit Habis' })
      await expect(toastAlert).toContainText(
        'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
      )
      await expect(log(page).getByTestId('user-message')).toHaveCount(0)
      await expect(log(page).getByTestId('bot-message')).toHaveCount(0)
      // The text is back in the input, ready once credits are bought.
      await expect(input(page)).toHaveValue('Halo, aku butuh semangat.')
      await expect(page.getByTestId('credits')).toHaveText('0')
    })
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('user') })

    test('PDFs are read in the browser (pdfjs worker); a locked PDF and a DOCX without text are refused clearly', async ({
      page,
    }) => {
      await openChat(page)
      const before = await credits(page)
      await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
      const fileInput = page.getByTestId('chat-document-input')

      await fileInput.setInputFiles({
        name: 'terkunci.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(await encryptedPdf()),
      })
      await expect(page.getByTestId('upload-status')).toHaveText(
        'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.',
      )
      await expect(page.getByTestId('upload-status')).toHaveCount(0, { timeout: 6_000 })

      await fileInput.setInputFiles({
        name: 'kosong.docx',
        mimeType: DOCX_MIME,
        buffer: Buffer.from(await emptyDocx()),
      })
      await expect(page.getByTestId('upload-status')).toHaveText(
        'Dokumen tidak berisi teks yang bisa dibaca. Pastikan dokumen bukan hasil scan atau gambar.',
      )
      await expect(page.getByTestId('chat-document')).toHaveCount(0)
      await expect(log(page).getByTestId('bot-message')).toHaveCount(0)

      await uploadFixtureThesis(page)
      await expect(log(page).getByTestId('bot-message').first()).toContainText(
        'Hasil analisis struktur skripsi',
      )
      await expect(log(page).getByTestId('bot-message').first()).toContainText(
        'BAB III Metode Penelitian',
      )
      expect(await credits(page)).toBe(before)

      // 'Unduh laporan review': a PDF made in the browser (pdf-lib loads on the click).
      const downloading = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Unduh laporan review' }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toMatch(/^review-skripsi-\d{4}-\d{2}-\d{2}\.pdf$/)
      const bytes = new Uint8Array(await readFile(await download.path()))
      expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
      const { text } = await extractText(bytes, 'pdf')
      expect(text).toContain('Laporan Review Skripsi')
      expect(text).toContain('BAB I')
      expect(text).toContain('BAB III Metode Penelitian')
    })

    test('fits a 375 px wide phone', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 740 })
      await openChat(page, false)
      await expect(page.getByRole('tab', { name: 'Asisten Akademik' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Kirim pesan' })).toBeVisible()
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      )
      expect(overflow).toBeLessThanOrEqual(0)
    })
  })
})
