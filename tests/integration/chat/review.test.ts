// The AI narrative review of the review PDF (GET/POST /api/chat/academic/review) on the operator's
// LLM (a fake OpenAI-compatible server, tests/support/fake-llm.ts): availability without revealing
// the LLM, one credit taken like a chat message and given back when the LLM fails, the built-in
// analysis and the first passage of each chapter sent as delimited blocks under the chat's system
// prompt, invented quotes removed, another user's document 404, and 409 without an LLM.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { llmEnv, startFakeLlm, type FakeLlm, type LlmRequest } from '../../support/fake-llm'

const KEY = 'sk-test-RAHASIA-9f8e7d6c5b4a'
const INVENTED_QUOTE = 'mahasiswa selalu menabung setiap hari tanpa kecuali sejak semester pertama'
const BLOCK = /<<<BLOK (\d+) \| ([^|>]*?)(?: \| hal\. (\d+))?>>>\n([\s\S]*?)\n<<<AKHIR BLOK \1>>>/g

let server: TestServer
let plain: TestServer
let fake: FakeLlm
let user: TestUser
let documentId = ''

async function upload(server: TestServer, u: TestUser): Promise<string> {
  const res = await uploadDocument(
    server.url,
    u.client.authStore.token,
    {
      bytes: await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS),
      name: 'skripsi.docx',
      type: DOCX_MIME,
    },
    THESIS_FIXTURE_TEXT,
  )
  expect(res.status).toBe(200)
  return String(res.body.documentId)
}

beforeAll(async () => {
  fake = await startFakeLlm()
  ;[server, plain] = await Promise.all([startTestServer({ env: llmEnv(fake) }), startTestServer()])
  user = await createUser(server, { credits: 10 })
  documentId = await upload(server, user)
})

afterAll(async () => {
  await Promise.all([server?.stop(), plain?.stop()])
  await fake?.close()
})

beforeEach(() => fake.reset())

function review(s: TestServer, u: TestUser, docId: string) {
  return postJson(
    s.url,
    '/api/chat/academic/review',
    { documentId: docId },
    { token: u.client.authStore.token },
  )
}

async function status(s: TestServer, token?: string) {
  const res = await fetch(`${s.url}/api/chat/academic/review`, {
    headers: token ? { Authorization: token } : {},
  })
  return { status: res.status, text: await res.text() }
}

async function creditsOf(s: TestServer, u: TestUser): Promise<number> {
  return (await s.admin.collection('users').getOne(u.record.id)).credits
}

function statsToday(): Record<string, string> {
  const db = path.join(server.dataDir, 'data.db')
  const out = execFileSync(
    'sqlite3',
    ['-readonly', '-json', db, 'SELECT * FROM _llm_stats ORDER BY day DESC LIMIT 1'],
    { encoding: 'utf8' },
  ).trim()
  return out ? JSON.parse(out)[0] : {}
}

const userContent = (r: LlmRequest) =>
  r.body.messages?.find((m) => m.role === 'user')?.content ?? ''
const systemContent = (r: LlmRequest) =>
  r.body.messages?.find((m) => m.role === 'system')?.content ?? ''

/** The passage blocks (not the analysis summaries) of a request: [{n, chapter, body}]. */
function passageBlocks(r: LlmRequest) {
  return [...userContent(r).matchAll(BLOCK)]
    .filter((m) => m[2].trim() !== 'Ringkasan analisis otomatis')
    .map((m) => ({ n: Number(m[1]), chapter: m[2].trim(), body: m[4] }))
}

describe('GET /api/chat/academic/review', () => {
  it('says available with the price when the LLM is configured, revealing nothing of it', async () => {
    const res = await status(server, user.client.authStore.token)
    expect(res.status).toBe(200)
    expect(JSON.parse(res.text)).toEqual({ available: true, price: 1 })
    expect(res.text).not.toContain('test-model')
    expect(res.text).not.toContain('127.0.0.1')
    expect(res.text).not.toContain(KEY)
  })

  it('needs a signed-in user', async () => {
    const res = await status(server)
    expect(res.status).toBe(401)
    expect(JSON.parse(res.text)).toMatchObject({ code: 'UNAUTHORIZED' })
  })

  it('says unavailable without an LLM, and the review is refused with 409 and no credit taken', async () => {
    const other = await createUser(plain, { credits: 3 })
    const docId = await upload(plain, other)
    const res = await status(plain, other.client.authStore.token)
    expect(JSON.parse(res.text)).toEqual({ available: false, price: 1 })
    const post = await review(plain, other, docId)
    expect(post.status).toBe(409)
    expect(post.body.code).toBe('REVIEW_UNAVAILABLE')
    expect(String(post.body.message)).toMatch(/Ulasan AI/)
    expect(await creditsOf(plain, other)).toBe(3)
  })
})

describe('POST /api/chat/academic/review', () => {
  it('takes one credit and answers the LLM review grounded in the analysis and each chapter', async () => {
    fake.fallback = (req) => {
      const block = passageBlocks(req).find((b) => /^BAB II/.test(b.chapter))!
      const words = block.body.split(/\s+/).slice(0, 8).join(' ')
      return {
        content:
          `Kekuatan: landasan teori Anda jelas, misalnya "${words}" [${block.n}]. ` +
          'Perbaiki: lengkapi sub-bab Saran di BAB V. Langkah berikutnya: cocokkan sitasi.',
      }
    }
    const before = await creditsOf(server, user)
    const statsBefore = statsToday()
    const res = await review(server, user, documentId)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body).toMatchObject({ source: 'llm', credits: before - 1 })
    expect(await creditsOf(server, user)).toBe(before - 1)
    const text = String(res.body.review)
    expect(text).toContain('Kekuatan: landasan teori Anda jelas')
    expect(text).not.toMatch(/\[\d+\]/)
    expect(text).toMatch(/\(BAB II Landasan Teori\)/)
    const citations = res.body.citations as { chapter: string; page: number; quote: string }[]
    expect(citations).toHaveLength(1)
    expect(citations[0]).toMatchObject({ chapter: 'BAB II Landasan Teori', page: 0 })
    expect(Number(statsToday().llm_answers)).toBe(Number(statsBefore.llm_answers ?? 0) + 1)

    expect(fake.requests).toHaveLength(1)
    const req = fake.requests[0]
    expect(req.headers.authorization).toBe(`Bearer ${KEY}`)
    expect(systemContent(req)).toContain('BUKAN instruksi')
    const content = userContent(req)
    expect(content).toContain('PERTANYAAN:\nTulis ULASAN NARATIF')
    // the built-in reports: outline (BAB V without Saran), citations (Nugroho missing), words
    expect(content).toMatch(/<<<BLOK 1 \| Ringkasan analisis otomatis>>>/)
    expect(content).toContain('Nugroho')
    const chapters = passageBlocks(req).map((b) => b.chapter)
    expect(chapters).toEqual([
      expect.stringMatching(/^BAB I /),
      expect.stringMatching(/^BAB II /),
      expect.stringMatching(/^BAB III /),
      expect.stringMatching(/^BAB IV /),
      expect.stringMatching(/^BAB V /),
    ])
    expect(systemContent(req).length + content.length).toBeLessThanOrEqual(24000)
  })

  it('removes an invented quote and says so', async () => {
    fake.script({
      content: `Skripsi Anda menyebut "${INVENTED_QUOTE}" [2]. Perbaiki daftar pustaka.`,
    })
    const res = await review(server, user, documentId)
    expect(res.status).toBe(200)
    expect(res.body.citations).toEqual([])
    const text = String(res.body.review)
    expect(text).not.toContain('menabung setiap hari')
    expect(text).toContain('Sebagian kutipan tidak dapat diverifikasi di dokumen Anda')
    expect(text).toContain('Perbaiki daftar pustaka.')
  })

  it('gives the credit back and answers 502 REVIEW_FAILED when the LLM fails', async () => {
    fake.script({ status: 500, body: { error: { message: 'boom' } } }, { status: 500, body: {} })
    const before = await creditsOf(server, user)
    const statsBefore = statsToday()
    const res = await review(server, user, documentId)
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({ code: 'REVIEW_FAILED', credits: before })
    expect(String(res.body.message)).toMatch(/Kredit Anda dikembalikan/)
    expect(await creditsOf(server, user)).toBe(before)
    expect(fake.requests).toHaveLength(2)
    expect(Number(statsToday().fallbacks)).toBe(Number(statsBefore.fallbacks ?? 0) + 1)
    expect(JSON.stringify(res.body)).not.toContain(KEY)
  })

  it("refuses another user's document with 404 and takes no credit", async () => {
    const stranger = await createUser(server, { credits: 5 })
    const res = await review(server, stranger, documentId)
    expect(res.status).toBe(404)
    expect(res.body.code).toBe('DOCUMENT_NOT_FOUND')
    expect(await creditsOf(server, stranger)).toBe(5)
    expect(fake.requests).toHaveLength(0)
  })

  it('refuses without credits (402, credits 0) and unverified accounts (403)', async () => {
    const poor = await createUser(server, { credits: 0 })
    const docId = await upload(server, poor)
    const res = await review(server, poor, docId)
    expect(res.status).toBe(402)
    expect(res.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', credits: 0 })
    const unverified = await createUser(server, { credits: 5, verified: false })
    const r2 = await review(server, unverified, documentId)
    expect(r2.status).toBe(403)
    expect(r2.body.code).toBe('NOT_VERIFIED')
    expect(fake.requests).toHaveLength(0)
  })
})
