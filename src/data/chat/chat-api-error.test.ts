import { describe, expect, it } from 'vitest'
import { ChatApiError, chatErrorFromBody, toChatApiError } from './chat-api-error'

describe('chatErrorFromBody', () => {
  it('keeps the contract code, message and the reported balance', () => {
    const e = chatErrorFromBody(402, {
      code: 'INSUFFICIENT_CREDITS',
      message: 'Anda tidak memiliki cukup kredit untuk mengirim pesan.',
      credits: 0,
    })
    expect(e).toBeInstanceOf(ChatApiError)
    expect(e.status).toBe(402)
    expect(e.code).toBe('INSUFFICIENT_CREDITS')
    expect(e.message).toBe('Anda tidak memiliki cukup kredit untuk mengirim pesan.')
    expect(e.credits).toBe(0)
    expect(e.remaining).toBeNull()
  })

  it('reads the trial allowance left', () => {
    const e = chatErrorFromBody(429, { code: 'TRIAL_EXHAUSTED', message: 'x', remaining: 0 })
    expect(e.code).toBe('TRIAL_EXHAUSTED')
    expect(e.remaining).toBe(0)
  })

  it('falls back on the status when the code is missing or foreign', () => {
    expect(chatErrorFromBody(402, {}).code).toBe('INSUFFICIENT_CREDITS')
    expect(chatErrorFromBody(401, { code: 'whatever' }).code).toBe('UNAUTHORIZED')
    expect(chatErrorFromBody(500, 'not json').code).toBe('UNKNOWN')
    expect(chatErrorFromBody(500, null).message).toBe('')
  })

  it('ignores non-numeric balances', () => {
    expect(chatErrorFromBody(502, { code: 'UPSTREAM_FAILED', credits: '3' }).credits).toBeNull()
  })
})

describe('toChatApiError', () => {
  it('turns a fetch TypeError into a network error', () => {
    const e = toChatApiError(new TypeError('Failed to fetch'))
    expect(e.code).toBe('NETWORK')
    expect(e.status).toBe(0)
  })

  it('reads an SDK ClientResponseError (status + response body)', () => {
    const e = toChatApiError({
      status: 502,
      response: { code: 'EMPTY_REPLY', message: 'm', credits: 7 },
    })
    expect(e.code).toBe('EMPTY_REPLY')
    expect(e.credits).toBe(7)
  })

  it('treats status 0 as no answer unless the request was aborted', () => {
    expect(toChatApiError({ status: 0, response: {} }).code).toBe('NETWORK')
    expect(toChatApiError({ status: 0, isAbort: true, response: {} }).code).toBe('UNKNOWN')
  })

  it('returns a ChatApiError unchanged and wraps anything else', () => {
    const original = new ChatApiError(400, 'INVALID_MESSAGE', 'Pesan tidak boleh kosong.')
    expect(toChatApiError(original)).toBe(original)
    expect(toChatApiError(new Error('boom')).code).toBe('UNKNOWN')
  })
})
