import type { AnalysisChapter, CitationPair, ThesisAnalysis } from './types'

type Obj = Record<string, unknown>

const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v)
const str = (v: unknown): string => (typeof v === 'string' ? v : '')
const count = (v: unknown): number =>
  typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

function chapter(v: unknown): AnalysisChapter | null {
  if (!isObj(v) || typeof v.expected !== 'string') return null
  return {
    key: str(v.key),
    expected: v.expected,
    found: v.found === true,
    heading: typeof v.heading === 'string' ? v.heading : null,
    words: count(v.words),
    sections: Array.isArray(v.sections)
      ? v.sections.filter(isObj).map((s) => ({ name: str(s.name), found: s.found === true }))
      : [],
  }
}

function pair(v: unknown): CitationPair | null {
  if (!isObj(v) || typeof v.cited !== 'string' || typeof v.entry !== 'string') return null
  return { cited: v.cited, entry: v.entry, reason: str(v.reason) }
}

/** A document's analysis as the client reads it; null when it is not one (older or odd servers). */
export function parseThesisAnalysis(value: unknown): ThesisAnalysis | null {
  if (!isObj(value) || !Array.isArray(value.chapters)) return null
  const chapters = value.chapters.map(chapter).filter((c): c is AnalysisChapter => c !== null)
  if (chapters.length === 0) return null
  const refs = isObj(value.references) ? value.references : {}
  const c = isObj(value.citations) ? value.citations : {}
  const citations: ThesisAnalysis['citations'] = {
    cited: strings(c.cited),
    listed: strings(c.listed),
    citedNotListed: strings(c.citedNotListed),
    listedNotCited: strings(c.listedNotCited),
  }
  if (typeof c.exact === 'number') citations.exact = count(c.exact)
  if (Array.isArray(c.pairs))
    citations.pairs = c.pairs.map(pair).filter((p): p is CitationPair => p !== null)
  return {
    totalWords: count(value.totalWords),
    chapters,
    references: { found: refs.found === true, entries: count(refs.entries) },
    citations,
    extraChapters: strings(value.extraChapters),
  }
}
