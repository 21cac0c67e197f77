/* eslint-disable @typescript-eslint/no-explicit-any -- the routes answer loosely typed JSON, checked field by field */
// Thesis retention (THESIS_RETENTION_DAYS, here 30): GET /api/me/documents lists the caller's theses
// with lastOpened and deleteAfter; the academic chat, the AI review route and a new sidang session
// mark a thesis opened; the daily job (run through the test-only route of PB_TEST_HOOKS=1 after the
// dates were moved into the past with sqlite3) deletes what was not opened for 30 days, its passages
// and file, while a sidang session on it keeps its report without the document.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { llmEnv, startFakeLlm } from '../../support/fake-llm'
import { createUser, pbDate, type TestUser } from '../../support/fixtures'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'
import { getJson, idSql, sql } from './support'

const DAY = 24 * 60 * 60 * 1000
let server: TestServer
let dewi: TestUser
let budi: TestUser

beforeAll(async () => {
  server = await startTestServer({ env: { PB_TEST_HOOKS: '1', THESIS_RETENTION_DAYS: '30' } })
  ;[dewi, budi] = await Promise.all([
    createUser(server, { credits: 30 }),
    createUser(server, { credits: 30 }),
  ])
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

async function upload(user: TestUser, name: string): Promise<string> {
  const bytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
  const up = await uploadDocument(
    server.url,
    user.client.authStore.token,
    { bytes, name, type: DOCX_MIME },
    THESIS_FIXTURE_PARAGRAPHS.join('\n'),
  )
  if (up.status !== 200) throw new Error(JSON.stringify(up.body))
  return String(up.body.documentId)
}

/** Moves a thesis's created (and last_opened, '' = never opened) into the past. */
function setDates(id: string, createdDaysAgo: number, openedDaysAgo: number | null) {
  const created = pbDate(Date.now() - createdDaysAgo * DAY)
  const opened = openedDaysAgo === null ? '' : pbDate(Date.now() - openedDaysAgo * DAY)
  sql(
    server,
    `UPDATE thesis_documents SET created = '${created}', last_opened = '${opened}' WHERE id = ${idSql(id)}`,
    true,
  )
}

function lastOpened(id: string): string {
  return sql(server, `SELECT last_opened FROM thesis_documents WHERE id = ${idSql(id)}`)
}

function storedFile(id: string): string {
  const collectionId = sql(server, "SELECT id FROM _collections WHERE name = 'thesis_documents'")
  return path.join(server.dataDir, 'storage', collectionId, id)
}

describe('GET /api/me/documents', () => {
  it('a visitor gets 401', async () => {
    expect((await getJson(server, null, '/api/me/documents')).status).toBe(401)
  })

  it('lists the caller’s theses newest first with size, dates and the deletion date', async () => {
    const first = await upload(dewi, 'bab-1.docx')
    const second = await upload(dewi, 'skripsi lengkap.docx')
    await upload(budi, 'punya-budi.docx')
    setDates(first, 10, 3)
    const r = await getJson(server, dewi.client.authStore.token, '/api/me/documents')
    expect(r.status).toBe(200)
    expect(r.body.retentionDays).toBe(30)
    expect(r.body.items.map((i: any) => i.id)).toEqual([second, first])
    const [b, a] = r.body.items
    expect(b).toMatchObject({ fileName: 'skripsi lengkap.docx', pages: 0 })
    expect(b.words).toBeGreaterThan(100)
    expect(b.size).toBeGreaterThan(1000)
    // never opened: counted from the upload
    expect(b.lastOpened).toBe(b.created)
    expect(
      Date.parse(b.deleteAfter.replace(' ', 'T')) - Date.parse(b.created.replace(' ', 'T')),
    ).toBe(30 * DAY)
    expect(
      Date.parse(a.deleteAfter.replace(' ', 'T')) - Date.parse(a.lastOpened.replace(' ', 'T')),
    ).toBe(30 * DAY)
    expect(
      Math.abs(Date.parse(a.lastOpened.replace(' ', 'T')) - (Date.now() - 3 * DAY)),
    ).toBeLessThan(60_000)
  })
})

describe('a thesis counts as opened', () => {
  it('when the academic chat asks about it', async () => {
    const id = await upload(dewi, 'chat.docx')
    expect(lastOpened(id)).toBe('')
    const r = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Apa rumusan masalahnya?', documentId: id },
      { token: dewi.client.authStore.token },
    )
    expect(r.status).toBe(200)
    expect(Math.abs(Date.parse(lastOpened(id).replace(' ', 'T')) - Date.now())).toBeLessThan(60_000)
  })

  it('when a sidang session starts on it', async () => {
    const id = await upload(dewi, 'sidang.docx')
    const r = await postJson(
      server.url,
      '/api/sidang/sessions',
      { documentId: id, questions: 5 },
      { token: dewi.client.authStore.token },
    )
    expect(r.status).toBe(200)
    expect(lastOpened(id)).not.toBe('')
  })

  it('when the AI review uses it (the LLM configured)', async () => {
    const fake = await startFakeLlm()
    const llmServer = await startTestServer({ env: llmEnv(fake) })
    try {
      const student = await createUser(llmServer, { credits: 5 })
      const bytes = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
      const up = await uploadDocument(
        llmServer.url,
        student.client.authStore.token,
        { bytes, name: 'ulasan.docx', type: DOCX_MIME },
        THESIS_FIXTURE_PARAGRAPHS.join('\n'),
      )
      const id = String(up.body.documentId)
      const read = () =>
        sql(llmServer, `SELECT last_opened FROM thesis_documents WHERE id = ${idSql(id)}`)
      expect(read()).toBe('')
      // whether the model's review passes its checks or not, the thesis was used
      await postJson(
        llmServer.url,
        '/api/chat/academic/review',
        { documentId: id },
        { token: student.client.authStore.token },
      )
      expect(fake.requests.length).toBeGreaterThan(0)
      expect(read()).not.toBe('')
    } finally {
      await llmServer.stop()
      await fake.close()
    }
  })

  it('not when someone else names it', async () => {
    const id = await upload(dewi, 'milik-dewi.docx')
    const r = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Apa rumusan masalahnya?', documentId: id },
      { token: budi.client.authStore.token },
    )
    expect(r.status).toBe(404)
    expect(lastOpened(id)).toBe('')
  })
})

describe('the retention job', () => {
  it('is a test-only route: the PocketBase admin only', async () => {
    const r = await postJson(
      server.url,
      '/api/test/privacy/retention',
      {},
      {
        token: dewi.client.authStore.token,
      },
    )
    expect(r.status).toBe(401)
  })

  it('deletes theses not opened for THESIS_RETENTION_DAYS; a sidang report stays without its document', async () => {
    const stale = await upload(budi, 'lama.docx')
    const staleOpened = await upload(budi, 'lama-dibuka.docx')
    const recentlyOpened = await upload(budi, 'baru-dibuka.docx')
    const fresh = await upload(budi, 'baru.docx')
    const session = await postJson(
      server.url,
      '/api/sidang/sessions',
      { documentId: stale, questions: 5 },
      { token: budi.client.authStore.token },
    )
    expect(session.status).toBe(200)
    setDates(stale, 45, null)
    setDates(staleOpened, 90, 31)
    setDates(recentlyOpened, 90, 29)
    setDates(fresh, 1, null)
    expect(existsSync(storedFile(stale))).toBe(true)

    const r = await postJson(
      server.url,
      '/api/test/privacy/retention',
      {},
      {
        token: server.admin.authStore.token,
      },
    )
    expect(r.status).toBe(200)
    expect((r.body.ids as string[]).sort()).toEqual([stale, staleOpened].sort())

    const left = await getJson(server, budi.client.authStore.token, '/api/me/documents')
    const ids = left.body.items.map((i: any) => i.id)
    expect(ids).toContain(recentlyOpened)
    expect(ids).toContain(fresh)
    expect(ids).not.toContain(stale)
    expect(ids).not.toContain(staleOpened)
    expect(
      sql(server, `SELECT count(*) FROM thesis_passages WHERE document_id = ${idSql(stale)}`),
    ).toBe('0')
    for (let i = 0; i < 50 && existsSync(storedFile(stale)); i++)
      await new Promise((res) => setTimeout(res, 100))
    expect(existsSync(storedFile(stale))).toBe(false)
    const kept = await server.admin.collection('sidang_sessions').getOne(String(session.body.id))
    expect(kept.document).toBe('')
    expect(kept.document_name).toBe('lama.docx')
    expect(kept.questions.length).toBe(5)

    // a second run finds nothing more
    const again = await postJson(
      server.url,
      '/api/test/privacy/retention',
      {},
      {
        token: server.admin.authStore.token,
      },
    )
    expect(again.body.deleted).toBe(0)
  })
})
