import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadThesisAnalysis } from '../../support/assistant-libs'
import {
  THESIS_FIXTURE_EXPECTED as E,
  THESIS_FIXTURE_PARAGRAPHS,
  THESIS_FIXTURE_TEXT,
} from '../../support/thesis-fixture'

const ta = loadThesisAnalysis()

/** A safe FTS5 expression: quoted lower-case ASCII terms, optionally prefix, joined by OR. */
const SAFE_QUERY = /^"[a-z0-9]+"\*?(?: OR "[a-z0-9]+"\*?)*$/

function chapter(analysis: ReturnType<typeof ta.analyzeThesis>, key: string) {
  const found = analysis.chapters.find((c) => c.key === key)
  if (!found) throw new Error(`no ${key}`)
  return found
}

describe('analyzeThesis on the fixture skripsi', () => {
  const analysis = ta.analyzeThesis(THESIS_FIXTURE_TEXT)

  it('finds the five chapters with their headings (two-line "BAB I" / "PENDAHULUAN" too)', () => {
    expect(analysis.chapters.map((c) => c.key)).toEqual(['bab1', 'bab2', 'bab3', 'bab4', 'bab5'])
    for (const key of E.chaptersFound) {
      const c = chapter(analysis, key)
      expect(c.found).toBe(true)
      expect(c.heading).toBe(E.chapters[key].heading)
    }
    expect(chapter(analysis, 'bab2').expected).toBe('BAB II Tinjauan Pustaka')
    expect(analysis.extraChapters).toEqual([])
  })

  it('counts the words of each chapter body and of the whole document', () => {
    for (const key of E.chaptersFound)
      expect(chapter(analysis, key).words).toBe(E.chapters[key].words)
    expect(analysis.totalWords).toBe(E.totalWords)
  })

  it('reports the sub-sections found and the deliberately missing ones', () => {
    for (const s of E.sectionsFound) {
      expect(chapter(analysis, s.chapter).sections).toContainEqual({ name: s.name, found: true })
    }
    for (const s of E.sectionsMissing) {
      expect(chapter(analysis, s.chapter).sections).toContainEqual({ name: s.name, found: false })
    }
  })

  it('does not take the Daftar Isi lines for headings', () => {
    // The table of contents lists every chapter with dot leaders before BAB I starts.
    const front = ta.splitPassages(THESIS_FIXTURE_TEXT).filter((p) => p.chapter === 'Bagian awal')
    expect(front.map((p) => p.body).join('\n')).toContain('DAFTAR ISI')
    expect(chapter(analysis, 'bab1').words).toBe(E.chapters.bab1.words)
    const withoutToc = THESIS_FIXTURE_PARAGRAPHS.filter((p) => !p.includes('.....')).join('\n')
    expect(ta.analyzeThesis(withoutToc).chapters).toEqual(analysis.chapters)
  })

  it('compares citations with the reference list by first author and year', () => {
    expect(analysis.references).toEqual(E.references)
    expect(analysis.citations.citedNotListed).toEqual(E.citedNotListed)
    expect(analysis.citations.listedNotCited).toEqual(E.listedNotCited)
    expect(analysis.citations.cited).toHaveLength(E.citedCount)
    expect(analysis.citations.listed).toHaveLength(E.references.entries)
    // "Muller" in the text matches "Müller" in the list; "Hidayat dkk." and "et al." both count.
    expect(analysis.citations.cited).toEqual(
      expect.arrayContaining(['Muller (2015)', 'Hidayat (2021)', 'Sugiyono (2019)', 'Chen (1998)']),
    )
    expect(analysis.citations.listed).toContain('Müller (2015)')
  })

  it('gives the same facts when the text runs together (PDF extraction without line breaks)', () => {
    const joined = ta.analyzeThesis(THESIS_FIXTURE_PARAGRAPHS.join(' '))
    expect(joined.chapters.map((c) => [c.key, c.found, c.heading, c.words])).toEqual(
      analysis.chapters.map((c) => [c.key, c.found, c.heading, c.words]),
    )
    expect(joined.chapters.map((c) => c.sections)).toEqual(analysis.chapters.map((c) => c.sections))
    expect(joined.references).toEqual(analysis.references)
    expect(joined.citations).toEqual(analysis.citations)
  })
})

describe('text extracted from a PDF (paragraphs wrapped into lines, pages apart)', () => {
  // pdfjs gives one line per visual line: wrap every paragraph at 11 words, blank line every 30 lines.
  const lines = THESIS_FIXTURE_PARAGRAPHS.flatMap((p) => {
    const words = p.split(' ')
    const out: string[] = []
    for (let i = 0; i < words.length; i += 11) out.push(words.slice(i, i + 11).join(' '))
    return out
  })
  const pdfText = lines.map((l, i) => (i > 0 && i % 30 === 0 ? `\n${l}` : l)).join('\n')
  const original = ta.analyzeThesis(THESIS_FIXTURE_TEXT)

  it('gives the same structure, word counts and citations', () => {
    expect(ta.analyzeThesis(pdfText)).toEqual(original)
  })

  it('quotes whole sentences across wrapped lines', () => {
    const passages = ta.splitPassages(pdfText)
    const ranked = ta.rankPassagesInMemory(E.search.question, passages)
    expect(ranked[0].chapter).toBe(E.search.chapter)
    const reply = ta.composeAcademicReply(E.search.question, original, ranked, E.fileName)
    expect(reply).toContain(E.search.sentence)
    // Wrapped lines are joined with a space; only heading lines get a dash.
    expect(reply).toContain('3.3 Teknik Pengumpulan Data — Data dikumpulkan')
  })

  it('does not take a chapter mentioned at the start of a wrapped line for a heading', () => {
    const text = [
      'BAB I PENDAHULUAN',
      'Kerangka teori dijelaskan lebih lanjut pada',
      'Bab II, sedangkan metode dijelaskan pada',
      'BAB III. Penelitian ini menggunakan data primer.',
    ].join('\n')
    const a = ta.analyzeThesis(text)
    expect(a.chapters.map((c) => c.found)).toEqual([true, false, false, false, false])
    expect(chapter(a, 'bab1').words).toBe(19)
  })
})

describe('analyzeThesis on other outlines', () => {
  it('accepts BAB 1 / BAB SATU / CHAPTER styles and title variants', () => {
    const text = [
      'BAB 1',
      'PENDAHULUAN',
      'A. Latar Belakang Masalah',
      'Teks latar belakang.',
      'B. Perumusan Masalah',
      'Teks rumusan.',
      'C. Tujuan dan Manfaat Penelitian',
      'Teks tujuan dan manfaat.',
      'BAB DUA KAJIAN PUSTAKA',
      'Teori yang dipakai.',
      'CHAPTER 3 RESEARCH METHOD',
      'Metode survei.',
      'Bab IV - Hasil Penelitian dan Pembahasan',
      'Temuan penelitian.',
      'BAB V PENUTUP',
      '5.1 Simpulan',
      'Simpulan penelitian.',
      '5.2 Saran',
      'Saran penelitian.',
      'REFERENSI',
      'Santoso, A. (2020). Judul.',
    ].join('\n')
    const a = ta.analyzeThesis(text)
    expect(a.chapters.map((c) => c.found)).toEqual([true, true, true, true, true])
    expect(a.chapters.map((c) => c.heading)).toEqual([
      'BAB 1 PENDAHULUAN',
      'BAB DUA KAJIAN PUSTAKA',
      'CHAPTER 3 RESEARCH METHOD',
      'BAB IV Hasil Penelitian dan Pembahasan',
      'BAB V PENUTUP',
    ])
    expect(a.chapters.flatMap((c) => c.sections).every((s) => s.found)).toBe(true)
    expect(a.references).toEqual({ found: true, entries: 1 })
    expect(ta.splitPassages(text).map((p) => p.chapter)).toContain('BAB II Kajian Pustaka')
  })

  it('recognises LANDASAN TEORI / METODOLOGI PENELITIAN by title even when numbered differently', () => {
    const text = [
      'BAB I PENDAHULUAN',
      'Isi.',
      'BAB II LANDASAN TEORI',
      'Isi.',
      'BAB III METODOLOGI PENELITIAN',
      'Isi.',
      'BAB IV GAMBARAN UMUM OBJEK PENELITIAN',
      'Isi.',
      'BAB V HASIL DAN PEMBAHASAN',
      'Isi hasil.',
      'BAB VI KESIMPULAN DAN SARAN',
      'Isi.',
    ].join('\n')
    const a = ta.analyzeThesis(text)
    expect(chapter(a, 'bab2').heading).toBe('BAB II LANDASAN TEORI')
    expect(chapter(a, 'bab3').heading).toBe('BAB III METODOLOGI PENELITIAN')
    expect(chapter(a, 'bab4').heading).toBe('BAB V HASIL DAN PEMBAHASAN')
    expect(chapter(a, 'bab5').heading).toBe('BAB VI KESIMPULAN DAN SARAN')
    expect(a.extraChapters).toEqual(['BAB IV GAMBARAN UMUM OBJEK PENELITIAN'])
    expect(a.references.found).toBe(false)
  })

  it('reports missing chapters and ignores sentences that merely mention a chapter', () => {
    const text = [
      'BAB I PENDAHULUAN',
      'Bab 2 menjelaskan teori yang digunakan dalam penelitian ini.',
      'BAB ini membahas latar belakang.',
      'BAB III METODE PENELITIAN',
      'Metode kualitatif.',
    ].join('\n')
    const a = ta.analyzeThesis(text)
    expect(a.chapters.map((c) => c.found)).toEqual([true, false, true, false, false])
    expect(chapter(a, 'bab1').words).toBe(14)
    const review = ta.formatStructureReview(a, 'draf.pdf')
    expect(review).toContain('BAB II Tinjauan Pustaka: belum ditemukan')
    expect(review).toContain('Daftar Pustaka: belum ditemukan')
    expect(review).toContain(
      'Lengkapi bab yang belum ada: BAB II Tinjauan Pustaka, BAB IV Hasil dan Pembahasan',
    )
  })

  it('ends the reference list at LAMPIRAN headings, numbered or not', () => {
    const text = [
      'BAB I PENDAHULUAN',
      'Teks (Santoso, 2020).',
      'DAFTAR PUSTAKA',
      'Santoso, A. (2020). Judul.',
      'LAMPIRAN 1',
      'Kuesioner, A. (2021). Baris lampiran yang mirip entri.',
    ].join('\n')
    const a = ta.analyzeThesis(text)
    expect(a.references.entries).toBe(1)
    expect(a.citations.listedNotCited).toEqual([])
    expect(ta.splitPassages(text).map((p) => p.chapter)).toEqual([
      'BAB I Pendahuluan',
      'Daftar Pustaka',
      'Lampiran',
    ])
  })

  it('explains how to mark chapters when none is found', () => {
    const review = ta.formatStructureReview(
      ta.analyzeThesis('Curriculum vitae\nPengalaman kerja.'),
      'cv.pdf',
    )
    expect(review).toContain('Judul bab belum terbaca')
    expect(review.split('\n').filter((l) => l.endsWith('belum ditemukan'))).toHaveLength(6)
  })

  it('handles empty text', () => {
    const a = ta.analyzeThesis('')
    expect(a.totalWords).toBe(0)
    expect(a.chapters.every((c) => !c.found && c.words === 0)).toBe(true)
    expect(ta.splitPassages('')).toEqual([])
  })
})

describe('citations', () => {
  function compare(body: string, refs: string[]) {
    return ta.analyzeThesis(['BAB I PENDAHULUAN', body, 'DAFTAR PUSTAKA', ...refs].join('\n'))
      .citations
  }

  it('reads parenthetical, narrative, multi-source, et al. and dkk. citations', () => {
    const c = compare(
      'Menurut Santoso (2020) dan studi lain (Santoso & Wijaya, 2019; Putri et al., 2021), serta Lestari dkk. (2018) dan Rahman dan Yusuf (2017), juga (lihat Hakim, 2016, hlm. 12).',
      [],
    )
    expect(c.cited).toEqual([
      'Santoso (2019)',
      'Putri (2021)',
      'Hakim (2016)',
      'Santoso (2020)',
      'Lestari (2018)',
      'Rahman (2017)',
    ])
  })

  it('matches case- and diacritic-insensitively, and pairs a year mismatch with its entry', () => {
    const c = compare('Teori (ÁLVAREZ, 2019) dan (SANTOSO, 2020) serta Wijaya (2021).', [
      'Alvarez, J. (2019). Judul.',
      'Santoso, A. (2020). Judul.',
      'Wijaya, B. (2020). Judul yang',
      '   berlanjut ke baris berikutnya.',
    ])
    expect(c.exact).toBe(2)
    expect(c.pairs).toEqual([
      {
        cited: 'Wijaya (2021)',
        entry: 'Wijaya, B. (2020). Judul yang berlanjut ke baris berikutnya.',
        reason: 'tahun berbeda',
      },
    ])
    expect(c.citedNotListed).toEqual([])
    expect(c.listedNotCited).toEqual([])
    expect(c.listed).toHaveLength(3)
  })

  it('reads several years of one author', () => {
    const c = compare('Seperti dicatat (Santoso, 2019, 2020a, 2021) dan (Putri, 2018, hlm. 4).', [])
    expect(c.cited).toEqual(['Santoso (2019)', 'Santoso (2020a)', 'Santoso (2021)', 'Putri (2018)'])
  })

  it('does not take tables, figures or bare numbers for citations', () => {
    const c = compare('Lihat Tabel 4.1 (2020), Gambar (2021), nilai (n = 120) dan (p < 0,05).', [])
    expect(c.cited).toEqual([])
  })
})

describe('splitPassages', () => {
  const passages = ta.splitPassages(THESIS_FIXTURE_TEXT)

  it('numbers passages in order and labels each with its chapter', () => {
    expect(passages.map((p) => p.ord)).toEqual(passages.map((_p, i) => i))
    expect([...new Set(passages.map((p) => p.chapter))]).toEqual([
      'Bagian awal',
      E.chapters.bab1.label,
      E.chapters.bab2.label,
      E.chapters.bab3.label,
      E.chapters.bab4.label,
      E.chapters.bab5.label,
      'Daftar Pustaka',
    ])
  })

  it('keeps passages at most 120 words and never mixes two chapters', () => {
    for (const p of passages) expect(ta.countWords(p.body)).toBeLessThanOrEqual(120)
    const bab3 = passages.filter((p) => p.chapter === E.search.chapter).map((p) => p.body)
    expect(bab3.join('\n')).toContain(E.search.sentence)
    expect(bab3.join('\n')).not.toContain('Gambaran Umum Responden')
  })

  it('loses no words of the document except the chapter headings and the Daftar Isi lines', () => {
    const words = passages.reduce((n, p) => n + ta.countWords(p.body), 0)
    // "BAB I" + "PENDAHULUAN", the four one-line chapter headings and "DAFTAR PUSTAKA".
    const headingWords = 3 + 4 + 4 + 5 + 5 + 2
    const tocWords = THESIS_FIXTURE_PARAGRAPHS.filter((p) => p.includes('.....')).reduce(
      (n, p) => n + ta.countWords(p),
      0,
    )
    expect(tocWords).toBeGreaterThan(0)
    expect(words).toBe(E.totalWords - headingWords - tocWords)
    expect(passages.some((p) => p.body.includes('.....'))).toBe(false)
  })

  it('splits one very long paragraph into passages of 60-120 words at sentence ends', () => {
    const sentence = 'Kalimat ini berisi tepat sepuluh kata untuk menguji pemotongan paragraf.'
    const long = ['BAB I PENDAHULUAN', Array.from({ length: 40 }, () => sentence).join(' ')].join(
      '\n',
    )
    const parts = ta.splitPassages(long)
    expect(parts.length).toBeGreaterThanOrEqual(4)
    for (const p of parts) {
      expect(ta.countWords(p.body)).toBeLessThanOrEqual(120)
      expect(p.body.endsWith('paragraf.')).toBe(true)
    }
  })
})

describe('buildMatchQuery', () => {
  it('quotes terms, prefixes stems of 4+ letters and removes stop words', () => {
    expect(ta.buildMatchQuery(E.search.question)).toBe(
      '"jumlah"* OR "sampel"* OR "teknik"* OR "sampling"* OR "diguna"*',
    )
    expect(ta.buildMatchQuery('Apa itu uji t dan uji F?')).toBe('"uji"')
    expect(ta.buildMatchQuery('Bagaimana latar belakangnya?')).toBe('"latar"* OR "belakang"*')
  })

  it('is null when nothing is searchable', () => {
    expect(ta.buildMatchQuery('')).toBeNull()
    expect(ta.buildMatchQuery('   ')).toBeNull()
    expect(ta.buildMatchQuery('apa yang dan di ke dari ini itu?')).toBeNull()
    expect(ta.buildMatchQuery('"*()^: -- !!')).toBeNull()
    expect(ta.buildMatchQuery('日本語 🎓')).toBeNull()
  })

  it('neutralises FTS5 syntax in hostile input', () => {
    const q = ta.buildMatchQuery('"foo" OR bar* NEAR( baz) AND NOT qux^ col:umn "unbalanced')
    expect(q).toMatch(SAFE_QUERY)
    expect(q).toBe('"foo" OR "bar" OR "near"* OR "baz" OR "qux" OR "col" OR "umn" OR "unbalanced"*')
    expect(ta.buildMatchQuery('Perilaku KONSUMTIF mahasiswa')).toBe(
      '"perilaku"* OR "konsumtif"* OR "mahasiswa"*',
    )
    expect(ta.buildMatchQuery('Analisis régression über')).toBe(
      '"analisis"* OR "regression"* OR "uber"*',
    )
  })

  it('always yields a well-formed expression with balanced quotes (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (input) => {
        const q = ta.buildMatchQuery(input)
        if (q === null) return true
        return SAFE_QUERY.test(q) && (q.match(/"/g) ?? []).length % 2 === 0
      }),
      { numRuns: 500 },
    )
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '"',
            '*',
            '(',
            ')',
            'OR',
            'NEAR',
            ':',
            '^',
            '-',
            'skripsi',
            'ümlaut',
            ' ',
          ),
          {
            maxLength: 30,
          },
        ),
        (parts) => {
          const q = ta.buildMatchQuery(parts.join(''))
          return q === null || SAFE_QUERY.test(q)
        },
      ),
    )
  })
})

describe('rankPassagesInMemory', () => {
  const passages = ta.splitPassages(THESIS_FIXTURE_TEXT)

  it('puts the passage that answers the question first', () => {
    const ranked = ta.rankPassagesInMemory(E.search.question, passages)
    expect(ranked.length).toBeGreaterThan(0)
    expect(ranked[0].chapter).toBe(E.search.chapter)
    expect(ranked[0].body).toContain(E.search.sentence)
    for (let i = 1; i < ranked.length; i++)
      expect(ranked[i].score).toBeGreaterThanOrEqual(ranked[i - 1].score)
    expect(ranked.every((r) => r.score < 0)).toBe(true)
  })

  it('finds other chapters for other questions and nothing for unrelated ones', () => {
    expect(ta.rankPassagesInMemory('koefisien determinasi regresi', passages)[0].chapter).toBe(
      E.chapters.bab4.label,
    )
    expect(ta.rankPassagesInMemory('teori perilaku terencana Ajzen', passages)[0].chapter).toBe(
      E.chapters.bab2.label,
    )
    expect(ta.rankPassagesInMemory('blockchain kuantum', passages)).toEqual([])
    expect(ta.rankPassagesInMemory('apa yang itu', passages)).toEqual([])
    expect(ta.rankPassagesInMemory('regresi', passages, 1)).toHaveLength(1)
  })
})

describe('composeAcademicReply', () => {
  const analysis = ta.analyzeThesis(THESIS_FIXTURE_TEXT)
  const passages = ta.splitPassages(THESIS_FIXTURE_TEXT)
  const reply = (q: string) =>
    ta.composeAcademicReply(q, analysis, ta.rankPassagesInMemory(q, passages), E.fileName)

  it('quotes the best passages with their chapter', () => {
    const text = reply(E.search.question)
    expect(text).toContain(E.fileName)
    expect(text).toContain(`1. ${E.search.chapter}:`)
    expect(text).toContain(E.search.mustContain)
    const quotes = text.split('\n').filter((l) => l.startsWith('"'))
    expect(quotes.length).toBeGreaterThanOrEqual(2)
    expect(quotes.length).toBeLessThanOrEqual(3)
    for (const q of quotes) expect(q.length).toBeLessThanOrEqual(300 + 4)
    expect(text).toContain('Catatan: Pastikan metode')
  })

  it('cuts quotes at word boundaries', () => {
    const text = reply('hipotesis literasi keuangan gaya hidup')
    const quotes = text.split('\n').filter((l) => l.startsWith('"'))
    for (const q of quotes) {
      const inner = q.slice(1, -1).replace(/^…/, '').replace(/…$/, '')
      const words = inner.split(' ')
      const corpus = THESIS_FIXTURE_TEXT.replace(/\s+/g, ' ')
      expect(corpus).toContain(words[words.length - 1])
      expect(corpus).toContain(words[0])
    }
  })

  it('answers structure, citation and word-count questions from the analysis', () => {
    const structure = reply('Apakah struktur skripsi saya sudah lengkap?')
    expect(structure).toBe(ta.formatStructureReview(analysis, E.fileName))
    expect(structure).toContain('Manfaat Penelitian')
    expect(structure).toContain('Saran')
    expect(structure).toContain('(judul: BAB II LANDASAN TEORI)')

    const citations = reply('Sitasi mana yang belum ada di daftar pustaka?')
    expect(citations).toContain(
      'Disitasi tetapi tidak ada di daftar pustaka (1):\n• Nugroho (2017)',
    )
    expect(citations).toContain('tidak pernah disitasi (1):\n• Kurniawan (2016)')

    const words = reply('Berapa jumlah kata per bab?')
    expect(words).toContain(`BAB I Pendahuluan: ${E.chapters.bab1.words} kata`)
    expect(words).toContain(
      `Bab terpendek saat ini adalah BAB V Kesimpulan dan Saran (${E.chapters.bab5.words} kata)`,
    )
  })

  it('tells apart content questions from structure and citation questions', () => {
    expect(reply('Apa sumber data penelitian ini?')).toContain('1. BAB III Metode Penelitian:')
    expect(reply('Jelaskan lengkap metode penelitian')).toContain('1. BAB III Metode Penelitian:')
    expect(reply('Bagaimana kerangka pemikiran penelitian ini?')).toContain(
      '1. BAB II Landasan Teori:\n"2.5 Kerangka Pemikiran dan Hipotesis',
    )
    expect(reply('Bab apa yang belum ada?')).toBe(ta.formatStructureReview(analysis, E.fileName))
    expect(reply('Referensi apa yang belum disitasi?')).toContain('Kurniawan (2016)')
  })

  it('quotes chapters before the front matter and the reference list', () => {
    const text = reply('metode penelitian kuantitatif')
    const labels = text.split('\n').filter((l) => /^\d\. /.test(l))
    expect(labels[0]).toBe('1. BAB III Metode Penelitian:')
    expect(labels.some((l) => l.includes('Daftar Pustaka'))).toBe(false)
  })

  it('points out a missing sub-section the question asks about', () => {
    expect(reply('Apa manfaat penelitian ini?')).toMatch(
      /^Catatan: sub-bab Manfaat Penelitian belum ditemukan di BAB I Pendahuluan/,
    )
    expect(reply('Apa saran untuk penelitian selanjutnya?')).toMatch(
      /^Catatan: sub-bab Saran belum ditemukan di BAB V Kesimpulan dan Saran/,
    )
    expect(reply('Apa tujuan penelitian ini?')).not.toContain('belum ditemukan')
  })

  it('prefers the chapter the question names', () => {
    const q = 'Apa isi pembahasan hasil di BAB IV?'
    const text = ta.composeAcademicReply(
      q,
      analysis,
      ta.rankPassagesInMemory(q, passages, 10),
      E.fileName,
    )
    expect(text).toContain(`1. ${E.chapters.bab4.label}:`)
    expect(text).not.toContain(`${E.chapters.bab1.label}:`)
  })

  it('says so and suggests questions when nothing matches', () => {
    const text = reply('blockchain kuantum')
    expect(text).toContain('belum menemukan bagian skripsi')
    expect(text).toContain('• Apakah struktur skripsi saya sudah lengkap?')
  })

  it('accepts FTS rows without ord', () => {
    const rows = [{ chapter: 'BAB III Metode Penelitian', body: E.search.sentence, score: -3.2 }]
    expect(ta.composeAcademicReply(E.search.question, null, rows, '')).toContain(
      'purposive sampling',
    )
  })
})
