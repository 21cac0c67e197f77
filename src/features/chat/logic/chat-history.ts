import { parseThesisAnalysis } from '@/data/chat/analysis'
import type { ChatMode, ThesisAnalysis } from '@/data/chat/types'
import type { ChatMessage } from './chat-message'
import { readChatMessage } from './chat-message'
import type { KeyValueStorage } from './history-keys'
import { historyKey } from './history-keys'

/** Messages kept per user per tab (older ones drop off). */
export const HISTORY_CAP = 100

export type { KeyValueStorage } from './history-keys'
export { clearHistory, historyKey } from './history-keys'

/** The uploaded thesis the academic tab asks about. */
export interface SavedDocument {
  documentId: string
  fileName: string
  /** Its analysis, for 'Unduh laporan review' after a reload. */
  analysis?: ThesisAnalysis
}

export interface SavedTab {
  messages: ChatMessage[]
  document: SavedDocument | null
}

const EMPTY: SavedTab = { messages: [], document: null }

function isSavedDocument(value: unknown): value is SavedDocument {
  if (value === null || typeof value !== 'object') return false
  const d = value as Record<string, unknown>
  return typeof d.documentId === 'string' && d.documentId !== '' && typeof d.fileName === 'string'
}

/** Reads one tab's history; anything unreadable counts as empty (never throws). */
export function loadTab(storage: KeyValueStorage, userId: string, mode: ChatMode): SavedTab {
  let raw: string | null
  try {
    raw = storage.getItem(historyKey(userId, mode))
  } catch {
    return { ...EMPTY }
  }
  if (!raw) return { ...EMPTY }
  try {
    const parsed = JSON.parse(raw) as { messages?: unknown; document?: unknown }
    const messages = Array.isArray(parsed.messages)
      ? parsed.messages
          .map(readChatMessage)
          .filter((m): m is ChatMessage => m !== null)
          .slice(-HISTORY_CAP)
      : []
    let document: SavedDocument | null = null
    if (mode === 'academic' && isSavedDocument(parsed.document)) {
      const { documentId, fileName } = parsed.document
      const analysis = parseThesisAnalysis(
        (parsed.document as unknown as Record<string, unknown>).analysis,
      )
      document = analysis ? { documentId, fileName, analysis } : { documentId, fileName }
    }
    return { messages, document }
  } catch {
    return { ...EMPTY }
  }
}

/**
 * Saves one tab's last HISTORY_CAP messages. When the browser's quota is full it keeps halving the
 * history until it fits (the newest messages survive). Returns how many messages were stored.
 */
export function saveTab(
  storage: KeyValueStorage,
  userId: string,
  mode: ChatMode,
  tab: SavedTab,
): number {
  let messages = tab.messages.slice(-HISTORY_CAP)
  const document = mode === 'academic' ? tab.document : null
  for (;;) {
    try {
      storage.setItem(historyKey(userId, mode), JSON.stringify({ messages, document }))
      return messages.length
    } catch {
      if (messages.length === 0) return 0
      messages = messages.slice(Math.ceil(messages.length / 2))
    }
  }
}
