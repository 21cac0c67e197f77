/** The account page's form rules, with the same Indonesian texts as sign-up and the server. */
import type { PasswordErrors } from '@/data/account'

export const MIN_PASSWORD_LENGTH = 6
export const MAX_PASSWORD_LENGTH = 72
export const MAX_NAME_LENGTH = 200

export const ACCOUNT_MESSAGES = {
  nameRequired: 'Nama lengkap wajib diisi',
  nameTooLong: `Nama lengkap maksimal ${MAX_NAME_LENGTH} karakter`,
  nameUnchanged: 'Nama lengkap belum diubah',
  oldPasswordRequired: 'Password lama wajib diisi',
  passwordRequired: 'Password baru wajib diisi',
  passwordTooShort: `Password minimal ${MIN_PASSWORD_LENGTH} karakter`,
  passwordTooLong: `Password maksimal ${MAX_PASSWORD_LENGTH} karakter`,
  passwordSameAsOld: 'Password baru harus berbeda dari password lama',
  passwordConfirmRequired: 'Konfirmasi password wajib diisi',
  passwordMismatch: 'Password tidak sama',
  deletePasswordRequired: 'Masukkan password Anda untuk menghapus akun',
} as const

/** The new full name: required, at most 200 characters, different from the current one. */
export function validateFullName(value: string, current: string): string | null {
  const name = value.trim()
  if (!name) return ACCOUNT_MESSAGES.nameRequired
  if (name.length > MAX_NAME_LENGTH) return ACCOUNT_MESSAGES.nameTooLong
  if (name === current.trim()) return ACCOUNT_MESSAGES.nameUnchanged
  return null
}

/** Old password, new password (6–72 characters, not the old one) and its confirmation. */
export function validatePasswordChange(input: {
  oldPassword: string
  password: string
  passwordConfirm: string
}): PasswordErrors {
  const errors: PasswordErrors = {}
  if (!input.oldPassword) errors.oldPassword = ACCOUNT_MESSAGES.oldPasswordRequired
  if (!input.password) errors.password = ACCOUNT_MESSAGES.passwordRequired
  else if (input.password.length < MIN_PASSWORD_LENGTH)
    errors.password = ACCOUNT_MESSAGES.passwordTooShort
  else if (input.password.length > MAX_PASSWORD_LENGTH)
    errors.password = ACCOUNT_MESSAGES.passwordTooLong
  else if (input.oldPassword && input.password === input.oldPassword)
    errors.password = ACCOUNT_MESSAGES.passwordSameAsOld
  if (!input.passwordConfirm) errors.passwordConfirm = ACCOUNT_MESSAGES.passwordConfirmRequired
  else if (input.password !== input.passwordConfirm)
    errors.passwordConfirm = ACCOUNT_MESSAGES.passwordMismatch
  return errors
}

export function hasErrors(errors: object): boolean {
  return Object.values(errors).some(Boolean)
}

/** How the role is named on the account page. */
export function roleLabel(role: string): string {
  if (role === 'superadmin') return 'Superadmin'
  if (role === 'subscriber') return 'Subscriber (akses LMS Skripsi)'
  return 'Pengguna'
}
