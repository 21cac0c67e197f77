import { describe, expect, it } from 'vitest'
import {
  ACCOUNT_MESSAGES,
  hasErrors,
  roleLabel,
  validateFullName,
  validatePasswordChange,
} from './validation'

describe('full name', () => {
  it('is required, at most 200 characters and must change', () => {
    expect(validateFullName('   ', 'Siti')).toBe('Nama lengkap wajib diisi')
    expect(validateFullName('x'.repeat(201), 'Siti')).toBe('Nama lengkap maksimal 200 karakter')
    expect(validateFullName(' Siti ', 'Siti')).toBe('Nama lengkap belum diubah')
    expect(validateFullName('Siti Rahma', 'Siti')).toBeNull()
  })
})

describe('password change', () => {
  const ok = { oldPassword: 'lama123', password: 'baru1234', passwordConfirm: 'baru1234' }

  it('accepts a valid change', () => {
    expect(hasErrors(validatePasswordChange(ok))).toBe(false)
  })

  it('asks for every field in Indonesian', () => {
    expect(validatePasswordChange({ oldPassword: '', password: '', passwordConfirm: '' })).toEqual({
      oldPassword: 'Password lama wajib diisi',
      password: 'Password baru wajib diisi',
      passwordConfirm: 'Konfirmasi password wajib diisi',
    })
  })

  it('checks length, difference from the old one and the confirmation', () => {
    expect(validatePasswordChange({ ...ok, password: 'abc', passwordConfirm: 'abc' })).toEqual({
      password: 'Password minimal 6 karakter',
    })
    expect(
      validatePasswordChange({ ...ok, password: 'x'.repeat(73), passwordConfirm: 'x'.repeat(73) })
        .password,
    ).toBe('Password maksimal 72 karakter')
    expect(
      validatePasswordChange({ ...ok, password: 'lama123', passwordConfirm: 'lama123' }),
    ).toEqual({ password: ACCOUNT_MESSAGES.passwordSameAsOld })
    expect(validatePasswordChange({ ...ok, passwordConfirm: 'baru12345' })).toEqual({
      passwordConfirm: 'Password tidak sama',
    })
  })
})

describe('role label', () => {
  it('names each role', () => {
    expect(roleLabel('superadmin')).toBe('Superadmin')
    expect(roleLabel('subscriber')).toMatch(/^Subscriber/)
    expect(roleLabel('user')).toBe('Pengguna')
    expect(roleLabel('')).toBe('Pengguna')
  })
})
