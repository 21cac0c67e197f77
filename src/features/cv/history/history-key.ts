// Kept apart from cv-history.ts: the sign-out clean-up needs only the key, not the history itself.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** Where a user's 'Riwayat analisa' lives in localStorage (one key per user on this device). */
export function cvHistoryKey(userId: string): string {
  return `pendamping-cv:v1:${userId}`
}

/** The browser's localStorage, or null where it is unavailable (private mode, tests without a DOM). */
export function deviceStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}

/**
 * An explicit sign-out forgets the user's CV analyses on this device, with their local store
 * (src/app/mount-app.tsx registers it as a user-data clean-up of data/local/session.ts).
 */
export function forgetCvHistoryOnSignOut(userId: string): void {
  try {
    deviceStorage()?.removeItem(cvHistoryKey(userId))
  } catch {
    // storage unavailable: nothing to forget
  }
}
