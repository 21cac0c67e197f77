// The paid chat answered by an OpenAI-compatible LLM: scripts/e2e.mjs starts a second PocketBase
// (E2E_LLM_BASE_URL) configured with a fake LLM (scripts/lib/fake-llm.mjs, E2E_FAKE_LLM_URL) whose
// behaviour the test switches: 'quote' answers with a verbatim quote of the first passage block,
// 'fail' answers 500 so the server falls back to the built-in assistant and gives the credit back.
// The review PDF's AI narrative review ('Sertakan ulasan AI') is asked of the same fake.
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { extractText } from '../tests/support/document-fixtures'
import { THESIS_FIXTURE_EXPECTED } from '../tests/support/thesis-fixture'
import { adminCreate, adminHeaders } from './support/admin'
import { signInAs, uniqueEmail } from './support/auth'
import { chatInput as input, chatLog as log, uploadFixtureThesis } from './support/chat'

const llmBaseURL = process.env.E2E_LLM_BASE_URL
const fakeLlmURL = process.env.E2E_FAKE_LLM_URL ?? ''
const FALLBACK_NOTE =
  'Dijawab oleh asisten bawaan karena layanan AI sedang tidak tersedia. Kredit Anda dikembalikan.'

test.use({ baseURL: llmBaseURL })

interface FakeRequest {
  mode: string
  authorization: string
  body: { model?: string; messages?: { role: string; content: string }[] }
  content: string
  /** The block the reply quotes (its header as sent by the server). */
  quoted: { n: number; chapter: string; page: number } | null
}

async function setMode(request: APIRequestContext, mode: 'quote' | 'fail') {
  const res = await request.post(`${fakeLlmURL}/__mode`, { data: { mode } })
  expect(res.ok(), await res.text()).toBeTruthy()
}

async function fakeRequests(request: APIRequestContext): Promise<FakeRequest[]> {
  const res = await request.get(`${fakeLlmURL}/__requests`)
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { requests: FakeRequest[] }).requests
}

const credits = async (page: Page) =>
  Number((await page.getByTestId('credits').innerText()).replace(/\D/g, ''))

/** A verified student with `credits` on the LLM server, signed in, on the academic tab. */
async function studentOnAcademicTab(
  page: Page,
  request: APIRequestContext,
  prefix: string,
  credits: number,
) {
  const email = uniqueEmail(prefix)
  const password = 'llm-e2e-12345'
  await adminCreate(
    request,
    'users',
    {
      email,
      password,
      passwordConfirm: password,
      verified: true,
      full_name: 'Mahasiswa LLM',
      role: 'user',
      credits,
    },
    llmBaseURL,
  )
  await signInAs(page.context(), request, email, password, llmBaseURL)
  await page.goto('/dashboard/chatbotskripsi')
  await expect(page.getByRole('heading', { name: 'Asisten Skripsi AI' })).toBeVisible()
  await expect(page.getByTestId('credits')).toHaveText(String(credits))
  await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
  return email
}

test.describe('chat answered by the LLM (second server with a fake OpenAI-compatible LLM)', () => {
  test.beforeAll(() => {
    if (!llmBaseURL || !fakeLlmURL)
      throw new Error(
        'E2E_LLM_BASE_URL / E2E_FAKE_LLM_URL are not set: run through scripts/e2e.mjs, which starts the LLM server',
      )
  })

  test('an academic answer quotes the thesis with its chapter and page; when the LLM fails the built-in assistant answers and the credit comes back', async ({
    page,
    request,
  }) => {
    await setMode(request, 'quote')
    const email = await studentOnAcademicTab(page, request, 'llm', 10)
    await uploadFixtureThesis(page)
    await expect(log(page).getByTestId('bot-message')).toHaveCount(1)
    const sentBefore = (await fakeRequests(request)).length

    // ---- 'quote': the LLM's answer, with its verified quote shown as a citation
    const question = THESIS_FIXTURE_EXPECTED.search.question
    await input(page).fill(question)
    await input(page).press('Enter')
    const answer = log(page).getByTestId('bot-message').nth(1)
    await expect(answer).toContainText('Menurut dokumen Anda', { timeout: 20_000 })
    await expect(page.getByTestId('credits')).toHaveText('9')
    await expect(answer.getByTestId('message-fallback')).toHaveCount(0)

    const sent = (await fakeRequests(request)).slice(sentBefore)
    expect(sent).toHaveLength(1)
    expect(sent[0].authorization).toBe('Bearer e2e-llm-key')
    expect(sent[0].body.model).toBe('fake-model')
    const quote = /“([^”]+)”/.exec(sent[0].content)?.[1] ?? ''
    expect(quote.split(' ').length).toBeGreaterThanOrEqual(4)

    // The PDF's text keeps its page breaks, so the hit's passage knows its page: the citation shows
    // the quote and 'BAB … · hal. n' exactly as the block the fake quoted was labelled.
    const quoted = sent[0].quoted
    expect(quoted?.chapter).toMatch(/^BAB [IVX]+/)
    expect(quoted?.page).toBeGreaterThan(0)
    const where = `${quoted?.chapter} · hal. ${quoted?.page}`
    const citation = answer.getByTestId('message-citations').getByRole('listitem')
    await expect(citation).toHaveCount(1)
    await expect(citation).toHaveText(`“${quote}”${where}`)
    await expect(citation).toHaveAttribute('aria-label', `Kutipan ${where}: “${quote}”`)

    // ---- 'fail': 500 twice (one retry), the built-in assistant answers, the credit comes back
    await setMode(request, 'fail')
    const creditsBefore = await credits(page)
    await input(page).fill(question)
    await input(page).press('Enter')
    const fallback = log(page).getByTestId('bot-message').nth(2)
    await expect(fallback.getByTestId('message-fallback')).toHaveText(FALLBACK_NOTE, {
      timeout: 20_000,
    })
    await expect(fallback).toContainText(THESIS_FIXTURE_EXPECTED.search.mustContain)
    await expect(page.getByTestId('credits')).toHaveText(String(creditsBefore))
    // ...and on the server (the header could merely not have caught up with a charge yet).
    const users = await request.get(`${llmBaseURL}/api/collections/users/records`, {
      params: { filter: `email="${email}"` },
      headers: await adminHeaders(request, llmBaseURL),
    })
    expect(users.ok(), await users.text()).toBeTruthy()
    expect(((await users.json()) as { items: { credits: number }[] }).items[0].credits).toBe(
      creditsBefore,
    )
    const failed = (await fakeRequests(request)).slice(sentBefore + 1)
    expect(failed.map((r) => r.mode)).toEqual(['fail', 'fail'])

    await setMode(request, 'quote')
  })

  test("'Unduh laporan review' with 'Sertakan ulasan AI': the PDF carries the AI narrative review, labelled, with its quote's chapter and page; one credit", async ({
    page,
    request,
  }) => {
    await setMode(request, 'quote')
    await studentOnAcademicTab(page, request, 'llm-review', 5)
    await uploadFixtureThesis(page)
    const sentBefore = (await fakeRequests(request)).length

    const option = page.getByRole('checkbox', { name: 'Sertakan ulasan AI (1 kredit)' })
    await expect(option).toBeVisible()
    await option.check()
    const downloading = page.waitForEvent('download', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Unduh laporan review' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^review-skripsi-\d{4}-\d{2}-\d{2}\.pdf$/)
    await expect(page.getByTestId('credits')).toHaveText('4')

    const sent = (await fakeRequests(request)).slice(sentBefore)
    expect(sent).toHaveLength(1)
    const question = sent[0].body.messages?.find((m) => m.role === 'user')?.content ?? ''
    expect(question).toContain('ULASAN NARATIF')
    const quoted = sent[0].quoted
    expect(quoted?.chapter).toMatch(/^BAB [IVX]+/)
    expect(quoted?.page).toBeGreaterThan(0)

    const bytes = new Uint8Array(await readFile(await download.path()))
    const { text } = await extractText(bytes, 'pdf')
    const flat = text.replace(/\s+/g, ' ')
    expect(flat).toContain('Ulasan naratif (ditulis oleh AI)')
    expect(flat).toContain('ditulis oleh model AI')
    expect(flat).toContain('Kekuatan: skripsi Anda sudah runtut')
    expect(flat).toContain('Langkah berikutnya')
    expect(flat).toContain(`${quoted?.chapter}, hal. ${quoted?.page}`)
    // the chapters as the document names them (the outline check)
    for (const c of Object.values(THESIS_FIXTURE_EXPECTED.chapters))
      expect(flat).toContain(`Judul di dokumen: ${c.heading}`)
    // the report itself follows the AI section
    expect(flat.indexOf('ditulis oleh AI')).toBeLessThan(flat.indexOf('Struktur bab'))
  })
})
