/**
 * Reading the Simulasi Sidang answers defensively: what the server sends is normalised into the
 * types of ./types (missing or malformed parts become empty values, never a crash in the screen).
 */
import type {
  AnswerResult,
  RubricRow,
  SidangAnswer,
  SidangCitation,
  SidangFeedback,
  SidangFocus,
  SidangQuestion,
  SidangReport,
  SidangSession,
  SidangSessionList,
  SidangSessionSummary,
  StartedSession,
  ThesisDocumentRow,
} from './types'
import { SIDANG_DEFAULT_FOCUS, SIDANG_FOCI } from './types'

type Obj = Record<string, unknown>

const obj = (v: unknown): Obj => (v !== null && typeof v === 'object' ? (v as Obj) : {})
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback
const numOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null
const arr = (v: unknown): unknown[] => (Array.isArray(v) ? v : [])
const strings = (v: unknown): string[] =>
  arr(v).filter((s): s is string => typeof s === 'string' && s.trim() !== '')
const score = (v: unknown): number => Math.max(0, Math.min(100, Math.round(num(v))))

export function parseQuestion(value: unknown): SidangQuestion | null {
  const q = obj(value)
  if (typeof q.text !== 'string' || !q.text.trim()) return null
  return {
    index: Math.max(0, Math.floor(num(q.index))),
    total: Math.max(0, Math.floor(num(q.total))),
    kind: str(q.kind),
    text: q.text.trim(),
    chapter: str(q.chapter).trim(),
    section: str(q.section).trim(),
    page: Math.max(0, Math.floor(num(q.page))),
    followUp: q.followUp === true,
  }
}

function parseRubric(value: unknown): RubricRow[] {
  return arr(value).flatMap((raw) => {
    const r = obj(raw)
    const label = str(r.label).trim()
    if (!label) return []
    return [
      { key: str(r.key), label, points: num(r.points), max: num(r.max), note: str(r.note).trim() },
    ]
  })
}

function parseCitations(value: unknown): SidangCitation[] {
  return arr(value).flatMap((raw) => {
    const c = obj(raw)
    const quote = str(c.quote).trim()
    if (!quote) return []
    return [{ chapter: str(c.chapter).trim(), page: Math.max(0, Math.floor(num(c.page))), quote }]
  })
}

export function parseFeedback(value: unknown): SidangFeedback {
  const f = obj(value)
  const fillers = f.fillers !== null && typeof f.fillers === 'object' ? obj(f.fillers) : null
  return {
    index: Math.max(0, Math.floor(num(f.index))),
    score: score(f.score),
    covered: strings(f.covered),
    missed: strings(f.missed),
    rubric: parseRubric(f.rubric),
    fillers: fillers
      ? {
          total: Math.max(0, num(fillers.total)),
          items: arr(fillers.items).flatMap((raw) => {
            const i = obj(raw)
            const word = str(i.word).trim()
            return word ? [{ word, count: Math.max(0, num(i.count)) }] : []
          }),
        }
      : null,
    wpm: numOrNull(f.wpm),
    comment: str(f.comment).trim(),
    citations: parseCitations(f.citations),
    source: f.source === 'llm' ? 'llm' : 'builtin',
  }
}

export function parseReport(value: unknown): SidangReport | null {
  if (value === null || typeof value !== 'object') return null
  const r = obj(value)
  return {
    overall: score(r.overall),
    categories: arr(r.categories).flatMap((raw) => {
      const c = obj(raw)
      const label = str(c.label).trim()
      if (!label) return []
      const s = numOrNull(c.score)
      return [{ key: str(c.key), label, score: s === null ? null : score(s) }]
    }),
    weakest: arr(r.weakest).flatMap((raw) => {
      const w = obj(raw)
      if (!str(w.text).trim()) return []
      return [
        {
          index: Math.max(0, Math.floor(num(w.index))),
          text: str(w.text).trim(),
          score: score(w.score),
          chapter: str(w.chapter).trim(),
          section: str(w.section).trim(),
          page: Math.max(0, Math.floor(num(w.page))),
        },
      ]
    }),
  }
}

function parseSummary(value: unknown): SidangSessionSummary | null {
  const s = obj(value)
  if (typeof s.id !== 'string' || !s.id) return null
  return {
    id: s.id,
    created: str(s.created),
    documentName: str(s.documentName),
    status: s.status === 'finished' ? 'finished' : 'active',
    questions: Math.max(0, num(s.questions)),
    answered: Math.max(0, num(s.answered)),
    overall: s.overall === null ? null : numOrNull(s.overall),
  }
}

export function parseSessionList(value: unknown): SidangSessionList {
  const b = obj(value)
  const price = num(b.price, 3)
  return {
    price: price >= 0 ? price : 3,
    items: arr(b.items).flatMap((i) => {
      const s = parseSummary(i)
      return s ? [s] : []
    }),
  }
}

export function parseStarted(value: unknown): StartedSession {
  const b = obj(value)
  const question = parseQuestion(b.question)
  if (typeof b.id !== 'string' || !b.id || !question)
    throw new Error('Jawaban server tidak dikenali.')
  return { id: b.id, credits: numOrNull(b.credits), total: num(b.total, question.total), question }
}

export function parseAnswerResult(value: unknown): AnswerResult {
  const b = obj(value)
  return {
    feedback: parseFeedback(b.feedback),
    next: parseQuestion(b.next),
    report: parseReport(b.report),
  }
}

function parseAnswers(value: unknown): SidangAnswer[] {
  return arr(value).map((raw, i) => {
    const a = obj(raw)
    return {
      index: Math.floor(num(a.index, i)),
      answer: str(a.answer),
      mode: a.mode === 'voice' ? 'voice' : 'text',
      durationMs: numOrNull(a.durationMs),
    }
  })
}

export function parseSession(value: unknown): SidangSession {
  const b = obj(value)
  if (typeof b.id !== 'string' || !b.id) throw new Error('Jawaban server tidak dikenali.')
  const settings = obj(b.settings)
  const questions = arr(b.questions).flatMap((q) => {
    const p = parseQuestion(q)
    return p ? [p] : []
  })
  return {
    id: b.id,
    created: str(b.created),
    documentName: str(b.documentName),
    documentId: typeof b.documentId === 'string' && b.documentId ? b.documentId : null,
    status: b.status === 'finished' ? 'finished' : 'active',
    settings: {
      questions: num(settings.questions, questions.length),
      focus: SIDANG_FOCI.includes(settings.focus as SidangFocus)
        ? (settings.focus as SidangFocus)
        : SIDANG_DEFAULT_FOCUS,
      ...(typeof settings.retryOf === 'string' ? { retryOf: settings.retryOf } : {}),
    },
    total: num(b.total, questions.length),
    questions,
    answers: parseAnswers(b.answers),
    feedback: arr(b.feedback).map(parseFeedback),
    current: parseQuestion(b.current),
    report: parseReport(b.report),
  }
}

export function parseThesisDocument(value: unknown): ThesisDocumentRow | null {
  const d = obj(value)
  if (typeof d.id !== 'string' || !d.id) return null
  return {
    id: d.id,
    fileName: str(d.file_name).trim() || 'Dokumen tanpa nama',
    words: Math.max(0, num(d.words)),
    pages: Math.max(0, num(d.pages)),
    created: str(d.created),
  }
}
