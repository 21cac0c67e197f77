import { NETWORK_ERROR_MESSAGE } from '@/lib/errors'

/** The codes of the Analisa CV routes the page tells apart ('NETWORK': no answer; else 'UNKNOWN'). */
export type CvErrorCode =
  | 'INSUFFICIENT_CREDITS'
  | 'CV_AI_UNAVAILABLE'
  | 'CV_REWRITE_REFUSED'
  | 'CV_AI_FAILED'
  | 'CV_EMPTY_BULLET'
  | 'CV_BULLET_TOO_LONG'
  | 'CV_NOTHING_TO_REWRITE'
  | 'CV_INVALID_POSTING'
  | 'CV_POSTING_TOO_LONG'
  | 'CREDIT_FAILED'
  | 'DOCUMENT_NOT_FOUND'
  | 'NOT_VERIFIED'
  | 'UNAUTHORIZED'
  | 'NETWORK'
  | 'UNKNOWN'

const KNOWN = new Set<string>([
  'INSUFFICIENT_CREDITS',
  'CV_AI_UNAVAILABLE',
  'CV_REWRITE_REFUSED',
  'CV_AI_FAILED',
  'CV_EMPTY_BULLET',
  'CV_BULLET_TOO_LONG',
  'CV_NOTHING_TO_REWRITE',
  'CV_INVALID_POSTING',
  'CV_POSTING_TOO_LONG',
  'CREDIT_FAILED',
  'DOCUMENT_NOT_FOUND',
  'NOT_VERIFIED',
  'UNAUTHORIZED',
])

/**
 * A refused or failed Analisa CV call: HTTP status (0 = no answer), the contract's code, the
 * server's Indonesian message, the balance it reported (a refund or a 402) and, for a refused
 * rewrite, what the rewrite added that the bullet did not have.
 */
export class CvApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: CvErrorCode,
    message: string,
    readonly credits: number | null = null,
    readonly added: string[] = [],
  ) {
    super(message)
    this.name = 'CvApiError'
  }
}

const finiteOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

/** Normalises what the SDK (ClientResponseError), fetch or a parser threw. */
export function toCvApiError(error: unknown): CvApiError {
  if (error instanceof CvApiError) return error
  if (error instanceof TypeError) return new CvApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  if (
    error !== null &&
    typeof error === 'object' &&
    typeof (error as { status?: unknown }).status === 'number'
  ) {
    const e = error as { status: number; isAbort?: boolean; response?: unknown }
    if (e.status === 0) return new CvApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
    const body =
      e.response !== null && typeof e.response === 'object'
        ? (e.response as Record<string, unknown>)
        : {}
    const raw = typeof body.code === 'string' ? body.code : ''
    let code: CvErrorCode = KNOWN.has(raw) ? (raw as CvErrorCode) : 'UNKNOWN'
    if (code === 'UNKNOWN' && e.status === 401) code = 'UNAUTHORIZED'
    if (code === 'UNKNOWN' && e.status === 402) code = 'INSUFFICIENT_CREDITS'
    if (code === 'UNKNOWN' && e.status === 409) code = 'CV_AI_UNAVAILABLE'
    const added = Array.isArray(body.added)
      ? body.added.filter((a): a is string => typeof a === 'string')
      : []
    return new CvApiError(
      e.status,
      code,
      typeof body.message === 'string' ? body.message : '',
      finiteOrNull(body.credits),
      added,
    )
  }
  return new CvApiError(-1, 'UNKNOWN', error instanceof Error ? error.message : '')
}
