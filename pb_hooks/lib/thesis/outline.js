// Document segmentation of a thesis: chapter, reference-list and appendix headings are found in the
// extracted text, which is split into segments at them.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.

const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const {
  CHAPTER_ORDER,
  ROMAN,
  SMALL_WORDS,
  chapterDef,
  parseNumeral,
  titleCase,
  matchChapterTitle,
} = require(`${__hooks}/lib/thesis/chapters.js`)

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

module.exports = {
  CHAPTER_HEADING: CHAPTER_HEADING,
  segmentDocument: segmentDocument,
  segmentLabel: segmentLabel,
  toLines: toLines,
}
