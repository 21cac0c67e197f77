import { describe, expect, it } from 'vitest'
import {
  MESSAGES,
  cleanEmail,
  validateEmail,
  validateLogin,
  validateNewPassword,
} from './validation'

describe('auth validation', () => {
  it('cleans e-mails like the server', () => {
    expect(cleanEmail('  Siti@Demo.ID ')).toBe('siti@demo.id')
  })
  it('checks e-mails', () => {
    expect(validateEmail('')).toBe(MESSAGES.emailRequired)
    expect(validateEmail('bukan-email')).toBe(MESSAGES.emailInvalid)
    expect(validateEmail(' a@b.id ')).toBeNull()
  })
  it('checks new passwords with the product texts', () => {
    expect(validateNewPassword('12345', '12345')).toEqual({
      password: 'Password minimal 6 karakter',
    })
    expect(validateNewPassword('123456', '1234567')).toEqual({
      passwordConfirm: 'Password tidak sama',
    })
    expect(validateNewPassword('123456', '123456')).toEqual({})
  })
  it('requires both login fields', () => {
    expect(validateLogin('', '')).toEqual({
      email: MESSAGES.emailRequired,
      password: MESSAGES.passwordRequired,
    })
    expect(validateLogin('a@b.id', 'x')).toEqual({})
  })
  // The product's texts: docs/architecture.md, "Product texts and screens".
  it('carries the exact product texts', () => {
    expect(MESSAGES.emailNotAuthorized).toBe(
      'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.',
    )
    expect(MESSAGES.verifyEmailFailed).toBe('Terjadi kesalahan saat memverifikasi email')
    expect(MESSAGES.signUpFailed).toBe('Terjadi kesalahan saat membuat akun')
  })
})
