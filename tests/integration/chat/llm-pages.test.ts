// PDF pages on the LLM path: every block sent to the model carries the page of its own passage,
// the neighbours of the best hits included (they are read from thesis_passages by ord with their own
// chapter and page), so a quote from a neighbour cites its real page; the narrative review's
// chapter openings carry their pages too.
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createUser, type TestUser } from '../../support/fixtures'
import { postJson, uploadDocument } from '../../support/chat-automation'
import { PDF_MIME } from '../../support/document-fixtures'
import { pdfFromPages } from '../../support/pdf-pages-fixture'
import { llmEnv, startFakeLlm, type FakeLlm, type LlmRequest } from '../../support/fake-llm'
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
  [
    'BAB III',
    'METODE PENELITIAN',
    'Penelitian ini menggunakan pendekatan kualitatif dengan wawancara mendalam kepada guru.',
  ],
]

let server: TestServer
let fake: FakeLlm
let owner: TestUser
let documentId = ''

beforeAll(async () => {
  fake = await startFakeLlm()
  server = await startTestServer({ env: llmEnv(fake) })
  owner = await createUser(server, { credits: 10 })
  const pdf = await pdfFromPages(PAGES)
  const read = await readPdfText(pdfjs as unknown as PdfLoader, pdf.slice(), undefined, {
    standardFontDataUrl: fontDir,
    verbosity: 0,
  })
  const up = await uploadDocument(
    server.url,
    owner.client.authStore.token,
    { bytes: pdf, name: 'draf.pdf', type: PDF_MIME },
    read.text,
    read.pages,
  )
  expect(up.status).toBe(200)
  documentId = String(up.body.documentId)
})

afterAll(async () => {
  await server?.stop()
  await fake?.close()
})

beforeEach(() => fake.reset())

const userContent = (r: LlmRequest) =>
  r.body.messages?.find((m) => m.role === 'user')?.content ?? ''

/** Block headers of a request: 'BAB I Pendahuluan | hal. 1'. */
function headers(r: LlmRequest): string[] {
  return [...userContent(r).matchAll(/<<<BLOK \d+ \| ([^>]*)>>>/g)].map((m) => m[1])
}

describe('pages of the blocks sent to the LLM', () => {
  it('neighbours of a hit carry their own chapter and page, and a quote from one cites it', async () => {
    fake.script({
      content: 'Latar belakangnya: "rendahnya minat baca siswa sekolah dasar" [1].',
    })
    const res = await postJson(
      server.url,
      '/api/chat/academic',
      { message: 'Apa kata teori ekologi tentang lingkungan rumah?', documentId },
      { token: owner.client.authStore.token },
    )
    expect(res.status).toBe(200)
    const sent = headers(fake.requests[0])
    // the hit (BAB II, from page 2) and both its neighbours, each with its own page
    expect(sent).toContain('BAB II Tinjauan Pustaka | hal. 2')
    expect(sent).toContain('BAB I Pendahuluan | hal. 1')
    expect(sent).toContain('BAB III Metode Penelitian | hal. 4')
    expect(sent.every((h) => /\| hal\. \d+$/.test(h))).toBe(true)
    expect(res.body.citations).toEqual([
      { chapter: 'BAB I Pendahuluan', page: 1, quote: 'rendahnya minat baca siswa sekolah dasar' },
    ])
    expect(String(res.body.reply)).toContain('(BAB I Pendahuluan, hal. 1)')
  })

  it('the narrative review sends the first passage of each chapter with its page', async () => {
    fake.script({
      content: 'Metode Anda: "menggunakan pendekatan kualitatif dengan wawancara mendalam" [4].',
    })
    const res = await postJson(
      server.url,
      '/api/chat/academic/review',
      { documentId },
      { token: owner.client.authStore.token },
    )
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(headers(fake.requests[0]).filter((h) => h.startsWith('BAB'))).toEqual([
      'BAB I Pendahuluan | hal. 1',
      'BAB II Tinjauan Pustaka | hal. 2',
      'BAB III Metode Penelitian | hal. 4',
    ])
    expect(res.body.citations).toEqual([
      {
        chapter: 'BAB III Metode Penelitian',
        page: 4,
        quote: 'menggunakan pendekatan kualitatif dengan wawancara mendalam',
      },
    ])
  })
})
