// The built-in academic assistant's citations: composeAcademicAnswer gives the reply of
// composeAcademicReply unchanged (the golden replies, tests/unit/fixtures/assistant-golden.json)
// plus one citation {chapter, page, quote} per quoted passage, each quote exactly as the reply
// shows it under its numbered location line; a report (outline, citations, words) quotes nothing.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACADEMIC_QUESTIONS, THESES, type AssistantGolden } from '../../support/assistant-golden'
import type { Passage, ThesisAnalysis } from '../../support/assistant-libs'
import { loadHookLib } from '../../support/hook-loader'

interface Citation {
  chapter: string
  page: number
  quote: string
}

const ta = loadHookLib<{
  analyzeThesis(text: string): ThesisAnalysis
  splitPassages(text: string): Passage[]
  rankPassagesInMemory(question: string, passages: Passage[]): (Passage & { score: number })[]
  composeAcademicAnswer(
    question: string,
    analysis: ThesisAnalysis | null,
    passages: { chapter: string; body: string; page?: number }[],
    fileName: string,
  ): { reply: string; citations: Citation[] }
}>('chat/academic/analysis.js')

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/assistant-golden.json', import.meta.url), 'utf8'),
) as AssistantGolden

/** The location line of a quoted passage as the reply writes it. */
const where = (c: Citation) =>
  (c.chapter || 'Bagian dokumen') + (c.page > 0 ? ` (hal. ${c.page})` : '')

describe('built-in academic answers with citations', () => {
  it.each(THESES.map((t) => t.name))('keep the golden replies on the %s document', (name) => {
    const thesis = THESES.find((t) => t.name === name)!
    const recorded = golden.theses.find((t) => t.name === name)!
    const analysis = ta.analyzeThesis(thesis.text)
    const passages = ta.splitPassages(thesis.text)
    let quoted = 0
    ACADEMIC_QUESTIONS.forEach((question, i) => {
      const ranked = ta.rankPassagesInMemory(question, passages)
      const answer = ta.composeAcademicAnswer(question, analysis, ranked, thesis.fileName)
      expect(answer.reply).toBe(recorded.answers[i].reply)
      const numbered = answer.reply.match(/^\d+\. .*:$/gm) ?? []
      expect(answer.citations).toHaveLength(numbered.length)
      answer.citations.forEach((c, k) => {
        expect(c.quote.length).toBeGreaterThan(0)
        expect(answer.reply).toContain(`${k + 1}. ${where(c)}:\n"${c.quote}"\n`)
        expect(ranked.some((p) => p.chapter === c.chapter)).toBe(true)
      })
      quoted += answer.citations.length
    })
    if (name === 'fixture') expect(quoted).toBeGreaterThan(10)
  })

  it('carries the page of a paged passage and none for a report', () => {
    const passages = [
      {
        chapter: 'BAB II Tinjauan Pustaka',
        page: 12,
        body: 'Teori literasi menjelaskan kebiasaan membaca tumbuh dari akses buku.',
      },
      { chapter: '', page: 0, body: 'Literasi juga dibahas di bagian awal dokumen ini tanpa bab.' },
    ]
    const answer = ta.composeAcademicAnswer('Apa itu teori literasi?', null, passages, 'a.pdf')
    expect(answer.citations).toEqual([
      { chapter: 'BAB II Tinjauan Pustaka', page: 12, quote: passages[0].body },
      { chapter: '', page: 0, quote: passages[1].body },
    ])
    expect(answer.reply).toContain('1. BAB II Tinjauan Pustaka (hal. 12):\n"Teori literasi')
    expect(answer.reply).toContain('2. Bagian dokumen:\n"Literasi juga')
    const thesis = THESES[0]
    const analysis = ta.analyzeThesis(thesis.text)
    const report = ta.composeAcademicAnswer(
      'Berapa jumlah kata per bab?',
      analysis,
      passages,
      'a.pdf',
    )
    expect(report.citations).toEqual([])
  })
})
