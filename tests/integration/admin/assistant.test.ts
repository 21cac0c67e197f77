// GET /api/admin/assistant and POST /api/admin/assistant/test against a real PocketBase and the
// fake OpenAI-compatible server (tests/support/fake-llm.ts): superadmin only, the source of each
// chat mode (nothing configured, the LLM, a webhook for one mode), today's figures after answers
// and a fallback, the connection test's outcomes, and the key never in any answer.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson } from '../../support/chat-automation'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { llmEnv, startFakeLlm, type FakeLlm } from '../../support/fake-llm'
import { apiGet, apiPost, expectSuperadminOnly, type Answer } from '../../support/admin-helpers'

const KEY = 'sk-test-RAHASIA-9f8e7d6c5b4a'

let fake: FakeLlm
const servers: TestServer[] = []
const bodies: string[] = []

async function start(env: Record<string, string>) {
  const server = await startTestServer({ env })
  servers.push(server)
  const superadmin = await createUser(server, { role: 'superadmin' })
  return { server, token: superadmin.client.authStore.token }
}

function keep(res: Answer): Answer {
  bodies.push(JSON.stringify(res.body))
  return res
}

const get = (url: string, token: string) => apiGet(url, token, '/api/admin/assistant').then(keep)
const test = (url: string, token: string) =>
  apiPost(url, token, '/api/admin/assistant/test', {}).then(keep)

beforeAll(async () => {
  fake = await startFakeLlm()
})

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()))
  await fake?.close()
  for (const b of bodies) expect(b).not.toContain(KEY)
  for (const b of bodies) expect(b).not.toContain('RAHASIA')
})

beforeEach(() => fake.reset())

describe('with nothing configured', () => {
  let server: TestServer
  let token = ''
  let student: TestUser
  beforeAll(async () => {
    ;({ server, token } = await start({}))
    student = await createUser(server, { role: 'subscriber' })
  })

  it('is for superadmins only', async () => {
    await expectSuperadminOnly((t) => get(server.url, t), [student.client.authStore.token])
    await expectSuperadminOnly((t) => test(server.url, t), [student.client.authStore.token])
  })

  it('reports the built-in assistant for every mode and empty figures', async () => {
    const res = await get(server.url, token)
    expect(res.status).toBe(200)
    expect(res.body.modes).toEqual({
      story: { source: 'builtin' },
      academic: { source: 'builtin' },
      trial: { source: 'builtin' },
    })
    expect(res.body.today).toMatchObject({
      llmAnswers: 0,
      fallbacks: 0,
      promptTokens: 0,
      completionTokens: 0,
    })
    expect(res.body.days).toHaveLength(7)
    expect(res.body.lastError).toBeNull()
    expect(res.body.sidang).toEqual({ sessions: 0, finished: 0, last7Days: 0 })
  })

  it('the test says the LLM is not configured', async () => {
    const res = await test(server.url, token)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({
      ok: false,
      message: 'LLM belum dikonfigurasi: isi LLM_BASE_URL dan LLM_MODEL.',
    })
  })
})

describe('with the LLM and a story webhook', () => {
  it('the story mode shows only the webhook host', async () => {
    const { server, token } = await start(
      llmEnv(fake, {
        CHAT_STORY_WEBHOOK_URL: 'https://hooks.example.com/webhook/abc?token=RAHASIA-TOKEN',
        LLM_TRIAL: 'off',
      }),
    )
    const res = await get(server.url, token)
    expect(res.body.modes).toEqual({
      story: { source: 'webhook', host: 'hooks.example.com' },
      academic: { source: 'llm', model: 'test-model', host: new URL(fake.url).host, keySet: true },
      trial: { source: 'builtin' },
    })
  })
})

describe('with the LLM configured', () => {
  let server: TestServer
  let token = ''
  let user: TestUser
  beforeAll(async () => {
    ;({ server, token } = await start(llmEnv(fake, { LLM_TIMEOUT: '1' })))
    user = await createUser(server, { credits: 20 })
  })

  it('reports the LLM for every mode, never the key', async () => {
    const res = await get(server.url, token)
    const llm = { source: 'llm', model: 'test-model', host: new URL(fake.url).host, keySet: true }
    expect(res.body.modes).toEqual({ story: llm, academic: llm, trial: llm })
  })

  it("counts today's answers, fallbacks and tokens, and the last error", async () => {
    const usage = { prompt_tokens: 100, completion_tokens: 20 }
    fake.script({ content: 'Cerita satu.', usage }, { content: 'Cerita dua.', usage })
    for (const message of ['Aku capek hari ini.', 'Aku bingung mulai dari mana.']) {
      const r = await postJson(
        server.url,
        '/api/chat/story',
        { message, sessionId: 's1' },
        { token: user.client.authStore.token },
      )
      expect(r.body.source).toBe('llm')
    }
    fake.script({
      content: 'Jawaban akademik.',
      usage: { prompt_tokens: 300, completion_tokens: 30 },
    })
    const academic = await postJson(server.url, '/api/chat/trial/academic', {
      message: 'Apa rumusan masalahnya?',
      document: { name: 'skripsi.docx', text: THESIS_FIXTURE_TEXT },
    })
    expect(academic.body.source).toBe('llm')
    fake.fallback = { status: 500, body: { error: { message: `rusak ${KEY}` } } }
    const failed = await postJson(
      server.url,
      '/api/chat/story',
      { message: 'Aku sedih.', sessionId: 's1' },
      { token: user.client.authStore.token },
    )
    expect(failed.body.fallback).toBe(true)

    const res = await get(server.url, token)
    expect(res.body.today).toMatchObject({
      llmAnswers: 3,
      fallbacks: 1,
      promptTokens: 500,
      completionTokens: 70,
    })
    expect(res.body.days).toHaveLength(7)
    expect(res.body.days[6]).toMatchObject({ day: res.body.today.day, tokens: 570 })
    expect(res.body.days.slice(0, 6).every((d: { tokens: number }) => d.tokens === 0)).toBe(true)
    expect(res.body.lastError.message).toContain('HTTP 500')
    expect(Date.parse(res.body.lastError.at)).toBeGreaterThan(Date.now() - 60_000)
  })

  it('the test reports success with the latency and is not counted', async () => {
    const before = (await get(server.url, token)).body.today
    const res = await test(server.url, token)
    expect(res.body).toMatchObject({ ok: true, model: 'test-model' })
    expect(res.body.message).toMatch(/^Terhubung: model menjawab dalam \d+ ms\.$/)
    expect(fake.requests[0].body.max_tokens).toBeLessThanOrEqual(16)
    expect(fake.requests[0].headers.authorization).toBe(`Bearer ${KEY}`)
    expect((await get(server.url, token)).body.today).toEqual(before)
  })

  it.each([
    [401, 'Kunci API ditolak (401). Periksa LLM_API_KEY.'],
    [404, 'Model tidak ditemukan (404). Periksa LLM_MODEL dan LLM_BASE_URL.'],
    [429, 'Batas permintaan tercapai (429). Coba lagi nanti.'],
    [503, 'Server model bermasalah (5xx).'],
  ])('the test reports HTTP %i', async (status, message) => {
    fake.fallback = {
      status,
      body: { error: { message: `ditolak ${KEY}` } },
      headers: { 'retry-after': '0' },
    }
    const res = await test(server.url, token)
    expect(res.body).toMatchObject({ ok: false, message, model: 'test-model' })
  })

  it('the test reports a timeout', async () => {
    fake.fallback = { content: 'lambat', delay: 2500 }
    const res = await test(server.url, token)
    expect(res.body).toMatchObject({ ok: false, message: 'Tidak ada jawaban dalam 1 detik.' })
  })
})
