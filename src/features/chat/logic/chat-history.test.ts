import { describe, expect, it } from 'vitest'
import type { ChatMessage } from './chat-message'
import { HISTORY_CAP, clearHistory, historyKey, loadTab, saveTab } from './chat-history'
import type { KeyValueStorage } from './chat-history'

function memoryStorage(quotaChars = Infinity): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      if (v.length > quotaChars) throw new DOMException('full', 'QuotaExceededError')
      data.set(k, v)
    },
    removeItem: (k) => void data.delete(k),
  }
}

const msg = (i: number, isBot = i % 2 === 1): ChatMessage => ({
  id: `m${i}`,
  content: `pesan ${i}`,
  isBot,
  timestamp: 1_700_000_000_000 + i,
})

describe('chat history', () => {
  it('keeps each tab of each user apart', () => {
    const s = memoryStorage()
    saveTab(s, 'u1', 'story', { messages: [msg(1)], document: null })
    saveTab(s, 'u1', 'academic', {
      messages: [msg(2)],
      document: { documentId: 'd1', fileName: 'a.docx' },
    })
    saveTab(s, 'u2', 'story', { messages: [msg(3)], document: null })
    expect(loadTab(s, 'u1', 'story').messages.map((m) => m.id)).toEqual(['m1'])
    expect(loadTab(s, 'u1', 'academic')).toEqual({
      messages: [msg(2)],
      document: { documentId: 'd1', fileName: 'a.docx' },
    })
    expect(loadTab(s, 'u2', 'story').messages.map((m) => m.id)).toEqual(['m3'])
    expect(loadTab(s, 'u2', 'academic')).toEqual({ messages: [], document: null })
  })

  it('caps the history at the newest HISTORY_CAP messages', () => {
    const s = memoryStorage()
    const many = Array.from({ length: HISTORY_CAP + 30 }, (_, i) => msg(i))
    expect(saveTab(s, 'u1', 'story', { messages: many, document: null })).toBe(HISTORY_CAP)
    const back = loadTab(s, 'u1', 'story').messages
    expect(back).toHaveLength(HISTORY_CAP)
    expect(back[0]!.id).toBe('m30')
    expect(back.at(-1)!.id).toBe(`m${HISTORY_CAP + 29}`)
  })

  it('halves the history until it fits a full storage', () => {
    const s = memoryStorage(2000)
    const many = Array.from({ length: 60 }, (_, i) => msg(i))
    const stored = saveTab(s, 'u1', 'story', { messages: many, document: null })
    expect(stored).toBeGreaterThan(0)
    expect(stored).toBeLessThan(60)
    expect(loadTab(s, 'u1', 'story').messages.at(-1)!.id).toBe('m59')
  })

  it('reads broken or foreign data as empty and drops malformed messages', () => {
    const s = memoryStorage()
    s.data.set(historyKey('u1', 'story'), '{not json')
    expect(loadTab(s, 'u1', 'story')).toEqual({ messages: [], document: null })
    s.data.set(
      historyKey('u1', 'academic'),
      JSON.stringify({ messages: [msg(1), { id: 1 }, null], document: { documentId: '' } }),
    )
    expect(loadTab(s, 'u1', 'academic')).toEqual({ messages: [msg(1)], document: null })
  })

  it('never stores a document for the story tab', () => {
    const s = memoryStorage()
    saveTab(s, 'u1', 'story', { messages: [], document: { documentId: 'd', fileName: 'x.pdf' } })
    expect(loadTab(s, 'u1', 'story').document).toBeNull()
  })

  it('survives a storage that throws on read and clears both tabs of one user', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {},
      removeItem: () => {},
    }
    expect(loadTab(broken, 'u1', 'story')).toEqual({ messages: [], document: null })
    const s = memoryStorage()
    saveTab(s, 'u1', 'story', { messages: [msg(1)], document: null })
    saveTab(s, 'u1', 'academic', { messages: [msg(2)], document: null })
    saveTab(s, 'u2', 'story', { messages: [msg(3)], document: null })
    clearHistory(s, 'u1')
    expect([...s.data.keys()]).toEqual([historyKey('u2', 'story')])
  })

  it('keeps source, citations and fallback of bot replies across a reload, cleaning bad ones', () => {
    const s = memoryStorage()
    const bot: ChatMessage = {
      ...msg(1, true),
      source: 'llm',
      citations: [{ chapter: 'BAB II', page: 12, quote: 'Teori X' }],
      fallback: true,
    }
    saveTab(s, 'u1', 'academic', { messages: [msg(0, false), bot], document: null })
    expect(loadTab(s, 'u1', 'academic').messages).toEqual([msg(0, false), bot])

    s.data.set(
      historyKey('u1', 'story'),
      JSON.stringify({
        messages: [
          { ...msg(2, true), source: 'evil', citations: [{ chapter: 1 }, 'x'], fallback: 'y' },
        ],
      }),
    )
    expect(loadTab(s, 'u1', 'story').messages).toEqual([{ ...msg(2, true), source: 'builtin' }])
  })

  it("keeps the academic document's analysis (for the review PDF) and drops a malformed one", () => {
    const s = memoryStorage()
    const analysis = {
      totalWords: 3,
      chapters: [
        {
          key: 'bab1',
          expected: 'BAB I Pendahuluan',
          found: true,
          heading: null,
          words: 3,
          sections: [],
        },
      ],
      references: { found: false, entries: 0 },
      citations: { cited: [], listed: [], citedNotListed: [], listedNotCited: [] },
      extraChapters: [],
    }
    saveTab(s, 'u1', 'academic', {
      messages: [],
      document: { documentId: 'd1', fileName: 'a.pdf', analysis },
    })
    expect(loadTab(s, 'u1', 'academic').document).toEqual({
      documentId: 'd1',
      fileName: 'a.pdf',
      analysis,
    })
    s.data.set(
      historyKey('u1', 'academic'),
      JSON.stringify({
        messages: [],
        document: { documentId: 'd1', fileName: 'a.pdf', analysis: 5 },
      }),
    )
    expect(loadTab(s, 'u1', 'academic').document).toEqual({ documentId: 'd1', fileName: 'a.pdf' })
  })
})
