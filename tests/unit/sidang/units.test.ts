// Issue 27: the quotable sentences of a passage when the text is a PDF's, wrapped at every visual
// line end (pb_hooks/lib/sidang/units.js): wrapped lines are joined again, headings, captions, list
// items and table rows stay lines of their own, a sentence cut by a passage's end is never quoted,
// and each question names the sub-section and page where its quoted sentence starts.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'
import { PAGE_BREAK, pageAt, startsOf, wrapParagraph } from '../../support/pdf-wrap'
import { plan, prepared } from './sidang-libs'

interface Layout {
  wrapped: boolean
  width: number
}
const units = loadHookLib<{
  layoutOf(passages: { body: string; page?: number }[]): Layout
  runsOn(line: string, next: string, layout: Layout): boolean
  logicalLines(body: string, layout: Layout): string[]
  bodyUnits(
    body: string,
    layout?: Layout,
    edges?: { before: string; after: string },
  ): { text: string; lead: string }[]
}>('sidang/units.js')
const splitter = loadHookLib<{ sentences(text: string): string[] }>('shared/sentences.js')

const PDF: Layout = { wrapped: true, width: 88 }
const DOCX: Layout = { wrapped: false, width: 0 }

/** A page of PDF text: the lines as pdfjs ends them. */
const BODY = [
  '1.1 Latar Belakang',
  'Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang di halte Trans Musi rata-',
  'rata mencapai 25 menit karena penumpang tidak mengetahui posisi bus secara langsung. Menurut',
  'A. Rahman (2018), akurasi GPS pada telepon pintar umumnya berada pada rentang antara',
  '3.5 sampai 10 meter dari titik pusat halte. Jadwal yang ditempel di halte sering tidak sesuai.',
  'Tabel 4.8 menunjukkan bahwa sistem berhasil mendeteksi kedatangan bus di 19 dari 20 halte',
  'atau 95 % dengan rata-rata jarak deteksi 44,6 meter.',
  'Tabel 4.9 Hasil Pengujian Geofencing Halte Koridor 1 pada Jam Sibuk Pagi dan Sore Hari di',
  'Kota Palembang',
  '1 Halte Ampera 42,5 Terdeteksi',
  '2 Halte Pasar Cinde 47,3 Terdeteksi',
  'Rumusan masalah dalam penelitian ini dirumuskan dalam beberapa pertanyaan penelitian sebagai',
  'berikut:',
  '1. Bagaimana merancang sistem informasi posisi bus Trans Musi berbasis geofencing pada',
  'Perangkat Android',
  '2. Seberapa akurat sistem geofencing dalam mendeteksi kedatangan bus di halte Trans Musi?',
  'B. Tujuan Penelitian',
].join('\n')

describe('joining the wrapped lines of PDF text', () => {
  it('joins a paragraph and keeps headings, captions, table rows and list items apart', () => {
    expect(units.logicalLines(BODY, PDF)).toEqual([
      '1.1 Latar Belakang',
      'Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang di halte Trans Musi ' +
        'rata-rata mencapai 25 menit karena penumpang tidak mengetahui posisi bus secara ' +
        'langsung. Menurut A. Rahman (2018), akurasi GPS pada telepon pintar umumnya berada pada ' +
        'rentang antara 3.5 sampai 10 meter dari titik pusat halte. Jadwal yang ditempel di halte ' +
        'sering tidak sesuai.',
      'Tabel 4.8 menunjukkan bahwa sistem berhasil mendeteksi kedatangan bus di 19 dari 20 halte ' +
        'atau 95 % dengan rata-rata jarak deteksi 44,6 meter.',
      'Tabel 4.9 Hasil Pengujian Geofencing Halte Koridor 1 pada Jam Sibuk Pagi dan Sore Hari di ' +
        'Kota Palembang',
      '1 Halte Ampera 42,5 Terdeteksi',
      '2 Halte Pasar Cinde 47,3 Terdeteksi',
      'Rumusan masalah dalam penelitian ini dirumuskan dalam beberapa pertanyaan penelitian ' +
        'sebagai berikut:',
      '1. Bagaimana merancang sistem informasi posisi bus Trans Musi berbasis geofencing pada ' +
        'Perangkat Android',
      '2. Seberapa akurat sistem geofencing dalam mendeteksi kedatangan bus di halte Trans Musi?',
      'B. Tujuan Penelitian',
    ])
  })

  it('quotes the joined sentences, never a caption, a lead-in or a line fragment', () => {
    const texts = units.bodyUnits(BODY, PDF).map((u) => u.text)
    expect(texts).toEqual([
      'Berdasarkan penelitian Sutar dkk. (2020), waktu tunggu penumpang di halte Trans Musi ' +
        'rata-rata mencapai 25 menit karena penumpang tidak mengetahui posisi bus secara langsung.',
      'Menurut A. Rahman (2018), akurasi GPS pada telepon pintar umumnya berada pada rentang ' +
        'antara 3.5 sampai 10 meter dari titik pusat halte.',
      'Jadwal yang ditempel di halte sering tidak sesuai.',
      'Tabel 4.8 menunjukkan bahwa sistem berhasil mendeteksi kedatangan bus di 19 dari 20 halte ' +
        'atau 95 % dengan rata-rata jarak deteksi 44,6 meter.',
      '1 Halte Ampera 42,5 Terdeteksi',
      '2 Halte Pasar Cinde 47,3 Terdeteksi',
      'Bagaimana merancang sistem informasi posisi bus Trans Musi berbasis geofencing pada ' +
        'Perangkat Android',
      'Seberapa akurat sistem geofencing dalam mendeteksi kedatangan bus di halte Trans Musi?',
    ])
    const items = units.bodyUnits(BODY, PDF).filter((u) => /^(Bagaimana|Seberapa)/.test(u.text))
    expect(items.map((u) => u.lead)).toEqual([
      'Rumusan masalah dalam penelitian ini dirumuskan dalam beberapa pertanyaan penelitian ' +
        'sebagai berikut:',
      'Rumusan masalah dalam penelitian ini dirumuskan dalam beberapa pertanyaan penelitian ' +
        'sebagai berikut:',
    ])
  })

  it('reads DOCX text line by line, as before', () => {
    const docx =
      'Baris pertama tanpa titik yang cukup panjang untuk satu baris PDF penuh sekali\n' +
      'Baris kedua adalah paragraf lain dari dokumen Word.'
    expect(units.logicalLines(docx, DOCX)).toEqual(docx.split('\n'))
    expect(units.bodyUnits(docx, DOCX).map((u) => u.text)).toEqual(docx.split('\n'))
    expect(units.bodyUnits(docx).map((u) => u.text)).toEqual(docx.split('\n'))
  })

  it('joins a line that ends at an abbreviation or before a lower-case word, not after a sentence', () => {
    const full = (s: string) => `${'kata '.repeat(12)}${s}`
    expect(
      units.runsOn(
        full('Penelitian ini mengikuti model yang dikembangkan oleh Sutar dkk.'),
        'Model',
        PDF,
      ),
    ).toBe(true)
    expect(
      units.runsOn(full('Penumpang beralih ke ojek daring, taksi, dsb.'), 'agar cepat.', PDF),
    ).toBe(true)
    expect(
      units.runsOn(full('Penumpang beralih ke ojek daring dan taksi.'), 'Akibatnya turun.', PDF),
    ).toBe(false)
    expect(units.runsOn(full('Data dikumpulkan melalui teknik berikut:'), 'wawancara.', PDF)).toBe(
      false,
    )
    // A short line ends its paragraph; DOCX lines never run on.
    expect(units.runsOn('Sampel berjumlah 120 responden', 'yang dipilih acak.', PDF)).toBe(false)
    expect(units.runsOn(full('Sampel berjumlah 120 responden yang'), 'dipilih acak.', DOCX)).toBe(
      false,
    )
  })

  it('measures the width of a PDF page from its lines; DOCX text has none', () => {
    const lines = wrapParagraph('kata '.repeat(200).trim() + '.', 90)
    expect(units.layoutOf([{ body: lines.join('\n'), page: 3 }])).toEqual({
      wrapped: true,
      width: 89,
    })
    expect(units.layoutOf([{ body: lines.join('\n'), page: 0 }]).wrapped).toBe(false)
  })
})

describe('long paragraphs over passages and pages', () => {
  /** The problem statement a 'masalah' question of the background quotes. */
  const PROBLEM = 'Namun, masalah literasi keuangan mahasiswa belum banyak diteliti di kota besar.'
  /** A paragraph of 24 sentences (~330 words) of its own sub-section. */
  const paragraph = (tag: string) =>
    Array.from({ length: 24 }, (_, i) =>
      tag === 'satu' && i === 12
        ? PROBLEM
        : `Kalimat ${i + 1} bagian ${tag} menjelaskan temuan penting tentang literasi keuangan ` +
          `mahasiswa dan perilaku konsumtif mereka di kota besar.`,
    ).join(' ')
  const first = wrapParagraph(paragraph('satu'), 90)
  // The page break right before the line where the problem statement starts.
  const half = first.findIndex((l) => l.includes('Namun,'))
  const text = [
    ['BAB I PENDAHULUAN', '1.1 Latar Belakang', ...first.slice(0, half)].join('\n'),
    [...first.slice(half), '1.2 Rumusan Masalah', ...wrapParagraph(paragraph('dua'), 90)].join(
      '\n',
    ),
    [
      'BAB II TINJAUAN PUSTAKA',
      '2.1 Literasi Keuangan',
      ...wrapParagraph(paragraph('tiga'), 90),
    ].join('\n'),
    [
      'BAB III METODE PENELITIAN',
      '3.1 Jenis Penelitian',
      ...wrapParagraph(paragraph('empat'), 90),
    ].join('\n'),
  ].join(PAGE_BREAK)
  const whole = ['satu', 'dua', 'tiga', 'empat'].flatMap((t) => splitter.sentences(paragraph(t)))
  const { passages } = prepared(text)

  /** The sub-heading above an index of the text. */
  const sectionAbove = (at: number) =>
    [...text.slice(0, at).matchAll(/^\d\.\d [A-Z].*$/gm)].pop()?.[0] ?? ''

  it('is cut inside sentences into passages (the assistant closes one at 120 words)', () => {
    const layout = units.layoutOf(passages)
    const cuts = passages.filter(
      (p, i) =>
        i > 0 &&
        passages[i - 1].chapter === p.chapter &&
        units.runsOn(passages[i - 1].body.split('\n').pop()!, p.body.split('\n')[0], layout),
    )
    expect(cuts.length).toBeGreaterThan(2)
  })

  it('gives whole sentences only, with the sub-section and page where each starts', () => {
    let n = 0
    let laterPage = 0
    let afterCut = 0
    for (const focus of ['seluruh', 'latar', 'metodologi'] as const)
      for (const seed of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])
        for (const q of plan(text, 8, focus, seed)) {
          const m = /\u201C([^\u201D]*)\u201D/.exec(q.text)
          if (!m) continue
          n++
          const quote = m[1].replace(/\s*…$/, '')
          const cut = /…$/.test(m[1])
          expect(
            whole.some((s) => (cut ? s.startsWith(quote) : s === quote || s === `${quote}.`)),
            q.text,
          ).toBe(true)
          const at = startsOf(text, quote)
          expect(at, q.text).toHaveLength(1)
          expect(q.page, q.text).toBe(pageAt(text, at[0]))
          expect(q.section, q.text).toBe(sectionAbove(at[0]))
          const source = passages.find((p) => p.ord === q.passageOrd)!
          if (q.page > source.page!) laterPage++
          if (!source.body.startsWith(quote.slice(0, 20))) afterCut++
        }
    expect(n).toBeGreaterThan(20)
    // Quotes of a passage that runs over a page break, and of passages that start mid-sentence.
    expect(laterPage).toBeGreaterThan(0)
    expect(afterCut).toBeGreaterThan(0)
  })

  it('names page 2 for the problem statement of a passage that starts on page 1', () => {
    const source = passages.find((p) => p.body.includes('Namun,'))!
    expect(source.page).toBe(1)
    const asked = ['a', 'b', 'c', 'd'].flatMap((seed) =>
      plan(text, 5, 'latar', seed).filter((q) => q.text.includes('Namun, masalah')),
    )
    expect(asked.length).toBeGreaterThan(0)
    for (const q of asked) {
      expect(q.text).toContain('subbab 1.1 Latar Belakang (halaman 2)')
      expect(q.page).toBe(2)
    }
  })
})
