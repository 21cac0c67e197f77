import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '@/testing/memory-storage'
import type { CvReport } from '../logic/types'
import {
  MAX_CV_HISTORY,
  clearCvHistory,
  readCvHistory,
  removeCvAnalysis,
  saveCvAnalysis,
} from './cv-history'
import type { CvHistoryEntry } from './cv-history'
import { cvHistoryKey, forgetCvHistoryOnSignOut } from './history-key'

const report = (fileName: string, score = 70): CvReport => ({
  fileName,
  analyzedAt: '2026-11-25T03:00:00.000Z',
  pages: 1,
  score,
  scoreExplanation: ['Satu kolom: mudah dibaca sistem rekrutmen.'],
  checks: [
    {
      id: 'length',
      status: 'ok',
      title: 'Panjang',
      summary: '1 halaman.',
      why: 'Perekrut membaca cepat.',
      findings: [],
    },
  ],
  bullets: [],
  withPosting: false,
})

const entry = (id: string, fileName = `${id}.pdf`, posting = ''): CvHistoryEntry => ({
  id,
  savedAt: '2026-11-25T03:00:00.000Z',
  posting,
  report: report(fileName),
})

describe('Riwayat analisa on the device', () => {
  it('keeps the newest first, replaces a re-analysis of the same upload, at most 10', () => {
    const s = new MemoryStorage()
    saveCvAnalysis(s, 'u1', entry('a'))
    saveCvAnalysis(s, 'u1', entry('b'))
    const again = {
      ...entry('a', 'a.pdf', 'Dibutuhkan staf keuangan'),
      report: report('a.pdf', 81),
    }
    expect(saveCvAnalysis(s, 'u1', again).map((e) => e.id)).toEqual(['a', 'b'])
    expect(readCvHistory(s, 'u1')[0]).toMatchObject({ posting: 'Dibutuhkan staf keuangan' })
    expect(readCvHistory(s, 'u1')[0].report.score).toBe(81)
    for (let i = 0; i < 15; i++) saveCvAnalysis(s, 'u1', entry(`n${i}`))
    const kept = readCvHistory(s, 'u1')
    expect(kept).toHaveLength(MAX_CV_HISTORY)
    expect(kept[0].id).toBe('n14')
    expect(kept.at(-1)?.id).toBe('n5')
  })

  it('is per user, and forgotten at sign-out or on request', () => {
    const s = new MemoryStorage()
    saveCvAnalysis(s, 'u1', entry('a'))
    saveCvAnalysis(s, 'u2', entry('b'))
    expect(readCvHistory(s, 'u2').map((e) => e.id)).toEqual(['b'])
    expect(removeCvAnalysis(s, 'u1', 'a')).toEqual([])
    expect(s.getItem(cvHistoryKey('u1'))).toBeNull()
    clearCvHistory(s, 'u2')
    expect(readCvHistory(s, 'u2')).toEqual([])
  })

  it('the sign-out handler removes the user’s key from localStorage', () => {
    const s = new MemoryStorage()
    const original = Object.getOwnPropertyDescriptor(globalThis, 'window')
    Object.defineProperty(globalThis, 'window', { value: { localStorage: s }, configurable: true })
    try {
      saveCvAnalysis(s, 'u1', entry('a'))
      saveCvAnalysis(s, 'u2', entry('b'))
      forgetCvHistoryOnSignOut('u1')
      expect(readCvHistory(s, 'u1')).toEqual([])
      expect(readCvHistory(s, 'u2')).toHaveLength(1)
    } finally {
      if (original) Object.defineProperty(globalThis, 'window', original)
      else delete (globalThis as { window?: unknown }).window
    }
  })

  it('skips what it cannot read, and keeps fewer entries when the storage is full', () => {
    const s = new MemoryStorage()
    s.setItem(cvHistoryKey('u1'), '{kaput')
    expect(readCvHistory(s, 'u1')).toEqual([])
    s.setItem(cvHistoryKey('u1'), JSON.stringify([entry('ok'), { id: 'x', report: {} }, 5]))
    expect(readCvHistory(s, 'u1').map((e) => e.id)).toEqual(['ok'])

    // A storage that holds at most ~2 entries: the newest are kept, nothing throws.
    const small = new MemoryStorage()
    const setItem = small.setItem.bind(small)
    small.setItem = (k: string, v: string) => {
      if (v.length > 2 * JSON.stringify(entry('zz')).length + 10)
        throw new DOMException('full', 'QuotaExceededError')
      setItem(k, v)
    }
    for (const id of ['a', 'b', 'c', 'd']) saveCvAnalysis(small, 'u1', entry(id))
    expect(readCvHistory(small, 'u1').map((e) => e.id)).toEqual(['d', 'c'])
    small.failWrites = true
    expect(() => saveCvAnalysis(small, 'u1', entry('e'))).not.toThrow()
  })
})
