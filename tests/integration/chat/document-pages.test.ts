// PDF page numbers of the passages: the browser's PDF reader separates pages with a form feed, the
// upload route keeps the page where each passage starts (thesis_passages.page) and the built-in
// academic assistant shows it next to the chapter of a quoted passage and returns the quoted
// passages as citations; the trial route (text in memory) does the same. DOCX text has no pages (page 0: no page shown).
import { execFileSync } from 'node:child_process'
import path from 'node:path'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { DOCX_MIME, PDF_MIME, docxFromParagraphs } from '../../support/document-fixtures'
import { pdfFromPages } from '../../support/pdf-pages-fixture'
import { readPdfText, type PdfLoader } from '../../../src/lib/thesis-documents/pdf-text'

const fontDir = new URL('../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname

const PAGES = [
  [
    'BAB I',
    'PENDAHULUAN',
    'Latar belakang penelitian ini adalah rendahnya minat baca siswa sekolah dasar.',
  ],
  [
    'Penelitian sebelumnya menunjukkan bahwa perpustakaan kelas meningkatkan minat baca.',
    'BAB II',
    'TINJAUAN PUSTAKA',
    'Teori literasi menjelaskan bahwa kebiasaan membaca tumbuh dari akses buku.',
  ],
  [
    'Menurut teori ekologi, lingkungan rumah ikut membentuk kebiasaan membaca anak.',
    'Dukungan orang tua menjadi faktor penting dalam pembiasaan membaca.',
  ],
]

let server: TestServer
let owner: TestUser
let pdf: Uint8Array
let pdfText: string

beforeAll(async () => {
  server = await startTestServer()
  owner = await createUser(server, { credits: 10 })
  pdf = await pdfFromPages(PAGES)
  // pdfjs takes (detaches) the buffer it reads: give it a copy
  const read = await readPdfText(pdfjs as unknown as PdfLoader, pdf.slice(), undefined, {
    standardFontDataUrl: fontDir,
    verbosity: 0,
  })
  expect(read.pages).toBe(3)
  pdfText = read.text
})

afterAll(async () => {
  await server?.stop()
})

function pagesOf(documentId: string): string {
  const db = path.join(server.dataDir, 'data.db')
  const id = documentId.replace(/[^a-z0-9]/gi, '')
  const sql = `SELECT chapter || '|' || page FROM thesis_passages WHERE document_id = '${id}' ORDER BY ord`
  return execFileSync('sqlite3', ['-readonly', db, sql], { encoding: 'utf8' }).trim()
}

function ask(message: string, documentId: string) {
  return postJson(
    server.url,
    '/api/chat/academic',
    { message, documentId },
    { token: owner.client.authStore.token },
  )
}

describe('PDF page numbers of the passages', () => {
  it('stores the page where each passage starts and shows it in the academic reply', async () => {
    expect(pdfText.split('\f')).toHaveLength(3)
    const res = await uploadDocument(
      server.url,
      owner.client.authStore.token,
      { bytes: pdf, name: 'draf.pdf', type: PDF_MIME },
      pdfText,
      3,
    )
    expect(res.status).toBe(200)
    const id = res.body.documentId as string
    const rows = pagesOf(id).split('\n')
    expect(rows).toEqual([
      expect.stringMatching(/^BAB I .*\|1$/),
      expect.stringMatching(/^BAB II .*\|2$/),
    ])
    const reply = await ask('Apa kata teori ekologi tentang lingkungan rumah?', id)
    expect(reply.status).toBe(200)
    expect(reply.body.reply).toMatch(/BAB II Tinjauan Pustaka \(hal\. 2\):/)
    expect(reply.body.reply).toContain('teori ekologi')
    // the quoted passages come back as citations, each exactly as the reply shows it
    expect(reply.body.source).toBe('builtin')
    const citations = reply.body.citations as { chapter: string; page: number; quote: string }[]
    expect(citations.length).toBeGreaterThan(0)
    expect(citations[0]).toMatchObject({ chapter: 'BAB II Tinjauan Pustaka', page: 2 })
    expect(citations[0].quote).toContain('teori ekologi')
    citations.forEach((c, i) => {
      const where = c.page > 0 ? `${c.chapter} (hal. ${c.page})` : c.chapter
      expect(reply.body.reply).toContain(`${i + 1}. ${where}:\n"${c.quote}"\n`)
    })
  })

  it('a report answer (words per chapter) quotes nothing: no citations', async () => {
    const res = await uploadDocument(
      server.url,
      owner.client.authStore.token,
      { bytes: pdf, name: 'draf.pdf', type: PDF_MIME },
      pdfText,
      3,
    )
    const reply = await ask('Berapa jumlah kata per bab?', res.body.documentId as string)
    expect(reply.status).toBe(200)
    expect(reply.body).toMatchObject({ source: 'builtin', citations: [] })
  })

  it('shows no page for a DOCX (no page breaks in its text)', async () => {
    const paragraphs = PAGES.flat()
    const docx = await docxFromParagraphs(paragraphs)
    const res = await uploadDocument(
      server.url,
      owner.client.authStore.token,
      { bytes: docx, name: 'draf.docx', type: DOCX_MIME },
      paragraphs.join('\n'),
      0,
    )
    expect(res.status).toBe(200)
    const id = res.body.documentId as string
    expect(pagesOf(id)).toMatch(/\|0$/)
    const reply = await ask('Apa kata teori ekologi tentang lingkungan rumah?', id)
    expect(reply.status).toBe(200)
    expect(reply.body.reply).toMatch(/BAB II Tinjauan Pustaka:/)
    expect(reply.body.reply).not.toMatch(/hal\. \d/)
    expect(reply.body.citations).toContainEqual(
      expect.objectContaining({ chapter: 'BAB II Tinjauan Pustaka', page: 0 }),
    )
  })

  it('the trial route counts the pages of the text in memory too', async () => {
    const res = await postJson(
      server.url,
      '/api/chat/trial/academic',
      {
        message: 'Apa kata teori ekologi tentang lingkungan rumah?',
        document: { name: 'draf.pdf', text: pdfText },
      },
      { headers: { 'X-Forwarded-For': '203.0.113.77' } },
    )
    expect(res.status).toBe(200)
    expect(res.body.reply).toMatch(/BAB II Tinjauan Pustaka \(hal\. 2\):/)
    expect(res.body.citations).toContainEqual(
      expect.objectContaining({ chapter: 'BAB II Tinjauan Pustaka', page: 2 }),
    )
  })
})
