import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { KUALITATIF_PAGED_TEXT } from '../../support/thesis-fixture-kualitatif'
import { fillersLib, plan, scoringLib, type Question } from './sidang-libs'

const { scoreAnswer } = scoringLib

const OFF_TOPIC =
  'Kemarin sore saya berlibur ke pantai bersama keluarga, lalu kami makan ikan bakar sambil menikmati matahari terbenam.'
const NON_ANSWERS = [
  '',
  '   ',
  'saya tidak tahu',
  'Tidak tahu, Pak.',
  'Maaf, saya lupa.',
  'Belum tahu.',
  'eee... emm... anu...',
  'hmm eeeh gitu kayak',
]

/** An answer built from the question's key points, in a sentence with a reason. */
function goodAnswer(q: Question): string {
  const first = q.passage.split('\n').find((l) => l.split(' ').length > 8) ?? q.passage
  return `Menurut saya, bagian ini membahas ${q.keyPoints.join(', ')}, karena ${first}`
}

const QUESTIONS = [
  ...plan(THESIS_FIXTURE_TEXT, 10, 'seluruh', 'skor-1'),
  ...plan(KUALITATIF_PAGED_TEXT, 10, 'seluruh', 'skor-2'),
]

describe('scoreAnswer', () => {
  it('scores an answer built from the passage clearly above empty, unsure and off-topic ones', () => {
    expect(QUESTIONS).toHaveLength(20)
    for (const q of QUESTIONS) {
      const good = scoreAnswer(q, goodAnswer(q), { mode: 'text' })
      expect(good.score, q.text).toBeGreaterThanOrEqual(60)
      expect(good.covered).toEqual(q.keyPoints)
      expect(good.weak).toBe(false)
      const off = scoreAnswer(q, OFF_TOPIC, { mode: 'text' })
      expect(off.score, q.text).toBeLessThanOrEqual(20)
      expect(off.covered).toEqual([])
      expect(off.rubric[2].points).toBeLessThanOrEqual(5)
      expect(off.rubric[2].note).toContain('keluar dari topik')
      expect(off.weak).toBe(true)
      expect(good.score - off.score).toBeGreaterThanOrEqual(40)
      for (const a of NON_ANSWERS) {
        const r = scoreAnswer(q, a, { mode: 'text' })
        expect(r.score, JSON.stringify(a)).toBeLessThanOrEqual(10)
        expect(r.missed).toEqual(q.keyPoints)
      }
    }
  })

  it('gives partial credit for some key points, and the rubric adds up to the score', () => {
    const q = QUESTIONS.find((x) => x.keyPoints.includes('purposive sampling'))!
    const half = scoreAnswer(
      q,
      'Saya memakai purposive sampling karena hanya mahasiswa yang pernah berbelanja daring yang relevan dengan penelitian ini.',
    )
    const full = scoreAnswer(q, goodAnswer(q))
    expect(half.covered).toContain('purposive sampling')
    expect(half.missed.length).toBeGreaterThan(0)
    expect(half.score).toBeGreaterThan(20)
    expect(half.score).toBeLessThan(full.score)
    for (const r of [half, full]) {
      expect(r.rubric.map((x) => [x.key, x.max])).toEqual([
        ['isi', 60],
        ['relevansi', 20],
        ['kejelasan', 20],
      ])
      expect(r.rubric.map((x) => x.label)).toEqual([
        'Poin kunci yang disebut',
        'Relevansi dengan pertanyaan',
        'Kejelasan',
      ])
      expect(r.rubric.reduce((s, x) => s + x.points, 0)).toBe(r.score)
      for (const x of r.rubric) expect(x.note.length).toBeGreaterThan(10)
      expect([...r.covered, ...r.missed].sort()).toEqual([...q.keyPoints].sort())
    }
    expect(half.rubric[0].note).toMatch(/dari \d+ poin kunci/)
    expect(half.rubric[0].note).toContain('Belum disebut')
  })

  it('matches key points through Indonesian affixes and number formats', () => {
    const q = {
      text: 'Mengapa Anda memilih teknik analisis ini?',
      passage:
        'Data dianalisis dengan regresi linear berganda. Koefisien literasi keuangan sebesar -0,312 dan variabel menjelaskan 52,1 persen variasi. Sampel dipilih secara purposif dari 1.450 orang.',
      keyPoints: [
        'menganalisis data',
        'regresi linear berganda',
        '-0,312',
        '52,1 persen',
        '1.450 orang',
      ],
    }
    const r = scoreAnswer(
      q,
      'Analisis datanya memakai regresi berganda; koefisiennya minus 0.312 dan R kuadrat 52,1% dari populasi 1450 mahasiswa.',
    )
    expect(r.covered).toEqual(q.keyPoints)
    const none = scoreAnswer(q, 'Koefisiennya 0,5 dan variasinya 40% dari 1.200 orang.')
    expect(none.covered).toEqual([])
  })

  it('reports fillers and pace only for voice answers, and they cost clarity', () => {
    const q = QUESTIONS.find((x) => x.kind === 'metode')!
    const answer = goodAnswer(q)
    const text = scoreAnswer(q, answer, { mode: 'text', durationMs: 60000 })
    expect(text.fillers).toBeNull()
    expect(text.wpm).toBeNull()
    const words = answer.split(/\s+/).length
    const calm = scoreAnswer(q, answer, { mode: 'voice', durationMs: (words / 140) * 60000 })
    expect(calm.fillers).toEqual({ total: 0, items: [] })
    expect(calm.wpm).toBe(140)
    const noDuration = scoreAnswer(q, answer, { mode: 'voice' })
    expect(noDuration.wpm).toBeNull()
    expect(noDuration.fillers).not.toBeNull()
    const rushed = scoreAnswer(q, answer, { mode: 'voice', durationMs: (words / 320) * 60000 })
    expect(rushed.wpm).toBe(320)
    expect(rushed.clarity).toBeLessThan(calm.clarity)
    expect(rushed.rubric[2].note).toContain('terlalu cepat')
    const filled = 'eee jadi eeeh ' + answer.replace(/,/g, ' emm anu') + ' gitu kayak hmm'
    const hesitant = scoreAnswer(q, filled, {
      mode: 'voice',
      durationMs: (filled.split(/\s+/).length / 140) * 60000,
    })
    expect(hesitant.fillers!.total).toBeGreaterThanOrEqual(6)
    expect(hesitant.clarity).toBeLessThan(calm.clarity)
    expect(hesitant.rubric[2].note).toContain('Kata pengisi')
    expect(hesitant.covered).toEqual(calm.covered)
  })

  it('penalises very short answers on clarity', () => {
    const q = QUESTIONS[0]
    const short = scoreAnswer(q, q.keyPoints.slice(0, 3).join(' '))
    const long = scoreAnswer(q, goodAnswer(q))
    expect(short.clarity).toBeLessThan(long.clarity)
    expect(long.clarity).toBeGreaterThanOrEqual(80)
  })

  it('always returns an integer score in 0..100 that matches weak, whatever the answer', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUESTIONS),
        fc.oneof(
          fc.string({ maxLength: 400 }),
          fc
            .array(
              fc.constantFrom(
                'eee',
                'jadi',
                'sampel',
                'purposive',
                'karena',
                '0,312',
                'tidak',
                'tahu',
                '.',
              ),
              {
                maxLength: 60,
              },
            )
            .map((w) => w.join(' ')),
        ),
        fc.constantFrom<'text' | 'voice'>('text', 'voice'),
        fc.option(fc.integer({ min: -5000, max: 600000 })),
        (q, answer, mode, durationMs) => {
          const r = scoreAnswer(q, answer, { mode, durationMs })
          expect(Number.isInteger(r.score)).toBe(true)
          expect(r.score).toBeGreaterThanOrEqual(0)
          expect(r.score).toBeLessThanOrEqual(100)
          expect(Number.isInteger(r.clarity)).toBe(true)
          expect(r.clarity).toBeGreaterThanOrEqual(0)
          expect(r.clarity).toBeLessThanOrEqual(100)
          expect(r.weak).toBe(r.score < 50)
          expect(r.covered.length + r.missed.length).toBe(q.keyPoints.length)
          for (const x of r.rubric) expect(x.points).toBeLessThanOrEqual(x.max)
          if (mode === 'text') expect(r.fillers).toBeNull()
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('findFillers', () => {
  const { findFillers, wordsPerMinute } = fillersLib

  it('counts elongated hesitation sounds and colloquial fillers', () => {
    const r = findFillers(
      'Eee saya memilih, eeeh, purposive sampling. Emmm karena anu, apa ya, datanya gitu. Hmm kayak mmm begitu. Ehh sudah.',
    )
    const count = (w: string) => r.items.find((i) => i.word === w)?.count ?? 0
    expect(count('eee')).toBe(2)
    expect(count('emm')).toBe(1)
    expect(count('anu')).toBe(1)
    expect(count('apa ya')).toBe(1)
    expect(count('gitu')).toBe(1)
    expect(count('hmm')).toBe(1)
    expect(count('kayak')).toBe(1)
    expect(count('mmm')).toBe(1)
    expect(count('eh')).toBe(1)
    expect(r.total).toBe(10)
    expect(r.items[0]).toEqual({ word: 'eee', count: 2 })
  })

  it('ignores ordinary words that look like fillers', () => {
    const r = findFillers(
      'Pedagang kaya memakai emas sebagai hemat; hasilnya menjadi begitu jelas. Apa yang Anda maksud? Enam informan menjawab ya.',
    )
    expect(r).toEqual({ total: 0, items: [] })
  })

  it('counts "jadi" beyond its first use in a sentence and when it opens consecutive sentences', () => {
    expect(findFillers('Hasilnya menjadi jelas, jadi saya simpulkan begitu.').total).toBe(0)
    expect(findFillers('Jadi saya memilih sampel ini. Lalu jadi lebih mudah.').total).toBe(0)
    expect(findFillers('Jadi, jadi saya memilih sampel ini.').items).toEqual([
      { word: 'jadi', count: 1 },
    ])
    expect(
      findFillers('Jadi saya memilih sampel. Jadi alasannya waktu. Jadi begitu. Sudah.').total,
    ).toBe(2)
    // A transcript without punctuation is one sentence.
    expect(findFillers('jadi saya pilih sampel jadi alasannya waktu jadi begitu').total).toBe(2)
  })

  it('computes words per minute, null without a usable duration', () => {
    const ten = 'satu dua tiga empat lima enam tujuh delapan sembilan sepuluh'
    expect(wordsPerMinute(ten, 6000)).toBe(100)
    expect(wordsPerMinute(ten, 4000)).toBe(150)
    for (const d of [undefined, null, 0, -100, 1000, NaN, Infinity, '6000'])
      expect(wordsPerMinute(ten, d)).toBeNull()
    expect(wordsPerMinute('', 6000)).toBe(0)
  })
})
