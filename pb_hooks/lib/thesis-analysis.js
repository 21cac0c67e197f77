// Built-in academic assistant (used when CHAT_ACADEMIC_WEBHOOK_URL is unset): reads a skripsi's
// extracted text, checks it against the usual outline (BAB I-V + Daftar Pustaka), counts words per
// chapter, compares in-text citations with the reference list and answers questions by quoting the
// best passages. Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.

// ---------------------------------------------------------------------------------------------
// Text helpers

const DIACRITICS_FROM =
  'ÀÁÂÃÄÅàáâãäåĀāĂăĄąÇçĆćĈĉĊċČčĎďĐđÈÉÊËèéêëĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦħÌÍÎÏìíîïĨĩĪīĬĭĮįİıĴĵĶķĹĺĻļĽľĿŀŁłÑñŃńŅņŇňÒÓÔÕÖØòóôõöøŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŧÙÚÛÜùúûüŨũŪūŬŭŮůŰűŲųŴŵÝýÿŶŷŸŹźŻżŽž'
const DIACRITICS_TO =
  'AAAAAAaaaaaaAaAaAaCcCcCcCcCcDdDdEEEEeeeeEeEeEeEeEeGgGgGgGgHhHhIIIIiiiiIiIiIiIiIiJjKkLlLlLlLlLlNnNnNnNnOOOOOOooooooOoOoOoRrRrRrSsSsSsSsTtTtTtUUUUuuuuUuUuUuUuUuUuWwYyyYyYZzZzZz'
const DIACRITIC_MAP = {}
for (let i = 0; i < DIACRITICS_FROM.length; i++)
  DIACRITIC_MAP[DIACRITICS_FROM[i]] = DIACRITICS_TO[i]

/** Latin letters with diacritics -> plain letters, one character for one (indexes stay aligned). */
function stripDiacritics(text) {
  const s = String(text)
  if (!/[\u00C0-\u017F]/.test(s)) return s
  return s.replace(/[\u00C0-\u017F]/g, function (c) {
    return DIACRITIC_MAP[c] || c
  })
}

/** Lower case without diacritics (same length as the input). */
function fold(text) {
  return stripDiacritics(String(text)).toLowerCase()
}

// Letters and digits of most scripts (an approximation of \p{L}\p{N}, which goja lacks).
const WORDCHAR_CLASS =
  '[0-9A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u1FFF\\u2C00-\\u2FFF\\u3040-\\uD7FF\\uF900-\\uFDFF\\uFE70-\\uFEFF\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\uFF66-\\uFFDC]'
// A whitespace-separated token holding a letter or digit (one native regex pass: fast in goja too).
const WORD_TOKENS = new RegExp('[^\\s]*' + WORDCHAR_CLASS + '[^\\s]*', 'g')

/** Whitespace-separated tokens that hold at least one letter or digit. */
function countWords(text) {
  const found = String(text).match(WORD_TOKENS)
  return found ? found.length : 0
}

/** Search tokens as FTS5's unicode61 tokenizer with remove_diacritics sees them (Latin only). */
function tokenize(text) {
  const parts = fold(text).split(/[^a-z0-9]+/)
  const out = []
  for (let i = 0; i < parts.length; i++) if (parts[i]) out.push(parts[i])
  return out
}

/** 12345 -> "12.345" (Indonesian thousands separator). */
function formatNumber(n) {
  const s = String(Math.round(n))
  let out = ''
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0 && s[i - 1] !== '-') out += '.'
    out += s[i]
  }
  return out
}

// ---------------------------------------------------------------------------------------------
// Outline

const CHAPTERS = [
  {
    key: 'bab1',
    number: 1,
    title: 'Pendahuluan',
    pattern: /pendahuluan|introduction/,
    sections: [
      { name: 'Latar Belakang', pattern: /\blatar belakang\b|\bbackground\b/ },
      {
        name: 'Rumusan Masalah',
        pattern: /\b(pe)?rumusan masalah\b|\bpertanyaan penelitian\b|\bproblem statement\b/,
      },
      { name: 'Tujuan Penelitian', pattern: /\btujuan\b|\bobjectives?\b/ },
      { name: 'Manfaat Penelitian', pattern: /\bmanfaat\b|\bkegunaan\b|\bsignificance\b/ },
    ],
  },
  {
    key: 'bab2',
    number: 2,
    title: 'Tinjauan Pustaka',
    pattern:
      /\b(tinjauan|kajian|landasan|telaah|kerangka|studi)\s+(pustaka|teori|teoritis|teoretis|literatur|kepustakaan)\b|literature review|theoretical/,
    sections: [],
  },
  {
    key: 'bab3',
    number: 3,
    title: 'Metode Penelitian',
    pattern: /metod|rancangan penelitian|desain penelitian|research design/,
    sections: [],
  },
  {
    key: 'bab5',
    number: 5,
    title: 'Kesimpulan dan Saran',
    pattern: /\b(ke)?simpulan\b|\bsaran\b|\bpenutup\b|conclusion/,
    sections: [
      { name: 'Kesimpulan', pattern: /\b(ke)?simpulan\b|\bconclusions?\b/ },
      { name: 'Saran', pattern: /\bsaran\b|\brekomendasi\b|\bsuggestions?\b/ },
    ],
  },
  {
    key: 'bab4',
    number: 4,
    title: 'Hasil dan Pembahasan',
    pattern: /\bhasil\b|\bpembahasan\b|\banalisis data\b|\bresults?\b|\bdiscussion\b/,
    sections: [],
  },
]
const CHAPTER_ORDER = ['bab1', 'bab2', 'bab3', 'bab4', 'bab5']
const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X']
const NUMBER_WORDS = {
  satu: 1,
  dua: 2,
  tiga: 3,
  empat: 4,
  lima: 5,
  enam: 6,
  tujuh: 7,
  delapan: 8,
  sembilan: 9,
  sepuluh: 10,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
}

function chapterDef(key) {
  for (let i = 0; i < CHAPTERS.length; i++) if (CHAPTERS[i].key === key) return CHAPTERS[i]
  return null
}

function expectedName(key) {
  const def = chapterDef(key)
  return 'BAB ' + ROMAN[def.number] + ' ' + def.title
}

function parseNumeral(word) {
  const w = String(word).toLowerCase()
  if (/^\d{1,2}$/.test(w)) return parseInt(w, 10)
  if (NUMBER_WORDS[w]) return NUMBER_WORDS[w]
  const idx = ROMAN.indexOf(w.toUpperCase())
  return idx > 0 ? idx : 0
}

const SMALL_WORDS = {
  dan: 1,
  di: 1,
  ke: 1,
  dari: 1,
  yang: 1,
  untuk: 1,
  atau: 1,
  pada: 1,
  serta: 1,
  of: 1,
  and: 1,
}

/** "HASIL DAN PEMBAHASAN" -> "Hasil dan Pembahasan". */
function titleCase(text) {
  const words = String(text).toLowerCase().split(/\s+/)
  const out = []
  for (let i = 0; i < words.length; i++) {
    const w = words[i]
    if (!w) continue
    if (i > 0 && SMALL_WORDS[w]) out.push(w)
    else out.push(w.charAt(0).toUpperCase() + w.slice(1))
  }
  return out.join(' ')
}

function hasLowercase(text) {
  return /[a-z\u00DF-\u00F6\u00F8-\u00FF]/.test(text)
}

/** A table-of-contents line: dot leaders or a trailing page number. */
function isTocLine(line) {
  return /(\.\s?){4,}|…|\t\s*\d+\s*$|\s\d{1,3}\s*$|\s[ivxl]{1,5}\s*$/.test(line)
}

const CHAPTER_HEADING =
  /^(?:BAB|CHAPTER)\s+([IVX]{1,4}|\d{1,2}|SATU|DUA|TIGA|EMPAT|LIMA|ENAM|TUJUH|DELAPAN|SEMBILAN|SEPULUH|ONE|TWO|THREE|FOUR|FIVE|SIX|SEVEN)\b[\s.:\-–—]*(.*)$/i

/**
 * A chapter heading line ("BAB I PENDAHULUAN", "Bab 2 - Landasan Teori", "BAB III" with the title
 * on the next line) -> {number, title, rest, usesNext} or null.
 */
function parseChapterHeading(line, nextLine) {
  const m = CHAPTER_HEADING.exec(line)
  if (!m) return null
  const number = parseNumeral(m[1])
  if (!number) return null
  // "Bab ini membahas ..." starts with a lowercase word: a sentence, not a heading.
  if (/^bab\s/.test(line) && !/^bab\s+([ivx]+|\d)/.test(line)) return null
  let title = m[2].trim()
  let rest = ''
  if (title && isTocLine(title)) return null
  // "Bab II, teori ..." or "BAB III. Penelitian ini ..." inside a sentence: not a heading.
  if (title && !/^[A-Z\u00C0-\u00DE]/.test(title)) return null
  const words = title ? title.split(/\s+/) : []
  if (words.length > 9 || (title && !titleWords(title))) {
    // Text extracted from a PDF may run on after the heading: keep the upper-case title only.
    let k = 0
    while (k < words.length && !hasLowercase(words[k]) && !/^\d+(\.\d+)+\.?$/.test(words[k])) k++
    if (k === 0) return null
    title = words.slice(0, k).join(' ')
    rest = words.slice(k).join(' ')
  }
  let usesNext = false
  if (!title && nextLine) {
    const next = nextLine.trim()
    const nextWords = next.split(/\s+/)
    if (next && nextWords.length <= 8 && !isTocLine(next) && !CHAPTER_HEADING.test(next)) {
      if (!hasLowercase(next) || matchChapterTitle(next)) {
        title = next
        usesNext = true
      }
    }
  }
  title = title.replace(/[.:]+$/, '').trim()
  return { number: number, title: title, rest: rest, usesNext: usesNext }
}

/** Every word of a heading title is capitalised, a number or a small word ("dan", "di"). */
function titleWords(title) {
  const words = title.split(/\s+/)
  for (let i = 0; i < words.length; i++) {
    const w = words[i]
    if (/^[A-Z\u00C0-\u00DE0-9(&\-–—]/.test(w) || SMALL_WORDS[w.toLowerCase()]) continue
    return false
  }
  return true
}

function matchChapterTitle(title) {
  const t = fold(title)
  for (let i = 0; i < CHAPTERS.length; i++) if (CHAPTERS[i].pattern.test(t)) return CHAPTERS[i].key
  return null
}

const REFS_HEADING =
  /^(DAFTAR PUSTAKA|DAFTAR REFERENSI|DAFTAR RUJUKAN|REFERENSI|REFERENCES|BIBLIOGRAFI|BIBLIOGRAPHY|KEPUSTAKAAN)\b[\s:]*(.*)$/i

function parseRefsHeading(line) {
  const m = REFS_HEADING.exec(line)
  if (!m) return null
  if (isTocLine(line)) return null
  const rest = m[2].trim()
  if (!rest) return { heading: m[1], rest: '' }
  // With text after it, only an upper-case heading counts (PDF text run together).
  if (m[1] !== m[1].toUpperCase()) return null
  return { heading: m[1], rest: rest }
}

function isAppendixHeading(line) {
  if (/^LAMPIRAN(\s+([0-9]{1,2}|[IVX]{1,4}|[A-Z]))?[.:]?$/.test(line)) return true
  return /^LAMPIRAN\b/.test(line) && line.split(/\s+/).length <= 8 && !isTocLine(line)
}

const INLINE_CHAPTER =
  /([^\n])[ \t]+((?:BAB|CHAPTER)[ \t]+(?:[IVX]{1,4}|\d{1,2})[ \t]+(?:PENDAHULUAN|TINJAUAN|LANDASAN|KAJIAN|TELAAH|METODE|METODOLOGI|HASIL|KESIMPULAN|SIMPULAN|PENUTUP|ANALISIS|GAMBARAN|PEMBAHASAN)\b)/g
const INLINE_REFS = /([^\n])[ \t]+(DAFTAR PUSTAKA|DAFTAR REFERENSI)\b/g

/** Non-empty trimmed lines; headings run into the text (PDF extraction) get their own line. */
function toLines(text) {
  const prepared = String(text || '')
    .replace(INLINE_CHAPTER, '$1\n$2')
    .replace(INLINE_REFS, function (all, before, heading) {
      return before + '\n' + heading
    })
  const raw = prepared.split(/\r\n|\r|\n|\f/)
  const lines = []
  for (let i = 0; i < raw.length; i++) {
    const line = raw[i].replace(/\s+/g, ' ').trim()
    if (line) lines.push(line)
  }
  return lines
}

/**
 * Splits the document into segments: front matter, chapters, the reference list and appendices.
 * Each segment: {kind, number, title, heading, key, lines}.
 */
function segmentDocument(text) {
  const lines = toLines(text)
  const segments = [{ kind: 'front', number: 0, title: '', heading: null, key: null, lines: [] }]
  let current = segments[0]
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
    const chapter = parseChapterHeading(line, lines[i + 1])
    if (chapter) {
      const heading =
        line
          .replace(/[\s.:\-–—]+$/, '')
          .split(/\s+/)
          .slice(0, 2)
          .join(' ')
          .toUpperCase() + (chapter.title ? ' ' + chapter.title : '')
      current = {
        kind: 'chapter',
        number: chapter.number,
        title: chapter.title,
        heading: heading.replace(/\s+/g, ' ').trim(),
        key: null,
        lines: chapter.rest ? [chapter.rest] : [],
      }
      segments.push(current)
      if (chapter.usesNext) i++
      continue
    }
    const refs = parseRefsHeading(line)
    if (refs) {
      current = { kind: 'refs', number: 0, title: '', heading: refs.heading, key: null, lines: [] }
      if (refs.rest) current.lines.push(refs.rest)
      segments.push(current)
      continue
    }
    if (isAppendixHeading(line)) {
      current = { kind: 'appendix', number: 0, title: '', heading: line, key: null, lines: [] }
      segments.push(current)
      continue
    }
    current.lines.push(line)
  }
  for (let i = 0; i < segments.length; i++)
    segments[i].words = countWords(segments[i].lines.join(' '))
  assignChapterKeys(segments)
  return segments
}

/** Chapters are recognised by title first ("LANDASAN TEORI" is BAB II), then by number. */
function assignChapterKeys(segments) {
  const taken = {}
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]
    if (s.kind !== 'chapter' || !s.title) continue
    const key = matchChapterTitle(s.title)
    if (key) {
      s.key = key
      taken[key] = true
    }
  }
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]
    if (s.kind !== 'chapter' || s.key) continue
    const key = s.number >= 1 && s.number <= 5 ? CHAPTER_ORDER[s.number - 1] : null
    if (key && !taken[key]) {
      s.key = key
      taken[key] = true
    }
  }
}

function segmentLabel(segment) {
  if (segment.kind === 'front') return 'Bagian awal'
  if (segment.kind === 'refs') return 'Daftar Pustaka'
  if (segment.kind === 'appendix') return 'Lampiran'
  const roman = ROMAN[segment.number] || String(segment.number)
  const title = segment.title
    ? titleCase(segment.title)
    : segment.key
      ? chapterDef(segment.key).title
      : ''
  return ('BAB ' + roman + ' ' + title).trim()
}

// ---------------------------------------------------------------------------------------------
// Passages

const PASSAGE_MIN_WORDS = 60
const PASSAGE_MAX_WORDS = 120

/** Sentences of a text: ends at . ! ? followed by a space, or at a line break (no lookbehind). */
function sentences(text) {
  const out = []
  const re = /[.!?]+["')\]]*(?:\s+|$)|\n+/g
  let last = 0
  let m
  while ((m = re.exec(text))) {
    const end = m.index + m[0].length
    const s = text.slice(last, end).trim()
    if (s) out.push(s)
    last = end
  }
  const tail = text.slice(last).trim()
  if (tail) out.push(tail)
  return out
}

/** Pieces of at most PASSAGE_MAX_WORDS words: whole sentences where possible. */
function paragraphPieces(paragraph) {
  if (countWords(paragraph) <= PASSAGE_MAX_WORDS) return [paragraph]
  const pieces = []
  let cur = []
  let curWords = 0
  const list = sentences(paragraph)
  for (let i = 0; i < list.length; i++) {
    const words = list[i].split(/\s+/)
    for (let start = 0; start < words.length; start += PASSAGE_MAX_WORDS) {
      const part = words.slice(start, start + PASSAGE_MAX_WORDS).join(' ')
      const n = countWords(part)
      if (curWords + n > PASSAGE_MAX_WORDS && cur.length) {
        pieces.push(cur.join(' '))
        cur = []
        curWords = 0
      }
      cur.push(part)
      curWords += n
    }
  }
  if (cur.length) pieces.push(cur.join(' '))
  return pieces
}

function endsUnit(line) {
  return /[.!?:;]["')\]]*$/.test(line) || headingLike(line)
}

/** Passages of ~60-120 words that never cross a chapter heading: [{ord, chapter, body}]. */
function splitPassages(text) {
  const segments = segmentDocument(text)
  const passages = []
  for (let s = 0; s < segments.length; s++) {
    const label = segmentLabel(segments[s])
    let cur = []
    let curWords = 0
    const flush = function () {
      if (cur.length && curWords > 0)
        passages.push({ ord: passages.length, chapter: label, body: cur.join('\n') })
      cur = []
      curWords = 0
    }
    const lines = segments[s].lines
    for (let l = 0; l < lines.length; l++) {
      // Table-of-contents lines ("BAB II LANDASAN TEORI ........ 8") answer no question.
      if (/(\.\s?){4,}|…/.test(lines[l]) && countWords(lines[l]) <= 12) continue
      const pieces = paragraphPieces(lines[l])
      for (let p = 0; p < pieces.length; p++) {
        const n = countWords(pieces[p])
        if (curWords + n > PASSAGE_MAX_WORDS && curWords > 0) flush()
        cur.push(pieces[p])
        curWords += n
        // Close a passage at the end of a sentence or a heading, not inside a wrapped PDF line.
        if (curWords >= PASSAGE_MIN_WORDS && endsUnit(pieces[p])) flush()
      }
    }
    flush()
  }
  return passages
}

// ---------------------------------------------------------------------------------------------
// Citations

const YEAR = '(?:19|20)\\d{2}[a-z]?'
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

function citationKey(author, year) {
  return fold(author).replace(/[^a-z0-9]+/g, '') + '|' + String(year).toLowerCase()
}

/** "Santoso & Wijaya" / "lihat Hidayat et al." / "Badan Pusat Statistik" -> first author or null. */
function firstAuthor(authorText) {
  let t = String(authorText).trim()
  t = t.split(/\s+(?:et\s*al\.?|dkk\.?|&|dan|and)(?:\s|$)|\s*[,&;]\s*/)[0].trim()
  const words = t.split(/\s+/)
  while (words.length && !/^[A-Z\u00C0-\u00DE]/.test(words[0])) words.shift()
  if (!words.length || words.length > 6) return null
  const name = words.join(' ').replace(/[.]+$/, '')
  if (!/^[A-Z\u00C0-\u00DE][A-Za-z\u00C0-\u024F'\-. ]*$/.test(name)) return null
  if (NOT_AUTHORS[fold(words[0]).replace(/[^a-z]/g, '')]) return null
  return name
}

// One source inside parentheses: "Santoso & Wijaya, 2019" / "Sugiyono, 2019, hlm. 85" (no
// lookahead, so goja keeps these on its fast native regex engine).
const PAREN_PART = new RegExp(
  '^(.*?[A-Za-z\\u00C0-\\u024F.])\\s*,?\\s+(' + YEAR + ')((?:[^0-9].*)?)$',
)
const MORE_YEARS = new RegExp('^\\s*,\\s*(' + YEAR + ')([^0-9]|$)')

/** In-text citations -> [{author, year}] in order of appearance. */
function findCitations(text) {
  const out = []
  const paren = /\(([^()]{2,400})\)/g
  let m
  while ((m = paren.exec(text))) {
    // Cheap filter first: most parentheses hold no year.
    if (!/(19|20)\d\d/.test(m[1])) continue
    const parts = m[1].split(';')
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i].replace(/\s+/g, ' ').trim()
      const pm = PAREN_PART.exec(part)
      if (!pm) continue
      const author = firstAuthor(pm[1])
      if (!author) continue
      out.push({ author: author, year: pm[2] })
      // "(Santoso, 2019, 2020)": more years of the same author.
      let rest = pm[3]
      let ym
      while ((ym = MORE_YEARS.exec(rest))) {
        out.push({ author: author, year: ym[1] })
        rest = rest.slice(ym[0].length - ym[2].length)
      }
    }
  }
  const narrative = new RegExp(
    '(' +
      NAME +
      ')(?:\\s+(?:et\\s+al\\.?|dkk\\.?)|\\s+(?:&|dan|and)\\s+' +
      NAME +
      ')?\\s*\\((' +
      YEAR +
      ')(?:\\s*[,:]\\s*(?:hlm|hal|h|p|pp)?\\.?\\s*[0-9\\-–]+)?\\)',
    'g',
  )
  while ((m = narrative.exec(text))) {
    if (NOT_AUTHORS[fold(m[1]).replace(/[^a-z]/g, '')]) continue
    out.push({ author: m[1], year: m[2] })
  }
  return out
}

const ENTRY_START = new RegExp(
  '^' +
    NAME +
    "(?:\\s[A-Za-z\\u00C0-\\u024F'\\-]+){0,5}(?:,\\s+[A-Z\\u00C0-\\u00DE]|\\.?\\s*\\(?" +
    YEAR +
    '\\)?[.,]?(?:\\s|$))',
)

// Where one entry ends and the next begins inside a line: ". Surname, I." or ". Organisation. (2020)".
const ENTRY_BOUNDARY = new RegExp(
  '\\.\\s+(?=' +
    NAME +
    "(?:\\s[A-Za-z\\u00C0-\\u024F'\\-]+){0,3}(?:,\\s+[A-Z\\u00C0-\\u00DE]\\.|\\.?\\s*\\(" +
    YEAR +
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
    const ym = new RegExp('\\((' + YEAR + ')\\)|\\b(' + YEAR + ')\\b').exec(e)
    const year = ym ? ym[1] || ym[2] : 't.t.'
    if (!author) author = e.slice(0, 30)
    out.push({ author: author, year: year, text: e })
  }
  return out
}

function compareCitations(citations, references) {
  const cited = []
  const citedKeys = {}
  for (let i = 0; i < citations.length; i++) {
    const k = citationKey(citations[i].author, citations[i].year)
    if (citedKeys[k]) continue
    citedKeys[k] = citations[i].author + ' (' + citations[i].year + ')'
    cited.push(k)
  }
  const listed = []
  const listedKeys = {}
  for (let i = 0; i < references.length; i++) {
    const k = citationKey(references[i].author, references[i].year)
    if (listedKeys[k]) continue
    listedKeys[k] = references[i].author + ' (' + references[i].year + ')'
    listed.push(k)
  }
  const label = function (map) {
    return function (k) {
      return map[k]
    }
  }
  return {
    cited: cited.map(label(citedKeys)),
    listed: listed.map(label(listedKeys)),
    citedNotListed: cited.filter((k) => !listedKeys[k]).map(label(citedKeys)),
    listedNotCited: listed.filter((k) => !citedKeys[k]).map(label(listedKeys)),
  }
}

// ---------------------------------------------------------------------------------------------
// Analysis

function sectionLine(line) {
  if (line.split(/\s+/).length > 8 || /[.?!]$/.test(line)) return null
  return fold(line.replace(/^(?:\d+(?:\.\d+)*\.?|[A-Za-z]\.|\(?[0-9a-z]\))\s+/, ''))
}

/** The structure, word counts and citation comparison of a thesis text (see the chat contract). */
function analyzeThesis(text) {
  const segments = segmentDocument(text)
  const chapters = []
  for (let c = 0; c < CHAPTER_ORDER.length; c++) {
    const key = CHAPTER_ORDER[c]
    const def = chapterDef(key)
    const own = segments.filter((s) => s.key === key)
    let main = null
    let words = 0
    for (let i = 0; i < own.length; i++) {
      words += own[i].words
      if (!main || own[i].words > main.words) main = own[i]
    }
    const headings = []
    for (let i = 0; i < own.length; i++) {
      for (let l = 0; l < own[i].lines.length; l++) {
        const t = sectionLine(own[i].lines[l])
        if (t) headings.push(t)
        // Numbered sub-headings inside run-together text (PDF): "... 1.2 Rumusan Masalah ...".
        const re = /(?:^|\s)\d{1,2}\.\d{1,2}\.?\s+([A-Z][A-Za-z]*(?:\s+[A-Za-z]+){0,3})/g
        let m
        while ((m = re.exec(own[i].lines[l]))) headings.push(fold(m[1]))
      }
    }
    const sections = def.sections.map(function (sec) {
      let found = false
      for (let h = 0; h < headings.length && !found; h++) found = sec.pattern.test(headings[h])
      return { name: sec.name, found: found }
    })
    chapters.push({
      key: key,
      expected: expectedName(key),
      found: own.length > 0,
      heading: main ? main.heading : null,
      words: words,
      sections: sections,
    })
  }

  const refSegments = segments.filter((s) => s.kind === 'refs')
  let references = []
  for (let i = 0; i < refSegments.length; i++) {
    const parsed = parseReferences(refSegments[i].lines)
    if (parsed.length >= references.length) references = parsed
  }
  const citedText = segments
    .filter((s) => s.kind !== 'refs')
    .map((s) => s.lines.join('\n'))
    .join('\n')
  const citations = compareCitations(findCitations(citedText), references)

  const extra = []
  for (let i = 0; i < segments.length; i++) {
    const s = segments[i]
    if (s.kind === 'chapter' && !s.key && extra.indexOf(s.heading) === -1) extra.push(s.heading)
  }

  return {
    totalWords: countWords(String(text || '')),
    chapters: chapters,
    references: { found: refSegments.length > 0, entries: references.length },
    citations: citations,
    extraChapters: extra,
  }
}

// ---------------------------------------------------------------------------------------------
// Replies

function quoteName(fileName) {
  const name = String(fileName || '').trim()
  return name ? '"' + name + '"' : 'Anda'
}

function missingSectionNames(chapter) {
  return chapter.sections.filter((s) => !s.found).map((s) => s.name)
}

/** Indonesian plain-text review of the structure, word counts and citations. */
function formatStructureReview(analysis, fileName) {
  const lines = []
  const name = String(fileName || '').trim()
  lines.push(
    'Hasil analisis struktur skripsi' +
      (name ? ' "' + name + '"' : '') +
      ' (' +
      formatNumber(analysis.totalWords) +
      ' kata):',
  )
  lines.push('')
  const missing = []
  const missingSections = []
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    if (ch.found) {
      let line = '• ' + ch.expected + ': ada'
      if (ch.heading && fold(ch.heading) !== fold(ch.expected))
        line += ' (judul: ' + ch.heading + ')'
      line += ', ' + formatNumber(ch.words) + ' kata'
      const gaps = missingSectionNames(ch)
      if (gaps.length) {
        line += '; sub-bab belum ditemukan: ' + gaps.join(', ')
        for (let g = 0; g < gaps.length; g++)
          missingSections.push(gaps[g] + ' (' + ch.expected + ')')
      }
      lines.push(line)
    } else {
      lines.push('• ' + ch.expected + ': belum ditemukan')
      missing.push(ch.expected)
    }
  }
  if (analysis.references.found) {
    lines.push('• Daftar Pustaka: ada, ' + formatNumber(analysis.references.entries) + ' entri')
  } else {
    lines.push('• Daftar Pustaka: belum ditemukan')
  }
  if (analysis.extraChapters.length) {
    lines.push('• Bab tambahan di luar kerangka umum: ' + analysis.extraChapters.join(', '))
  }

  const c = analysis.citations
  lines.push('')
  lines.push(
    'Sitasi: ' +
      c.cited.length +
      ' sumber disitasi di dalam teks, ' +
      c.listed.length +
      ' sumber tercantum di daftar pustaka.',
  )
  if (c.citedNotListed.length) {
    lines.push('• Disitasi tetapi tidak ada di daftar pustaka: ' + c.citedNotListed.join(', '))
  }
  if (c.listedNotCited.length) {
    lines.push(
      '• Ada di daftar pustaka tetapi tidak pernah disitasi: ' + c.listedNotCited.join(', '),
    )
  }
  if (analysis.references.found && !c.citedNotListed.length && !c.listedNotCited.length) {
    lines.push('• Semua sitasi cocok dengan daftar pustaka.')
  }

  const steps = []
  if (missing.length === analysis.chapters.length) {
    steps.push(
      'Judul bab belum terbaca. Pastikan setiap bab diawali judulnya di baris tersendiri, misalnya "BAB I PENDAHULUAN", lalu unggah ulang dokumen Anda.',
    )
  }
  if (missing.length) steps.push('Lengkapi bab yang belum ada: ' + missing.join(', ') + '.')
  if (missingSections.length) steps.push('Tambahkan sub-bab: ' + missingSections.join(', ') + '.')
  if (!analysis.references.found) {
    steps.push('Tambahkan bagian DAFTAR PUSTAKA berisi semua sumber yang Anda sitasi.')
  }
  if (c.citedNotListed.length) {
    steps.push(
      'Masukkan sumber yang disitasi ke daftar pustaka, atau periksa ejaan nama dan tahunnya.',
    )
  }
  if (c.listedNotCited.length) {
    steps.push('Sitasi sumber yang belum dipakai di dalam teks, atau hapus dari daftar pustaka.')
  }
  lines.push('')
  if (steps.length) {
    lines.push('Langkah berikutnya:')
    for (let i = 0; i < steps.length; i++) lines.push('• ' + steps[i])
  } else {
    lines.push('Struktur skripsi Anda sudah lengkap sesuai kerangka umum.')
  }
  lines.push('')
  lines.push(
    'Tanyakan juga isi skripsi Anda, misalnya "Apa rumusan masalah penelitian ini?" atau "Teknik analisis data apa yang digunakan?"',
  )
  return lines.join('\n')
}

function formatCitationReply(analysis, fileName) {
  const c = analysis.citations
  const lines = ['Pemeriksaan sitasi pada skripsi ' + quoteName(fileName) + ':']
  if (!analysis.references.found) {
    lines.push('• Bagian DAFTAR PUSTAKA belum ditemukan, jadi sitasi belum bisa dicocokkan.')
    if (c.cited.length) lines.push('• Sumber yang disitasi di dalam teks: ' + c.cited.join(', '))
    lines.push('')
    lines.push(
      'Tambahkan bagian DAFTAR PUSTAKA (judul di baris tersendiri) lalu unggah ulang dokumen Anda.',
    )
    return lines.join('\n')
  }
  lines.push('• Sumber yang disitasi di dalam teks: ' + c.cited.length)
  lines.push('• Entri daftar pustaka: ' + analysis.references.entries)
  lines.push('')
  if (c.citedNotListed.length) {
    lines.push('Disitasi tetapi tidak ada di daftar pustaka (' + c.citedNotListed.length + '):')
    for (let i = 0; i < c.citedNotListed.length; i++) lines.push('• ' + c.citedNotListed[i])
    lines.push('')
  }
  if (c.listedNotCited.length) {
    lines.push(
      'Ada di daftar pustaka tetapi tidak pernah disitasi (' + c.listedNotCited.length + '):',
    )
    for (let i = 0; i < c.listedNotCited.length; i++) lines.push('• ' + c.listedNotCited[i])
    lines.push('')
  }
  if (!c.citedNotListed.length && !c.listedNotCited.length) {
    lines.push(
      'Semua sitasi di dalam teks cocok dengan daftar pustaka (dibandingkan dari nama penulis pertama dan tahun).',
    )
  } else {
    lines.push(
      'Saran: samakan ejaan nama penulis pertama dan tahun di teks dan di daftar pustaka; setiap sumber yang disitasi harus tercantum, dan setiap entri daftar pustaka sebaiknya disitasi minimal sekali.',
    )
  }
  return lines.join('\n')
}

function formatWordCountReply(analysis, fileName) {
  const lines = [
    'Jumlah kata skripsi ' +
      quoteName(fileName) +
      ': ' +
      formatNumber(analysis.totalWords) +
      ' kata.',
  ]
  lines.push('')
  let shortest = null
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    lines.push(
      '• ' + ch.expected + ': ' + (ch.found ? formatNumber(ch.words) + ' kata' : 'belum ditemukan'),
    )
    if (ch.found && (!shortest || ch.words < shortest.words)) shortest = ch
  }
  lines.push('')
  if (shortest) {
    lines.push(
      'Bab terpendek saat ini adalah ' +
        shortest.expected +
        ' (' +
        formatNumber(shortest.words) +
        ' kata). Periksa apakah isinya sudah cukup mendalam dibanding bab lain.',
    )
  } else {
    lines.push(
      'Judul bab (misalnya "BAB I PENDAHULUAN") belum terbaca; pastikan setiap bab diawali judulnya di baris tersendiri.',
    )
  }
  return lines.join('\n')
}

const STRUCTURE_INTENT =
  /\b(struktur|outline|sistematika|kerangka (skripsi|penulisan)|susunan (bab|skripsi)|kelengkapan|(sudah|belum|kurang|tidak) lengkap|bab (apa|mana|yang) (saja )?(yang )?(belum|kurang|hilang|tidak ada)|sub ?bab (apa|mana|yang) (saja )?(yang )?(belum|kurang|hilang|tidak ada)|review skripsi|cek skripsi|periksa skripsi|analisis struktur)\b/
const CITATION_INTENT =
  /\b(sitasi|citation|kutipan|rujukan|referensi|daftar pustaka|bibliografi|disitasi|dikutip|sumber (yang )?(disitasi|dikutip|rujukan|pustaka|referensi))\b/
const WORDCOUNT_INTENT =
  /\b(jumlah|berapa|hitung|banyak|banyaknya|total)\s+(\w+\s+)?kata\b|\bkata per bab\b|\bword count\b|\bpanjang (skripsi|bab)\b/

const GUIDANCE = {
  bab1: 'Pastikan latar belakang mengalir dari fenomena ke celah penelitian, dan rumusan masalah, tujuan, serta manfaat saling sejalan.',
  bab2: 'Pastikan setiap teori disertai sitasi dan mengarah ke kerangka pemikiran serta hipotesis Anda.',
  bab3: 'Pastikan metode menjelaskan jenis penelitian, populasi dan sampel, teknik pengumpulan data, dan teknik analisis secara runtut sehingga bisa direplikasi.',
  bab4: 'Pastikan setiap hasil dibahas: bandingkan dengan teori dan penelitian terdahulu, lalu jelaskan maknanya.',
  bab5: 'Pastikan kesimpulan menjawab setiap rumusan masalah, dan saran bersifat konkret bagi pihak terkait dan peneliti berikutnya.',
}

const SUGGESTIONS = [
  'Apakah struktur skripsi saya sudah lengkap?',
  'Sitasi mana yang belum ada di daftar pustaka?',
  'Berapa jumlah kata per bab?',
  'Apa rumusan masalah penelitian ini?',
]

/** "Bagaimana BAB III ..." -> 'BAB III ' (a label prefix) or null. */
function mentionedChapterPrefix(question) {
  const m = /\bbab\s+(iii|ii|iv|i|v|[1-5])\b/.exec(fold(question))
  if (!m) return null
  const n = parseNumeral(m[1])
  return n ? 'BAB ' + ROMAN[n] + ' ' : null
}

function chapterKeyOfLabel(label, analysis) {
  for (let i = 0; i < CHAPTERS.length; i++) {
    const def = CHAPTERS[i]
    const ch =
      analysis && analysis.chapters ? analysis.chapters.filter((c) => c.key === def.key)[0] : null
    if (ch && ch.heading && label && fold(label) === fold(labelFromHeading(ch.heading)))
      return def.key
  }
  const key = matchChapterTitle(String(label || '').replace(/^BAB\s+\S+\s*/i, ''))
  return key
}

function labelFromHeading(heading) {
  const m = CHAPTER_HEADING.exec(heading)
  if (!m) return heading
  const n = parseNumeral(m[1])
  return ('BAB ' + (ROMAN[n] || m[1]) + ' ' + titleCase(m[2] || '')).trim()
}

/** A short line without closing punctuation ("1.2 Rumusan Masalah"): a heading, not a wrapped line. */
function headingLike(line) {
  return line.split(' ').length <= 8 && !/[.!?:;,]$/.test(line)
}

/**
 * Sentences of a passage for quoting: PDF lines wrapped inside a paragraph are joined again, heading
 * lines stay units of their own. -> [{text, heading}]
 */
function quoteUnits(body) {
  const lines = String(body).split('\n')
  const units = []
  let para = ''
  const flush = function () {
    const list = sentences(para)
    for (let i = 0; i < list.length; i++) units.push({ text: list[i], heading: false })
    para = ''
  }
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].replace(/\s+/g, ' ').trim()
    if (!line) continue
    if (headingLike(line)) {
      flush()
      units.push({ text: line, heading: true })
    } else {
      para = para ? para + ' ' + line : line
    }
  }
  flush()
  return units
}

/** An excerpt of at most `max` characters from the sentence that holds most query terms. */
function excerpt(body, terms, max) {
  const limit = max || 300
  const list = quoteUnits(body)
  if (!list.length) return ''
  let best = 0
  let bestScore = -1
  for (let i = 0; i < list.length; i++) {
    const toks = tokenize(list[i].text)
    let score = 0
    for (let t = 0; t < terms.length; t++) {
      for (let k = 0; k < toks.length; k++) {
        if (termMatches(terms[t], toks[k])) {
          score++
          break
        }
      }
    }
    if (score > bestScore) {
      bestScore = score
      best = i
    }
  }
  // The best sentence close to the passage's start: quote from the start.
  let before = 0
  for (let i = 0; i < best; i++) before += list[i].text.length + 1
  const from = before < 60 ? 0 : best
  let out = ''
  for (let i = from; i < list.length && out.length < limit; i++) {
    if (out) out += list[i - 1].heading ? ' — ' : ' '
    out += list[i].text
  }
  let cut = false
  if (out.length > limit) {
    let end = out.lastIndexOf(' ', limit)
    if (end < limit * 0.5) end = limit
    out = out.slice(0, end).replace(/[\s,;:—-]+$/, '')
    cut = true
  }
  return (from > 0 ? '…' : '') + out + (cut ? '…' : '')
}

/** Notes on missing chapters or sub-sections that the question names ("Apa manfaat penelitian ini?"). */
function missingPartsAskedAbout(foldedQuestion, analysis) {
  const notes = []
  if (!analysis || !Array.isArray(analysis.chapters)) return notes
  for (let i = 0; i < analysis.chapters.length; i++) {
    const ch = analysis.chapters[i]
    const def = chapterDef(ch.key)
    if (!def) continue
    if (!ch.found && def.pattern.test(foldedQuestion)) {
      notes.push(
        'Catatan: ' +
          ch.expected +
          ' belum ditemukan di dokumen Anda. Pastikan judul bab ditulis di baris tersendiri, misalnya "' +
          ch.expected.toUpperCase() +
          '".',
      )
      continue
    }
    const sections = ch.sections || []
    for (let k = 0; k < sections.length; k++) {
      const sec = def.sections.filter((x) => x.name === sections[k].name)[0]
      if (sec && !sections[k].found && sec.pattern.test(foldedQuestion)) {
        notes.push(
          'Catatan: sub-bab ' +
            sections[k].name +
            ' belum ditemukan di ' +
            ch.expected +
            '. Tambahkan sub-bab tersebut dengan judul yang jelas.',
        )
      }
    }
  }
  return notes
}

/** Answer to a question about the uploaded thesis (structure, citations, word counts or quotes). */
function composeAcademicReply(question, analysis, passages, fileName) {
  const q = fold(question || '')
  if (analysis && WORDCOUNT_INTENT.test(q)) return formatWordCountReply(analysis, fileName)
  if (analysis && CITATION_INTENT.test(q)) return formatCitationReply(analysis, fileName)
  if (analysis && STRUCTURE_INTENT.test(q)) return formatStructureReview(analysis, fileName)

  let list = Array.isArray(passages) ? passages.filter((p) => p && p.body) : []
  const prefix = mentionedChapterPrefix(question || '')
  if (prefix) {
    const inChapter = list.filter((p) => String(p.chapter || '').indexOf(prefix) === 0)
    if (inChapter.length) list = inChapter
  }
  const gaps = missingPartsAskedAbout(q, analysis)
  if (!list.length) {
    const lines = gaps.length ? gaps.concat(['']) : []
    lines.push(
      'Maaf, saya belum menemukan bagian skripsi ' +
        quoteName(fileName) +
        ' yang membahas hal itu. Coba gunakan kata kunci yang memang ada di dokumen Anda, atau tanyakan misalnya:',
    )
    for (let i = 0; i < SUGGESTIONS.length; i++) lines.push('• ' + SUGGESTIONS[i])
    return lines.join('\n')
  }
  // Chapter text answers better than the front matter or the reference list: those come last.
  const inChapters = list.filter((p) => /^BAB\s/i.test(String(p.chapter || '')))
  if (inChapters.length) list = inChapters.concat(list.filter((p) => inChapters.indexOf(p) === -1))
  const terms = queryTerms(question)
  const top = list.slice(0, 3)
  const lines = gaps.length ? gaps.concat(['']) : []
  lines.push(
    'Berikut bagian skripsi ' +
      quoteName(fileName) +
      ' yang paling relevan dengan pertanyaan Anda:',
    '',
  )
  for (let i = 0; i < top.length; i++) {
    lines.push(i + 1 + '. ' + (top[i].chapter || 'Bagian dokumen') + ':')
    lines.push('"' + excerpt(top[i].body, terms, 300) + '"')
    lines.push('')
  }
  const key = chapterKeyOfLabel(top[0].chapter, analysis)
  if (key && GUIDANCE[key]) lines.push('Catatan: ' + GUIDANCE[key])
  else
    lines.push(
      'Catatan: bandingkan kutipan di atas dengan pertanyaan Anda dan pastikan gagasannya didukung sitasi.',
    )
  lines.push(
    'Ingin saya periksa struktur bab, jumlah kata, atau kecocokan sitasi dengan daftar pustaka? Tanyakan saja.',
  )
  return lines.join('\n')
}

// ---------------------------------------------------------------------------------------------
// Search

const STOP_WORDS = {}
;(
  'yang dan di ke dari apa bagaimana adalah ini itu saya dengan untuk pada dalam tidak apakah berapa ' +
  'mana manakah siapa kapan mengapa kenapa ada atau juga akan sudah belum bisa dapat harus kah nya ' +
  'kami kita aku anda kamu mu tolong jelaskan jelasin sebutkan tunjukkan cari carikan tentang mengenai ' +
  'seperti sebagai oleh atas bagi para lebih sangat saja yg dgn utk dr tdk gak ga nggak ngga enggak ' +
  'sih dong deh kok ya iya apa2 bab skripsi dokumen bagian isi isinya menurut terhadap secara maksud ' +
  'the of and or not a an to in is are what how which why who does do i ii iii iv v vi'
)
  .split(' ')
  .forEach(function (w) {
    STOP_WORDS[w] = true
  })

/** Light Indonesian stemming for prefix queries: particles and -kan/-an endings. */
function stem(token) {
  let t = token
  // Only -nya: -lah/-kah/-pun would cut roots such as "masalah".
  const particles = ['nya']
  for (let i = 0; i < particles.length; i++) {
    const p = particles[i]
    if (t.length - p.length >= 4 && t.slice(-p.length) === p) {
      t = t.slice(0, -p.length)
      break
    }
  }
  if (t.length - 3 >= 5 && t.slice(-3) === 'kan') t = t.slice(0, -3)
  else if (t.length - 2 >= 5 && t.slice(-2) === 'an') t = t.slice(0, -2)
  return t
}

/** The searchable terms of a question: [{term, prefix}] (stop words removed, at most 12). */
function queryTerms(question) {
  const tokens = tokenize(question || '')
  const seen = {}
  const terms = []
  for (let i = 0; i < tokens.length && terms.length < 12; i++) {
    const tok = tokens[i]
    if (tok.length < 2 || STOP_WORDS[tok]) continue
    const isNumber = /^[0-9]+$/.test(tok)
    const term = isNumber ? tok : stem(tok)
    const prefix = !isNumber && term.length >= 4
    const id = term + (prefix ? '*' : '')
    if (seen[id]) continue
    seen[id] = true
    terms.push({ term: term, prefix: prefix })
  }
  return terms
}

/** A safe FTS5 MATCH expression: quoted (prefix) terms joined by OR, or null. */
function buildMatchQuery(question) {
  const terms = queryTerms(question)
  if (!terms.length) return null
  return terms.map((t) => '"' + t.term + '"' + (t.prefix ? '*' : '')).join(' OR ')
}

function termMatches(term, token) {
  return term.prefix ? token.indexOf(term.term) === 0 : token === term.term
}

/**
 * The FTS5 ranking without SQLite (for the trial route): BM25 (k1 1.2, b 0.75) over the same
 * terms, scores negative like FTS5's bm25() (lower is better). -> [{ord, chapter, body, score}].
 */
function rankPassagesInMemory(question, passages, limit) {
  const terms = queryTerms(question)
  const list = Array.isArray(passages) ? passages : []
  if (!terms.length || !list.length) return []
  // Each token between its own spaces: " term " counts whole tokens, " term" counts prefixes.
  const docs = list.map((p) => tokenize(p.body || ''))
  const n = docs.length
  let total = 0
  for (let i = 0; i < n; i++) total += docs[i].length
  const avg = total / n || 1
  const tf = docs.map(function (toks) {
    const joined = ' ' + toks.join('  ') + ' '
    return terms.map(function (term) {
      return joined.split(' ' + term.term + (term.prefix ? '' : ' ')).length - 1
    })
  })
  const idf = terms.map(function (_term, t) {
    let df = 0
    for (let i = 0; i < n; i++) if (tf[i][t] > 0) df++
    const v = Math.log((n - df + 0.5) / (df + 0.5))
    return v <= 0 ? 0.000001 : v
  })
  const k1 = 1.2
  const b = 0.75
  const ranked = []
  for (let i = 0; i < n; i++) {
    let score = 0
    for (let t = 0; t < terms.length; t++) {
      const f = tf[i][t]
      if (!f) continue
      score += (idf[t] * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * docs[i].length) / avg))
    }
    if (score > 0) {
      const p = list[i]
      ranked.push({
        ord: p.ord === undefined ? i : p.ord,
        chapter: p.chapter,
        body: p.body,
        score: -score,
      })
    }
  }
  ranked.sort((x, y) => x.score - y.score || x.ord - y.ord)
  return ranked.slice(0, limit || 5)
}

module.exports = {
  splitPassages: splitPassages,
  analyzeThesis: analyzeThesis,
  formatStructureReview: formatStructureReview,
  buildMatchQuery: buildMatchQuery,
  composeAcademicReply: composeAcademicReply,
  rankPassagesInMemory: rankPassagesInMemory,
  countWords: countWords,
}
