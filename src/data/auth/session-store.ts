import { create } from 'zustand'
import type { Role, UserRecord } from '@/data/types'
import { toRole } from '@/data/types'

/**
 * The auth context: user, session (token), profile, loading, profileLoading, authError
 * (docs/architecture.md, "Product texts and screens").
 */
export interface SessionState {
  /** The signed-in account as stored with the session (available offline). */
  user: UserRecord | null
  /** The session token ('' when signed out). */
  token: string
  /** The freshest copy of the user's record (loaded on sign-in, live-updated through realtime). */
  profile: UserRecord | null
  /** True until the stored session has been read at start-up. */
  loading: boolean
  profileLoading: boolean
  /**
   * One of AUTH_ERRORS (auth.ts): 'Failed to load profile data', 'Network error while loading
   * profile', 'Authentication error', 'Failed to initialize authentication'.
   */
  authError: string | null
  /**
   * The server refused the session (401) or the token expired: the same user must sign in again.
   * The user stays set so local data remains available; nothing is deleted.
   */
  sessionExpired: boolean
}

export const initialSessionState: SessionState = {
  user: null,
  token: '',
  profile: null,
  loading: true,
  profileLoading: false,
  authError: null,
  sessionExpired: false,
}

export const useSession = create<SessionState>()(() => ({ ...initialSessionState }))

/** The role of the current user: the fresh profile's, else the stored record's. */
export function selectRole(state: SessionState): Role | null {
  const record = state.profile ?? state.user
  return record ? toRole(record.role) : null
}

/** The current user's id, or null when signed out. */
export const selectUserId = (state: SessionState): string | null => state.user?.id ?? null

/** Name to show: full name, else e-mail. */
export function selectDisplayName(state: SessionState): string {
  const record = state.profile ?? state.user
  return record?.full_name?.trim() || record?.email || ''
}

/**
 * Applies a balance the server just reported (e.g. with a chat reply) to the profile, so the
 * header's 'Kredit Chat' changes at once; the realtime profile update that follows agrees with it.
 */
export function applyProfileCredits(credits: number): void {
  if (!Number.isFinite(credits)) return
  useSession.setState((s) => {
    const base = s.profile ?? s.user
    if (!base) return {}
    return { profile: { ...base, credits: Math.max(0, Math.floor(credits)) } }
  })
}
