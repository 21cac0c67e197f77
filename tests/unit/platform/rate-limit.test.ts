// pb_hooks/lib/platform/rate-limit.js on a limited client: the request past the limit is refused
// with a 429 whose Indonesian message and Retry-After header come from the module itself, and the
// UI (/login, /register: errorMessage of the SDK's ClientResponseError) shows that message. The
// PocketBase APIs the module touches are small fakes: an in-memory table answering its UPSERT.
import { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { errorMessage } from '@/lib/errors'
import { loadHookLib } from '../../support/hook-loader'

class ApiError {
  constructor(
    public status: number,
    public message: string,
  ) {}
}

class DynamicModel {
  count = 0
  reset_at = 0
  constructor(shape: { count: number; reset_at: number }) {
    Object.assign(this, shape)
  }
}

/** The counters table, answering the module's queries by their shape. */
function fakeDb() {
  const rows = new Map<string, { count: number; reset_at: number }>()
  return {
    newQuery(sql: string) {
      let params: Record<string, string | number> = {}
      const query = {
        bind(p: Record<string, string | number>) {
          params = p
          return query
        },
        execute() {},
        one(row: DynamicModel) {
          const k = String(params.k)
          if (sql.startsWith('INSERT')) {
            const now = Number(params.now)
            const current = rows.get(k)
            const next =
              current && current.reset_at > now
                ? { count: current.count + 1, reset_at: current.reset_at }
                : { count: 1, reset_at: Number(params.reset) }
            rows.set(k, next)
            Object.assign(row, next)
          } else if (rows.has(k)) Object.assign(row, rows.get(k))
          else throw new Error('no rows')
        },
      }
      return query
    },
  }
}

function load() {
  const store = new Map<string, unknown>()
  const db = fakeDb()
  const globals = {
    $os: { getenv: () => '' },
    $app: {
      store: () => ({
        has: (k: string) => store.has(k),
        set: (k: string, v: unknown) => store.set(k, v),
      }),
      dao: () => ({ nonconcurrentDB: () => db }),
    },
    DynamicModel,
    ApiError,
  }
  return loadHookLib<{
    enforce(c: unknown, name: string, options: { limit: number; windowSeconds: number }): unknown
  }>('platform/rate-limit.js', globals)
}

/** An echo context of a request from `address`, recording the response headers. */
function context(address: string) {
  const headers = new Map<string, string>()
  return {
    headers,
    request: () => ({ remoteAddr: `${address}:51234`, header: { get: () => '' } }),
    response: () => ({ header: () => ({ set: (k: string, v: string) => headers.set(k, v) }) }),
  }
}

describe('rate limit of a route', () => {
  it('refuses the request past the limit with 429, an Indonesian message and Retry-After', () => {
    const limits = load()
    const options = { limit: 3, windowSeconds: 60 }
    const c = context('203.0.113.9')
    for (let i = 0; i < 3; i++)
      expect(() => limits.enforce(c, 'email-authorized', options)).not.toThrow()
    let refused: unknown = null
    try {
      limits.enforce(c, 'email-authorized', options)
    } catch (err) {
      refused = err
    }
    expect(refused).toBeInstanceOf(ApiError)
    const error = refused as ApiError
    expect(error.status).toBe(429)
    expect(error.message).toBe('Terlalu banyak percobaan. Coba lagi dalam beberapa saat.')
    const retryAfter = Number(c.headers.get('Retry-After'))
    expect(retryAfter).toBeGreaterThanOrEqual(1)
    expect(retryAfter).toBeLessThanOrEqual(60)
    // Another client and another route keep their own counters.
    expect(() => limits.enforce(context('198.51.100.7'), 'email-authorized', options)).not.toThrow()
    expect(() => limits.enforce(c, 'sign-in', options)).not.toThrow()
  })

  it('the UI shows the server text for a 429 of sign-in, password reset or sign-up', () => {
    const limits = load()
    const c = context('203.0.113.10')
    let message = ''
    try {
      for (let i = 0; i < 2; i++) limits.enforce(c, 'auth', { limit: 1, windowSeconds: 60 })
    } catch (err) {
      message = (err as ApiError).message
    }
    expect(message).not.toBe('')
    const error = new ClientResponseError({
      url: 'http://127.0.0.1:8090/api/collections/users/auth-with-password',
      status: 429,
      response: { code: 429, message, data: {} },
    })
    expect(errorMessage(error, 'Gagal masuk. Silakan coba lagi.')).toBe(message)
    expect(errorMessage(error, 'Gagal mengirim link reset password.')).toBe(message)
  })
})
