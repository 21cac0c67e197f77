import { describe, expect, it } from 'vitest'
import { SOFT_LIMIT_MS, elapsedLabel, formatElapsed, isOverSoftLimit } from './timer'
import {
  appendTranscript,
  priceText,
  questionPosition,
  readMuted,
  scoreText,
  scoreTone,
  sourceText,
  writeMuted,
} from './texts'

describe('timer', () => {
  it('formats the time taken as m:ss', () => {
    expect(formatElapsed(0)).toBe('0:00')
    expect(formatElapsed(999)).toBe('0:00')
    expect(formatElapsed(65_000)).toBe('1:05')
    expect(formatElapsed(SOFT_LIMIT_MS)).toBe('2:00')
    expect(formatElapsed(-5)).toBe('0:00')
    expect(formatElapsed(Number.NaN)).toBe('0:00')
  })

  it('the soft limit is two minutes, 2:00 itself not yet over', () => {
    expect(isOverSoftLimit(SOFT_LIMIT_MS)).toBe(false)
    expect(isOverSoftLimit(SOFT_LIMIT_MS + 1000)).toBe(true)
  })

  it('says the time for screen readers', () => {
    expect(elapsedLabel(65_000)).toBe('Waktu menjawab 1 menit 5 detik')
    expect(elapsedLabel(9_000)).toBe('Waktu menjawab 9 detik')
  })
})

describe('texts', () => {
  it('position of a question (0-based index)', () => {
    expect(questionPosition(1, 5)).toBe('Pertanyaan 2 dari 5')
    // A follow-up can make the total grow; never 'of' less than the position.
    expect(questionPosition(5, 5)).toBe('Pertanyaan 6 dari 6')
  })

  it('where a question comes from, leaving out what is unknown', () => {
    expect(sourceText({ chapter: 'BAB III', section: '3.2 Sampel', page: 14 })).toBe(
      'BAB III · 3.2 Sampel · hal. 14',
    )
    expect(sourceText({ chapter: 'BAB I', section: '', page: 0 })).toBe('BAB I')
    expect(sourceText({ chapter: '', section: '', page: 0 })).toBe('')
  })

  it('price, scores and tones', () => {
    expect(priceText(3)).toBe('Biaya: 3 kredit')
    expect(priceText(0)).toBe('Biaya: gratis')
    expect(scoreText(null)).toBe('—')
    expect(scoreText(71.6)).toBe('72')
    expect(scoreTone(80)).toBe('success')
    expect(scoreTone(60)).toBe('warning')
    expect(scoreTone(20)).toBe('error')
  })

  it('a recognised piece joins the draft with one space', () => {
    expect(appendTranscript('', ' sampel 120 ')).toBe('sampel 120')
    expect(appendTranscript('Saya memakai', 'sampel 120')).toBe('Saya memakai sampel 120')
    expect(appendTranscript('Saya memakai ', 'sampel')).toBe('Saya memakai sampel')
    expect(appendTranscript('Tetap', '  ')).toBe('Tetap')
  })

  it('the mute toggle is remembered', () => {
    const store = new Map<string, string>()
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    }
    expect(readMuted(storage)).toBe(false)
    writeMuted(storage, true)
    expect(readMuted(storage)).toBe(true)
    writeMuted(storage, false)
    expect(readMuted(storage)).toBe(false)
    expect(readMuted(null)).toBe(false)
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readMuted(broken)).toBe(false)
    expect(() => writeMuted(broken, true)).not.toThrow()
  })
})
