import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { THESIS_FIXTURE_PARAGRAPHS, THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import {
  KUALITATIF_EXPECTED as KQ,
  KUALITATIF_PAGED_TEXT,
  KUALITATIF_PAGES,
  KUALITATIF_TEXT,
} from '../../support/thesis-fixture-kualitatif'
import { plan, prepared, questionsLib, ta, type Focus, type Kind } from './sidang-libs'

describe('planQuestions: what the questions ask', () => {
  it('asks about the specific facts of the quantitative thesis', () => {
    const qs = plan(THESIS_FIXTURE_TEXT, 10, 'seluruh', 'sesi-1')
    const of = (kind: Kind) => qs.filter((q) => q.kind === kind)
    expect(of('masalah').some((q) => q.section === '1.2 Rumusan Masalah')).toBe(true)
    const sample = of('metode').find((q) => q.section === '3.2 Populasi dan Sampel')
    expect(sample?.keyPoints).toContain('purposive sampling')
    expect(sample?.keyPoints).toContain('120 responden')
    expect(sample?.text).toMatch(/Mengapa Anda memilih purposive sampling/)
    const result = of('hasil').find((q) => q.section === '4.2 Hasil Uji Hipotesis')
    expect(result?.text).toContain('-0,312')
    expect(result?.keyPoints).toEqual(expect.arrayContaining(['-0,312', '0,457']))
    const kons = of('konsistensi')[0]
    expect(kons.section).toBe('5.1 Kesimpulan')
    expect(kons.text).toContain('subbab 1.3 Tujuan Penelitian')
    const ref = of('referensi').find((q) => q.chapter === 'Daftar Pustaka')
    expect(ref?.text).toContain('Ajzen (1991) dan Chen (1998)')
    expect(of('keterbatasan')[0].section).toBe('1.4 Batasan Penelitian')
    // Where a kind has another passage, it does not quote one another kind already quotes.
    for (const seed of ['a', 'b', 'c', 'd']) {
      const session = plan(THESIS_FIXTURE_TEXT, 10, 'seluruh', seed)
      const masalah = session.filter((x) => x.kind === 'masalah').map((x) => x.passageOrd)
      const klasik = session.filter((x) => x.kind === 'klasik').map((x) => x.passageOrd)
      expect(klasik.filter((o) => masalah.includes(o))).toEqual([])
    }
  })

  it('asks about the specific facts of the qualitative thesis, with its pages', () => {
    const qs = plan(KUALITATIF_PAGED_TEXT, 10, 'seluruh', 'sesi-2')
    const of = (kind: Kind) => qs.filter((q) => q.kind === kind)
    const informan = plan(KUALITATIF_PAGED_TEXT, 10, 'metodologi', 'x').find(
      (q) => q.section === 'C. Informan Penelitian',
    )
    expect(informan?.page).toBe(10)
    expect(informan?.keyPoints).toEqual(
      expect.arrayContaining(['purposive sampling', 'snowball sampling']),
    )
    const analysis = plan(KUALITATIF_PAGED_TEXT, 10, 'metodologi', 'x').find(
      (q) => q.kind === 'metode' && q.section === 'E. Teknik Analisis Data',
    )
    expect(analysis?.keyPoints).toEqual(expect.arrayContaining(['Miles dan Huberman']))
    const limit = of('keterbatasan')[0]
    expect(limit.section).toBe(KQ.limitationSection)
    expect(limit.page).toBe(16)
    const ref = of('referensi').find((q) => q.chapter === 'Daftar Pustaka')
    expect(ref?.text).toContain(KQ.oldestReferences.join(' dan '))
    expect(ref?.page).toBe(17)
    const figures = plan(KUALITATIF_PAGED_TEXT, 10, 'hasil', 'x')
      .filter((q) => q.kind === 'hasil')
      .flatMap((q) => q.keyPoints)
    expect(figures).toEqual(expect.arrayContaining(['35,8 persen', '30 persen']))
    for (const q of qs) {
      const label = KQ.chapterLabels.find((l) => q.chapter === l)
      if (q.chapter !== 'Daftar Pustaka') expect(label, q.chapter).toBeDefined()
    }
  })

  it('returns [] for a document with fewer than three usable passages', () => {
    const tiny = 'BAB I\nPENDAHULUAN\nPenelitian ini membahas literasi keuangan mahasiswa.'
    expect(plan(tiny, 5, 'seluruh', 's')).toEqual([])
    expect(plan('', 10, 'seluruh', 's')).toEqual([])
    const sentence = (tag: string) =>
      `${tag} ` + Array.from({ length: 30 }, (_, i) => `kata${i}`).join(' ') + ' akhir.'
    // Two long passages in the body, the rest front matter and references: still too short.
    const two = [
      'JUDUL SKRIPSI',
      sentence('abstrak'),
      'BAB I PENDAHULUAN',
      Array.from({ length: 3 }, () => sentence('satu')).join(' '),
      Array.from({ length: 3 }, () => sentence('dua')).join(' '),
      'DAFTAR PUSTAKA',
      'Sugiyono. (2019). Metode penelitian. Bandung: Alfabeta. ' + sentence('ref'),
    ].join('\n')
    expect(prepared(two).passages.filter((p) => p.chapter.startsWith('BAB'))).toHaveLength(2)
    expect(plan(two, 5, 'seluruh', 's')).toEqual([])
    const three = two.replace(
      'DAFTAR PUSTAKA',
      Array.from({ length: 3 }, () => sentence('tiga')).join(' ') + '\nDAFTAR PUSTAKA',
    )
    expect(plan(three, 5, 'seluruh', 's').length).toBeGreaterThan(0)
  })

  it('plans without an analysis (no citation check) too', () => {
    const { passages } = prepared(KUALITATIF_TEXT)
    const qs = questionsLib.planQuestions({
      analysis: null,
      passages,
      count: 8,
      focus: 'seluruh',
      seed: 'tanpa-analisis',
    })
    expect(qs).toHaveLength(8)
    expect(new Set(qs.map((q) => q.text)).size).toBe(8)
  })
})

describe('planQuestions on any mix of thesis lines', () => {
  it('never throws, never repeats, names only chapters of the text and fills when it can', () => {
    const lines = [...THESIS_FIXTURE_PARAGRAPHS, ...KUALITATIF_PAGES.flat()]
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...lines), { maxLength: 80 }),
        fc.string(),
        fc.constantFrom(5, 8, 10),
        fc.constantFrom<Focus>('seluruh', 'latar', 'metodologi', 'hasil'),
        fc.boolean(),
        (picked, seed, count, focus, withAnalysis) => {
          const text = picked.join('\n')
          const p = prepared(text)
          const qs = questionsLib.planQuestions({
            analysis: withAnalysis ? p.analysis : null,
            passages: p.passages,
            count,
            focus,
            seed,
          })
          expect(qs.length).toBeLessThanOrEqual(count)
          const usable = p.passages.filter(
            (x) =>
              !['Bagian awal', 'Daftar Pustaka', 'Lampiran'].includes(x.chapter) &&
              ta.countWords(x.body) >= 20,
          )
          if (usable.length < 3) expect(qs).toEqual([])
          else if (focus !== 'latar')
            expect(qs.length).toBeGreaterThanOrEqual(Math.min(count, usable.length))
          expect(new Set(qs.map((q) => q.text)).size).toBe(qs.length)
          for (const q of qs) {
            expect(p.passages.some((x) => x.ord === q.passageOrd && x.chapter === q.chapter)).toBe(
              true,
            )
            if (q.section) expect(text.split('\n')).toContain(q.section)
          }
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('retryQuestions', () => {
  it('copies the chosen questions for another round, follow-up flag reset', () => {
    const qs = plan(THESIS_FIXTURE_TEXT, 5, 'seluruh', 'r')
    const asked = qs.map((q, i) => (i === 3 ? { ...q, followUp: true } : q))
    const again = questionsLib.retryQuestions(asked, [3, 0, 3, 9, -1, 1.5, '2'])
    expect(again).toHaveLength(2)
    expect(again[0]).toEqual({ ...qs[3], followUp: false })
    expect(again[1]).toEqual(qs[0])
    expect(again[0]).not.toBe(asked[3])
    again[0].keyPoints.push('x')
    expect(asked[3].keyPoints).not.toContain('x')
    expect(questionsLib.retryQuestions(qs, [])).toEqual([])
  })
})
