import { errorMessage, errorStatus } from '@/lib/errors'

interface ResponseLike {
  response?: {
    code?: unknown
    message?: unknown
    data?: Record<string, { code?: string; message?: string } | undefined>
  }
}

/** A refused account operation: `code` is the server's ('WRONG_PASSWORD', ...) or '' when it named none. */
export class AccountError extends Error {
  readonly code: string
  readonly status: number
  /** Per-field messages (e.g. oldPassword) when the server named fields. */
  readonly fields: Record<string, string>

  constructor(message: string, code = '', status = -1, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'AccountError'
    this.code = code
    this.status = status
    this.fields = fields
  }
}

export const WRONG_PASSWORD_MESSAGE = 'Password salah.'

/** Turns an SDK / fetch error into an AccountError with an Indonesian message. */
export function toAccountError(error: unknown, fallback: string): AccountError {
  if (error instanceof AccountError) return error
  const body = (error !== null && typeof error === 'object' ? (error as ResponseLike) : {}).response
  const code = typeof body?.code === 'string' ? body.code : ''
  const fields: Record<string, string> = {}
  for (const [name, value] of Object.entries(body?.data ?? {})) {
    if (value && typeof value.message === 'string' && value.message) fields[name] = value.message
  }
  const message =
    typeof body?.message === 'string' && body.message && code
      ? body.message
      : errorMessage(error, fallback)
  return new AccountError(message, code, errorStatus(error), fields)
}
