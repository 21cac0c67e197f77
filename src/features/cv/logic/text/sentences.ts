/**
 * Splits running text into sentences without breaking at abbreviations ('dkk.', 'dll.', 'Rp.',
 * 'PT.', 'S.Kom.'), initials ('A. Rahman') or decimals ('3,65', '3.65'): a sentence ends at '.', '!'
 * or '?' followed by a space and a capital letter, a digit or an opening quote.
 */
const ABBREVIATIONS = new Set([
  'dkk',
  'dll',
  'dsb',
  'dst',
  'tsb',
  'yth',
  'ybs',
  'no',
  'nmr',
  'hlm',
  'hal',
  'tgl',
  'sdr',
  'sdri',
  'bpk',
  'bp',
  'ibu',
  'prof',
  'dr',
  'drs',
  'dra',
  'ir',
  'st',
  'mt',
  'skom',
  'mkom',
  'se',
  'sh',
  'spd',
  'ssi',
  'msi',
  'mm',
  'ak',
  'amd',
  'sp',
  'sked',
  'ssos',
  'sip',
  'h',
  'hj',
  'kh',
  'jl',
  'jln',
  'kab',
  'kec',
  'kel',
  'prov',
  'pt',
  'cv',
  'tbk',
  'rp',
  'vs',
  'eg',
  'ie',
  'etc',
  'mr',
  'mrs',
  'ms',
  'jr',
  'sr',
  'inc',
  'ltd',
  'co',
  'dept',
  'univ',
  'min',
  'maks',
  'max',
  'approx',
  'ca',
  'al',
  'ed',
  'eds',
  'vol',
  'pp',
  'fig',
  'sbg',
  'utk',
  'dgn',
  'thn',
  'bln',
])

/** The word ending at `end` (the period's index), letters and inner dots only ('S.Kom' → 'skom'). */
function wordBefore(text: string, end: number): string {
  let start = end
  while (start > 0 && /[\p{L}.]/u.test(text[start - 1])) start -= 1
  return text.slice(start, end).replace(/\./g, '').toLowerCase()
}

function isAbbreviation(text: string, dot: number): boolean {
  const word = wordBefore(text, dot)
  if (!word) return false
  if (word.length === 1) return true // an initial: 'A. Rahman', 'B. Santoso'
  return ABBREVIATIONS.has(word)
}

export function splitSentences(text: string): string[] {
  const out: string[] = []
  let start = 0
  const boundary = /[.!?]+(?=\s+["“'(]?[\p{Lu}\d])/gu
  for (let match = boundary.exec(text); match; match = boundary.exec(text)) {
    const dot = match.index
    if (text[dot] === '.' && match[0].length === 1 && isAbbreviation(text, dot)) continue
    const sentence = text.slice(start, dot + match[0].length).trim()
    if (sentence) out.push(sentence)
    start = dot + match[0].length
  }
  const rest = text.slice(start).trim()
  if (rest) out.push(rest)
  return out
}
