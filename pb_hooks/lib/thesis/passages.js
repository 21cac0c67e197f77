// Passages of a thesis: the ~60-120-word passages that are indexed for search (thesis_passages),
// quoted in the academic assistant's replies and asked about in Simulasi Sidang (sentences from
// lib/shared/sentences.js), and the document text's trimming and blank check.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { sentences, endsSentence } = require(`${__hooks}/lib/shared/sentences.js`)
const { segmentDocument, segmentLabel, toLines } = require(`${__hooks}/lib/thesis/outline.js`)

const PASSAGE_MIN_WORDS = 60
const PASSAGE_MAX_WORDS = 120

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

/**
 * Whether a passage may close after this line: a sentence or a heading ends there. Not after a
 * lead-in ending with ':' (its list follows) nor after "Sutar dkk." (lib/shared/sentences.js).
 */
function endsUnit(line) {
  return /;["')\]]*$/.test(line) || endsSentence(line) || headingLike(line)
}

/** Lines of a PDF text whose pages are separated by form feeds: [{line, page}] (pages from 1). */
function pagedLines(text) {
  const pages = String(text || '').split('\f')
  const out = []
  for (let p = 0; p < pages.length; p++) {
    const lines = toLines(pages[p])
    for (let i = 0; i < lines.length; i++) out.push({ line: lines[i], page: p + 1 })
  }
  return out
}

/**
 * Passages of ~60-120 words that never cross a chapter heading: [{ord, chapter, body, page}].
 * page: the PDF page where the passage starts (pages separated by "\f"); 0 without page breaks.
 * With page breaks, linePages gives the page of each line of the body (a passage may run over a
 * page break; Simulasi Sidang names the page of the sentence it quotes).
 */
function splitPassages(text) {
  const segments = segmentDocument(text)
  const paged = String(text || '').indexOf('\f') >= 0 ? pagedLines(text) : null
  let cursor = 0
  // The page of a segment line: the next source line that contains it (headings may be split off).
  const pageOf = function (line) {
    if (!paged) return 0
    for (let i = cursor; i < paged.length && i < cursor + 40; i++) {
      if (paged[i].line.indexOf(line) >= 0) {
        cursor = i
        return paged[i].page
      }
    }
    return cursor < paged.length ? paged[cursor].page : 0
  }
  const passages = []
  for (let s = 0; s < segments.length; s++) {
    const label = segmentLabel(segments[s])
    let cur = []
    let curWords = 0
    let curPage = 0
    let curPages = []
    const flush = function () {
      if (cur.length && curWords > 0) {
        const p = { ord: passages.length, chapter: label, body: cur.join('\n'), page: curPage }
        if (paged) p.linePages = curPages
        passages.push(p)
      }
      cur = []
      curPages = []
      curWords = 0
    }
    const lines = segments[s].lines
    for (let l = 0; l < lines.length; l++) {
      const linePage = pageOf(lines[l])
      // Table-of-contents lines ("BAB II LANDASAN TEORI ........ 8") answer no question.
      if (/(\.\s?){4,}|…/.test(lines[l]) && countWords(lines[l]) <= 12) continue
      const pieces = paragraphPieces(lines[l])
      for (let p = 0; p < pieces.length; p++) {
        const n = countWords(pieces[p])
        if (curWords + n > PASSAGE_MAX_WORDS && curWords > 0) flush()
        if (!cur.length) curPage = linePage
        cur.push(pieces[p])
        curPages.push(linePage)
        curWords += n
        // Close a passage at the end of a sentence or a heading, not inside a wrapped PDF line.
        if (curWords >= PASSAGE_MIN_WORDS && endsUnit(pieces[p])) flush()
      }
    }
    flush()
  }
  return passages
}

/** A short line without closing punctuation ("1.2 Rumusan Masalah"): a heading, not a wrapped line. */
function headingLike(line) {
  return line.split(' ').length <= 8 && !/[.!?:;,]$/.test(line)
}

/**
 * A document's text without the whitespace at its ends, except the PDF page breaks (\f): a leading
 * empty page still counts for the page numbers of the passages. CRLF line breaks become \n.
 */
function trimDocumentText(text) {
  return String(text || '')
    .replace(/\r\n?/g, '\n')
    .replace(/^[^\S\f]+|[^\S\f]+$/g, '')
}

/** Whether a document's text holds nothing but whitespace and page breaks. */
function isBlankDocumentText(text) {
  return String(text || '').replace(/\s/g, '') === ''
}

module.exports = {
  trimDocumentText: trimDocumentText,
  isBlankDocumentText: isBlankDocumentText,
  headingLike: headingLike,
  splitPassages: splitPassages,
}
