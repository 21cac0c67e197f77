import type { KeyValueStorage } from '../logic/history-keys'

/** The browser's localStorage, or null where it is unavailable (private mode, SSR). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}
