/** Wire types of the chat routes (the chat contract: /api/chat/* and /api/chat/trial/*). */

/** The two chat rooms: Ruang Cerita (story) and Asisten Akademik (academic). */
export type ChatMode = 'story' | 'academic'

export const CHAT_MODES: readonly ChatMode[] = ['story', 'academic']

/** A signed-in reply: the bot's text and the caller's credit balance after the message. */
export interface ChatReply {
  reply: string
  credits: number
}

/** A trial reply: the bot's text and what is left of the visitor's allowance for that mode. */
export interface TrialReply {
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
  | 'UNAUTHORIZED'
  | 'NETWORK'
  | 'UNKNOWN'
