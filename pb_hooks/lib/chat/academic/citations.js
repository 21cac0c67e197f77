// Citations of the built-in academic assistant: in-text citations, reference-list entries and the
// comparison of the two (by first author and year).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { authorNames, entryAuthors, organisationHead } = require(
  `${__hooks}/lib/chat/academic/reference-authors.js`,
)

const YEAR = '(?:19|20)\\d{2}[a-z]?'
// No date: APA "n.d.", Indonesian "t.t." (tanpa tahun); compared as "t.t.".
const YEAR_OR_NODATE = '(?:' + YEAR + '|n\\.\\s?d\\.|t\\.\\s?t\\.)'
const NAME = "[A-Z\\u00C0-\\u00DE][A-Za-z\\u00C0-\\u024F'\\-]+"
const NOT_AUTHORS = {
  tabel: 1,
  table: 1,
  gambar: 1,
  grafik: 1,
  figure: 1,
  lampiran: 1,
  persamaan: 1,
  rumus: 1,
  bab: 1,
  tahun: 1,
  pasal: 1,
  uu: 1,
  undang: 1,
  januari: 1,
  februari: 1,
  maret: 1,
  april: 1,
  mei: 1,
  juni: 1,
  juli: 1,
  agustus: 1,
  september: 1,
  oktober: 1,
  november: 1,
  desember: 1,
  hlm: 1,
  halaman: 1,
}

function normalYear(year) {
  const y = String(year).toLowerCase()
  return /^[nt]\.\s?[dt]\.$/.test(y) ? 't.t.' : y
}

function citationKey(author, year) {
  return fold(author).replace(/[^a-z0-9]+/g, '') + '|' + normalYear(year)
}

/**
 * "Santoso & Wijaya" / "lihat Hidayat et al." / "Badan Pusat Statistik" / "Kementerian Pendidikan dan
 * Kebudayaan" (one organisation, lib/chat/academic/reference-authors.js) -> first author or null.
 */
function firstAuthor(authorText) {
  let t = String(authorText).trim()
  t = t.split(/\s+(?:et\s*al\.?|dkk\.?)(?:\s|$)|\s*;\s*/)[0].trim()
  t = authorNames(t.replace(/^(?:[^A-Z\u00C0-\u00DE\s,][^\s,]*\s+)+/, ''))[0]
  const words = t.split(/\s+/)
  while (words.length && !/^[A-Z\u00C0-\u00DE]/.test(words[0])) words.shift()
  const name = words.join(' ').replace(/[.]+$/, '')
  // More words for an organisation whose name holds "dan"/"&"/",".
  if (!words.length || words.length > (/[,&]|\s(?:dan|and)\s/.test(name) ? 10 : 6)) return null
  if (!/^[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'\-. ,&]*$/.test(name)) return null
  if (NOT_AUTHORS[fold(words[0]).replace(/[^a-z]/g, '')]) return null
  return name
}

// One source inside parentheses: "Santoso & Wijaya, 2019" / "Sugiyono, 2019, hlm. 85" (no
// lookahead, so goja keeps these on its fast native regex engine).
const PAREN_PART = new RegExp(
  '^(.*?[A-Za-z\\u00C0-\\u024F.])\\s*,?\\s+(' + YEAR_OR_NODATE + ')((?:[^0-9].*)?)$',
)
const HAS_PAGE = /^\s*[,:]\s*(?:hlm|hal|h|p|pp)?\.?\s*[0-9]/
const ETAL = /\s(?:et\s*al\.?|dkk\.?)(?:\s|,|$)/
const TWO = /\s(?:&|dan|and)\s/

/** A found citation with what the pairing needs: raw text, "et al./dkk.", two names, page, quote. */
function citation(author, year, raw, authorText, hasPage, quoted) {
  const t = ' ' + authorText + ' '
  return {
    author: author,
    year: normalYear(year),
    raw: raw.replace(/\s+/g, ' ').trim(),
    etal: ETAL.test(t),
    names: TWO.test(t) && authorNames(authorText.split(ETAL)[0]).length > 1 ? 2 : 1,
    page: hasPage,
    quote: quoted && !hasPage,
  }
}

/** A direct quotation right before "(...)" or right after a narrative citation. */
function quoteBefore(text, index) {
  return /["\u201D]\s*$/.test(text.slice(Math.max(0, index - 4), index))
}
function quoteAfter(text, index) {
  return /^[^.\n]{0,40}["\u201C]/.test(text.slice(index, index + 60))
}
/** "Menurut Kementerian Pendidikan dan Kebudayaan (2017)": the name's words before the one read. */
function organisationBefore(text, index) {
  const m = /(?:[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'-]*\s+){1,4}$/.exec(
    text.slice(Math.max(0, index - 80), index),
  )
  const words = m ? m[0].trim().split(/\s+/) : []
  for (let i = 0; i < words.length; i++) {
    const name = words.slice(i).join(' ') + ' '
    if (organisationHead(name)) return name
  }
  return ''
}
const MORE_YEARS = new RegExp('^\\s*,\\s*(' + YEAR + ')([^0-9]|$)')

/** In-text citations -> [{author, year}] in order of appearance. */
function findCitations(text) {
  const out = []
  const paren = /\(([^()]{2,400})\)/g
  let m
  while ((m = paren.exec(text))) {
    // Cheap filter first: most parentheses hold no year.
    if (!/(19|20)\d\d|[nt]\.\s?[dt]\./.test(m[1])) continue
    const quoted = quoteBefore(text, m.index)
    const parts = m[1].split(';')
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i].replace(/\s+/g, ' ').trim()
      const pm = PAREN_PART.exec(part)
      if (!pm) continue
      const author = firstAuthor(pm[1])
      if (!author) continue
      out.push(citation(author, pm[2], '(' + part + ')', pm[1], HAS_PAGE.test(pm[3]), quoted))
      // "(Santoso, 2019, 2020)": more years of the same author.
      let rest = pm[3]
      let ym
      while ((ym = MORE_YEARS.exec(rest))) {
        out.push(citation(author, ym[1], '(' + author + ', ' + ym[1] + ')', pm[1], false, false))
        rest = rest.slice(ym[0].length - ym[2].length)
      }
    }
  }
  const narrative = new RegExp(
    '(' +
      NAME +
      ')((?:\\s+(?:et\\s+al\\.?|dkk\\.?)|\\s+(?:&|dan|and)\\s+' +
      NAME +
      '(?:\\s+' +
      NAME +
      '){0,3})?)\\s*\\((' +
      YEAR_OR_NODATE +
      ')(\\s*[,:]\\s*(?:hlm|hal|h|p|pp)?\\.?\\s*[0-9\\-–]+)?\\)',
    'g',
  )
  while ((m = narrative.exec(text))) {
    if (NOT_AUTHORS[fold(m[1]).replace(/[^a-z]/g, '')]) continue
    const end = m.index + m[0].length
    const quoted = quoteAfter(text, end) || quoteBefore(text, m.index)
    const before = organisationBefore(text, m.index)
    const who = before + m[1] + m[2]
    const author = authorNames(who.split(ETAL)[0])[0]
    // Shown as the student wrote it: 'Badan Pusat Statistik (2020)', not 'Statistik (2020)'.
    out.push(citation(author, m[3], before + m[0], who, !!m[4], quoted))
  }
  return out
}

// A word of an author's name, or "&" between two organisations ("WHO & UNICEF. (2019)").
const AUTHOR_WORD = "(?:\\s(?:&|[A-Za-z\\u00C0-\\u024F'\\-]+))"

const ENTRY_START = new RegExp(
  '^' +
    NAME +
    AUTHOR_WORD +
    '{0,5}(?:,\\s+&?\\s*[A-Z\\u00C0-\\u00DE]|\\.?\\s*\\(?' +
    YEAR_OR_NODATE +
    '\\)?[.,]?(?:\\s|$))',
)

// Where one entry ends and the next begins inside a line: ". Surname, I." or ". Organisation. (2020)".
const ENTRY_BOUNDARY = new RegExp(
  '\\.\\s+(?=' +
    NAME +
    AUTHOR_WORD +
    '{0,3}(?:,\\s+[A-Z\\u00C0-\\u00DE]\\.|\\.?\\s*\\(' +
    YEAR_OR_NODATE +
    '\\)))',
)

/** Reference list lines -> entries [{author, year}] (continuation lines join their entry). */
function parseReferences(lines) {
  const entries = []
  for (let i = 0; i < lines.length; i++) {
    // Entries run together in one line (PDF text): "... 5-44. Müller, K. (2015). ..."
    const pieces = lines[i].split(ENTRY_BOUNDARY)
    for (let p = 0; p < pieces.length; p++) {
      const piece = pieces[p].trim()
      if (!piece) continue
      if (ENTRY_START.test(piece) || !entries.length) entries.push(piece)
      else entries[entries.length - 1] += ' ' + piece
    }
  }
  const out = []
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i]
    let author = e
      .split(/,|\.\s*\(|\s\(|\.\s/)[0]
      .trim()
      .replace(/\.$/, '')
    const ym = new RegExp('\\((' + YEAR_OR_NODATE + ')\\)|\\b(' + YEAR + ')\\b').exec(e)
    const year = ym ? normalYear(ym[1] || ym[2]) : 't.t.'
    if (!author) author = e.slice(0, 30)
    // "Santoso, B., & Wijaya, A. (2019)" / "BASCAP dan INTA. (2016)": the authors before the year.
    const authors = entryAuthors(ym ? e.slice(0, ym.index) : e, author)
    out.push({
      author: authors.author,
      year: year,
      text: e,
      names: authors.names,
      second: authors.second,
    })
  }
  return out
}

/** The citation check (lib/chat/academic/citation-pairs.js): exact matches, near-miss pairs, orphans. */
function compareCitations(citations, references) {
  return require(`${__hooks}/lib/chat/academic/citation-pairs.js`).pairCitations(
    citations,
    references,
    citationKey,
  )
}

module.exports = {
  findCitations: findCitations,
  parseReferences: parseReferences,
  compareCitations: compareCitations,
}
