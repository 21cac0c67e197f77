import { getTokenPayload } from 'pocketbase'
import type { RecordAuthResponse } from 'pocketbase'
import { pb } from '@/data/pocketbase'
import type { UserRecord } from '@/data/types'
import { errorStatus, isNetworkError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { retry } from '@/lib/retry'
import { retryWhileBusy } from './busy-retry'
import { initialSessionState, useSession } from './session-store'
import { runAfterSignOut } from './sign-out'

export const AUTH_ERRORS = {
  profile: 'Failed to load profile data',
  network: 'Network error while loading profile',
  auth: 'Authentication error',
  init: 'Failed to initialize authentication',
} as const

/** Profile fetch: 2 more attempts, 1 s apart. */
export const PROFILE_RETRIES = 2
export const PROFILE_RETRY_DELAY_MS = 1000
/** Session tick (auto-refresh ticks every 30 s); the token is renewed when it expires within this window. */
const REFRESH_TICK_MS = 30_000
const REFRESH_WINDOW_S = 3 * 24 * 60 * 60

const users = () => pb.collection('users')

let started = false
let currentUserId: string | null = null
let lastToken = ''
let realtimeUnsubscribe: (() => Promise<void>) | null = null
let profileRequestId = 0
let teardown: (() => void) | null = null

const set = useSession.setState

function isOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine !== false
}

function storedUser(): UserRecord | null {
  const model = pb.authStore.model as UserRecord | null
  return model && typeof model.id === 'string' && pb.authStore.token ? model : null
}

/** Trims and lower-cases an e-mail as the server stores it. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** Reads the session from storage and keeps the store in step with it (this tab and the others). Idempotent. */
export function initAuth(): void {
  if (started) return
  started = true
  try {
    applyAuthStore()
    const offChange = pb.authStore.onChange(() => applyAuthStore())
    let timer: ReturnType<typeof setInterval> | undefined
    if (typeof window !== 'undefined') {
      window.addEventListener('online', onOnline)
      timer = setInterval(() => void refreshTokenIfNeeded(), REFRESH_TICK_MS)
    }
    teardown = () => {
      offChange()
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline)
      if (timer) clearInterval(timer)
    }
    set({ loading: false })
  } catch (error) {
    logger.error('Inisialisasi autentikasi gagal:', error)
    set({ loading: false, authError: AUTH_ERRORS.init })
  }
}

/** For tests: forget module state and the store. */
export function resetAuthForTests(): void {
  teardown?.()
  teardown = null
  started = false
  currentUserId = null
  lastToken = ''
  realtimeUnsubscribe = null
  profileRequestId += 1
  set({ ...initialSessionState })
}

function applyAuthStore(): void {
  const model = storedUser()
  const token = pb.authStore.token
  if (!model) {
    if (currentUserId) void stopRealtime()
    currentUserId = null
    lastToken = ''
    profileRequestId += 1
    set({
      user: null,
      token: '',
      profile: null,
      profileLoading: false,
      authError: null,
      sessionExpired: false,
    })
    return
  }
  const tokenChanged = token !== lastToken
  lastToken = token
  if (model.id !== currentUserId) {
    currentUserId = model.id
    void stopRealtime()
    set({
      user: model,
      token,
      profile: null,
      authError: null,
      sessionExpired: !pb.authStore.isValid,
    })
    void startUserSession(model.id)
    return
  }
  const patch: Partial<ReturnType<typeof useSession.getState>> = { user: model, token }
  if (tokenChanged) patch.sessionExpired = !pb.authStore.isValid
  set(patch)
  // A fresh token after a refused session (re-sign-in): resume live profile updates.
  if (tokenChanged && pb.authStore.isValid && !realtimeUnsubscribe) void startRealtime(model.id)
}

async function startUserSession(userId: string): Promise<void> {
  await loadProfile()
  if (currentUserId === userId) await startRealtime(userId)
}

function onOnline(): void {
  const state = useSession.getState()
  if (!state.user) return
  if (state.profileLoading) return
  void loadProfile().then(() => {
    if (currentUserId && !realtimeUnsubscribe) return startRealtime(currentUserId)
  })
}

function markExpired(): void {
  set({ sessionExpired: true })
}

/**
 * Loads the signed-in user's record (2 retries, 1 s apart). Offline, or when the server cannot be
 * reached, the stored record stands in so the student keeps working. A 401 keeps the session and
 * local data but asks the same user to sign in again (sessionExpired).
 */
export async function loadProfile(): Promise<UserRecord | null> {
  const user = storedUser()
  if (!user) return null
  const requestId = ++profileRequestId
  const current = () => requestId === profileRequestId && currentUserId === user.id
  if (!isOnline() || !pb.authStore.isValid) {
    if (!pb.authStore.isValid) markExpired()
    set((s) => ({ profile: s.profile ?? user, profileLoading: false }))
    return user
  }
  set({ profileLoading: true })
  try {
    const record = await retry(() => users().getOne<UserRecord>(user.id), {
      retries: PROFILE_RETRIES,
      delayMs: PROFILE_RETRY_DELAY_MS,
      shouldRetry: (error) => ![401, 403, 404].includes(errorStatus(error)) && isOnline(),
    })
    if (!current()) return record
    set({ profile: record, profileLoading: false, authError: null })
    persistRecord(record)
    return record
  } catch (error) {
    if (!current()) return null
    const status = errorStatus(error)
    let message: string = AUTH_ERRORS.profile
    if (status === 401) {
      message = AUTH_ERRORS.auth
      markExpired()
    } else if (isNetworkError(error)) {
      message = AUTH_ERRORS.network
    }
    logger.warn('Gagal memuat profil:', error)
    // Keep working with the stored record: never sign out on a failed profile load.
    set((s) => ({
      profile: s.profile ?? user,
      profileLoading: false,
      // Offline is normal for students: do not raise an error toast for it.
      authError: isOnline() ? message : null,
    }))
    return null
  }
}

/** Saves a fresher copy of the user's record with the session, so an offline start sees it. */
function persistRecord(record: UserRecord): void {
  const model = storedUser()
  if (!model || model.id !== record.id) return
  pb.authStore.save(pb.authStore.token, { ...model, ...record } as never)
}

let realtimeStarting: string | null = null

async function startRealtime(userId: string): Promise<void> {
  if (realtimeUnsubscribe || realtimeStarting === userId || !isOnline()) return
  realtimeStarting = userId
  try {
    const unsubscribe = await users().subscribe<UserRecord>(userId, (event) => {
      if (currentUserId !== userId) return
      if (event.action === 'update') {
        set((s) => ({
          profile: { ...(s.profile ?? s.user ?? ({} as UserRecord)), ...event.record },
        }))
        persistRecord(event.record)
      }
    })
    if (currentUserId !== userId) {
      await unsubscribe()
      return
    }
    realtimeUnsubscribe = unsubscribe
  } catch (error) {
    logger.warn('Langganan realtime profil gagal:', error)
  } finally {
    if (realtimeStarting === userId) realtimeStarting = null
  }
}

async function stopRealtime(): Promise<void> {
  const unsubscribe = realtimeUnsubscribe
  realtimeUnsubscribe = null
  if (!unsubscribe) return
  try {
    await unsubscribe()
  } catch (error) {
    logger.debug('Gagal berhenti berlangganan profil:', error)
  }
}

/** Renews the token shortly before it expires (checked every 30 s). */
export async function refreshTokenIfNeeded(force = false): Promise<void> {
  if (!storedUser() || !isOnline() || !pb.authStore.isValid) return
  const exp = Number(getTokenPayload(pb.authStore.token).exp ?? 0)
  if (!force && exp - Date.now() / 1000 > REFRESH_WINDOW_S) return
  try {
    await users().authRefresh()
  } catch (error) {
    if (errorStatus(error) === 401) markExpired()
    else logger.debug('Perpanjangan sesi gagal:', error)
  }
}

function afterAuth(response: RecordAuthResponse<UserRecord>): UserRecord {
  // The auth store change already started the user's session; the record is fresh.
  if (currentUserId === response.record.id)
    set({ profile: response.record, sessionExpired: false, authError: null })
  return response.record
}

export interface SignInOptions {
  /** The server is busy (503): told the seconds until the app tries again by itself. */
  onBusyWait?: (seconds: number) => void
  /** Stops the waiting between busy answers (e.g. the page was left). */
  signal?: AbortSignal
}

/**
 * Password sign-in. A busy server (503, its sign-in gate full) is asked again automatically after
 * its Retry-After plus jitter (busy-retry.ts); a wrong password is the server's 400 at once.
 */
export async function signIn(
  email: string,
  password: string,
  options: SignInOptions = {},
): Promise<UserRecord> {
  const response = await retryWhileBusy(
    (fetch) => users().authWithPassword<UserRecord>(email.trim(), password, { fetch }),
    { onWait: options.onBusyWait, signal: options.signal },
  )
  return afterAuth(response)
}

/** Signs the same user in again after the session expired; local data stays. */
export async function reauthenticate(password: string): Promise<UserRecord> {
  const user = useSession.getState().user
  if (!user) throw new Error('Tidak ada sesi yang perlu diperbarui.')
  return signIn(user.email, password)
}

/** Whether the Google provider is enabled on the server. */
export async function isGoogleSignInEnabled(): Promise<boolean> {
  const methods = await users().listAuthMethods()
  return methods.authProviders.some((p) => p.name === 'google')
}

export async function signInWithGoogle(): Promise<UserRecord> {
  const response = await users().authWithOAuth2<UserRecord>({ provider: 'google' })
  return afterAuth(response)
}

/**
 * Whether this e-mail may create an account: the original design's is_email_authorized
 * (docs/architecture.md, "Spec → schema name mapping").
 */
export async function isEmailAuthorized(email: string): Promise<boolean> {
  const result = await pb.send<{ authorized?: boolean }>('/api/lms/email-authorized', {
    method: 'POST',
    body: { email: normalizeEmail(email) },
  })
  return result.authorized === true
}

export const UNAUTHORIZED_EMAIL_MESSAGE =
  'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.'

export class SignUpRefusedError extends Error {}

export type SignUpResult =
  { status: 'signed-in'; user: UserRecord } | { status: 'verification-required'; email: string }

/**
 * Creates an account for an authorised e-mail. A verified account (no SMTP configured) is signed in
 * at once; otherwise the server has mailed a verification link.
 */
export async function signUp(input: {
  email: string
  password: string
  passwordConfirm: string
  /** The e-mail was checked a moment ago (register step 1). */
  skipAuthorizationCheck?: boolean
}): Promise<SignUpResult> {
  const email = normalizeEmail(input.email)
  if (!input.skipAuthorizationCheck && !(await isEmailAuthorized(email))) {
    throw new SignUpRefusedError(UNAUTHORIZED_EMAIL_MESSAGE)
  }
  const created = await users().create<UserRecord>({
    email,
    password: input.password,
    passwordConfirm: input.passwordConfirm,
  })
  if (created.verified) {
    const user = await signIn(email, input.password)
    return { status: 'signed-in', user }
  }
  return { status: 'verification-required', email }
}

/**
 * Clears the session (explicit 'Keluar'). Callers run collectPendingChanges() first and ask the user
 * when changes remain; this only signs out.
 */
export async function signOut(): Promise<void> {
  const userId = currentUserId
  await stopRealtime()
  pb.authStore.clear()
  if (userId) await runAfterSignOut(userId)
}

export async function requestPasswordReset(email: string): Promise<void> {
  await users().requestPasswordReset(normalizeEmail(email))
}

export async function confirmPasswordReset(
  token: string,
  password: string,
  passwordConfirm: string,
): Promise<void> {
  await users().confirmPasswordReset(token, password, passwordConfirm)
}

export async function requestVerification(email: string): Promise<void> {
  await users().requestVerification(normalizeEmail(email))
}

export async function confirmVerification(token: string): Promise<void> {
  await users().confirmVerification(token)
  // Verification may grant a subscription and credits: reload the profile when signed in.
  if (storedUser()) await loadProfile()
}
