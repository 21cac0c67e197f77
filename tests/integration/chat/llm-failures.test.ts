// Failures of the operator's LLM never cost the student: configuration errors (401, 400 with a
// Gemini-style array body) are not retried, 429/5xx get one retry honouring Retry-After, a timeout
// or an empty/cut-off answer falls back; the built-in assistant then answers (source builtin,
// fallback true) and the credit is given back. A configured webhook wins over the LLM, and
// LLM_TRIAL=off keeps the landing page's trial on the built-in assistant.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson, startFakeAutomation, type FakeAutomation } from '../../support/chat-automation'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { llmEnv, startFakeLlm, type FakeLlm } from '../../support/fake-llm'

const KEY = 'sk-test-RAHASIA-9f8e7d6c5b4a'

let server: TestServer
let fake: FakeLlm
let user: TestUser

beforeAll(async () => {
  fake = await startFakeLlm()
  server = await startTestServer({ env: llmEnv(fake, { LLM_TIMEOUT: '1' }) })
  user = await createUser(server, { credits: 20 })
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

beforeEach(() => fake.reset())

function story(message = 'Aku malas mengerjakan revisi') {
  return postJson(
    server.url,
    '/api/chat/story',
    { message, sessionId: 'f' },
    { token: user.client.authStore.token },
  )
}

async function creditsOf(u: TestUser): Promise<number> {
  return (await server.admin.collection('users').getOne(u.record.id)).credits
}

/** Sends a story message and checks the built-in answer and the refund. */
async function expectFallback(message?: string) {
  const before = await creditsOf(user)
  const res = await story(message)
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({
    source: 'builtin',
    fallback: true,
    citations: [],
    credits: before,
  })
  expect(String(res.body.reply).length).toBeGreaterThan(20)
  expect(await creditsOf(user)).toBe(before)
  expect(JSON.stringify(res.body)).not.toContain(KEY)
  return res
}

function statsToday(): Record<string, string | number> {
  const db = path.join(server.dataDir, 'data.db')
  const sql = 'SELECT * FROM _llm_stats ORDER BY day DESC LIMIT 1'
  const out = execFileSync('sqlite3', ['-readonly', '-json', db, sql], { encoding: 'utf8' }).trim()
  return out ? JSON.parse(out)[0] : {}
}

describe('LLM failures fall back to the built-in assistant and refund', () => {
  it('401: no retry', async () => {
    const before = Number(statsToday().fallbacks ?? 0)
    fake.script({ status: 401, body: { error: { message: 'Incorrect API key provided' } } })
    await expectFallback()
    expect(fake.requests).toHaveLength(1)
    const stats = statsToday()
    expect(stats.fallbacks).toBe(before + 1)
    expect(String(stats.last_error)).toContain('config: HTTP 401: Incorrect API key provided')
    expect(String(stats.last_error_at)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('400 with an error body as an array (Gemini): no retry', async () => {
    fake.script({
      status: 400,
      body: [{ error: { code: 400, message: 'model not found', status: 'INVALID_ARGUMENT' } }],
    })
    await expectFallback()
    expect(fake.requests).toHaveLength(1)
    expect(server.output()).toContain('model not found')
  })

  it('429 with Retry-After: 1 is retried once, then answers', async () => {
    fake.script(
      { status: 429, headers: { 'Retry-After': '1' }, body: [{ error: { message: 'quota' } }] },
      { content: 'Jawaban setelah menunggu.' },
    )
    const before = await creditsOf(user)
    const res = await story()
    expect(res.body).toMatchObject({ source: 'llm', reply: 'Jawaban setelah menunggu.' })
    expect(res.body.credits).toBe(before - 1)
    expect(fake.requests).toHaveLength(2)
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(900)
  })

  it('500 twice: one retry, then the fallback', async () => {
    fake.script({ status: 500, body: { error: { message: 'boom' } } }, { status: 503, body: {} })
    await expectFallback()
    expect(fake.requests).toHaveLength(2)
  })

  it('a timeout (LLM_TIMEOUT=1, the model takes 3 s) falls back without waiting for it', async () => {
    fake.script({ content: 'terlambat', delay: 3000 })
    const started = Date.now()
    await expectFallback()
    expect(Date.now() - started).toBeLessThan(2800)
  })

  it('an empty answer falls back', async () => {
    fake.script({ content: '   ' })
    await expectFallback()
  })

  it('finish_reason length with no text falls back', async () => {
    fake.script({ content: '', finishReason: 'length' })
    await expectFallback()
  })

  it('a crisis message gets the built-in crisis reply when the LLM fails', async () => {
    fake.script({ status: 500 }, { status: 500 })
    const res = await expectFallback('aku ingin bunuh diri')
    expect(String(res.body.reply)).toContain('119 ext 8')
  })

  it('the trial allowance is given back too', async () => {
    fake.script({ status: 401, body: { error: { message: 'bad key' } } })
    const status = await fetch(`${server.url}/api/chat/trial/status`).then((r) => r.json())
    const res = await postJson(server.url, '/api/chat/trial/academic', {
      message: 'Apa itu literasi keuangan?',
      document: { name: 's.docx', text: THESIS_FIXTURE_TEXT },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ source: 'builtin', fallback: true })
    expect(res.body.remaining).toBe(status.academic)
    expect(res.body.credits).toBe(status.academic)
  })
})

describe('webhook and LLM_TRIAL=off', () => {
  let other: TestServer
  let automation: FakeAutomation
  let llm: FakeLlm

  beforeAll(async () => {
    automation = await startFakeAutomation()
    llm = await startFakeLlm()
    other = await startTestServer({
      env: {
        ...llmEnv(llm, { LLM_TRIAL: 'off' }),
        CHAT_STORY_WEBHOOK_URL: `${automation.url}/story`,
        CHAT_ACADEMIC_WEBHOOK_URL: `${automation.url}/academic`,
        CHAT_WEBHOOK_TIMEOUT: '5',
      },
    })
  })

  afterAll(async () => {
    await other?.stop()
    await automation?.close()
    await llm?.close()
  })

  it('a configured webhook wins over the LLM', async () => {
    const u = await createUser(other, { credits: 3 })
    const res = await postJson(
      other.url,
      '/api/chat/story',
      { message: 'Halo', sessionId: 'w' },
      { token: u.client.authStore.token },
    )
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ source: 'webhook', citations: [], credits: 2 })
    expect(llm.requests).toHaveLength(0)
    expect(automation.received.length).toBeGreaterThan(0)
  })

  it('an academic webhook makes the AI narrative review unavailable (the LLM is not used)', async () => {
    const u = await createUser(other, { credits: 3 })
    const res = await fetch(`${other.url}/api/chat/academic/review`, {
      headers: { Authorization: u.client.authStore.token },
    })
    expect(await res.json()).toEqual({ available: false, price: 1 })
    const post = await postJson(
      other.url,
      '/api/chat/academic/review',
      { documentId: 'x' },
      { token: u.client.authStore.token },
    )
    expect(post.status).toBe(404)
    expect(llm.requests).toHaveLength(0)
  })

  it('LLM_TRIAL=off: the academic trial answers with the built-in assistant', async () => {
    const res = await postJson(other.url, '/api/chat/trial/academic', {
      message: 'Apa itu literasi keuangan?',
      document: { name: 's.docx', text: THESIS_FIXTURE_TEXT },
    })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ source: 'builtin' })
    // the built-in answer's quoted passages, each as its reply shows it
    const citations = res.body.citations as { chapter: string; quote: string }[]
    expect(citations.length).toBeGreaterThan(0)
    for (const c of citations) expect(String(res.body.reply)).toContain(`"${c.quote}"`)
    expect(res.body.fallback).toBeUndefined()
    expect(res.body.credits).toBe(res.body.remaining)
    expect(llm.requests).toHaveLength(0)
  })
})
