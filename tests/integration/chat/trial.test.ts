// The landing page's trial chat (/api/chat/trial/*): an allowance per client address and day kept
// by the server (5 story + 1 academic by default), so clearing local storage gives nothing more.
// Two clients are simulated behind a trusted proxy (TRUSTED_PROXY=1, X-Forwarded-For). The story
// trial goes to the fake automation service; the academic trial uses the built-in assistant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { postJson, startFakeAutomation, type FakeAutomation } from '../../support/chat-automation'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'

let server: TestServer
let fake: FakeAutomation
let clients = 0

beforeAll(async () => {
  fake = await startFakeAutomation()
  server = await startTestServer({
    restartOnCrash: true,
    env: {
      TRUSTED_PROXY: '1',
      CHAT_STORY_WEBHOOK_URL: `${fake.url}/story`,
      CHAT_WEBHOOK_TIMEOUT: '5',
    },
  })
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

/** A new simulated client address. */
function newClient(): string {
  clients += 1
  return `203.0.113.${clients}`
}

function trialStory(
  ip: string,
  message: unknown = 'Saya bingung memulai skripsi',
  sessionId = 'sesi',
) {
  return postJson(
    server.url,
    '/api/chat/trial/story',
    { message, sessionId },
    { headers: { 'X-Forwarded-For': ip } },
  )
}

function trialAcademic(ip: string, body: Record<string, unknown>) {
  return postJson(server.url, '/api/chat/trial/academic', body, {
    headers: { 'X-Forwarded-For': ip },
  })
}

async function status(ip: string): Promise<{ story: number; academic: number }> {
  const res = await fetch(`${server.url}/api/chat/trial/status`, {
    headers: { 'X-Forwarded-For': ip },
  })
  expect(res.status).toBe(200)
  return res.json()
}

describe('trial chat allowance', () => {
  it('gives a client 5 story messages, then 429 TRIAL_EXHAUSTED; another client is unaffected', async () => {
    fake.mode = 'ok'
    const a = newClient()
    const b = newClient()
    expect(await status(a)).toEqual({ story: 5, academic: 1 })
    const remaining: unknown[] = []
    for (let i = 0; i < 5; i++) {
      const res = await trialStory(a, `Pesan ${i}`)
      expect(res.status).toBe(200)
      expect(res.body.reply).toBe(`Jawaban otomasi: Pesan ${i}`)
      remaining.push(res.body.remaining)
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0])
    const sixth = await trialStory(a)
    expect(sixth.status).toBe(429)
    expect(sixth.body).toEqual({
      code: 'TRIAL_EXHAUSTED',
      message: 'Kredit uji coba habis. Beli akses penuh untuk melanjutkan.',
      remaining: 0,
    })
    expect(await status(a)).toEqual({ story: 0, academic: 1 })
    expect(await status(b)).toEqual({ story: 5, academic: 1 })
    const other = await trialStory(b)
    expect(other.status).toBe(200)
    expect(other.body.remaining).toBe(4)
  })

  it('forwards the story trial as {message, sessionId: "trial-<id>"}', async () => {
    fake.mode = 'ok'
    const before = fake.received.length
    const res = await trialStory(newClient(), '  Halo  ', 'abc123')
    expect(res.status).toBe(200)
    expect(fake.received.length).toBe(before + 1)
    expect(fake.received[before].json).toEqual({ message: 'Halo', sessionId: 'trial-abc123' })
  })

  it('gives the trial message back when the service fails or answers empty', async () => {
    const ip = newClient()
    fake.mode = 'fail'
    const failed = await trialStory(ip)
    expect(failed.status).toBe(502)
    expect(failed.body).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
      remaining: 5,
    })
    fake.mode = 'empty'
    const empty = await trialStory(ip)
    expect(empty.status).toBe(502)
    expect(empty.body).toMatchObject({ code: 'EMPTY_REPLY', remaining: 5 })
    expect(await status(ip)).toEqual({ story: 5, academic: 1 })
    fake.mode = 'ok'
  })

  it('refuses bad messages with 400 without using the allowance', async () => {
    const ip = newClient()
    for (const message of ['', '    ', null]) {
      const res = await trialStory(ip, message)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 'INVALID_MESSAGE', message: 'Pesan tidak boleh kosong.' })
    }
    const long = await trialStory(ip, 'x'.repeat(10_000))
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('Pesan terlalu panjang (maksimal 4.000 karakter).')
    const noDoc = await trialAcademic(ip, { message: 'Apa isi BAB I?' })
    expect(noDoc.status).toBe(400)
    expect(noDoc.body).toEqual({ code: 'DOCUMENT_REQUIRED', message: 'Wajib upload dokumen dulu' })
    const blankDoc = await trialAcademic(ip, {
      message: 'Apa isi BAB I?',
      document: { name: 'a.pdf', text: '  \n ' },
    })
    expect(blankDoc.body.code).toBe('DOCUMENT_REQUIRED')
    const huge = await trialAcademic(ip, {
      message: 'Apa isi BAB I?',
      document: { name: 'a.pdf', text: 'kata '.repeat(60_001) },
    })
    expect(huge.status).toBe(400)
    expect(huge.body).toEqual({
      code: 'DOCUMENT_TOO_LONG',
      message: 'Dokumen terlalu panjang untuk dianalisis.',
    })
    expect(await status(ip)).toEqual({ story: 5, academic: 1 })
  })

  it('is exact under concurrency: 30 simultaneous story messages from one client, 5 answered', async () => {
    fake.mode = 'ok'
    const ip = newClient()
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => trialStory(ip, `Serentak ${i}`)),
    )
    expect(results.filter((r) => r.status === 200).length).toBe(5)
    expect(results.filter((r) => r.status === 429).length).toBe(25)
    expect(
      results
        .filter((r) => r.status === 200)
        .map((r) => r.body.remaining)
        .sort(),
    ).toEqual([0, 1, 2, 3, 4])
    expect(await status(ip)).toEqual({ story: 0, academic: 1 })
  })

  it("answers one academic trial question about the visitor's document, then 429", async () => {
    const ip = newClient()
    const document = { name: 'skripsi.docx', text: THESIS_FIXTURE_TEXT }
    const res = await trialAcademic(ip, {
      message: 'Berapa jumlah sampel penelitian saya?',
      document,
    })
    expect(res.status).toBe(200)
    expect(res.body.remaining).toBe(0)
    expect(res.body.reply).toMatch(/120 responden/)
    expect(res.body.reply).toMatch(/BAB III/)
    const again = await trialAcademic(ip, { message: 'Apa kesimpulan saya?', document })
    expect(again.status).toBe(429)
    expect(again.body.code).toBe('TRIAL_EXHAUSTED')
    expect(await status(ip)).toEqual({ story: 5, academic: 0 })
  })

  it('keeps the allowance across a server restart', async () => {
    fake.mode = 'ok'
    const ip = newClient()
    for (let i = 0; i < 3; i++) expect((await trialStory(ip)).status).toBe(200)
    const before = server.pid
    server.crash()
    const deadline = Date.now() + 15_000
    let up = false
    while (Date.now() < deadline && !up) {
      await new Promise((r) => setTimeout(r, 200))
      try {
        up = server.pid !== before && (await fetch(`${server.url}/api/health`)).ok
      } catch {
        // restarting
      }
    }
    expect(up).toBe(true)
    expect(await status(ip)).toEqual({ story: 2, academic: 1 })
  })
})
