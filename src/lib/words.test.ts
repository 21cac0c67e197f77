import { describe, expect, it } from 'vitest'
import { countWords } from './words'

describe('countWords', () => {
  it('counts whitespace-separated tokens that hold a letter or digit', () => {
    expect(countWords('Sampel berjumlah 120 responden, mahasiswa-mahasiswa aktif.')).toBe(6)
    expect(countWords('BAB I — 1.1 ...')).toBe(3)
    expect(countWords('  satu\tdua\nTIGA\u00a0empat ')).toBe(4)
    expect(countWords('   ')).toBe(0)
    expect(countWords('')).toBe(0)
  })

  it('letters of other scripts count; punctuation, symbols and emoji alone do not', () => {
    expect(countWords('Ελληνικά 日本語 العربية')).toBe(3)
    expect(countWords('— • … « » 🙂 → ©')).toBe(0)
    expect(countWords('naïve café Ærø')).toBe(3)
  })
})
