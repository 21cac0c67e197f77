// The chat panel, shared by the landing page's trial and the signed-in chatbot.
import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { pdfFromParagraphs } from '../../tests/support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../tests/support/thesis-fixture'

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The message box. */
export const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Tulis pesan' })

/** The conversation (user-message and bot-message items). */
export const chatLog = (page: Page) => page.getByRole('log')

/**
 * Uploads the fixture thesis as `skripsi.pdf` through the academic tab's file input (the tab must be
 * open) and waits until the chat names it as the current document.
 */
export async function uploadFixtureThesis(page: Page) {
  await page.getByTestId('chat-document-input').setInputFiles({
    name: 'skripsi.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)),
  })
  await expect(page.getByTestId('upload-status')).toContainText('berhasil diunggah', {
    timeout: 30_000,
  })
  await expect(page.getByTestId('chat-document')).toHaveText('skripsi.pdf')
}
