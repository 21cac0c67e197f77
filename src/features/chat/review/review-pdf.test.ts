import { describe, expect, it } from 'vitest'
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs'
import { parseThesisAnalysis } from '@/data/chat/analysis'
import type { ThesisAnalysis } from '@/data/chat/types'
import { AI_REVIEW_TEXTS, buildReviewPdf, reviewFileName, toWinAnsi } from './review-pdf'

const fontDir = new URL('../../../../node_modules/pdfjs-dist/standard_fonts/', import.meta.url)
  .pathname

const chapter = (key: string, expected: string, found: boolean, words: number) => ({
  key,
  expected,
  found,
  heading: found ? expected.toUpperCase() : null,
  words,
  sections: key === 'bab1' ? [{ name: 'Rumusan Masalah', found: false }] : [],
})

/** The shape POST /api/chat/documents returns as `analysis` (with the newer citation fields). */
const FIXTURE_ANALYSIS: ThesisAnalysis = {
  totalWords: 5230,
  chapters: [
    chapter('bab1', 'BAB I Pendahuluan', true, 900),
    chapter('bab2', 'BAB II Tinjauan Pustaka', true, 1800),
    chapter('bab3', 'BAB III Metode Penelitian', true, 1200),
    chapter('bab4', 'BAB IV Hasil dan Pembahasan', false, 0),
    chapter('bab5', 'BAB V Penutup', true, 400),
  ],
  references: { found: true, entries: 12 },
  citations: {
    cited: ['Sugiyono (2019)', 'Robbins (2017)', 'Ghozali (2018)'],
    listed: ['Sugiyono (2019)', 'Robins (2017)'],
    citedNotListed: ['Robbins (2017)', 'Ghozali (2018)'],
    listedNotCited: ['Robins (2017)'],
    exact: 1,
    pairs: [
      { cited: 'Robbins (2017)', entry: 'Robins (2017)', reason: 'Ejaan nama penulis berbeda' },
    ],
  },
  extraChapters: [],
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await pdfjs.getDocument({
    data: bytes.slice(),
    standardFontDataUrl: fontDir,
    verbosity: 0,
  }).promise
  const out: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent()
    out.push(content.items.map((it) => ('str' in it ? it.str : '')).join('\n'))
  }
  return out.join('\n')
}

describe('review PDF', () => {
  it('builds a valid PDF with the outline, words per chapter and the citation check', async () => {
    const bytes = await buildReviewPdf({
      documentName: 'Skripsi Budi – final.pdf',
      analysis: FIXTURE_ANALYSIS,
      at: new Date('2026-11-25T20:00:00Z'),
    })
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    const text = await pdfText(bytes)
    for (const c of FIXTURE_ANALYSIS.chapters) expect(text).toContain(c.expected)
    expect(text).toContain('[tidak ditemukan] BAB IV Hasil dan Pembahasan')
    expect(text).toContain('Skripsi Budi - final.pdf')
    // 20:00 UTC is already 26 November in Jakarta.
    expect(text).toContain('26 November 2026 03.00 WIB')
    expect(text).toContain('Sitasi yang cocok persis dengan daftar pustaka: 1')
    expect(text).toContain('Robbins (2017) -> Robins (2017)')
    expect(text).toContain('Ejaan nama penulis berbeda')
    expect(text).toContain('Ghozali (2018)')
    expect(text).toContain('1.800')
  })

  it('works with an older analysis (no exact/pairs) read through the parser', async () => {
    const older: Record<string, unknown> = { ...FIXTURE_ANALYSIS.citations }
    delete older.exact
    delete older.pairs
    const analysis = parseThesisAnalysis({ ...FIXTURE_ANALYSIS, citations: older })!
    expect(analysis.citations.pairs).toBeUndefined()
    const text = await pdfText(
      await buildReviewPdf({ documentName: 'a.docx', analysis, at: new Date(0) }),
    )
    expect(text).toContain('BAB I Pendahuluan')
    expect(text).not.toContain('cocok persis')
  })

  it('adds the AI narrative review, labelled as written by AI, with its verified quotes', async () => {
    const text = await pdfText(
      await buildReviewPdf({
        documentName: 'skripsi.pdf',
        analysis: FIXTURE_ANALYSIS,
        at: new Date(0),
        aiReview: {
          text: 'Kekuatan: landasan teori Anda runtut (BAB II Tinjauan Pustaka, hal. 12).\n\nPerbaiki: BAB IV belum ada. Langkah berikutnya: tulis hasil penelitian.',
          citations: [
            {
              chapter: 'BAB II Tinjauan Pustaka',
              page: 12,
              quote: 'Teori literasi menjelaskan kebiasaan membaca',
            },
            { chapter: 'BAB I Pendahuluan', page: 0, quote: 'rendahnya minat baca siswa' },
          ],
        },
      }),
    )
    expect(text).toContain('Ulasan naratif (ditulis oleh AI)')
    expect(text).toContain('ditulis oleh model AI')
    expect(text).toContain('bisa saja keliru')
    expect(text).toContain('Kekuatan: landasan teori Anda runtut')
    expect(text).toContain('Langkah berikutnya: tulis hasil penelitian.')
    expect(text).toContain('"Teori literasi menjelaskan kebiasaan membaca"')
    expect(text).toContain('BAB II Tinjauan Pustaka, hal. 12')
    expect(text).toContain('"rendahnya minat baca siswa"')
    // the report itself follows, unchanged
    expect(text).toContain('[tidak ditemukan] BAB IV Hasil dan Pembahasan')
    expect(text.indexOf(AI_REVIEW_TEXTS.title)).toBeLessThan(text.indexOf('Struktur bab'))
  })

  it('has no AI section unless one is given', async () => {
    const text = await pdfText(
      await buildReviewPdf({ documentName: 'a.pdf', analysis: FIXTURE_ANALYSIS, at: new Date(0) }),
    )
    expect(text).not.toContain('ditulis oleh AI')
    expect(text).not.toContain('model AI')
  })

  it('names the file review-<document>-<yyyy-MM-dd>.pdf (Jakarta date)', () => {
    expect(reviewFileName('Skripsi Budi Final.PDF', new Date('2026-11-25T20:00:00Z'))).toBe(
      'review-skripsi-budi-final-2026-11-26.pdf',
    )
    expect(reviewFileName('###.docx', new Date('2026-01-02T00:00:00Z'))).toBe(
      'review-dokumen-2026-01-02.pdf',
    )
  })

  it('keeps only what WinAnsi fonts can draw', () => {
    expect(toWinAnsi('“Kutipan” – café 😀\nbaris')).toBe('"Kutipan" - cafe ? baris')
  })
})
