/** One chat bubble (spec 'Chat message': id, content, isBot, timestamp). */
export interface ChatMessage {
  id: string
  content: string
  isBot: boolean
  /** Epoch milliseconds. */
  timestamp: number
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
): ChatMessage {
  return { id: newId(isBot ? 'b' : 'u'), content, isBot, timestamp: now }
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
