// The 429 of the sign-in limits (pb_hooks/lib/rate-limit.js) reaches the user as its Indonesian text:
// /login and /register show errorMessage(error, ...) of the SDK's ClientResponseError.
import { readFileSync } from 'node:fs'
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '@/lib/errors'

const serverMessage = /const MESSAGE = '([^']+)'/.exec(
  readFileSync(new URL('../../pb_hooks/lib/rate-limit.js', import.meta.url), 'utf8'),
)?.[1]

describe('rate limit message in the UI', () => {
  it('the server answers 429 in Indonesian', () => {
    expect(serverMessage).toBe('Terlalu banyak percobaan. Coba lagi dalam beberapa saat.')
  })

  it('a 429 of sign-in, password reset or sign-up shows the server text, not the generic fallback', () => {
    const error = new ClientResponseError({
      url: 'http://127.0.0.1:8090/api/collections/users/auth-with-password',
      status: 429,
      response: { code: 429, message: serverMessage, data: {} },
    })
    expect(errorMessage(error, 'Gagal masuk. Silakan coba lagi.')).toBe(serverMessage)
    expect(errorMessage(error, 'Gagal mengirim link reset password.')).toBe(serverMessage)
  })
})
