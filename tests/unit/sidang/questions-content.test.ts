// Issue 27: Simulasi Sidang quotes content only. Over many sessions of 8 questions on every fixture
// thesis: no quote is cut at an abbreviation ("Sutar dkk"), none is a list lead-in ("... sebagai
// berikut:"), a caption or a heading, and no 'hasil' question asks about the number of a table,
// figure, equation or sub-section ("Apa arti angka 4.8 itu"). On PDF text as the browser extracts it
// (a line break at every visual line end, paragraphs running over page breaks): the same whole
// sentences, and each question names the chapter, sub-section and page where its quote starts.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'
import { pageAt, pagesOf, squeeze, startsOf, wrappedPdfText } from '../../support/pdf-wrap'
import { THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import {
  KUALITATIF_PAGED_TEXT,
  KUALITATIF_PAGES,
  KUALITATIF_TEXT,
} from '../../support/thesis-fixture-kualitatif'
import {
  TEKNIK_EXPECTED as TE,
  TEKNIK_PAGED_TEXT,
  TEKNIK_PAGES,
  TEKNIK_TEXT,
} from '../../support/thesis-fixture-teknik'
import { plan, prepared, type Focus, type Question } from './sidang-libs'

/** The fixture theses as pdfjs gives them: wrapped at ~90 characters, `flat` the same unwrapped. */
const WRAPPED = [
  {
    name: 'kuantitatif (PDF, baris terbungkus, paragraf panjang)',
    text: wrappedPdfText(pagesOf(THESIS_FIXTURE_PARAGRAPHS, 6), { long: true }),
    flat: THESIS_FIXTURE_TEXT,
  },
  {
    name: 'kualitatif (PDF, baris terbungkus)',
    text: wrappedPdfText(KUALITATIF_PAGES),
    flat: KUALITATIF_TEXT,
  },
  {
    name: 'teknik (PDF, baris terbungkus, paragraf panjang)',
    text: wrappedPdfText(TEKNIK_PAGES, { long: true }),
    flat: TEKNIK_TEXT,
  },
]
const TEKNIK_WRAPPED = WRAPPED[2].text

const FIXTURES = [
  { name: 'kuantitatif (DOCX)', text: THESIS_FIXTURE_TEXT },
  { name: 'kualitatif (PDF)', text: KUALITATIF_PAGED_TEXT },
  { name: 'kualitatif (DOCX)', text: KUALITATIF_TEXT },
  { name: 'teknik (PDF)', text: TEKNIK_PAGED_TEXT },
  { name: 'teknik (DOCX)', text: TEKNIK_TEXT },
  ...WRAPPED.map(({ name, text }) => ({ name, text })),
]
const SEEDS = Array.from({ length: 12 }, (_, i) => `sesi-${i}`).concat(['u1:1732570000000', ''])
const FOCUSES: Focus[] = ['seluruh', 'latar', 'metodologi', 'hasil']

/** Every question of 8- and 10-question sessions over the seeds and focuses. */
function sessions(text: string): Question[] {
  return [8, 10].flatMap((count) =>
    FOCUSES.flatMap((focus) => SEEDS.flatMap((seed) => plan(text, count, focus, seed))),
  )
}

/** The quoted thesis sentences of a question, without the "…" of a shortened quote. */
function quotes(q: Question): string[] {
  return [...q.text.matchAll(/\u201C([^\u201D]*)\u201D/g)].map((m) => m[1].replace(/\s*…$/, ''))
}

// Abbreviations, titles and initials no sentence ends at (the quote drops the final full stop).
const CUT_AT_ABBREVIATION =
  /(?:\b(?:dkk|et al|hlm|hal|No|Vol|Tbk|PT|Dr|Drs|Prof|Ir|Jl|yth|vs|cet|eds?|pp|Fig|S\.Pd|S\.T|M\.T|M\.Kom|M\.Si|e\.g|i\.e|a\.n)|(?:^|\s)[A-Z])\.?$/
const LEAD_IN =
  /(?::|sebagai berikut|berikut ini|berikut|antara lain|di ?antaranya|yaitu|yakni|meliputi)\.?$/i
const CAPTION = /^(?:Tabel|Gambar|Grafik|Diagram|Bagan|Lampiran|Persamaan|Rumus)\s*\(?\d/i
const HEADING = /^(?:\d+(?:\.\d+)+\.?\s|BAB\s+[IVX\d]+\b)/

/** Numbers of labels in a thesis text: tables, figures, equations, appendices, sub-sections. */
function labelNumbers(text: string): Set<string> {
  const out = new Set<string>()
  const label =
    /\b(?:Tabel|Gambar|Grafik|Diagram|Bagan|Lampiran|Persamaan|Rumus|subbab|Bab)\s*\(?(\d+(?:\.\d+)*)\)?/gi
  for (const m of text.matchAll(label)) out.add(m[1])
  for (const line of text.split(/\n|\f/)) {
    const heading = /^(\d+(?:\.\d+)+)\.?\s/.exec(line)
    if (heading) out.add(heading[1])
  }
  return out
}

describe('questions quote content, not what surrounds it', () => {
  for (const fx of FIXTURES) {
    describe(fx.name, () => {
      const all = sessions(fx.text)

      it('quotes whole sentences, never one cut at an abbreviation, title or initial', () => {
        expect(all.length).toBeGreaterThan(100)
        for (const q of all)
          for (const quote of quotes(q)) {
            expect(quote, q.text).not.toMatch(CUT_AT_ABBREVIATION)
            // What follows such a cut: "(2020), waktu tunggu ..." or a lower-case fragment.
            expect(quote, q.text).toMatch(/^[A-Z\u00C0-\u00DE0-9"]/)
            // A quotation inside the quote gets single quotes: no "“ … ” …”" on screen.
            expect(quote, q.text).not.toMatch(/\u201C/)
          }
      })

      it('never quotes a list lead-in, a caption or a heading', () => {
        for (const q of all)
          for (const quote of quotes(q)) {
            expect(quote, q.text).not.toMatch(LEAD_IN)
            expect(quote, q.text).not.toMatch(CAPTION)
            expect(quote, q.text).not.toMatch(HEADING)
            expect(quote, q.text).not.toMatch(/^(?:Pada )?bab ini /i)
          }
      })

      it('names a sub-heading as the sub-section, never a table row', () => {
        for (const q of all) {
          expect(q.section, q.text).not.toMatch(/^\d+\s/)
          expect(q.section, q.text).not.toMatch(/\s\S*\d[.,]\d/)
        }
      })

      it('asks about results, never about the number of a label', () => {
        const labels = labelNumbers(fx.text)
        for (const q of all) {
          const asked = /Apa arti angka (.+?) itu,/.exec(q.text)
          if (asked)
            for (const figure of asked[1].split(' dan '))
              expect(labels.has(figure.replace(/\s.*$/, '')), q.text).toBe(false)
          if (q.kind === 'hasil')
            for (const point of q.keyPoints) expect(labels.has(point), point).toBe(false)
        }
      })
    })
  }
})

describe.each([
  ['one paragraph per line', TEKNIK_PAGED_TEXT],
  ['wrapped lines', TEKNIK_WRAPPED],
])('the informatics thesis (lead-ins, captions, abbreviations), PDF with %s', (_name, text) => {
  const all = sessions(text)

  it('quotes the first concluding point after "... kesimpulan sebagai berikut:"', () => {
    const conclusions = all.filter(
      (q) => q.kind === 'konsistensi' && q.section === '5.1 Kesimpulan',
    )
    expect(conclusions.length).toBeGreaterThan(0)
    for (const q of conclusions) {
      expect(q.text).toContain(`Anda menyimpulkan: \u201C${TE.firstConclusion}`)
      expect(q.text).not.toContain('sebagai berikut')
    }
  })

  it('asks about the measured values of BAB IV, from the text', () => {
    const results = all.filter((q) => q.kind === 'hasil')
    const asked = results.flatMap((q) => /Apa arti angka (.+?) itu,/.exec(q.text)?.[1] ?? [])
    expect(asked.length).toBeGreaterThan(0)
    for (const a of asked)
      for (const figure of a.split(' dan ')) expect(TE.results, a).toContain(figure)
    for (const q of results.filter((x) => x.text.includes('Apa arti angka')))
      expect(
        q.keyPoints.some((p) => TE.results.includes(p)),
        q.text,
      ).toBe(true)
    expect([...labelNumbers(TEKNIK_PAGED_TEXT)]).toEqual(expect.arrayContaining(TE.labelNumbers))
  })

  it('keeps an item of a list whole and without its marker', () => {
    const masalah = all.filter((q) => q.kind === 'masalah' && q.section === '1.2 Rumusan Masalah')
    expect(masalah.length).toBeGreaterThan(0)
    for (const q of masalah) expect(quotes(q)[0]).toMatch(/^(?:Bagaimana|Seberapa) .+\?$/)
    const withCompany = all.flatMap(quotes).filter((s) => s.includes('PT. Sarana'))
    for (const s of withCompany) expect(s).toMatch(/PT\. Sarana Pembangunan Palembang Jaya/)
  })

  it('names no leaked label number among any key points', () => {
    for (const q of all) for (const p of q.keyPoints) expect(TE.labelNumbers, p).not.toContain(p)
  })
})

const content = loadHookLib<{
  isSubHeading(line: string): boolean
  stripMarker(sentence: string): string
}>('sidang/content.js')
const splitter = loadHookLib<{ sentences(text: string): string[] }>('shared/sentences.js')

/** The first quote of a question and whether it was shortened ("…"); null without one. */
function firstQuote(q: Question): { text: string; cut: boolean } | null {
  const m = /\u201C([^\u201D]*)\u201D/.exec(q.text)
  return m ? { text: m[1].replace(/\s*…$/, ''), cut: /…$/.test(m[1]) } : null
}

/** The sentences of a thesis text, one paragraph per line, without list markers, squeezed. */
function wholeSentences(flat: string): string[] {
  return flat
    .split('\n')
    .flatMap((line) => splitter.sentences(line))
    .map((s) => squeeze(content.stripMarker(s)).text)
}

/** The sub-heading above an index of a thesis text, within its chapter ('' when none). */
function sectionAbove(text: string, index: number): string {
  const lines = text.slice(0, index).split(/\n|\f/)
  for (let l = lines.length - 2; l >= 0; l--) {
    const line = lines[l].trim()
    if (/^(?:BAB\s+[IVX\d]+\b|DAFTAR PUSTAKA)/i.test(line)) return ''
    if (content.isSubHeading(line)) return line
  }
  return ''
}

describe('PDF text wrapped at every visual line end, as the browser extracts it', () => {
  const reference = [
    ...WRAPPED,
    {
      name: 'kualitatif (PDF, satu paragraf per baris)',
      text: KUALITATIF_PAGED_TEXT,
      flat: KUALITATIF_TEXT,
    },
    { name: 'teknik (PDF, satu paragraf per baris)', text: TEKNIK_PAGED_TEXT, flat: TEKNIK_TEXT },
  ]
  for (const fx of reference) {
    describe(fx.name, () => {
      const all = sessions(fx.text)
      const whole = wholeSentences(fx.flat)
      const flatPassages = prepared(fx.flat).passages

      it('quotes whole sentences of the thesis: none starts or ends inside one', () => {
        let n = 0
        for (const q of all) {
          const quote = firstQuote(q)
          if (!quote) continue
          n++
          const s = squeeze(quote.text).text
          const found = quote.cut
            ? whole.some((w) => w.startsWith(s))
            : whole.some((w) => w === s || w === `${s}.`)
          expect(found, q.text).toBe(true)
        }
        expect(n).toBeGreaterThan(100)
      })

      it('names the chapter, sub-section and page where the quoted sentence starts', () => {
        for (const q of all) {
          const quote = firstQuote(q)
          if (!quote) continue
          const inFlat = startsOf(fx.flat, quote.text)
          const inText = startsOf(fx.text, quote.text)
          expect(inText.length, q.text).toBe(inFlat.length)
          const places = inFlat.map((at, k) => ({
            chapter: flatPassages.find((p) => startsOf(p.body, quote.text.slice(0, 60)).length)
              ?.chapter,
            section: sectionAbove(fx.flat, at),
            page: pageAt(fx.text, inText[k]),
          }))
          expect(places, q.text).toContainEqual({
            chapter: q.chapter,
            section: q.section,
            page: q.page,
          })
        }
      })

      it('gives key points of one line each, found in the source passage', () => {
        for (const q of all)
          for (const point of q.keyPoints) {
            expect(point, q.text).not.toMatch(/\n/)
            expect(point, q.text).toBe(point.trim())
          }
      })
    })
  }
})
