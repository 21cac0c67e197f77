import { describe, expect, it } from 'vitest'
import { loadThesisAnalysis } from '../../support/assistant-libs'
import { loadHookLib } from '../../support/hook-loader'

const ta = loadThesisAnalysis()
const documentText = loadHookLib<{
  trimDocumentText(text: unknown): string
  isBlankDocumentText(text: string): boolean
}>('thesis/passages.js')

/** A sentence of `n` words that ends a unit, tagged so each passage can be recognised. */
function sentence(tag: string, n = 70): string {
  return `${tag} ` + Array.from({ length: n - 2 }, (_, i) => `kata${i}`).join(' ') + ' akhir.'
}

describe('splitPassages page tracking', () => {
  it('gives each passage the PDF page where it starts (pages separated by \\f)', () => {
    const text = [
      ['BAB I', 'PENDAHULUAN', sentence('satu')].join('\n'),
      sentence('dua'),
      [sentence('tiga'), 'BAB II', 'TINJAUAN PUSTAKA', sentence('empat')].join('\n'),
    ].join('\n\f')
    const passages = ta.splitPassages(text)
    const pageOf = (tag: string) => passages.find((p) => p.body.startsWith(tag))?.page
    expect(pageOf('satu')).toBe(1)
    expect(pageOf('dua')).toBe(2)
    expect(pageOf('tiga')).toBe(3)
    expect(pageOf('empat')).toBe(3)
    expect(passages.find((p) => p.body.startsWith('empat'))?.chapter).toMatch(/BAB II/)
  })

  it('gives the page of each body line of a passage that runs over a page break', () => {
    const lines = sentence('satu', 40)
      .match(/.{1,60}(?:\s|$)/g)!
      .map((l) => l.trim())
    const text =
      ['BAB I', 'PENDAHULUAN', ...lines.slice(0, 3)].join('\n') +
      '\n\f\n' +
      lines.slice(3).join('\n')
    const [p] = ta.splitPassages(text)
    expect(p.page).toBe(1)
    expect(p.linePages).toEqual(lines.map((_l, i) => (i < 3 ? 1 : 2)))
    expect(p.body.split('\n')).toHaveLength(lines.length)
    // DOCX text has no pages: no linePages either.
    expect(ta.splitPassages(lines.join('\n'))[0].linePages).toBeUndefined()
  })

  it('gives page 0 to every passage of a text without page breaks (DOCX)', () => {
    const text = ['BAB I', 'PENDAHULUAN', sentence('satu'), sentence('dua')].join('\n')
    const passages = ta.splitPassages(text)
    expect(passages.length).toBeGreaterThan(1)
    expect(passages.every((p) => p.page === 0)).toBe(true)
  })
})

describe('document text at upload (stored and trial routes)', () => {
  it('keeps the page breaks at the ends: a leading empty PDF page still counts', () => {
    const text = documentText.trimDocumentText(' \f\r\nBAB I\r\n' + sentence('dua') + '\n\f \n')
    expect(text.startsWith('\f')).toBe(true)
    expect(text).not.toContain('\r')
    expect(ta.splitPassages(text).find((p) => p.body.startsWith('dua'))?.page).toBe(2)
  })

  it('counts a text of only whitespace and page breaks as empty', () => {
    expect(documentText.isBlankDocumentText(documentText.trimDocumentText(' \f \f\n'))).toBe(true)
    expect(documentText.isBlankDocumentText('\fBAB I')).toBe(false)
  })
})
