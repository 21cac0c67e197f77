/** Wire types of the chat routes (the chat contract: /api/chat/* and /api/chat/trial/*). */

/** The two chat rooms: Ruang Cerita (story) and Asisten Akademik (academic). */
export type ChatMode = 'story' | 'academic'

export const CHAT_MODES: readonly ChatMode[] = ['story', 'academic']

/** Who wrote a reply: the owner's webhook, the LLM, or the built-in assistant. */
export type ChatSource = 'webhook' | 'llm' | 'builtin'

/** A passage of the thesis a reply relies on ('BAB II', page 12; page 0 = unknown). */
export interface ChatCitation {
  chapter: string
  page: number
  quote: string
}

/** What every reply carries besides its text (older servers send none: builtin, [], false). */
export interface ChatAnswerMeta {
  source: ChatSource
  citations: ChatCitation[]
  /** True when the built-in assistant answered because the AI service failed (credit refunded). */
  fallback: boolean
}

/** One earlier turn of the story room sent as context (text only). */
export interface ChatTurn {
  role: 'user' | 'assistant'
  content: string
}

/** A signed-in reply: the bot's text and the caller's credit balance after the message. */
export interface ChatReply extends ChatAnswerMeta {
  reply: string
  credits: number
}

/** A trial reply: the bot's text and what is left of the visitor's allowance for that mode. */
export interface TrialReply extends ChatAnswerMeta {
  reply: string
  remaining: number
}

/** What is left of the visitor's trial allowance per mode (GET /api/chat/trial/status). */
export interface TrialStatus {
  story: number
  academic: number
}

/** The answer of POST /api/chat/documents. */
export interface UploadedDocument {
  documentId: string
  fileName: string
  words: number
  /** The structure/citation analysis (shape owned by the server; the client shows `summary`). */
  analysis: unknown
  /** An Indonesian bot message describing the analysis (shown as the first reply after upload). */
  summary: string
}

/** A document read in the browser: its text travels with the trial's academic question. */
export interface TrialDocument {
  name: string
  text: string
}

/** Error codes of the chat contract, plus NETWORK (no answer) and UNKNOWN (an unexpected answer). */
export type ChatErrorCode =
  | 'INVALID_MESSAGE'
  | 'INSUFFICIENT_CREDITS'
  | 'UPSTREAM_FAILED'
  | 'EMPTY_REPLY'
  | 'DOCUMENT_NOT_FOUND'
  | 'UNSUPPORTED_FILE'
  | 'FILE_TOO_LARGE'
  | 'EMPTY_DOCUMENT'
  | 'ENCRYPTED_PDF'
  | 'DOCUMENT_TOO_LONG'
  | 'UPLOAD_FAILED'
  | 'DOCUMENT_REQUIRED'
  | 'TRIAL_EXHAUSTED'
  | 'NOT_VERIFIED'
  | 'REVIEW_UNAVAILABLE'
  | 'REVIEW_FAILED'
  | 'UNAUTHORIZED'
  | 'NETWORK'
  | 'UNKNOWN'

/** One BAB of the usual outline in a document's analysis. */
export interface AnalysisChapter {
  key: string
  /** 'BAB II Tinjauan Pustaka' */
  expected: string
  found: boolean
  heading: string | null
  words: number
  sections: { name: string; found: boolean }[]
}

/** A near-miss pair: a citation and the reference entry it probably means, with why (Indonesian). */
export interface CitationPair {
  cited: string
  entry: string
  reason: string
}

/** The structure/citation analysis of an uploaded thesis (`UploadedDocument.analysis`), as read by the client. */
export interface ThesisAnalysis {
  totalWords: number
  chapters: AnalysisChapter[]
  references: { found: boolean; entries: number }
  citations: {
    cited: string[]
    listed: string[]
    citedNotListed: string[]
    listedNotCited: string[]
    /** Citations matching a reference entry exactly (newer servers). */
    exact?: number
    /** Near-miss pairs (newer servers). */
    pairs?: CitationPair[]
  }
  extraChapters: string[]
}

/** GET /api/chat/academic/review: whether the AI narrative review can be asked for, and its price. */
export interface AiReviewStatus {
  available: boolean
  price: number
}

/** POST /api/chat/academic/review: the AI narrative review of a document, verified quotes, balance. */
export interface AiReview {
  review: string
  citations: ChatCitation[]
  credits: number
}
