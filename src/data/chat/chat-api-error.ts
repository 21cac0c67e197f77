import type { ChatErrorCode } from './types'

const KNOWN_CODES: ReadonlySet<string> = new Set<ChatErrorCode>([
  'INVALID_MESSAGE',
  'INSUFFICIENT_CREDITS',
  'UPSTREAM_FAILED',
  'EMPTY_REPLY',
  'DOCUMENT_NOT_FOUND',
  'UNSUPPORTED_FILE',
  'FILE_TOO_LARGE',
  'EMPTY_DOCUMENT',
  'ENCRYPTED_PDF',
  'DOCUMENT_TOO_LONG',
  'UPLOAD_FAILED',
  'DOCUMENT_REQUIRED',
  'TRIAL_EXHAUSTED',
  'NOT_VERIFIED',
  'REVIEW_UNAVAILABLE',
  'REVIEW_FAILED',
])

/** A refused or failed chat call, normalised: HTTP status (0 = no answer), contract code, server message. */
export class ChatApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ChatErrorCode,
    message: string,
    /** The balance the server reported with the error (signed-in routes), if any. */
    readonly credits: number | null = null,
    /** The trial allowance left, if the server reported it. */
    readonly remaining: number | null = null,
  ) {
    super(message)
    this.name = 'ChatApiError'
  }
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** Builds the error from an HTTP status and the parsed JSON body (`{code, message, credits?, remaining?}`). */
export function chatErrorFromBody(status: number, body: unknown): ChatApiError {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const rawCode = typeof b.code === 'string' ? b.code : ''
  let code: ChatErrorCode = KNOWN_CODES.has(rawCode) ? (rawCode as ChatErrorCode) : 'UNKNOWN'
  if (code === 'UNKNOWN' && status === 401) code = 'UNAUTHORIZED'
  if (code === 'UNKNOWN' && status === 402) code = 'INSUFFICIENT_CREDITS'
  if (code === 'UNKNOWN' && status === 0) code = 'NETWORK'
  const message = typeof b.message === 'string' ? b.message : ''
  return new ChatApiError(status, code, message, finiteOrNull(b.credits), finiteOrNull(b.remaining))
}

/**
 * Normalises anything a chat call may throw: a ChatApiError stays as is; the PocketBase SDK's
 * ClientResponseError (`status`, `response`, `isAbort`) and fetch's TypeError become ChatApiError.
 */
export function toChatApiError(error: unknown): ChatApiError {
  if (error instanceof ChatApiError) return error
  if (error instanceof TypeError) return new ChatApiError(0, 'NETWORK', '')
  if (error !== null && typeof error === 'object') {
    const e = error as { status?: unknown; response?: unknown; isAbort?: unknown }
    if (typeof e.status === 'number') {
      if (e.status === 0) return new ChatApiError(0, e.isAbort ? 'UNKNOWN' : 'NETWORK', '')
      return chatErrorFromBody(e.status, e.response)
    }
  }
  return new ChatApiError(-1, 'UNKNOWN', error instanceof Error ? error.message : '')
}
