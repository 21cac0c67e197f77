// Issue 27: Simulasi Sidang quotes content only. Over many sessions of 8 questions on every fixture
// thesis: no quote is cut at an abbreviation ("Sutar dkk"), none is a list lead-in ("... sebagai
// berikut:"), a caption or a heading, and no 'hasil' question asks about the number of a table,
// figure, equation or sub-section ("Apa arti angka 4.8 itu").
import { describe, expect, it } from 'vitest'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { KUALITATIF_PAGED_TEXT, KUALITATIF_TEXT } from '../../support/thesis-fixture-kualitatif'
import {
  TEKNIK_EXPECTED as TE,
  TEKNIK_PAGED_TEXT,
  TEKNIK_TEXT,
} from '../../support/thesis-fixture-teknik'
import { plan, type Focus, type Question } from './sidang-libs'

const FIXTURES = [
  { name: 'kuantitatif (DOCX)', text: THESIS_FIXTURE_TEXT },
  { name: 'kualitatif (PDF)', text: KUALITATIF_PAGED_TEXT },
  { name: 'kualitatif (DOCX)', text: KUALITATIF_TEXT },
  { name: 'teknik (PDF)', text: TEKNIK_PAGED_TEXT },
  { name: 'teknik (DOCX)', text: TEKNIK_TEXT },
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

describe('the informatics thesis (lead-ins, captions, abbreviations)', () => {
  const all = sessions(TEKNIK_PAGED_TEXT)

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
