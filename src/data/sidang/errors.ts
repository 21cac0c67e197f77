import { NETWORK_ERROR_MESSAGE, errorMessage } from '@/lib/errors'

/** Said when a route fails without a message of its own. */
export const SIDANG_FALLBACK_MESSAGE = 'Terjadi kesalahan pada Simulasi Sidang. Silakan coba lagi.'

/**
 * A refused or failed Simulasi Sidang call: HTTP status (0 = no answer), the contract's code
 * ('NETWORK' when the server was not reached), the Indonesian message to show, and the balance and
 * price a 402 reports.
 */
export class SidangApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly credits: number | null = null,
    readonly price: number | null = null,
  ) {
    super(message)
    this.name = 'SidangApiError'
  }
}

const finiteOrNull = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : null

/** Normalises what the SDK (ClientResponseError), fetch or the parser threw. */
export function toSidangApiError(error: unknown): SidangApiError {
  if (error instanceof SidangApiError) return error
  if (
    error !== null &&
    typeof error === 'object' &&
    typeof (error as { status?: unknown }).status === 'number'
  ) {
    const e = error as { status: number; isAbort?: boolean; response?: unknown }
    if (e.status === 0)
      return new SidangApiError(0, e.isAbort ? 'ABORTED' : 'NETWORK', NETWORK_ERROR_MESSAGE)
    const body =
      e.response !== null && typeof e.response === 'object'
        ? (e.response as Record<string, unknown>)
        : {}
    let code = typeof body.code === 'string' && body.code ? body.code : ''
    if (!code && e.status === 401) code = 'UNAUTHORIZED'
    if (!code && e.status === 402) code = 'INSUFFICIENT_CREDITS'
    if (!code && e.status === 404) code = 'NOT_FOUND'
    const message =
      typeof body.message === 'string' && body.message && typeof body.code === 'string'
        ? body.message
        : errorMessage(error, SIDANG_FALLBACK_MESSAGE)
    return new SidangApiError(
      e.status,
      code || 'UNKNOWN',
      message,
      finiteOrNull(body.credits),
      finiteOrNull(body.price),
    )
  }
  if (error instanceof TypeError) return new SidangApiError(0, 'NETWORK', NETWORK_ERROR_MESSAGE)
  return new SidangApiError(
    -1,
    'UNKNOWN',
    error instanceof Error && error.message ? error.message : SIDANG_FALLBACK_MESSAGE,
  )
}
