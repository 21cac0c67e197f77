import type { ChatMode } from '@/data/chat/types'
import type { KeyValueStorage } from '../logic/chat-history'
import { loadTab, saveTab } from '../logic/chat-history'
import type { RoomSnapshot, RoomStorage } from './use-chat-room'
import { browserStorage } from './browser-storage'

export { browserStorage } from './browser-storage'

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
        document: tab.document ? { ...tab.document } : null,
      }
    },
    save(mode: ChatMode, snapshot: RoomSnapshot): void {
      const doc = snapshot.document
      saveTab(storage, userId, mode, {
        messages: snapshot.messages,
        document: doc?.documentId
          ? {
              documentId: doc.documentId,
              fileName: doc.fileName,
              ...(doc.analysis ? { analysis: doc.analysis } : {}),
            }
          : null,
      })
    },
  }
}
