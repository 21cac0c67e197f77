import { MemoryStorage } from '@/testing/memory-storage'
import { describe, expect, it } from 'vitest'
import {
  clearPendingCompletions,
  journalKey,
  parseJournal,
  readPendingCompletions,
  recordPendingCompletion,
  removePendingCompletion,
  type PendingCompletion,
} from './completion-journal'

const entry = (over: Partial<PendingCompletion> = {}): PendingCompletion => ({
  user_id: 'u1',
  materi_id: 'm1',
  answers: { q1: 'a', q2: 'c' },
  completed_at: '2026-01-10 08:00:00.000Z',
  ...over,
})

describe('completion journal', () => {
  it('records attempts per user, oldest first, and removes one by materi and submission time', () => {
    const s = new MemoryStorage()
    const first = entry()
    const retake = entry({ completed_at: '2026-01-10 08:05:00.000Z', answers: { q1: 'b' } })
    const lesson = entry({ materi_id: 'm2', answers: {} })
    const other = entry({ user_id: 'u2' })
    for (const e of [first, retake, lesson, other]) expect(recordPendingCompletion(e, s)).toBe(true)

    expect(journalKey('u1')).toBe('pendamping-pending-completions:u1')
    expect([...s.map.keys()].sort()).toEqual([journalKey('u1'), journalKey('u2')])
    expect(readPendingCompletions('u1', s)).toEqual([first, retake, lesson])
    expect(readPendingCompletions('u2', s)).toEqual([other])

    removePendingCompletion(retake, s)
    expect(readPendingCompletions('u1', s)).toEqual([first, lesson])
    removePendingCompletion(first, s)
    removePendingCompletion(lesson, s)
    removePendingCompletion(lesson, s)
    // An empty journal leaves no key; the other user's entries stay untouched.
    expect(s.map.has(journalKey('u1'))).toBe(false)
    expect(readPendingCompletions('u2', s)).toEqual([other])
  })

  it('ignores a malformed journal: bad JSON, not a list, wrong shapes, another user, a bad date', () => {
    expect(parseJournal(null, 'u1')).toEqual([])
    expect(parseJournal('{not json', 'u1')).toEqual([])
    expect(parseJournal('{"materi_id":"m1"}', 'u1')).toEqual([])
    expect(parseJournal('"x"', 'u1')).toEqual([])
    const good = entry()
    const text = JSON.stringify([
      null,
      7,
      'm1',
      { ...good, user_id: 'u2' },
      { ...good, materi_id: '' },
      { ...good, materi_id: 5 },
      { ...good, completed_at: 'kemarin' },
      { ...good, completed_at: 1 },
      // Answers are kept only as choices a..d (anything else is dropped, not the attempt).
      { ...good, materi_id: 'm3', answers: { q1: 'b', q2: 'z', q3: 4 } },
      { ...good, materi_id: 'm4', answers: 'abc' },
      good,
    ])
    expect(parseJournal(text, 'u1')).toEqual([
      entry({ materi_id: 'm3', answers: { q1: 'b' } }),
      entry({ materi_id: 'm4', answers: {} }),
      good,
    ])

    // Recording over a malformed journal keeps its readable entries only.
    const s = new MemoryStorage()
    s.map.set(journalKey('u1'), '{not json')
    expect(readPendingCompletions('u1', s)).toEqual([])
    expect(recordPendingCompletion(good, s)).toBe(true)
    expect(readPendingCompletions('u1', s)).toEqual([good])
  })

  it('reports an attempt it could not keep (no storage, full storage, no user) and never throws', () => {
    expect(recordPendingCompletion(entry(), null)).toBe(false)
    expect(recordPendingCompletion(entry({ user_id: '' }), new MemoryStorage())).toBe(false)
    const full = new MemoryStorage()
    full.failWrites = true
    expect(recordPendingCompletion(entry(), full)).toBe(false)
    expect(() => removePendingCompletion(entry(), full)).not.toThrow()
    expect(readPendingCompletions('u1', null)).toEqual([])
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => undefined,
      removeItem: () => {
        throw new Error('denied')
      },
    }
    expect(readPendingCompletions('u1', broken)).toEqual([])
    expect(() => clearPendingCompletions('u1', broken)).not.toThrow()
  })

  it("an explicit sign-out drops the user's journal only", () => {
    const s = new MemoryStorage()
    recordPendingCompletion(entry(), s)
    recordPendingCompletion(entry({ user_id: 'u2' }), s)
    s.map.set('pendamping-view:u1:class:k1', '{}')
    clearPendingCompletions('u1', s)
    expect(readPendingCompletions('u1', s)).toEqual([])
    expect(readPendingCompletions('u2', s)).toEqual([entry({ user_id: 'u2' })])
    expect(s.map.has('pendamping-view:u1:class:k1')).toBe(true)
  })
})
