// The sentences of a thesis passage that a defence question may quote (docs/sidang.md, "What a
// question quotes"). PDF text arrives as the browser's pdfjs gives it: a line break at every visual
// line end of a page, so a paragraph is wrapped at the page width (~90 characters) and may run on
// over a page break; its lines are joined again before the sentences are split. Headings, captions,
// list items and short lines (table rows) stay lines of their own. DOCX text has one paragraph per
// line and is read line by line.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { sentences, endsSentence } = require(`${__hooks}/lib/shared/sentences.js`)
const { isSubHeading, isHeadingLine, isCaption, isLeadIn, isNotContent, stripMarker } = require(
  `${__hooks}/lib/sidang/content.js`,
)

/** The start of a list item: "1. ", "a) ", "(2) ", "- ", "• ". */
const MARKER = /^(?:\(?\d{1,2}[.)]|\(?[a-h][.)]|[-\u2022\u2013])\s+\S/
/** A table row: a number, then a capitalised word ("3 Halte Charitas 61,8 Tidak terdeteksi"). */
const ROW = /^\d{1,3}\s+[A-Z]/
/** A numbered or lettered sub-heading's start ("3.2 Populasi", "1. Pemahaman", "B. Rumusan"). */
const NUMBERED = /^(?:\d+(?:\.\d+)*\.?|[A-H]\.)\s+[A-Z]/
const LOWER = /^[a-z\u00DF-\u00FF]/
/** Lines longer than this are no visual lines of a page (a paragraph in one line). */
const VISUAL_MAX = 200
/** A line shorter than this share of the page width ends its paragraph (or is a row or a label). */
const FULL = 0.6
const NOT_WRAPPED = { wrapped: false, width: 0 }

/**
 * How a thesis's passages are laid out: {wrapped, width}. wrapped: PDF text (its passages know their
 * pages), whose paragraphs arrive wrapped; width: the length of a full visual line, the upper
 * quartile of the lengths of its lines of at most VISUAL_MAX characters.
 */
function layoutOf(passages) {
  const list = Array.isArray(passages) ? passages : []
  if (!list.some((p) => p.page > 0)) return NOT_WRAPPED
  const lengths = []
  list.forEach(function (p) {
    String(p.body)
      .split('\n')
      .forEach(function (l) {
        const n = l.trim().length
        if (n > 0 && n <= VISUAL_MAX) lengths.push(n)
      })
  })
  lengths.sort((a, b) => b - a)
  return { wrapped: true, width: lengths.length ? lengths[Math.floor(lengths.length / 4)] : 0 }
}

/**
 * A caption by its start ("Tabel 4.8 Hasil ...", "Sumber: ..."), not "Tabel 4.8 menunjukkan ..."
 * cut by a wrap.
 */
function captionStart(line) {
  if (/^sumber\s*:/i.test(line)) return true
  const rest = line.replace(/^\S+\s+\S+\s*/, '')
  return isCaption(line) && !(/^[a-z]/.test(rest) && !/[.!?]$/.test(line))
}

/** A line that is never part of a paragraph: a heading, a sub-heading or a caption. */
function ownLine(line) {
  return isSubHeading(line) || isHeadingLine(line) || isCaption(line)
}

/**
 * A line that starts something new after any line: a list item, a caption, a numbered heading
 * ("4.2.1 ...", "B. Rumusan Masalah", "BAB IV ..."). An unnumbered short line in title case may be
 * the last part of a wrapped line ("... pada Koridor 1 rute Terminal Alang-Alang Lebar sampai" /
 * "Ampera").
 */
function startsAnew(line) {
  if (MARKER.test(line) || captionStart(line) || isHeadingLine(line)) return true
  return isSubHeading(line) && NUMBERED.test(line)
}

/**
 * Whether visual line `line` of PDF text runs on in `next`: a full line that ends no sentence ("...
 * Sutar dkk." does not; nor does a "." before a lower-case word), before a line that starts nothing
 * new and is no second row of a table. A full caption runs on in a short last part of it.
 */
function runsOn(line, next, layout) {
  const a = String(line || '').trim()
  const b = String(next || '').trim()
  if (!layout || !layout.wrapped || !a || !b) return false
  const limit = layout.width * FULL
  if (a.length < Math.max(30, limit) || startsAnew(b) || (ROW.test(a) && ROW.test(b))) return false
  if (captionStart(a)) return b.length < limit && !/[.!?]$/.test(b)
  if (isSubHeading(a) || isHeadingLine(a) || /[:;]["'\u201D\u2019)\]]*$/.test(a)) return false
  return !endsSentence(a) || LOWER.test(b)
}

/**
 * The paragraphs of a passage body, one per line: wrapped lines of PDF text joined with a space (a
 * compound broken after its hyphen, "Alang-" / "Alang", without one); DOCX lines as they are.
 */
function logicalLines(body, layout) {
  const lines = String(body).split('\n')
  if (!layout || !layout.wrapped) return lines
  const out = []
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim()
    if (out.length && runsOn(lines[i - 1], line, layout)) {
      const prev = out[out.length - 1]
      const glue = /[A-Za-z\u00C0-\u024F]-$/.test(prev) && /^[A-Za-z]/.test(line) ? '' : ' '
      out[out.length - 1] = prev + glue + line
    } else out.push(line)
  }
  return out
}

/** A passage body with the wrapped lines of its paragraphs joined (key points, recurring terms). */
function plainText(body, layout) {
  return layout && layout.wrapped ? logicalLines(body, layout).join('\n') : String(body)
}

/**
 * The quotable sentences of a passage: [{text, lead}], where `lead` is the lead-in of the list the
 * sentence belongs to ('' outside a list; a sub-heading ends a list). Sentences of at least four
 * words; sub-headings, headings, captions, lead-ins, road maps and pointers left out. `edges`
 * {before, after}: the last line of the passage before and the first of the one after (same
 * chapter); a sentence that began there or ends there is no whole sentence of this passage.
 */
function bodyUnits(body, layout, edges) {
  const lay = layout || NOT_WRAPPED
  const lines = String(body).split('\n')
  const paragraphs = logicalLines(body, lay)
  const cutBefore = !!(edges && runsOn(edges.before, lines[0], lay))
  const cutAfter = !!(edges && runsOn(lines[lines.length - 1], edges.after, lay))
  const out = []
  let lead = ''
  for (let i = 0; i < paragraphs.length; i++) {
    if (ownLine(paragraphs[i])) {
      lead = ''
      continue
    }
    const list = sentences(paragraphs[i])
    for (let j = 0; j < list.length; j++) {
      if (cutBefore && i === 0 && j === 0) continue
      if (cutAfter && i === paragraphs.length - 1 && j === list.length - 1) continue
      if (isLeadIn(list[j])) lead = list[j]
      if (isNotContent(list[j])) continue
      const text = stripMarker(list[j])
      if (text.split(/\s+/).length >= 4) out.push({ text: text, lead: lead })
    }
  }
  return out
}

/** The quotable sentences of passage `i` of a thesis (bodyUnits with its neighbours as edges). */
function passageUnits(passages, i, layout) {
  const p = passages[i]
  const near = (k) =>
    k >= 0 && k < passages.length && passages[k].chapter === p.chapter
      ? String(passages[k].body).split('\n')
      : null
  const before = near(i - 1)
  const after = near(i + 1)
  return bodyUnits(p.body, layout, {
    before: before ? before[before.length - 1] : '',
    after: after ? after[0] : '',
  })
}

/** The quotable sentences of a passage (bodyUnits' texts). */
function bodySentences(body, layout) {
  return bodyUnits(body, layout).map((u) => u.text)
}

module.exports = {
  layoutOf,
  runsOn,
  logicalLines,
  plainText,
  bodyUnits,
  passageUnits,
  bodySentences,
}
