// Thesis documents and the embedded default assistant (no CHAT_*_WEBHOOK_URL): upload of real
// PDF/DOCX files (text extracted as the browser does), the bad files the route must refuse (nothing
// stored, no credit), owner-only access to the record, its file and its documentId, the FTS5
// passages (bm25-ranked quotes with their chapter; removed with the document) and the built-in
// story assistant.
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson, uploadDocument } from '../../support/chat-automation'
import {
  DOCX_MIME,
  PDF_MIME,
  docxFromParagraphs,
  emptyDocx,
  encryptedPdf,
  extractText,
  largePdf,
  notAPdf,
  pdfFromParagraphs,
} from '../../support/document-fixtures'
import { THESIS_FIXTURE_EXPECTED, THESIS_FIXTURE_PARAGRAPHS } from '../../support/thesis-fixture'

let server: TestServer
let owner: TestUser
let other: TestUser
let thesisDocx: Uint8Array
let thesisText: string

beforeAll(async () => {
  server = await startTestServer()
  ;[owner, other] = await Promise.all([
    createUser(server, { credits: 10 }),
    createUser(server, { credits: 10 }),
  ])
  thesisDocx = await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)
  thesisText = (await extractText(thesisDocx, 'docx')).text
})

afterAll(async () => {
  await server?.stop()
})

/** Rows of the FTS5 table for a document, read from the data directory's SQLite file. */
function passageCount(documentId: string): number {
  const db = path.join(server.dataDir, 'data.db')
  const sql = `SELECT count(*) FROM thesis_passages WHERE document_id = '${documentId.replace(/[^a-z0-9]/gi, '')}'`
  return Number(execFileSync('sqlite3', ['-readonly', db, sql], { encoding: 'utf8' }).trim())
}

async function creditsOf(user: TestUser): Promise<number> {
  return (await server.admin.collection('users').getOne(user.record.id)).credits
}

async function documentsOf(user: TestUser): Promise<number> {
  return (
    await server.admin
      .collection('thesis_documents')
      .getList(1, 1, { filter: `user_id = "${user.record.id}"` })
  ).totalItems
}

function upload(
  user: TestUser,
  bytes: Uint8Array,
  name: string,
  type: string,
  text: string,
  pages = 0,
) {
  return uploadDocument(server.url, user.client.authStore.token, { bytes, name, type }, text, pages)
}

function ask(user: TestUser, message: string, documentId: string) {
  return postJson(
    server.url,
    '/api/chat/academic',
    { message, documentId },
    { token: user.client.authStore.token },
  )
}

describe('POST /api/chat/documents (valid files)', () => {
  let documentId = ''

  it('stores a DOCX thesis, analyses it and indexes its passages; no credit is taken', async () => {
    const res = await upload(
      owner,
      thesisDocx,
      THESIS_FIXTURE_EXPECTED.fileName,
      DOCX_MIME,
      thesisText,
    )
    expect(res.status).toBe(200)
    documentId = res.body.documentId as string
    expect(documentId).toMatch(/^[a-z0-9]{15}$/)
    expect(res.body.fileName).toBe(THESIS_FIXTURE_EXPECTED.fileName)
    expect(res.body.words).toBe(THESIS_FIXTURE_EXPECTED.totalWords)
    const analysis = res.body.analysis as {
      totalWords: number
      chapters: { key: string; found: boolean }[]
    }
    expect(analysis.totalWords).toBe(THESIS_FIXTURE_EXPECTED.totalWords)
    expect(analysis.chapters.filter((c) => c.found).map((c) => c.key)).toEqual(
      THESIS_FIXTURE_EXPECTED.chaptersFound,
    )
    expect(typeof res.body.summary).toBe('string')
    expect(res.body.summary).toMatch(/Manfaat Penelitian/)
    expect(passageCount(documentId)).toBeGreaterThan(5)
    expect(await creditsOf(owner)).toBe(10)

    const record = await owner.client.collection('thesis_documents').getOne(documentId)
    expect(record).toMatchObject({
      user_id: owner.record.id,
      file_name: THESIS_FIXTURE_EXPECTED.fileName,
      pages: 0,
      external_id: '',
    })
    expect(record.text).toBe(thesisText.trim())
    expect(record.file).toMatch(/\.docx$/)
  })

  it('answers an academic question by quoting the best passage with its chapter (FTS5, bm25)', async () => {
    const res = await ask(
      owner,
      'Berapa jumlah sampel penelitian dan bagaimana teknik pengambilannya?',
      documentId,
    )
    expect(res.status).toBe(200)
    expect(res.body.credits).toBe(9)
    const reply = res.body.reply as string
    expect(reply).toMatch(/120 responden/)
    expect(reply).toMatch(/purposive sampling/)
    expect(reply).toContain(THESIS_FIXTURE_EXPECTED.chapters.bab3.label)
    expect(await creditsOf(owner)).toBe(9)
  })

  it('answers a structure question from the stored analysis', async () => {
    const res = await ask(owner, 'Apakah struktur bab skripsi saya sudah lengkap?', documentId)
    expect(res.status).toBe(200)
    expect(res.body.reply).toMatch(/Manfaat Penelitian/)
    expect(res.body.reply).toMatch(/Saran/)
  })

  it('answers a citation question with the comparison against the Daftar Pustaka', async () => {
    const res = await ask(owner, 'Apakah ada sitasi yang tidak ada di daftar pustaka?', documentId)
    expect(res.status).toBe(200)
    expect(res.body.reply).toMatch(/Nugroho/)
    expect(res.body.reply).toMatch(/Kurniawan/)
  })

  it('takes FTS5 syntax in a question as plain words (no SQL or MATCH error)', async () => {
    for (const message of [
      'sampel" OR body:* NEAR(a b) -- ; DROP TABLE thesis_passages; "',
      'responden* AND (purposive OR ^sampling) NOT {document_id}:x',
      '"""',
    ]) {
      const res = await ask(owner, message, documentId)
      expect(res.status).toBe(200)
      expect(typeof res.body.reply).toBe('string')
    }
    expect(passageCount(documentId)).toBeGreaterThan(5)
  })

  it('says so, with suggestions, when no passage matches the question', async () => {
    const res = await ask(owner, 'Bagaimana fotosintesis klorofil tumbuhan hijau?', documentId)
    expect(res.status).toBe(200)
    expect(res.body.reply).toMatch(/belum menemukan/)
  })

  it('stores a PDF made by pdf-lib with the text pdfjs extracts and its page count', async () => {
    const paragraphs = THESIS_FIXTURE_PARAGRAPHS.slice(0, 40)
    const pdf = await pdfFromParagraphs(paragraphs)
    const { text, pages } = await extractText(pdf, 'pdf')
    expect(pages).toBeGreaterThan(1)
    const res = await upload(owner, pdf, 'draf.pdf', PDF_MIME, text, pages)
    expect(res.status).toBe(200)
    const record = await owner.client
      .collection('thesis_documents')
      .getOne(res.body.documentId as string)
    expect(record.pages).toBe(pages)
    expect(record.file).toMatch(/\.pdf$/)
  })

  it('keeps the document, its file and its documentId to the owner', async () => {
    const id = documentId
    const record = await owner.client.collection('thesis_documents').getOne(id)
    // the owner downloads the protected file with a file token
    const ownerToken = await owner.client.files.getToken()
    const ownFile = await fetch(
      `${server.url}/api/files/thesis_documents/${id}/${record.file}?token=${ownerToken}`,
    )
    expect(ownFile.status).toBe(200)
    expect(new Uint8Array(await ownFile.arrayBuffer()).length).toBe(thesisDocx.length)
    // without a token nobody gets it; another user neither with their own token
    expect(
      (await fetch(`${server.url}/api/files/thesis_documents/${id}/${record.file}`)).status,
    ).not.toBe(200)
    const otherToken = await other.client.files.getToken()
    const stolen = await fetch(
      `${server.url}/api/files/thesis_documents/${id}/${record.file}?token=${otherToken}`,
    )
    expect(stolen.status).not.toBe(200)
    // the record is invisible to the other user
    await expect(other.client.collection('thesis_documents').getOne(id)).rejects.toMatchObject({
      status: 404,
    })
    expect((await other.client.collection('thesis_documents').getList(1, 10)).totalItems).toBe(0)
    const anonymous = server.client()
    expect((await anonymous.collection('thesis_documents').getList(1, 10)).totalItems).toBe(0)
    // nor can they ask about it (and it costs them nothing)
    const res = await ask(other, 'Apa rumusan masalahnya?', id)
    expect(res.status).toBe(404)
    expect(res.body).toEqual({
      code: 'DOCUMENT_NOT_FOUND',
      message: 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.',
    })
    expect(await creditsOf(other)).toBe(10)
    // nor change or delete it
    const update = await other.client
      .collection('thesis_documents')
      .update(id, { text: 'x' })
      .catch((e) => e)
    expect([403, 404]).toContain(update.status)
    await expect(other.client.collection('thesis_documents').delete(id)).rejects.toMatchObject({
      status: 404,
    })
    expect((await owner.client.collection('thesis_documents').getOne(id)).text).toBe(
      thesisText.trim(),
    )
  })

  it('allows documents to be created only through the upload route', async () => {
    const form = new FormData()
    form.append('user_id', owner.record.id)
    form.append('text', 'BAB I PENDAHULUAN')
    form.append(
      'file',
      new Blob([new Uint8Array(await docxFromParagraphs(['BAB I PENDAHULUAN']))], {
        type: DOCX_MIME,
      }),
      'x.docx',
    )
    await expect(owner.client.collection('thesis_documents').create(form)).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      owner.client.collection('thesis_documents').update(documentId, { text: 'ganti' }),
    ).rejects.toMatchObject({
      status: 403,
    })
  })

  it('removes the passages when the owner deletes the document', async () => {
    const res = await upload(owner, thesisDocx, 'hapus.docx', DOCX_MIME, thesisText)
    const id = res.body.documentId as string
    expect(passageCount(id)).toBeGreaterThan(5)
    await owner.client.collection('thesis_documents').delete(id)
    expect(passageCount(id)).toBe(0)
    expect(passageCount(documentId)).toBeGreaterThan(5)
    expect((await ask(owner, 'Apa kesimpulannya?', id)).status).toBe(404)
  })

  it('removes the passages of every document when the account is deleted (cascade)', async () => {
    const leaving = await createUser(server, { credits: 1 })
    const res = await upload(leaving, thesisDocx, 'pergi.docx', DOCX_MIME, thesisText)
    const id = res.body.documentId as string
    expect(passageCount(id)).toBeGreaterThan(5)
    await server.admin.collection('users').delete(leaving.record.id)
    expect(passageCount(id)).toBe(0)
  })
})

describe('POST /api/chat/documents (refused files: 400, nothing stored, no credit)', () => {
  let user: TestUser

  beforeAll(async () => {
    user = await createUser(server, { credits: 3 })
  })

  async function refused(
    res: { status: number; body: Record<string, unknown> },
    code: string,
    message: string,
  ) {
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ code, message })
    expect(await documentsOf(user)).toBe(0)
    expect(await creditsOf(user)).toBe(3)
  }

  const UNSUPPORTED = 'File tidak didukung. Hanya file PDF dan DOCX yang diizinkan.'

  it('a file named .pdf whose bytes are not a PDF', async () => {
    await refused(
      await upload(user, notAPdf(), 'skripsi.pdf', PDF_MIME, 'BAB I PENDAHULUAN teks'),
      'UNSUPPORTED_FILE',
      UNSUPPORTED,
    )
  })

  it('a PDF renamed .docx, and a DOCX renamed .pdf', async () => {
    const pdf = await pdfFromParagraphs(['BAB I PENDAHULUAN', 'Isi.'])
    await refused(
      await upload(user, pdf, 'skripsi.docx', DOCX_MIME, 'BAB I PENDAHULUAN Isi.'),
      'UNSUPPORTED_FILE',
      UNSUPPORTED,
    )
    const docx = await docxFromParagraphs(['BAB I PENDAHULUAN', 'Isi.'])
    await refused(
      await upload(user, docx, 'skripsi.pdf', PDF_MIME, 'BAB I PENDAHULUAN Isi.'),
      'UNSUPPORTED_FILE',
      UNSUPPORTED,
    )
  })

  it('other types by extension or declared MIME', async () => {
    const pdf = await pdfFromParagraphs(['Isi.'])
    await refused(
      await upload(user, pdf, 'skripsi.txt', 'text/plain', 'Isi.'),
      'UNSUPPORTED_FILE',
      UNSUPPORTED,
    )
    await refused(
      await upload(user, pdf, 'skripsi.pdf', 'image/png', 'Isi.'),
      'UNSUPPORTED_FILE',
      UNSUPPORTED,
    )
  })

  it('a file over 20 MB', async () => {
    const big = await largePdf(20 * 1024 * 1024 + 1024)
    await refused(
      await upload(user, big, 'besar.pdf', PDF_MIME, 'BAB I PENDAHULUAN Isi dokumen besar.'),
      'FILE_TOO_LARGE',
      'Ukuran file maksimal 20 MB.',
    )
  })

  it('an encrypted PDF', async () => {
    const pdf = await encryptedPdf(['BAB I PENDAHULUAN', 'Rahasia.'])
    await refused(
      await upload(user, pdf, 'terkunci.pdf', PDF_MIME, 'BAB I PENDAHULUAN Rahasia.', 1),
      'ENCRYPTED_PDF',
      'PDF ini dilindungi kata sandi. Buka kuncinya lalu unggah ulang.',
    )
  })

  it('a DOCX with no text', async () => {
    const docx = await emptyDocx()
    const { text } = await extractText(docx, 'docx')
    expect(text.trim()).toBe('')
    await refused(
      await upload(user, docx, 'kosong.docx', DOCX_MIME, text),
      'EMPTY_DOCUMENT',
      'Dokumen tidak berisi teks yang bisa dibaca. Pastikan dokumen bukan hasil scan atau gambar.',
    )
  })

  it('a text over 1,500,000 characters', async () => {
    const docx = await docxFromParagraphs(['BAB I PENDAHULUAN'])
    await refused(
      await upload(user, docx, 'panjang.docx', DOCX_MIME, 'kata '.repeat(300_001)),
      'DOCUMENT_TOO_LONG',
      'Dokumen terlalu panjang untuk dianalisis.',
    )
  })

  it('no file at all', async () => {
    const form = new FormData()
    form.append('text', 'Isi')
    const res = await fetch(`${server.url}/api/chat/documents`, {
      method: 'POST',
      headers: { Authorization: user.client.authStore.token },
      body: form,
    })
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('FILE_REQUIRED')
  })
})

describe('POST /api/chat/story (built-in assistant)', () => {
  it('answers in Indonesian and takes one credit', async () => {
    const user = await createUser(server, { credits: 2 })
    const res = await postJson(
      server.url,
      '/api/chat/story',
      { message: 'Saya merasa cemas karena skripsi saya belum selesai', sessionId: 'sesi-cerita' },
      { token: user.client.authStore.token },
    )
    expect(res.status).toBe(200)
    expect(typeof res.body.reply).toBe('string')
    expect((res.body.reply as string).length).toBeGreaterThan(20)
    expect(res.body.reply).toMatch(/\b(kamu|Anda|kak|skripsi)\b/i)
    expect(res.body.credits).toBe(1)
    expect(await creditsOf(user)).toBe(1)
  })

  it('200 concurrent messages with 50 credits: exactly 50 answered, the rest 402, balance 0', async () => {
    const user = await createUser(server, { credits: 50 })
    const token = user.client.authStore.token
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        postJson(
          server.url,
          '/api/chat/story',
          { message: `Saya capek revisi ${i}`, sessionId: 'serentak' },
          { token },
        ),
      ),
    )
    const ok = results.filter((r) => r.status === 200)
    const refused = results.filter((r) => r.status === 402)
    expect(ok.length).toBe(50)
    expect(refused.length).toBe(150)
    for (const r of refused)
      expect(r.body).toMatchObject({ code: 'INSUFFICIENT_CREDITS', credits: 0 })
    // every answered message saw its own balance 49..0: no credit was spent twice
    expect(ok.map((r) => r.body.credits as number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i),
    )
    expect(await creditsOf(user)).toBe(0)
  })
})

describe('POST /api/chat/trial/story (built-in assistant)', () => {
  it('answers a visitor in Indonesian and counts the trial message', async () => {
    const res = await postJson(server.url, '/api/chat/trial/story', {
      message: 'Aku takut sidang skripsi',
      sessionId: 'tamu',
    })
    expect(res.status).toBe(200)
    expect((res.body.reply as string).length).toBeGreaterThan(20)
    expect(res.body.remaining).toBe(4)
    const status = await (await fetch(`${server.url}/api/chat/trial/status`)).json()
    expect(status).toEqual({ story: 4, academic: 1 })
  })
})
