// The Simulasi Sidang page (/dashboard/simulasi-sidang): a fresh verified student with credits, the
// fixture thesis uploaded through the page's own upload (the Asisten Akademik's route and checks),
// and one examiner question answered by typing.
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { pdfFromParagraphs } from '../../tests/support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../tests/support/thesis-fixture'
import { adminCreate } from './admin'
import { signInAs, uniqueEmail } from './auth'

/** A verified student with `credits`, signed in (no page loaded yet). Returns the e-mail. */
export async function signedInStudent(
  page: Page,
  request: APIRequestContext,
  credits: number,
): Promise<string> {
  const email = uniqueEmail('sidang')
  const password = 'sidang-e2e-123'
  await adminCreate(request, 'users', {
    email,
    password,
    passwordConfirm: password,
    verified: true,
    full_name: 'Mahasiswa Sidang',
    role: 'user',
    credits,
  })
  await signInAs(page.context(), request, email, password)
  return email
}

/** Uploads the fixture thesis as `name` and waits until it is listed and chosen. */
export async function uploadThesisForSidang(page: Page, name = 'skripsi-sidang.pdf') {
  await page.getByTestId('sidang-document-input').setInputFiles({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.from(await pdfFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)),
  })
  await expect(page.getByRole('radio', { name: new RegExp(name.replace('.', '\\.')) })).toBeChecked(
    { timeout: 30_000 },
  )
}

/** Types an answer to the question on screen and sends it; resolves when its feedback shows. */
export async function answerByTyping(page: Page, answer: string) {
  await page.getByRole('textbox', { name: 'Jawaban Anda' }).fill(answer)
  await page.getByRole('button', { name: 'Kirim jawaban' }).click()
  await expect(page.getByTestId('sidang-feedback')).toBeVisible({ timeout: 15_000 })
}
