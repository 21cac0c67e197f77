import { describe, expect, it } from 'vitest'
import {
  MAX_MESSAGE_LENGTH,
  MESSAGE_ERRORS,
  isSendKey,
  validateMessage,
} from './message-validation'

describe('validateMessage', () => {
  it('trims and accepts an ordinary message', () => {
    expect(validateMessage('  Halo kak \n')).toEqual({ ok: true, message: 'Halo kak' })
  })

  it('refuses empty and whitespace-only messages', () => {
    expect(validateMessage('')).toEqual({ ok: false, error: MESSAGE_ERRORS.empty })
    expect(validateMessage(' \n\t ')).toEqual({ ok: false, error: MESSAGE_ERRORS.empty })
  })

  it('accepts exactly 4,000 characters and refuses more (e.g. 10,000)', () => {
    expect(validateMessage('a'.repeat(MAX_MESSAGE_LENGTH)).ok).toBe(true)
    expect(validateMessage('a'.repeat(MAX_MESSAGE_LENGTH + 1))).toEqual({
      ok: false,
      error: MESSAGE_ERRORS.tooLong,
    })
    expect(validateMessage('x'.repeat(10_000))).toEqual({
      ok: false,
      error: 'Pesan terlalu panjang (maksimal 4.000 karakter).',
    })
  })

  it('counts the trimmed length', () => {
    expect(validateMessage(`   ${'a'.repeat(MAX_MESSAGE_LENGTH)}   `).ok).toBe(true)
  })
})

describe('isSendKey', () => {
  it('Enter sends, Shift+Enter does not, other keys do not', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true)
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false)
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false)
  })

  it('does not send while an input method is composing', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false)
  })
})
