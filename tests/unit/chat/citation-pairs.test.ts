import { describe, expect, it } from 'vitest'
import { loadThesisAnalysis } from '../../support/assistant-libs'
import {
  CITATION_FIXTURE_EXPECTED as E,
  CITATION_FIXTURE_TEXT,
} from '../../support/citation-fixture'

const ta = loadThesisAnalysis()

describe('citation check with near-miss pairs (citation fixture)', () => {
  const analysis = ta.analyzeThesis(CITATION_FIXTURE_TEXT)
  const c = analysis.citations

  it('counts the exact matches without listing them', () => {
    expect(c.exact).toBe(E.exact)
  })

  it('pairs every near miss with its nearest counterpart and the reason', () => {
    expect(c.pairs).toHaveLength(E.pairs.length)
    for (const expected of E.pairs) expect(c.pairs).toContainEqual(expected)
  })

  it('keeps only the true orphans in the two lists', () => {
    expect(c.citedNotListed).toEqual(E.citedNotListed)
    expect(c.listedNotCited).toEqual(E.listedNotCited)
  })

  it('shows the pairs with their reasons before the orphans in the citation reply', () => {
    const reply = ta.composeAcademicReply('Periksa sitasi saya', analysis, [], 'skripsi.pdf')
    expect(reply).toContain('Cocok persis dengan daftar pustaka: ' + E.exact)
    const pairsAt = reply.indexOf('Hampir cocok')
    const orphansAt = reply.indexOf('Disitasi tetapi tidak ada di daftar pustaka')
    expect(pairsAt).toBeGreaterThan(0)
    expect(orphansAt).toBeGreaterThan(pairsAt)
    for (const p of E.pairs) expect(reply).toContain(p.reason)
    expect(reply).toContain('• Marzuki (2012)')
    expect(reply).toContain('• Zulkarnain (2011)')
  })
})
