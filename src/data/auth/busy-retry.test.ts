// A busy server's sign-in (503 + Retry-After from its sign-in gate) is asked again by itself, through
// the real SDK (its per-request `fetch` option carries the Retry-After); a wrong password is never
// retried.
import PocketBase, { ClientResponseError } from 'pocketbase'
import { describe, expect, it } from 'vitest'
import {
  BUSY_RETRY_LIMIT_MS,
  SIGN_IN_BUSY_MESSAGE,
  busyDelayMs,
  parseRetryAfter,
  retryWhileBusy,
} from './busy-retry'

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
const busy = (retryAfter?: string) =>
  json(
    503,
    { code: 503, message: SIGN_IN_BUSY_MESSAGE, data: {} },
    retryAfter ? { 'Retry-After': retryAfter } : {},
  )
const wrongPassword = () =>
  json(400, { code: 400, message: 'Email atau password salah.', data: {} })
const signedIn = () =>
  json(200, { token: 'token', record: { id: 'u1', collectionName: 'users', email: 'a@b.id' } })

/** Answers in order; records the clock's waits. */
function scenario(answers: (() => Response)[]) {
  let clock = 0
  const waits: number[] = []
  const told: number[] = []
  let calls = 0
  const pb = new PocketBase('http://127.0.0.1:8090')
  pb.autoCancellation(false)
  const options = {
    fetch: () => {
      const answer = answers[Math.min(calls, answers.length - 1)]!
      calls += 1
      return Promise.resolve(answer())
    },
    sleep: (ms: number) => {
      waits.push(ms)
      clock += ms
      return Promise.resolve()
    },
    now: () => clock,
    random: () => 0,
    onWait: (seconds: number) => told.push(seconds),
  }
  const signIn = () =>
    retryWhileBusy(
      (fetch) => pb.collection('users').authWithPassword('a@b.id', 'rahasia123', { fetch }),
      options,
    )
  return { signIn, waits, told, calls: () => calls, options }
}

describe('Retry-After', () => {
  it('reads seconds and HTTP dates; nothing readable is null', () => {
    expect(parseRetryAfter('12')).toBe(12)
    expect(parseRetryAfter(' 3 ')).toBe(3)
    const now = Date.parse('2026-11-27T10:00:00Z')
    expect(parseRetryAfter('Fri, 27 Nov 2026 10:00:30 GMT', now)).toBe(30)
    expect(parseRetryAfter(null)).toBeNull()
    expect(parseRetryAfter('segera')).toBeNull()
  })

  it('waits Retry-After (5 s without one, within 1–60 s) plus up to half again at random', () => {
    expect(busyDelayMs(8, () => 0)).toBe(8000)
    expect(busyDelayMs(8, () => 1)).toBe(12_000)
    expect(busyDelayMs(null, () => 0)).toBe(5000)
    expect(busyDelayMs(0, () => 0)).toBe(1000)
    expect(busyDelayMs(600, () => 0)).toBe(60_000)
  })
})

describe('signing in while the server is busy', () => {
  it('waits as the server asks and tries again until it gets in', async () => {
    const s = scenario([() => busy('3'), () => busy('7'), signedIn])
    const result = await s.signIn()
    expect(result.record.id).toBe('u1')
    expect(s.calls()).toBe(3)
    expect(s.waits).toEqual([3000, 7000])
    expect(s.told).toEqual([3, 7])
  })

  it('a wrong password is answered at once, never retried', async () => {
    const s = scenario([wrongPassword, signedIn])
    const error = await s.signIn().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ClientResponseError)
    expect((error as ClientResponseError).status).toBe(400)
    expect(s.calls()).toBe(1)
    expect(s.waits).toEqual([])
  })

  it('gives up after BUSY_RETRY_LIMIT_MS of waiting with the busy answer (503), not a wrong-password one', async () => {
    const s = scenario([() => busy('60')])
    const error = (await s.signIn().catch((e: unknown) => e)) as ClientResponseError
    expect(error.status).toBe(503)
    expect(error.message).toBe(SIGN_IN_BUSY_MESSAGE)
    expect(s.waits.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(BUSY_RETRY_LIMIT_MS)
    expect(s.calls()).toBe(Math.floor(BUSY_RETRY_LIMIT_MS / 60_000) + 1)
  })

  it('stops waiting when the page is left', async () => {
    const controller = new AbortController()
    const s = scenario([() => busy('10'), signedIn])
    const error = await retryWhileBusy(
      (fetch) =>
        new PocketBase('http://127.0.0.1:8090')
          .collection('users')
          .authWithPassword('a@b.id', 'rahasia123', { fetch }),
      {
        ...s.options,
        signal: controller.signal,
        sleep: () => {
          controller.abort()
          return Promise.resolve()
        },
      },
    ).catch((e: unknown) => e)
    expect((error as ClientResponseError).status).toBe(503)
    expect(s.calls()).toBe(1)
  })
})
