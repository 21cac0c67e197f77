// The defence rehearsal's hook libraries (pb_hooks/lib/sidang/), loaded in Node for unit tests, and
// the planned questions of the two fixture theses.
import { loadThesisAnalysis, type Passage, type ThesisAnalysis } from '../../support/assistant-libs'
import { loadHookLib } from '../../support/hook-loader'

export type Kind =
  'masalah' | 'metode' | 'hasil' | 'konsistensi' | 'keterbatasan' | 'referensi' | 'klasik'
export type Focus = 'seluruh' | 'latar' | 'metodologi' | 'hasil'

export interface Question {
  kind: Kind
  category: 'penguasaan_materi' | 'metodologi' | 'hasil'
  text: string
  chapter: string
  section: string
  page: number
  passageOrd: number
  passage: string
  keyPoints: string[]
  followUp: boolean
}

export interface QuestionsLib {
  KINDS: Kind[]
  FOCUS_KINDS: Record<Focus, Kind[]>
  planQuestions(opts: {
    analysis: ThesisAnalysis | null
    passages: Passage[]
    count: number
    focus: Focus
    seed: string
  }): Question[]
  retryQuestions(questions: Question[], indexes: unknown[]): Question[]
}

export interface Fillers {
  total: number
  items: { word: string; count: number }[]
}

export interface Feedback {
  score: number
  covered: string[]
  missed: string[]
  rubric: { key: string; label: string; points: number; max: number; note: string }[]
  fillers: Fillers | null
  wpm: number | null
  clarity: number
  weak: boolean
}

export interface ScoringLib {
  PACE_MIN: number
  PACE_MAX: number
  scoreAnswer(
    question: Pick<Question, 'text' | 'passage' | 'keyPoints'>,
    answer: string,
    opts?: { mode?: 'text' | 'voice'; durationMs?: number | null },
  ): Feedback
}

export interface FillersLib {
  findFillers(text: string): Fillers
  wordsPerMinute(text: string, durationMs?: unknown): number | null
}

export interface Report {
  overall: number
  categories: { key: string; label: string; score: number | null }[]
  weakest: {
    index: number
    text: string
    score: number
    chapter: string
    section: string
    page: number
  }[]
}

export interface ReportLib {
  CATEGORIES: { key: string; label: string }[]
  buildReport(
    questions: Partial<Question>[],
    feedbacks: (Partial<Feedback> & { index: number })[],
  ): Report
}

export const ta = loadThesisAnalysis()
export const questionsLib = loadHookLib<QuestionsLib>('sidang/questions.js')
export const scoringLib = loadHookLib<ScoringLib>('sidang/scoring.js')
export const fillersLib = loadHookLib<FillersLib>('sidang/fillers.js')
export const reportLib = loadHookLib<ReportLib>('sidang/report.js')

/** A thesis text with what planQuestions gets from it. */
export function prepared(text: string) {
  return { text, analysis: ta.analyzeThesis(text), passages: ta.splitPassages(text) }
}

/** The planned questions of a thesis text. */
export function plan(text: string, count: number, focus: Focus, seed: string): Question[] {
  const p = prepared(text)
  return questionsLib.planQuestions({
    analysis: p.analysis,
    passages: p.passages,
    count,
    focus,
    seed,
  })
}
