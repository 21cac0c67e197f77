import { describe, expect, it } from 'vitest'
import { parseFeedback, parseQuestion, parseReport, parseSession, parseStarted } from './parse'

describe('Simulasi Sidang parsing', () => {
  it('a question without text is none; unknown parts default', () => {
    expect(parseQuestion({ index: 0 })).toBeNull()
    expect(parseQuestion(null)).toBeNull()
    expect(parseQuestion({ text: ' Mengapa topik ini? ', page: -3 })).toEqual({
      index: 0,
      total: 0,
      kind: '',
      text: 'Mengapa topik ini?',
      chapter: '',
      section: '',
      page: 0,
      followUp: false,
    })
  })

  it('feedback: scores clamped, malformed rows dropped, voice notes kept only when sent', () => {
    const f = parseFeedback({
      index: 2,
      score: 140,
      covered: ['a', 3, ''],
      missed: 'x',
      rubric: [{ label: 'Isi', points: 30, max: 50 }, { points: 1 }],
      fillers: null,
      wpm: null,
      comment: 'Bagus',
      citations: [{ chapter: 'BAB IV', page: 20, quote: 'hasil uji t' }, { quote: '' }],
      source: 'llm',
    })
    expect(f.score).toBe(100)
    expect(f.covered).toEqual(['a'])
    expect(f.missed).toEqual([])
    expect(f.rubric).toEqual([{ key: '', label: 'Isi', points: 30, max: 50, note: '' }])
    expect(f.fillers).toBeNull()
    expect(f.wpm).toBeNull()
    expect(f.citations).toEqual([{ chapter: 'BAB IV', page: 20, quote: 'hasil uji t' }])
    expect(f.source).toBe('llm')
    expect(parseFeedback({ source: 'other' }).source).toBe('builtin')
  })

  it('report: null categories stay null, null report is none', () => {
    expect(parseReport(null)).toBeNull()
    const r = parseReport({
      overall: 61.4,
      categories: [
        { key: 'hasil', label: 'Hasil', score: null },
        { key: 'kejelasan', label: 'Kejelasan', score: 70 },
      ],
      weakest: [
        {
          index: 3,
          text: 'Apa keterbatasan penelitian?',
          score: 20,
          chapter: 'BAB V',
          section: '',
          page: 0,
        },
      ],
    })
    expect(r?.overall).toBe(61)
    expect(r?.categories.map((c) => c.score)).toEqual([null, 70])
    expect(r?.weakest[0]).toMatchObject({ index: 3, chapter: 'BAB V', page: 0 })
  })

  it('a start answer needs an id and a question', () => {
    expect(() => parseStarted({ id: 'x' })).toThrow()
    expect(parseStarted({ id: 'x', credits: 2, question: { text: 'T', total: 5 } }).total).toBe(5)
  })

  it('a session: unknown focus reads as seluruh, answers keep their mode', () => {
    const s = parseSession({
      id: 's',
      status: 'finished',
      settings: { questions: 5, focus: 'lain', retryOf: 'old' },
      questions: [{ text: 'Q1' }, {}],
      answers: [{ index: 0, answer: 'A', mode: 'voice', durationMs: 1000 }, { answer: 'B' }],
      feedback: [{ score: 50 }],
      current: null,
      report: { overall: 50, categories: [], weakest: [] },
    })
    expect(s.settings).toEqual({ questions: 5, focus: 'seluruh', retryOf: 'old' })
    expect(s.questions).toHaveLength(1)
    expect(s.answers.map((a) => a.mode)).toEqual(['voice', 'text'])
    expect(s.current).toBeNull()
    expect(s.report?.overall).toBe(50)
  })
})
