/** Helpers to read errors of the data layer (PocketBase ClientResponseError) without importing the SDK. */

interface ResponseLike {
  status?: number
  isAbort?: boolean
  message?: string
  response?: {
    message?: string
    data?: Record<string, { code?: string; message?: string } | undefined>
  }
}

function asResponse(error: unknown): ResponseLike | null {
  return error !== null && typeof error === 'object' ? (error as ResponseLike) : null
}

/** HTTP status of an error (0 = no answer / network failure, -1 = not an HTTP error). */
export function errorStatus(error: unknown): number {
  const e = asResponse(error)
  return e && typeof e.status === 'number' ? e.status : -1
}

export function isNetworkError(error: unknown): boolean {
  const e = asResponse(error)
  if (!e) return false
  if (e.status === 0 && !e.isAbort) return true
  return error instanceof TypeError && /fetch|network/i.test(String(e.message))
}

export function isAuthError(error: unknown): boolean {
  const s = errorStatus(error)
  return s === 401 || s === 403
}

export const NETWORK_ERROR_MESSAGE =
  'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.'

const knownMessages: Record<string, string> = {
  'Failed to authenticate.': 'Email atau password salah.',
  'Something went wrong while processing your request.':
    'Terjadi kesalahan pada server. Silakan coba lagi.',
  'The request requires valid record authorization token to be set.':
    'Sesi Anda telah berakhir. Silakan masuk kembali.',
  'Invalid or expired token.': 'Token tidak valid atau sudah kedaluwarsa.',
}

/** A message for the user: the server's own message (Indonesian where we know it), else `fallback`. */
export function errorMessage(error: unknown, fallback: string): string {
  if (isNetworkError(error)) return NETWORK_ERROR_MESSAGE
  const e = asResponse(error)
  if (!e) return typeof error === 'string' && error ? error : fallback
  const data = e.response?.data
  if (data) {
    const first = Object.values(data).find((v) => v && typeof v.message === 'string' && v.message)
    if (first?.message) return knownMessages[first.message] ?? first.message
  }
  const message = e.response?.message || e.message
  if (!message) return fallback
  return knownMessages[message] ?? message
}

/** Per-field messages of a validation error: { email: 'Email sudah terdaftar', ... }. */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = asResponse(error)?.response?.data
  const out: Record<string, string> = {}
  if (!data) return out
  for (const [field, value] of Object.entries(data)) {
    if (value && typeof value.message === 'string' && value.message) out[field] = value.message
  }
  return out
}
