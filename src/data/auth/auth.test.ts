// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AUTH_STORAGE_KEY, pb } from '@/data/pocketbase'
import type { UserRecord } from '@/data/types'
import {
  AUTH_ERRORS,
  PROFILE_RETRY_DELAY_MS,
  SignUpRefusedError,
  initAuth,
  loadProfile,
  resetAuthForTests,
  signOut,
  signUp,
} from './auth'
import { useSession } from './session-store'
import { registerAfterSignOut } from './sign-out'
import { setupDomTests } from '@/testing/dom'

setupDomTests()

function b64url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
}
function token(id: string, expInSeconds = 3600): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ id, type: 'authRecord', exp: Math.floor(Date.now() / 1000) + expInSeconds })}.sig`
}
function user(id: string, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    email: `${id}@demo.id`,
    full_name: `Nama ${id}`,
    role: 'user',
    credits: 3,
    verified: true,
    created: '',
    updated: '',
    collectionId: '_pb_users_auth_',
    collectionName: 'users',
    ...extra,
  }
}
function storeSession(id: string, expInSeconds = 3600, extra: Partial<UserRecord> = {}): void {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({ token: token(id, expInSeconds), model: user(id, extra) }),
  )
  // LocalAuthStore reads localStorage lazily: reload its in-memory view.
  pb.authStore.save(token(id, expInSeconds), user(id, extra) as never)
}
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
let online = true

beforeEach(() => {
  resetAuthForTests()
  pb.authStore.clear()
  localStorage.clear()
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'debug').mockImplementation(() => {})
  vi.spyOn(console, 'error').mockImplementation(() => {})
})
afterEach(() => {
  resetAuthForTests()
})

const settle = () =>
  vi.waitFor(() => expect(useSession.getState().profileLoading).toBe(false), { timeout: 5000 })

/** Retry delays run on fake timers: the tests wait for the retry to be scheduled, not for the clock. */
const fakeRetryTimers = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })

/**
 * Lets promises and I/O run until `condition` holds. (vi.waitFor would move the fake clock by its
 * polling interval; setImmediate is not faked.)
 */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 1000 && !condition(); i++) await new Promise((r) => setImmediate(r))
  expect(condition()).toBe(true)
}

/** Once a retry is scheduled, it fires after exactly PROFILE_RETRY_DELAY_MS (and not before). */
async function expectRetryAfterDelay(callsBefore: number): Promise<void> {
  await until(() => vi.getTimerCount() === 1)
  await vi.advanceTimersByTimeAsync(PROFILE_RETRY_DELAY_MS - 1)
  expect(fetchMock).toHaveBeenCalledTimes(callsBefore)
  await vi.advanceTimersByTimeAsync(1)
  await until(() => fetchMock.mock.calls.length === callsBefore + 1)
}

describe('session start-up', () => {
  it('starts signed out without a stored session', () => {
    initAuth()
    const s = useSession.getState()
    expect(s).toMatchObject({ loading: false, user: null, profile: null, authError: null })
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('loads the profile of a stored session', async () => {
    storeSession('u1')
    fetchMock.mockResolvedValue(json(200, user('u1', { credits: 9, role: 'subscriber' })))
    initAuth()
    expect(useSession.getState().user?.id).toBe('u1')
    await settle()
    const s = useSession.getState()
    expect(s.profile).toMatchObject({ id: 'u1', credits: 9, role: 'subscriber' })
    expect(s.authError).toBeNull()
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/api/collections/users/records/u1')
  })

  it('offline: lets the stored user in without a request and without an error', async () => {
    storeSession('u1')
    online = false
    initAuth()
    await settle()
    const s = useSession.getState()
    expect(s.profile?.id).toBe('u1')
    expect(s.authError).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('retries twice, 1 s apart, then reports a network error and keeps the stored record', async () => {
    storeSession('u1')
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    fakeRetryTimers()
    initAuth()
    await until(() => fetchMock.mock.calls.length === 1)
    await expectRetryAfterDelay(1)
    await expectRetryAfterDelay(2)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(3)
    const s = useSession.getState()
    expect(s.authError).toBe(AUTH_ERRORS.network)
    expect(s.user?.id).toBe('u1')
    expect(s.profile?.id).toBe('u1')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toContain('u1')
  })

  it('a 401 asks the same user to sign in again without deleting the session', async () => {
    storeSession('u1')
    fetchMock.mockResolvedValue(
      json(401, {
        code: 401,
        message: 'The request requires valid record authorization token to be set.',
        data: {},
      }),
    )
    initAuth()
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const s = useSession.getState()
    expect(s.authError).toBe(AUTH_ERRORS.auth)
    expect(s.sessionExpired).toBe(true)
    expect(s.user?.id).toBe('u1')
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toContain('u1')
  })

  it('an expired token is flagged at once and keeps the user for offline work', async () => {
    storeSession('u1', -60)
    initAuth()
    await settle()
    const s = useSession.getState()
    expect(s.sessionExpired).toBe(true)
    expect(s.user?.id).toBe('u1')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a server error reports "Failed to load profile data" after 3 attempts', async () => {
    storeSession('u1')
    fetchMock.mockImplementation(async () => json(500, { code: 500, message: 'boom', data: {} }))
    fakeRetryTimers()
    initAuth()
    await until(() => fetchMock.mock.calls.length === 1)
    await expectRetryAfterDelay(1)
    await expectRetryAfterDelay(2)
    await settle()
    expect(fetchMock).toHaveBeenCalledTimes(3)
    expect(useSession.getState().authError).toBe(AUTH_ERRORS.profile)
  })
})

describe('tabs share the session', () => {
  it('follows a sign-out and a sign-in made in another tab (storage events)', async () => {
    storeSession('u1')
    fetchMock.mockImplementation(async (url: string) =>
      json(200, user(String(url).split('/').pop()!.split('?')[0]!)),
    )
    initAuth()
    await settle()
    localStorage.removeItem(AUTH_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: null }))
    expect(useSession.getState().user).toBeNull()
    expect(useSession.getState().profile).toBeNull()

    const value = JSON.stringify({ token: token('u2'), model: user('u2') })
    localStorage.setItem(AUTH_STORAGE_KEY, value)
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY, newValue: value }))
    expect(useSession.getState().user?.id).toBe('u2')
    await settle()
    expect(useSession.getState().profile?.id).toBe('u2')
  })
})

describe('sign-up and sign-out', () => {
  it('refuses an e-mail that is not authorised, with the product text, before creating anything', async () => {
    fetchMock.mockResolvedValue(json(200, { authorized: false }))
    initAuth()
    const err = await signUp({
      email: ' X@Demo.ID ',
      password: '123456',
      passwordConfirm: '123456',
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(SignUpRefusedError)
    expect((err as Error).message).toBe(
      'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.',
    )
    expect(fetchMock).toHaveBeenCalledTimes(1)
    const [url, init] = fetchMock.mock.calls[0]!
    expect(String(url)).toContain('/api/lms/email-authorized')
    expect(JSON.parse(String((init as RequestInit).body))).toEqual({ email: 'x@demo.id' })
  })

  it('signs a verified new account in; an unverified one waits for the e-mail', async () => {
    initAuth()
    fetchMock.mockImplementation(async (url: string, init: RequestInit) => {
      if (url.includes('email-authorized')) return json(200, { authorized: true })
      if (url.endsWith('/api/collections/users/records')) {
        const body = JSON.parse(String(init.body)) as { email: string }
        return json(200, user('n1', { email: body.email, verified: body.email.startsWith('ok') }))
      }
      if (url.includes('auth-with-password'))
        return json(200, { token: token('n1'), record: user('n1', { email: 'ok@demo.id' }) })
      return json(200, user('n1'))
    })
    const ok = await signUp({ email: 'OK@demo.id', password: '123456', passwordConfirm: '123456' })
    expect(ok.status).toBe('signed-in')
    expect(useSession.getState().user?.id).toBe('n1')
    await settle()
    await signOut()
    expect(useSession.getState().user).toBeNull()

    const pending = await signUp({
      email: 'new@demo.id',
      password: '123456',
      passwordConfirm: '123456',
    })
    expect(pending).toEqual({ status: 'verification-required', email: 'new@demo.id' })
    expect(useSession.getState().user).toBeNull()
  })

  it('signOut clears the session and runs the after-sign-out handlers', async () => {
    storeSession('u1')
    fetchMock.mockResolvedValue(json(200, user('u1')))
    initAuth()
    await settle()
    const seen: string[] = []
    const off = registerAfterSignOut((id) => void seen.push(id))
    await signOut()
    off()
    expect(seen).toEqual(['u1'])
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull()
    expect(useSession.getState().user).toBeNull()
  })

  it('loadProfile without a session does nothing', async () => {
    initAuth()
    expect(await loadProfile()).toBeNull()
  })
})
