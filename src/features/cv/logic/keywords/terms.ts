/**
 * The terms of a job posting, taken from the posting itself (no fixed list), and their match in a CV.
 *
 * Terms: the posting's words without stopwords, by their Indonesian stem ('pengelolaan' and
 * 'mengelola' are one term); and two-word terms where the pair is clearly a unit: it occurs at least
 * twice, or both words are capitalised inside a sentence ('Microsoft Excel', 'Google Analytics'). The
 * most frequent MAX_TERMS are kept, in the posting's order. A term is in the CV when its stem is
 * (or a stem it starts or is started by, for 'analis'/'analisis'); a two-word term when its stems
 * stand next to each other in the CV or share a line.
 */
import { isStopword, stem } from './stemmer'

export const MAX_TERMS = 25

interface Token {
  raw: string
  word: string
  stem: string
  /** Something other than spaces (punctuation, a line break) stands between it and the previous token. */
  breakBefore: boolean
  /** Capitalised inside a sentence (not at a line's start, nor in the posting's title or a Title Case line). */
  capitalized: boolean
  line: number
}

const WORD = /[\p{L}\p{N}](?:[\p{L}\p{N}+#]|[.'’-](?=[\p{L}\p{N}]))*[+#]*/gu

/** A line whose capitals say nothing: a label ('Kualifikasi:') or a line in Title Case. */
function isHeadline(line: string): boolean {
  if (/:\s*$/.test(line)) return true
  const words = line.match(/\p{L}+/gu) ?? []
  if (words.length < 4) return false
  return words.filter((w) => /^\p{Lu}/u.test(w)).length / words.length >= 0.6
}

export function tokenize(text: string, stemOf: (word: string) => string = stem): Token[] {
  const tokens: Token[] = []
  const lines = text.split(/\r?\n/)
  const title = lines.findIndex((l) => /\p{L}/u.test(l))
  lines.forEach((line, lineNumber) => {
    const titleCase = lineNumber === title || isHeadline(line)
    let last = -1
    for (const m of line.matchAll(WORD)) {
      const raw = m[0]
      const between = last < 0 ? '' : line.slice(last, m.index)
      const word = raw.toLowerCase()
      tokens.push({
        raw,
        word,
        stem: stemOf(word),
        breakBefore: last < 0 || /[^\s]/.test(between),
        capitalized: !titleCase && last >= 0 && /^\p{Lu}/u.test(raw) && !/[.!?:]\s*$/.test(between),
        line: lineNumber,
      })
      last = m.index + raw.length
    }
  })
  return tokens
}

function isContent(token: Token): boolean {
  if (token.word.length < 2 || /^[\d.,]+$/.test(token.word) || /^[sd][1-4]$/.test(token.word))
    return false
  return !isStopword(token.word, token.stem)
}

export interface Term {
  /** As the posting writes it, in lower case ('pengelolaan', 'microsoft excel'). */
  display: string
  stems: string[]
  count: number
  first: number
}

export function postingTerms(posting: string, max = MAX_TERMS): Term[] {
  const tokens = tokenize(posting)
  const unigrams = new Map<string, Term & { capitalized: boolean }>()
  const bigrams = new Map<string, Term & { capitalized: boolean }>()
  tokens.forEach((token, i) => {
    if (!isContent(token)) return
    const one = unigrams.get(token.stem)
    if (one) {
      one.count += 1
      one.capitalized ||= token.capitalized
    } else
      unigrams.set(token.stem, {
        display: token.word,
        stems: [token.stem],
        count: 1,
        first: i,
        capitalized: token.capitalized,
      })
    const next = tokens[i + 1]
    if (!next || next.breakBefore || next.line !== token.line || !isContent(next)) return
    const key = `${token.stem} ${next.stem}`
    const two = bigrams.get(key)
    const capitalized = token.capitalized && next.capitalized
    if (two) {
      two.count += 1
      two.capitalized ||= capitalized
    } else
      bigrams.set(key, {
        display: `${token.word} ${next.word}`,
        stems: [token.stem, next.stem],
        count: 1,
        first: i,
        capitalized,
      })
  })
  const chosen = [...bigrams.values()].filter((b) => b.count >= 2 || b.capitalized)
  for (const b of chosen)
    for (const s of b.stems) {
      const u = unigrams.get(s)
      if (u) u.count -= b.count
    }
  const candidates = [...chosen, ...[...unigrams.values()].filter((u) => u.count > 0)]
  const score = (t: Term & { capitalized: boolean }) =>
    t.count + (t.stems.length > 1 ? 0.5 : 0) + (t.capitalized ? 0.5 : 0)
  return candidates
    .sort((a, b) => score(b) - score(a) || a.first - b.first)
    .slice(0, max)
    .sort((a, b) => a.first - b.first)
    .map(({ display, stems, count, first }) => ({ display, stems, count, first }))
}

export interface CvVocabulary {
  stems: Set<string>
  words: Set<string>
  /** Adjacent content stems ('laporan keuangan' → 'lapor uang'). */
  pairs: Set<string>
  /** Stems per line, for two-word terms whose words share a line. */
  lines: Set<string>[]
}

/**
 * A stem is part of its word, except for the first letter meN-/peN- may drop ('mengelola' →
 * 'kelola'): a CV word can share a stem with a posting term only if it holds the term's stem without
 * its first letter. Only those words are stemmed (the stemmer is the slow part); the others stand
 * for themselves.
 */
function stemmerFor(terms: Term[]): (word: string) => string {
  const cores = [
    ...new Set(
      terms
        .flatMap((t) => t.stems)
        .map((s) => s.slice(1, 5))
        .filter((c) => c.length >= 2),
    ),
  ]
  return (word) => (cores.some((core) => word.includes(core)) ? stem(word) : word)
}

export function vocabulary(lines: string[], terms: Term[]): CvVocabulary {
  const vocab: CvVocabulary = { stems: new Set(), words: new Set(), pairs: new Set(), lines: [] }
  const stemOf = stemmerFor(terms)
  for (const line of lines) {
    const tokens = tokenize(line, stemOf).filter(isContent)
    const here = new Set<string>()
    tokens.forEach((t, i) => {
      vocab.stems.add(t.stem)
      vocab.words.add(t.word)
      here.add(t.stem)
      if (i > 0) vocab.pairs.add(`${tokens[i - 1].stem} ${t.stem}`)
    })
    vocab.lines.push(here)
  }
  return vocab
}

/**
 * Stems that differ only by an ending the stemmer kept or cut too far ('analis'/'analisis',
 * 'skill'/'skills', and 'paja' from 'perpajakan' beside 'pajak').
 */
function related(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a]
  if (!long.startsWith(short)) return false
  const extra = long.length - short.length
  return (short.length >= 5 && extra <= 3) || (short.length >= 4 && extra <= 1)
}

function hasStem(vocab: CvVocabulary, s: string): boolean {
  if (vocab.stems.has(s) || vocab.words.has(s)) return true
  for (const other of vocab.stems) if (related(other, s)) return true
  return false
}

export function termInCv(term: Term, vocab: CvVocabulary): boolean {
  if (term.stems.length === 1) return hasStem(vocab, term.stems[0]) || vocab.words.has(term.display)
  if (vocab.pairs.has(term.stems.join(' '))) return true
  return vocab.lines.some((line) => term.stems.every((s) => line.has(s)))
}
