import type { ChatMode } from '@/data/chat/types'
import type { KeyValueStorage } from '../logic/chat-history'
import { loadTab, saveTab } from '../logic/chat-history'
import type { RoomSnapshot, RoomStorage } from './use-chat-room'

/** The signed-in chat's history in localStorage: per user, per tab, capped (see chat-history.ts). */
export function localRoomStorage(
  userId: string,
  storage: KeyValueStorage | null = browserStorage(),
): RoomStorage | undefined {
  if (!storage) return undefined
  return {
    load(mode: ChatMode): RoomSnapshot {
      const tab = loadTab(storage, userId, mode)
      return {
        messages: tab.messages,
        document: tab.document
          ? { documentId: tab.document.documentId, fileName: tab.document.fileName }
          : null,
      }
    },
    save(mode: ChatMode, snapshot: RoomSnapshot): void {
      const doc = snapshot.document
      saveTab(storage, userId, mode, {
        messages: snapshot.messages,
        document: doc?.documentId ? { documentId: doc.documentId, fileName: doc.fileName } : null,
      })
    },
  }
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null
  } catch {
    return null
  }
}
