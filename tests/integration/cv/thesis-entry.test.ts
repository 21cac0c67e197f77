// Analisa CV's 'Dari skripsi Anda' (GET /api/cv/thesis-entry) against a real PocketBase: the
// 'Penelitian/Skripsi' entry (title, method, main result) drafted from the caller's own uploaded
// thesis, each part a sentence of that thesis (with its chapter and PDF page), free, and never from
// another user's thesis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, PDF_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { pdfFromPages } from '../../support/pdf-pages-fixture'
import { THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { KUALITATIF_PAGED_TEXT, KUALITATIF_PAGES } from '../../support/thesis-fixture-kualitatif'
import { llmEnv, startFakeLlm, type FakeLlm } from '../../support/fake-llm'

interface Part {
  text: string
  chapter: string
  page: number
}
interface Entry {
  available: boolean
  reason?: string
  documentId?: string
  fileName?: string
  title?: string | null
  method?: Part | null
  result?: Part | null
  code?: string
  message?: string
}

let server: TestServer
let fake: FakeLlm
let dewi: TestUser
let rizky: TestUser
let nobody: TestUser
let dewiDoc = ''
let rizkyDoc = ''

async function uploadDocx(u: TestUser): Promise<string> {
  const res = await uploadDocument(
    server.url,
    u.client.authStore.token,
    {
      bytes: await docxFromParagraphs(THESIS_FIXTURE_PARAGRAPHS),
      name: 'skripsi-dewi.docx',
      type: DOCX_MIME,
    },
    THESIS_FIXTURE_TEXT,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return String(res.body.documentId)
}

/** The qualitative thesis as a PDF upload: its text with the reader's page breaks. */
async function uploadPdf(u: TestUser): Promise<string> {
  const res = await uploadDocument(
    server.url,
    u.client.authStore.token,
    { bytes: await pdfFromPages([['Skripsi']]), name: 'skripsi-rizky.pdf', type: PDF_MIME },
    KUALITATIF_PAGED_TEXT,
    KUALITATIF_PAGES.length,
  )
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  return String(res.body.documentId)
}

async function entry(u: TestUser | null, query = ''): Promise<{ status: number; body: Entry }> {
  const res = await fetch(`${server.url}/api/cv/thesis-entry${query}`, {
    headers: u ? { Authorization: u.client.authStore.token } : {},
  })
  return { status: res.status, body: (await res.json()) as Entry }
}

const squeeze = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The 1-based page of the qualitative PDF whose text holds `sentence`. */
function pageOf(sentence: string): number {
  const i = KUALITATIF_PAGES.findIndex((lines) => squeeze(lines.join(' ')).includes(sentence))
  return i + 1
}

beforeAll(async () => {
  fake = await startFakeLlm()
  server = await startTestServer({ env: llmEnv(fake) })
  ;[dewi, rizky, nobody] = await Promise.all([
    createUser(server, { credits: 4 }),
    createUser(server, { credits: 4 }),
    createUser(server, { credits: 4 }),
  ])
  // Rizky's thesis is uploaded last: the newest of the server, never Dewi's or Nobody's entry.
  dewiDoc = await uploadDocx(dewi)
  rizkyDoc = await uploadPdf(rizky)
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

describe('GET /api/cv/thesis-entry', () => {
  it('needs a signed-in user', async () => {
    const res = await entry(null)
    expect(res.status).toBe(401)
    expect(res.body.code).toBe('UNAUTHORIZED')
  })

  it('drafts title, method and main result from the thesis, each a sentence of it', async () => {
    fake.reset()
    const res = await entry(dewi)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      available: true,
      documentId: dewiDoc,
      fileName: 'skripsi-dewi.docx',
      title: 'PENGARUH LITERASI KEUANGAN DAN GAYA HIDUP TERHADAP PERILAKU KONSUMTIF MAHASISWA',
      method: {
        text: 'Penelitian ini menggunakan pendekatan kuantitatif dengan metode survei.',
        chapter: 'BAB III Metode Penelitian',
        page: 0,
      },
      result: {
        text: expect.stringMatching(
          /^Berdasarkan hasil analisis, dapat disimpulkan bahwa literasi keuangan berpengaruh negatif/,
        ),
        chapter: 'BAB V Kesimpulan dan Saran',
        page: 0,
      },
    })
    const thesis = squeeze(THESIS_FIXTURE_TEXT)
    for (const part of [res.body.title!, res.body.method!.text, res.body.result!.text])
      expect(thesis).toContain(part)
    // free: no credit, no LLM
    expect((await server.admin.collection('users').getOne(dewi.record.id)).credits).toBe(4)
    expect(fake.requests).toHaveLength(0)
  })

  it('names the PDF page of each sentence, and skips lead-ins, headings and suggestions', async () => {
    const res = await entry(rizky)
    expect(res.status).toBe(200)
    expect(res.body.documentId).toBe(rizkyDoc)
    expect(res.body.title).toBe(
      'STRATEGI ADAPTASI PEDAGANG PASAR TRADISIONAL TERHADAP PEMBAYARAN DIGITAL QRIS (Studi Kasus Pedagang Pasar 16 Ilir Palembang)',
    )
    const { method, result } = res.body
    expect(method).toMatchObject({ chapter: 'BAB III Metode Penelitian' })
    expect(method!.text).toMatch(/pendekatan kualitatif/)
    expect(result).toMatchObject({ chapter: 'BAB V Penutup' })
    expect(result!.text).toMatch(/disimpulkan bahwa/)
    const thesis = squeeze(KUALITATIF_PAGED_TEXT.replace(/\f/g, '\n'))
    for (const part of [method!, result!]) {
      expect(thesis).toContain(part.text)
      expect(part.text).not.toMatch(/:$/)
      expect(part.text).not.toMatch(/\bsaran\b|disarankan/i)
      expect(part.page).toBeGreaterThan(0)
      expect(part.page).toBe(pageOf(part.text))
    }
  })

  it("takes a given documentId only when it is the caller's own", async () => {
    expect((await entry(dewi, `?documentId=${dewiDoc}`)).body.documentId).toBe(dewiDoc)
    const other = await entry(dewi, `?documentId=${rizkyDoc}`)
    expect(other.status).toBe(404)
    expect(other.body).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' })
    expect(JSON.stringify(other.body)).not.toMatch(/STRATEGI|QRIS/)
    expect((await entry(dewi, '?documentId=tidakada123')).status).toBe(404)
  })

  it("never uses another user's thesis: without one of their own there is no entry", async () => {
    const res = await entry(nobody)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ available: false, reason: 'NO_DOCUMENT' })
  })

  it('uses the most recently uploaded of the caller’s own theses', async () => {
    const second = await uploadPdf(dewi)
    const res = await entry(dewi)
    expect(res.body.documentId).toBe(second)
    expect(res.body.title).toMatch(/^STRATEGI ADAPTASI/)
    await dewi.client.collection('thesis_documents').delete(second)
    expect((await entry(dewi)).body.documentId).toBe(dewiDoc)
  })

  it('says nothing was found in a text without a cover title, method or result', async () => {
    const u = await createUser(server)
    const paragraphs = [
      'Catatan kuliah minggu ini tentang pengantar ekonomi mikro dan permintaan pasar.',
      'Permintaan barang biasanya turun ketika harga barang itu naik dan pendapatan tetap.',
    ]
    const up = await uploadDocument(
      server.url,
      u.client.authStore.token,
      { bytes: await docxFromParagraphs(paragraphs), name: 'catatan.docx', type: DOCX_MIME },
      paragraphs.join('\n'),
    )
    expect(up.status, JSON.stringify(up.body)).toBe(200)
    const res = await entry(u)
    expect(res.body).toEqual({
      available: false,
      reason: 'NOTHING_FOUND',
      documentId: String(up.body.documentId),
    })
  })
})
