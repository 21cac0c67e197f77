import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import {
  KUALITATIF_PAGED_TEXT,
  KUALITATIF_PAGES,
  KUALITATIF_TEXT,
} from '../../support/thesis-fixture-kualitatif'
import { TEKNIK_PAGED_TEXT, TEKNIK_PAGES, TEKNIK_TEXT } from '../../support/thesis-fixture-teknik'
import { pageAt, startsOf, wrappedPdfText } from '../../support/pdf-wrap'
import { plan, prepared, questionsLib, type Focus, type Kind, type Question } from './sidang-libs'

const ALL_KINDS: Kind[] = [
  'masalah',
  'metode',
  'hasil',
  'konsistensi',
  'keterbatasan',
  'referensi',
  'klasik',
]
const CATEGORY: Record<Kind, string> = {
  masalah: 'penguasaan_materi',
  konsistensi: 'penguasaan_materi',
  referensi: 'penguasaan_materi',
  klasik: 'penguasaan_materi',
  metode: 'metodologi',
  keterbatasan: 'metodologi',
  hasil: 'hasil',
}
const FOCUS: Record<Focus, Kind[]> = {
  seluruh: ALL_KINDS,
  latar: ['masalah', 'klasik', 'referensi'],
  metodologi: ['metode', 'keterbatasan'],
  hasil: ['hasil', 'konsistensi'],
}
const SEEDS = ['sesi-1', 'sesi-2', 'abc', 'u123:1732570000000', '']
const COUNTS = [5, 8, 10]

/**
 * Lower case, no diacritics, whitespace collapsed (headings may be upper case or on two lines), a
 * compound broken after its hyphen at a PDF line end ("Alang-" / "Alang") whole again.
 */
function norm(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/([a-z])-\s+(?=[a-z])/g, '$1-')
    .replace(/\s+/g, ' ')
}

const FIXTURES = [
  { name: 'kuantitatif (DOCX)', text: THESIS_FIXTURE_TEXT, paged: false },
  { name: 'kualitatif (PDF, halaman)', text: KUALITATIF_PAGED_TEXT, paged: true },
  { name: 'kualitatif (DOCX)', text: KUALITATIF_TEXT, paged: false },
  { name: 'teknik (PDF, halaman)', text: TEKNIK_PAGED_TEXT, paged: true },
  { name: 'teknik (DOCX)', text: TEKNIK_TEXT, paged: false },
  // As pdfjs gives a PDF: a line break at every visual line end, paragraphs over page breaks.
  {
    name: 'kualitatif (PDF, baris terbungkus)',
    text: wrappedPdfText(KUALITATIF_PAGES),
    paged: true,
  },
  {
    name: 'teknik (PDF, baris terbungkus)',
    text: wrappedPdfText(TEKNIK_PAGES, { long: true }),
    paged: true,
  },
]

/** Every rule a planned question must keep, against its thesis. */
function checkQuestion(q: Question, fx: (typeof FIXTURES)[number]) {
  const { passages } = prepared(fx.text)
  const text = norm(fx.text)
  const source = passages.find((p) => p.ord === q.passageOrd)
  expect(source, q.text).toBeDefined()
  expect(q.chapter).toBe(source!.chapter)
  expect(text).toContain(norm(q.chapter))
  expect(q.text).toContain(q.chapter)
  expect(q.category).toBe(CATEGORY[q.kind])
  expect(q.followUp).toBe(false)
  expect(source!.body.startsWith(q.passage.replace(/ …$/, ''))).toBe(true)
  expect(q.passage.length).toBeLessThanOrEqual(1202)
  if (q.chapter === 'Daftar Pustaka') expect(q.section).toBe('')
  else {
    expect(q.section, q.text).not.toBe('')
    // The sub-heading is a line of the thesis, inside the question's chapter.
    const lines = fx.text.split(/\n|\f/)
    expect(lines).toContain(q.section)
    const sameChapter = passages.filter((p) => p.chapter === q.chapter)
    expect(sameChapter.some((p) => p.body.split('\n').includes(q.section))).toBe(true)
    expect(q.text).toContain(`subbab ${q.section}`)
  }
  expect(q.keyPoints.length).toBeGreaterThanOrEqual(3)
  expect(q.keyPoints.length).toBeLessThanOrEqual(6)
  const body = norm(source!.body)
  for (const point of q.keyPoints) {
    // A cited work ("Spradley (1980)") may stand in the next passage of the Daftar Pustaka.
    if (/\(\d{4}\)$/.test(point)) expect(text).toContain(norm(point.split(' (')[0]))
    else expect(body, `${q.kind}: ${point}`).toContain(norm(point))
  }
  if (fx.paged) {
    expect(q.page).toBeGreaterThan(0)
    // The page where the quoted sentence starts (a question without a quote: its passage).
    const quoted = /\u201C([^\u201D]*)\u201D/.exec(q.text)?.[1].replace(/\s*…$/, '')
    const anchor = quoted ?? source!.body.split('\n')[0].slice(0, 40)
    const pages = startsOf(fx.text, anchor).map((at) => pageAt(fx.text, at))
    expect(pages, q.text).toContain(q.page)
    expect(q.text).toContain(`(halaman ${q.page})`)
  } else expect(q.page).toBe(0)
}

describe('planQuestions on the fixture theses', () => {
  for (const fx of FIXTURES) {
    describe(fx.name, () => {
      it('fills 5, 8 and 10 questions that name real parts of the thesis, without duplicates', () => {
        for (const count of COUNTS)
          for (const seed of SEEDS) {
            const qs = plan(fx.text, count, 'seluruh', seed)
            expect(qs).toHaveLength(count)
            expect(new Set(qs.map((q) => q.text)).size).toBe(count)
            expect(new Set(qs.map((q) => `${q.kind}:${q.passageOrd}`)).size).toBe(count)
            for (const q of qs) checkQuestion(q, fx)
          }
      })

      it('asks every kind in a 10-question session, in the order of a real defence', () => {
        for (const seed of SEEDS) {
          const qs = plan(fx.text, 10, 'seluruh', seed)
          expect(new Set(qs.map((q) => q.kind))).toEqual(new Set(ALL_KINDS))
          expect(qs[0].kind).toBe('masalah')
          const order = qs.map((q) => ALL_KINDS.indexOf(q.kind))
          expect(order).toEqual([...order].sort((a, b) => a - b))
        }
      })

      it('keeps to the chosen focus', () => {
        for (const focus of ['latar', 'metodologi', 'hasil'] as Focus[])
          for (const seed of SEEDS) {
            const five = plan(fx.text, 5, focus, seed)
            expect(five).toHaveLength(5)
            for (const q of five) expect(FOCUS[focus], `${focus}: ${q.kind}`).toContain(q.kind)
            for (const q of five) checkQuestion(q, fx)
            const ten = plan(fx.text, 10, focus, seed)
            expect(ten).toHaveLength(10)
            expect(new Set(ten.map((q) => q.text)).size).toBe(10)
            // The focus kinds come first; others only fill what the focus cannot.
            const inFocus = ten.filter((q) => FOCUS[focus].includes(q.kind)).length
            expect(inFocus).toBeGreaterThanOrEqual(5)
          }
      })

      it('is deterministic per seed and varies between seeds', () => {
        const a = plan(fx.text, 5, 'seluruh', 'sesi-1')
        expect(plan(fx.text, 5, 'seluruh', 'sesi-1')).toEqual(a)
        const plans = new Set(
          ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'].map((s) =>
            plan(fx.text, 5, 'seluruh', s)
              .map((q) => q.text)
              .join('|'),
          ),
        )
        expect(plans.size).toBeGreaterThan(1)
      })
    })
  }

  it('never repeats a question or a passage of one kind, for any seed, count and focus', () => {
    const fixtures = [prepared(THESIS_FIXTURE_TEXT), prepared(KUALITATIF_PAGED_TEXT)]
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom(5, 8, 10),
        fc.constantFrom<Focus>('seluruh', 'latar', 'metodologi', 'hasil'),
        fc.constantFrom(0, 1),
        (seed, count, focus, which) => {
          const p = fixtures[which]
          const qs = questionsLib.planQuestions({ ...p, count, focus, seed })
          expect(qs).toHaveLength(count)
          expect(new Set(qs.map((q) => q.text)).size).toBe(count)
          expect(new Set(qs.map((q) => `${q.kind}:${q.passageOrd}`)).size).toBe(count)
          for (const q of qs) expect(q.keyPoints.length).toBeGreaterThanOrEqual(3)
        },
      ),
      { numRuns: 80 },
    )
  })
})
