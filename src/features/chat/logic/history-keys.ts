import type { ChatMode } from '@/data/chat/types'

// Kept apart from chat-history.ts: the app entry (sign-out) needs only these, not the history parser.

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function historyKey(userId: string, mode: ChatMode): string {
  return `pendamping-chat:v1:${userId}:${mode}`
}

/** Forgets a user's chat on this device (both tabs). */
export function clearHistory(storage: KeyValueStorage, userId: string): void {
  for (const mode of ['story', 'academic'] as const) {
    try {
      storage.removeItem(historyKey(userId, mode))
    } catch {
      // storage unavailable: nothing to clear
    }
  }
}
