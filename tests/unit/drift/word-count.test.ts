/**
 * Client and server count words alike (issue 29): every text of the shared fixture
 * (tests/fixtures/word-count/texts.json) gets the same count from the client's countWords
 * (src/lib/words.ts: an extracted thesis's `words`) and the server's (pb_hooks/lib/thesis/text.js:
 * passages, Simulasi Sidang, the upload's check).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { countWords } from '@/lib/words'
import { loadHookLib } from '../../support/hook-loader'

interface Fixture {
  texts: Array<{ name: string; text: string }>
}

const { texts } = JSON.parse(
  readFileSync(new URL('../../fixtures/word-count/texts.json', import.meta.url), 'utf8'),
) as Fixture
const server = loadHookLib<{ countWords(text: string): number }>('thesis/text.js')

describe('word counting: the client and the server agree', () => {
  it.each(texts.map((t) => [t.name, t.text]))('%s', (_name, text) => {
    expect(countWords(text)).toBe(server.countWords(text))
  })

  it('the fixture tells rules apart: Unicode letters and digits (\\p{L}\\p{N}) would count some texts differently', () => {
    // So a client that went back to the \p{L}\p{N} rule (which goja cannot run) fails the test above.
    const unicodeRule = (text: string) =>
      text.split(/\s+/).filter((t) => /[\p{L}\p{N}]/u.test(t)).length
    const differ = texts.filter((t) => unicodeRule(t.text) !== server.countWords(t.text))
    // Astral letters, other scripts' punctuation, U+FEFF between words.
    expect(differ.map((t) => t.name).sort()).toEqual([
      'huruf di luar BMP',
      'spasi khusus',
      'tanda baca aksara lain',
    ])
  })

  it('counts real text as words (the fixture is not all edge cases)', () => {
    const sentence = texts.find((t) => t.name === 'kalimat biasa')!.text
    expect(countWords(sentence)).toBe(11)
    expect(countWords('')).toBe(0)
  })
})
