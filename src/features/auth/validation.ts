export const MIN_PASSWORD_LENGTH = 6

export const MESSAGES = {
  emailRequired: 'Email wajib diisi',
  emailInvalid: 'Format email tidak valid',
  passwordRequired: 'Password wajib diisi',
  passwordTooShort: 'Password minimal 6 karakter',
  passwordMismatch: 'Password tidak sama',
  emailNotAuthorized:
    'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.',
  verifyEmailFailed: 'Terjadi kesalahan saat memverifikasi email',
  signUpFailed: 'Terjadi kesalahan saat membuat akun',
} as const

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The e-mail as the server stores it: trimmed and lower-cased. */
export function cleanEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function validateEmail(email: string): string | null {
  const value = email.trim()
  if (!value) return MESSAGES.emailRequired
  if (!EMAIL_RE.test(value)) return MESSAGES.emailInvalid
  return null
}

/** Register step 2 / reset password: length first, then the confirmation. */
export function validateNewPassword(
  password: string,
  confirm: string,
): { password?: string; passwordConfirm?: string } {
  const errors: { password?: string; passwordConfirm?: string } = {}
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = MESSAGES.passwordTooShort
  if (password !== confirm) errors.passwordConfirm = MESSAGES.passwordMismatch
  return errors
}

export function validateLogin(
  email: string,
  password: string,
): { email?: string; password?: string } {
  const errors: { email?: string; password?: string } = {}
  if (!email.trim()) errors.email = MESSAGES.emailRequired
  if (!password) errors.password = MESSAGES.passwordRequired
  return errors
}
