import { parseCitations, parseSource } from '@/data/chat/answer-meta'
import type { ChatCitation, ChatSource } from '@/data/chat/types'

/**
 * One chat bubble: id, content, isBot, timestamp
 * (docs/architecture.md, "Product texts and screens").
 */
export interface ChatMessage {
  id: string
  content: string
  isBot: boolean
  /** Epoch milliseconds. */
  timestamp: number
  /** A bot reply: who wrote it (absent on older stored messages and local notes). */
  source?: ChatSource
  /** A bot reply: the thesis passages it relies on. */
  citations?: ChatCitation[]
  /** A bot reply: the built-in assistant answered because the AI service failed. */
  fallback?: boolean
}

/** What a bot reply may carry besides its text. */
export interface BotMeta {
  source?: ChatSource
  citations?: ChatCitation[]
  fallback?: boolean
}

let counter = 0

/** A unique id without relying on crypto.randomUUID (missing on plain-http origins). */
export function newId(prefix = 'm'): string {
  counter = (counter + 1) % 1_000_000
  return `${prefix}-${Date.now().toString(36)}-${counter.toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

export function makeMessage(
  content: string,
  isBot: boolean,
  now: number = Date.now(),
  meta?: BotMeta,
): ChatMessage {
  const message: ChatMessage = { id: newId(isBot ? 'b' : 'u'), content, isBot, timestamp: now }
  if (isBot && meta) {
    if (meta.source) message.source = meta.source
    if (meta.citations && meta.citations.length > 0) message.citations = meta.citations
    if (meta.fallback) message.fallback = true
  }
  return message
}

/** A stored message with its optional fields cleaned (unknown ones dropped); null when malformed. */
export function readChatMessage(value: unknown): ChatMessage | null {
  if (!isChatMessage(value)) return null
  const raw = value as unknown as Record<string, unknown>
  const message: ChatMessage = {
    id: value.id,
    content: value.content,
    isBot: value.isBot,
    timestamp: value.timestamp,
  }
  if (value.isBot) {
    if (raw.source !== undefined) message.source = parseSource(raw.source)
    const citations = parseCitations(raw.citations)
    if (citations.length > 0) message.citations = citations
    if (raw.fallback === true) message.fallback = true
  }
  return message
}

/** True for a well-formed stored message (history read back from localStorage). */
export function isChatMessage(value: unknown): value is ChatMessage {
  if (value === null || typeof value !== 'object') return false
  const m = value as Record<string, unknown>
  return (
    typeof m.id === 'string' &&
    typeof m.content === 'string' &&
    typeof m.isBot === 'boolean' &&
    typeof m.timestamp === 'number' &&
    Number.isFinite(m.timestamp)
  )
}
