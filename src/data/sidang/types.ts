/** Wire types of the Simulasi Sidang routes (docs/sidang.md), as the client reads them. */

/**
 * What a student chooses for a session, and the longest answer (docs/sidang.md): the client's one
 * copy of each, equal to the server's (pb_hooks/lib/sidang/settings.js; a test checks both).
 */
export const SIDANG_FOCI = ['seluruh', 'latar', 'metodologi', 'hasil'] as const
export const SIDANG_DEFAULT_FOCUS = 'seluruh' satisfies SidangFocus
export const SIDANG_QUESTION_COUNTS = [5, 8, 10] as const
/** The longest answer, typed or spoken, in characters. */
export const SIDANG_MAX_ANSWER_CHARS = 4000

export type SidangFocus = (typeof SIDANG_FOCI)[number]
export type SidangQuestionCount = (typeof SIDANG_QUESTION_COUNTS)[number]
export type SidangSource = 'builtin' | 'llm'
export type SidangStatus = 'active' | 'finished'
export type AnswerMode = 'text' | 'voice'

/** One examiner question as the student sees it (index 0-based; page 0 = unknown). */
export interface SidangQuestion {
  index: number
  total: number
  kind: string
  text: string
  chapter: string
  section: string
  page: number
  followUp: boolean
}

export interface RubricRow {
  key: string
  label: string
  points: number
  max: number
  note: string
}

export interface SidangCitation {
  chapter: string
  page: number
  quote: string
}

/** The feedback on one answer. `fillers`/`wpm` only for voice answers. */
export interface SidangFeedback {
  index: number
  score: number
  covered: string[]
  missed: string[]
  rubric: RubricRow[]
  fillers: { total: number; items: { word: string; count: number }[] } | null
  wpm: number | null
  comment: string
  citations: SidangCitation[]
  source: SidangSource
}

export interface ReportCategory {
  key: string
  label: string
  score: number | null
}

export interface WeakAnswer {
  index: number
  text: string
  score: number
  chapter: string
  section: string
  page: number
}

export interface SidangReport {
  overall: number
  categories: ReportCategory[]
  weakest: WeakAnswer[]
}

/** A row of GET /api/sidang/sessions. */
export interface SidangSessionSummary {
  id: string
  created: string
  documentName: string
  status: SidangStatus
  questions: number
  answered: number
  overall: number | null
}

export interface SidangSessionList {
  price: number
  items: SidangSessionSummary[]
}

export interface StartedSession {
  id: string
  credits: number | null
  total: number
  question: SidangQuestion
}

export interface AnswerResult {
  feedback: SidangFeedback
  next: SidangQuestion | null
  report: SidangReport | null
}

export interface SidangAnswer {
  index: number
  answer: string
  mode: AnswerMode
  durationMs: number | null
}

/** GET /api/sidang/sessions/{id}: the whole session. */
export interface SidangSession {
  id: string
  created: string
  documentName: string
  documentId: string | null
  status: SidangStatus
  settings: { questions: number; focus: SidangFocus; retryOf?: string }
  total: number
  questions: SidangQuestion[]
  answers: SidangAnswer[]
  feedback: SidangFeedback[]
  current: SidangQuestion | null
  report: SidangReport | null
}

/** One of the student's uploaded theses (thesis_documents). */
export interface ThesisDocumentRow {
  id: string
  fileName: string
  words: number
  pages: number
  created: string
}

export type StartInput =
  { documentId: string; questions: SidangQuestionCount; focus: SidangFocus } | { retryOf: string }

export interface AnswerInput {
  answer: string
  mode: AnswerMode
  durationMs: number
}
