import { describe, expect, it } from 'vitest'
import { clearDraft, draftKey, loadDraft, saveDraft, type DraftStorage } from './test-draft'

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  }
}

const questions = [
  { id: 'q1', jawaban_benar: 'a' },
  { id: 'q2', jawaban_benar: 'b' },
  { id: 'q3', jawaban_benar: 'c' },
]

describe('test drafts', () => {
  it('saves and restores answers and position per user and test', () => {
    const s = memory()
    saveDraft('u1', 'm1', { answers: { q1: 'b' }, index: 1 }, s)
    expect(loadDraft('u1', 'm1', questions, s)).toEqual({ answers: { q1: 'b' }, index: 1 })
    expect(loadDraft('u2', 'm1', questions, s)).toBeNull()
    expect(loadDraft('u1', 'm2', questions, s)).toBeNull()
  })

  it('drops answers to removed questions and clamps the position', () => {
    const s = memory()
    s.setItem(
      draftKey('u1', 'm1'),
      JSON.stringify({ answers: { q1: 'a', gone: 'b', q2: 'z' }, index: 9 }),
    )
    expect(loadDraft('u1', 'm1', questions, s)).toEqual({ answers: { q1: 'a' }, index: 2 })
  })

  it('survives corrupt storage', () => {
    const s = memory()
    s.setItem(draftKey('u1', 'm1'), '{not json')
    expect(loadDraft('u1', 'm1', questions, s)).toBeNull()
    expect(loadDraft('u1', 'm1', questions, null)).toBeNull()
  })

  it('clears a draft', () => {
    const s = memory()
    saveDraft('u1', 'm1', { answers: {}, index: 0 }, s)
    clearDraft('u1', 'm1', s)
    expect(s.map.size).toBe(0)
  })
})
