import type { ChatAnswerMeta, ChatCitation, ChatSource } from './types'

const SOURCES: readonly ChatSource[] = ['webhook', 'llm', 'builtin']

/** Longest quote kept from one citation (the server bounds it too). */
const MAX_QUOTE = 600
const MAX_CITATIONS = 10

function toCitation(value: unknown): ChatCitation | null {
  if (value === null || typeof value !== 'object') return null
  const c = value as Record<string, unknown>
  if (typeof c.chapter !== 'string' || typeof c.quote !== 'string') return null
  const chapter = c.chapter.trim()
  const quote = c.quote.trim().slice(0, MAX_QUOTE)
  if (!chapter && !quote) return null
  const page =
    typeof c.page === 'number' && Number.isFinite(c.page) ? Math.max(0, Math.floor(c.page)) : 0
  return { chapter, page, quote }
}

/** Well-formed citations only (anything else is dropped). */
export function parseCitations(value: unknown): ChatCitation[] {
  if (!Array.isArray(value)) return []
  const out: ChatCitation[] = []
  for (const item of value) {
    const c = toCitation(item)
    if (c) out.push(c)
    if (out.length >= MAX_CITATIONS) break
  }
  return out
}

export function parseSource(value: unknown): ChatSource {
  return SOURCES.includes(value as ChatSource) ? (value as ChatSource) : 'builtin'
}

/** The source/citations/fallback of a reply, tolerant of servers that send none of them. */
export function parseAnswerMeta(body: unknown): ChatAnswerMeta {
  const b = body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  return {
    source: parseSource(b.source),
    citations: parseCitations(b.citations),
    fallback: b.fallback === true,
  }
}
