import { describe, expect, it } from 'vitest'
import {
  NETWORK_ERROR_MESSAGE,
  errorMessage,
  errorStatus,
  fieldErrors,
  isAuthError,
  isNetworkError,
} from './errors'

const clientError = (
  status: number,
  message: string,
  data: Record<string, { code: string; message: string }> = {},
) => ({
  status,
  isAbort: false,
  message,
  response: { code: status, message, data },
})

describe('errors', () => {
  it('reads status and kinds', () => {
    expect(errorStatus(clientError(401, 'x'))).toBe(401)
    expect(errorStatus(new Error('x'))).toBe(-1)
    expect(isNetworkError(clientError(0, 'Failed to fetch'))).toBe(true)
    expect(isNetworkError({ status: 0, isAbort: true })).toBe(false)
    expect(isAuthError(clientError(403, 'x'))).toBe(true)
  })
  it('prefers field messages, translates known provider messages, else falls back', () => {
    expect(
      errorMessage(
        clientError(400, 'Failed to create record.', {
          email: { code: 'x', message: 'Email sudah terdaftar' },
        }),
        'fb',
      ),
    ).toBe('Email sudah terdaftar')
    expect(errorMessage(clientError(400, 'Failed to authenticate.'), 'fb')).toBe(
      'Email atau password salah.',
    )
    expect(errorMessage(clientError(429, 'Terlalu banyak percobaan.'), 'fb')).toBe(
      'Terlalu banyak percobaan.',
    )
    expect(errorMessage(clientError(0, ''), 'fb')).toBe(NETWORK_ERROR_MESSAGE)
    expect(errorMessage(null, 'fb')).toBe('fb')
    expect(errorMessage({ status: 500 }, 'fb')).toBe('fb')
  })
  it('collects per-field messages', () => {
    const e = clientError(400, 'bad', {
      password: { code: 'validation_length_out_of_range', message: 'Password minimal 6 karakter' },
      email: { code: 'x', message: 'Email sudah terdaftar' },
    })
    expect(fieldErrors(e)).toEqual({
      password: 'Password minimal 6 karakter',
      email: 'Email sudah terdaftar',
    })
    expect(fieldErrors(new Error('x'))).toEqual({})
  })
})
