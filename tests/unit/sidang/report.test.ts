import { describe, expect, it } from 'vitest'
import { THESIS_FIXTURE_TEXT } from '../../support/thesis-fixture'
import { plan, reportLib, scoringLib, type Question } from './sidang-libs'

const { buildReport, CATEGORIES } = reportLib

function q(kind: Question['kind'], i: number): Partial<Question> {
  const category =
    kind === 'hasil'
      ? 'hasil'
      : kind === 'metode' || kind === 'keterbatasan'
        ? 'metodologi'
        : 'penguasaan_materi'
  return {
    kind,
    category,
    text: `Pertanyaan ${i}?`,
    chapter: 'BAB I Pendahuluan',
    section: `1.${i} Bagian`,
    page: i,
  }
}

describe('buildReport', () => {
  it('lists the four categories with their labels', () => {
    expect(CATEGORIES).toEqual([
      { key: 'penguasaan_materi', label: 'Penguasaan materi' },
      { key: 'metodologi', label: 'Metodologi' },
      { key: 'hasil', label: 'Hasil' },
      { key: 'kejelasan', label: 'Kejelasan' },
    ])
  })

  it('averages the scores overall and per category, clarity over every answer', () => {
    const questions = [
      q('masalah', 0),
      q('metode', 1),
      q('hasil', 2),
      q('klasik', 3),
      q('keterbatasan', 4),
    ]
    const feedbacks = [
      { index: 0, score: 80, clarity: 90 },
      { index: 1, score: 41, clarity: 50 },
      { index: 2, score: 70, clarity: 60 },
      { index: 3, score: 65, clarity: 75 },
      { index: 4, score: 20, clarity: 10 },
    ]
    const r = buildReport(questions, feedbacks)
    expect(r.overall).toBe(55) // 276 / 5 = 55.2
    expect(r.categories).toEqual([
      { key: 'penguasaan_materi', label: 'Penguasaan materi', score: 73 }, // (80 + 65) / 2 = 72.5
      { key: 'metodologi', label: 'Metodologi', score: 31 }, // (41 + 20) / 2 = 30.5
      { key: 'hasil', label: 'Hasil', score: 70 },
      { key: 'kejelasan', label: 'Kejelasan', score: 57 },
    ])
    expect(r.weakest).toEqual([
      {
        index: 4,
        text: 'Pertanyaan 4?',
        score: 20,
        chapter: 'BAB I Pendahuluan',
        section: '1.4 Bagian',
        page: 4,
      },
      {
        index: 1,
        text: 'Pertanyaan 1?',
        score: 41,
        chapter: 'BAB I Pendahuluan',
        section: '1.1 Bagian',
        page: 1,
      },
      {
        index: 3,
        text: 'Pertanyaan 3?',
        score: 65,
        chapter: 'BAB I Pendahuluan',
        section: '1.3 Bagian',
        page: 3,
      },
    ])
  })

  it('gives null to a category without questions and breaks ties by index', () => {
    const questions = [q('masalah', 0), q('klasik', 1), q('referensi', 2), q('konsistensi', 3)]
    const feedbacks = [3, 2, 1, 0].map((index) => ({ index, score: 50, clarity: 40 }))
    const r = buildReport(questions, feedbacks)
    expect(r.categories.find((c) => c.key === 'metodologi')?.score).toBeNull()
    expect(r.categories.find((c) => c.key === 'hasil')?.score).toBeNull()
    expect(r.categories.find((c) => c.key === 'penguasaan_materi')?.score).toBe(50)
    expect(r.weakest.map((w) => w.index)).toEqual([0, 1, 2])
    const empty = buildReport(questions, [])
    expect(empty.overall).toBe(0)
    expect(empty.categories.every((c) => c.score === null)).toBe(true)
    expect(empty.weakest).toEqual([])
  })

  it('reports a whole session scored by scoreAnswer', () => {
    const questions = plan(THESIS_FIXTURE_TEXT, 8, 'seluruh', 'laporan')
    const feedbacks = questions.map((question, index) => ({
      index,
      ...scoringLib.scoreAnswer(
        question,
        index % 2
          ? 'saya tidak tahu'
          : `Menurut saya ${question.keyPoints.join(', ')}, karena itu inti bab ini.`,
      ),
    }))
    const r = buildReport(questions, feedbacks)
    expect(Number.isInteger(r.overall)).toBe(true)
    expect(r.weakest).toHaveLength(3)
    for (const w of r.weakest) {
      expect(w.index % 2).toBe(1)
      expect(w.text).toBe(questions[w.index].text)
      expect(w.section).toBe(questions[w.index].section)
    }
    expect(r.categories.map((c) => c.key)).toEqual(CATEGORIES.map((c) => c.key))
    for (const c of r.categories) if (c.score !== null) expect(c.score).toBeLessThanOrEqual(100)
  })
})
