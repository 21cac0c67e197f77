// Signed-in chat paid with credits, forwarded to a fake automation service (CHAT_*_WEBHOOK_URL):
// a credit is taken in the transaction that checks it (exact under 200 concurrent requests), given
// back when the service fails, times out or answers empty; bad messages cost nothing. Uploads go
// to the upload webhook (multipart `file`) and the academic chat names the service's document id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import {
  postJson,
  startFakeAutomation,
  uploadDocument,
  webhookEnv,
  type FakeAutomation,
} from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'

let server: TestServer
let fake: FakeAutomation

beforeAll(async () => {
  globalThis.EventSource = (await import('eventsource'))
    .EventSource as unknown as typeof globalThis.EventSource
  fake = await startFakeAutomation()
  server = await startTestServer({ env: webhookEnv(fake, 1) })
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

async function creditsOf(user: TestUser): Promise<number> {
  return (await server.admin.collection('users').getOne(user.record.id)).credits
}

function story(user: TestUser | null, body: unknown) {
  return postJson(server.url, '/api/chat/story', body, { token: user?.client.authStore.token })
}

describe('POST /api/chat/story with the story webhook', () => {
  it('forwards {message, sessionId}, answers the reply and takes exactly one credit', async () => {
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 3 })
    const before = fake.received.length
    const res = await story(user, {
      message: '  Saya lelah mengerjakan skripsi  ',
      sessionId: 'sesi-1',
    })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      reply: 'Jawaban otomasi: Saya lelah mengerjakan skripsi',
      credits: 2,
      source: 'webhook',
      citations: [],
    })
    expect(fake.received.length).toBe(before + 1)
    const sent = fake.received[fake.received.length - 1]
    expect(sent.path).toBe('/story')
    expect(sent.json).toEqual({ message: 'Saya lelah mengerjakan skripsi', sessionId: 'sesi-1' })
    expect(await creditsOf(user)).toBe(2)
  })

  it('reads the reply from `response` and from an array answer with `output`', async () => {
    const user = await createUser(server, { credits: 2 })
    fake.mode = 'response'
    expect((await story(user, { message: 'Halo', sessionId: 's' })).body).toEqual({
      reply: 'Jawaban otomasi: Halo',
      credits: 1,
      source: 'webhook',
      citations: [],
    })
    fake.mode = 'output-array'
    expect((await story(user, { message: 'Lagi', sessionId: 's' })).body).toEqual({
      reply: 'Jawaban otomasi: Lagi',
      credits: 0,
      source: 'webhook',
      citations: [],
    })
    fake.mode = 'ok'
  })

  it("sends the new balance to the user's realtime subscription (the header's credits)", async () => {
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 4 })
    const seen: number[] = []
    await user.client
      .collection('users')
      .subscribe(user.record.id, (e) => seen.push(e.record.credits))
    try {
      expect((await story(user, { message: 'Halo', sessionId: 's' })).status).toBe(200)
      fake.mode = 'fail'
      expect((await story(user, { message: 'Halo', sessionId: 's' })).status).toBe(502)
      const deadline = Date.now() + 5000
      while (seen.length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
      expect(seen).toEqual([3, 2, 3])
    } finally {
      fake.mode = 'ok'
      await user.client.realtime.unsubscribe()
    }
  })

  it('answers 402 INSUFFICIENT_CREDITS with no credit left, without forwarding the message', async () => {
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 0 })
    const before = fake.received.length
    const res = await story(user, { message: 'Halo', sessionId: 's' })
    expect(res.status).toBe(402)
    expect(res.body).toEqual({
      code: 'INSUFFICIENT_CREDITS',
      message: 'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
      credits: 0,
    })
    expect(fake.received.length).toBe(before)
    expect(await creditsOf(user)).toBe(0)
  })

  it('gives the credit back when the service fails (HTTP 500)', async () => {
    fake.mode = 'fail'
    const user = await createUser(server, { credits: 5 })
    const res = await story(user, { message: 'Halo', sessionId: 's' })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({
      code: 'UPSTREAM_FAILED',
      message: 'Maaf, terjadi kesalahan koneksi. Silakan coba lagi.',
      credits: 5,
    })
    expect(await creditsOf(user)).toBe(5)
    fake.mode = 'ok'
  })

  it('gives the credit back when the service times out (CHAT_WEBHOOK_TIMEOUT=1)', async () => {
    fake.mode = 'slow'
    fake.slowMs = 4000
    const user = await createUser(server, { credits: 1 })
    const started = Date.now()
    const res = await story(user, { message: 'Halo', sessionId: 's' })
    const elapsed = Date.now() - started
    expect(res.status).toBe(502)
    expect(res.body).toMatchObject({ code: 'UPSTREAM_FAILED', credits: 1 })
    expect(elapsed).toBeLessThan(3500)
    expect(await creditsOf(user)).toBe(1)
    fake.mode = 'ok'
  })

  it('gives the credit back when the service answers an empty reply', async () => {
    fake.mode = 'empty'
    const user = await createUser(server, { credits: 2 })
    const res = await story(user, { message: 'Halo', sessionId: 's' })
    expect(res.status).toBe(502)
    expect(res.body).toEqual({
      code: 'EMPTY_REPLY',
      message: 'Maaf, terjadi kesalahan dalam memproses pesan Anda.',
      credits: 2,
    })
    expect(await creditsOf(user)).toBe(2)
    fake.mode = 'ok'
  })

  it('refuses empty, whitespace-only and 10,000-character messages with 400, costing nothing', async () => {
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 4 })
    const before = fake.received.length
    for (const message of ['', '   \n\t ', undefined, 42]) {
      const res = await story(user, { message, sessionId: 's' })
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 'INVALID_MESSAGE', message: 'Pesan tidak boleh kosong.' })
    }
    const long = await story(user, { message: 'a'.repeat(10_000), sessionId: 's' })
    expect(long.status).toBe(400)
    expect(long.body).toEqual({
      code: 'INVALID_MESSAGE',
      message: 'Pesan terlalu panjang (maksimal 4.000 karakter).',
    })
    expect((await story(user, { message: 'b'.repeat(4000), sessionId: 's' })).status).toBe(200)
    expect(fake.received.length).toBe(before + 1)
    expect(await creditsOf(user)).toBe(3)
  })

  it('refuses visitors (401) and unverified accounts (403 NOT_VERIFIED)', async () => {
    const visitor = await story(null, { message: 'Halo', sessionId: 's' })
    expect(visitor.status).toBe(401)
    expect(visitor.body.code).toBe('UNAUTHORIZED')
    const unverified = await createUser(server, { credits: 5, verified: false })
    const res = await story(unverified, { message: 'Halo', sessionId: 's' })
    expect(res.status).toBe(403)
    expect(res.body.code).toBe('NOT_VERIFIED')
    expect(await creditsOf(unverified)).toBe(5)
    const academic = await postJson(server.url, '/api/chat/academic', {
      message: 'Halo',
      documentId: 'x',
    })
    expect(academic.status).toBe(401)
    const upload = await fetch(`${server.url}/api/chat/documents`, {
      method: 'POST',
      body: new FormData(),
    })
    expect(upload.status).toBe(401)
  })

  it('200 concurrent messages with 50 credits: one credit per answer, never below 0', async () => {
    // (the exact 50/150 split with no network in between: documents.test.ts, built-in assistant)
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 50 })
    const before = fake.received.length
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        story(user, { message: `Pesan ${i}`, sessionId: 'banyak' }),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status === 402)
    // on a loaded machine a forward may pass the 1 s timeout: 502, credit given back
    const upstream = results.filter((r) => r.status === 502)
    expect(ok.length + refused.length + upstream.length).toBe(200)
    for (const r of refused)
      expect(r.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', credits: 0 })
    for (const r of upstream) expect(r.body.code).toBe('UPSTREAM_FAILED')
    for (const r of results)
      if (typeof r.body.credits === 'number') expect(r.body.credits).toBeGreaterThanOrEqual(0)
    expect(ok.length).toBeGreaterThanOrEqual(45)
    const balance = await creditsOf(user)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(ok.length + balance).toBe(50)
    // only messages that held a credit reached the service (a timed-out one may not have)
    const forwarded = fake.received.length - before
    expect(forwarded).toBeGreaterThanOrEqual(ok.length)
    expect(forwarded).toBeLessThanOrEqual(ok.length + upstream.length)
  })

  it('concurrent failures give every credit back (60 requests, service down)', async () => {
    fake.mode = 'fail'
    const user = await createUser(server, { credits: 30 })
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        story(user, { message: `Pesan ${i}`, sessionId: 'gagal' }),
      ),
    )
    for (const r of results) expect([402, 502]).toContain(r.status)
    expect(await creditsOf(user)).toBe(30)
    fake.mode = 'ok'
  })
})

describe('POST /api/chat/academic with the academic webhook', () => {
  it('answers 404 DOCUMENT_NOT_FOUND for an unknown document, costing nothing', async () => {
    const user = await createUser(server, { credits: 2 })
    const res = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Apa rumusan masalah saya?', documentId: 'tidakada123456' },
      { token: user.client.authStore.token },
    )
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      code: 'DOCUMENT_NOT_FOUND',
      message: 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.',
    })
    expect(await creditsOf(user)).toBe(2)
  })
})

describe('documents with the upload and academic webhooks', () => {
  it("forwards the file as multipart `file`, stores the service's id and asks with it", async () => {
    fake.mode = 'ok'
    const user = await createUser(server, { credits: 2 })
    const docx = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
    const before = fake.received.length
    const token = user.client.authStore.token
    const up = await uploadDocument(
      server.url,
      token,
      { bytes: docx, name: 'skripsi.docx', type: DOCX_MIME },
      THESIS_FIXTURE_TEXT,
    )
    expect(up.status).toBe(200)
    const sent = fake.received[before]
    expect(sent.path).toBe('/upload')
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(sent.raw.toString('latin1')).toMatch(
      /Content-Disposition: form-data; name="file"; filename="[^"]+\.docx"/,
    )
    expect(sent.raw.length).toBeGreaterThan(docx.length)
    const record = await user.client
      .collection('thesis_documents')
      .getOne(up.body.documentId as string)
    expect(record.external_id).toBe('ext-doc-1')
    expect(await creditsOf(user)).toBe(2)

    const res = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Apa rumusan masalah saya?', documentId: record.id },
      { token },
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      reply: 'Jawaban otomasi: Apa rumusan masalah saya?',
      credits: 1,
      source: 'webhook',
      citations: [],
    })
    expect(fake.received[fake.received.length - 1].json).toEqual({
      message: 'Apa rumusan masalah saya?',
      documentId: 'ext-doc-1',
    })

    fake.mode = 'slow'
    fake.slowMs = 4000
    const slow = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Lagi', documentId: record.id },
      { token },
    )
    expect(slow.status).toBe(502)
    expect(slow.body).toMatchObject({ code: 'UPSTREAM_FAILED', credits: 1 })
    expect(await creditsOf(user)).toBe(1)
    fake.mode = 'ok'
  })

  it('answers 502 UPLOAD_FAILED and stores nothing when the upload service fails or gives no id', async () => {
    const user = await createUser(server, { credits: 1 })
    const docx = await docxFromParagraphs(['BAB I PENDAHULUAN', 'Latar belakang penelitian.'])
    const token = user.client.authStore.token
    for (const mode of ['fail', 'empty', 'slow'] as const) {
      fake.mode = mode
      const res = await uploadDocument(
        server.url,
        token,
        { bytes: docx, name: 'a.docx', type: DOCX_MIME },
        'BAB I PENDAHULUAN',
      )
      expect(res.status).toBe(502)
      expect(res.body).toEqual({
        code: 'UPLOAD_FAILED',
        message: 'Gagal mengunggah dokumen. Silakan coba lagi.',
      })
    }
    fake.mode = 'ok'
    const list = await server.admin
      .collection('thesis_documents')
      .getList(1, 1, { filter: `user_id = "${user.record.id}"` })
    expect(list.totalItems).toBe(0)
    expect(await creditsOf(user)).toBe(1)
  })
})
