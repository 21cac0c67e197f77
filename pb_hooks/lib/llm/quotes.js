// Quote verification of an LLM answer grounded in numbered blocks: every quoted span of at least
// MIN_WORDS words must be found (matchForm: case, spacing, punctuation, hyphenation, diacritics)
// in the block cited right after it, else in any block sent. Verified quotes become citations
// {chapter, page, quote}; unverifiable quotes are removed from the reply, which then says so.
// The [n] markers become "(BAB II, hal. 12)" text (the page only when known).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { clean, matchForm, plainText } = require(`${__hooks}/lib/llm/text.js`)

const MIN_WORDS = 4
const UNVERIFIED_NOTE =
  'Sebagian kutipan tidak dapat diverifikasi di dokumen Anda, jadi tidak ditampilkan.'
const QUOTE = /“([^”]{1,1000})”|"([^"]{1,1000})"|«([^»]{1,1000})»/g
// A removed quote's place while the reply is rewritten (removed again before the reply leaves).
const CUT = '\u2063\u2063'
const CUT_MARKER = /\u2063\u2063[\s.,;:]{0,3}\[[\d,\s]+\]/g
const CUT_SPACE = /\s*\u2063\u2063/g
const MARKERS = /\s*\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/g

function wordCount(text) {
  const t = matchForm(text)
  return t ? t.split(' ').length : 0
}

/** Block numbers of a "[3]" / "[2, 3]" marker directly after `end` in `reply` (up to ~3 characters away). */
function citedAfter(reply, end) {
  const m = /^[\s.,;:]{0,3}\[(\d{1,3}(?:\s*,\s*\d{1,3})*)\]/.exec(reply.slice(end, end + 40))
  return m ? m[1].split(',').map((n) => parseInt(n, 10)) : []
}

/** The block whose text contains the quote: the cited ones first, then all; null when none. */
function findBlock(quote, cited, blocks) {
  const q = matchForm(quote)
  if (!q) return null
  const byNumber = {}
  for (const b of blocks) byNumber[b.n] = b
  for (const n of cited) if (byNumber[n] && byNumber[n].form.indexOf(q) !== -1) return byNumber[n]
  for (const b of blocks) if (b.form.indexOf(q) !== -1) return b
  return null
}

function label(block) {
  const chapter = block.chapter || 'Bagian dokumen'
  return block.page > 0 ? chapter + ', hal. ' + block.page : chapter
}

/**
 * Verifies and renders an answer.
 * @param {string} answer the model's text
 * @param {{n: number, chapter: string, page: number, body: string, passage: boolean}[]} blocks
 * @returns {{reply: string, citations: {chapter: string, page: number, quote: string}[], removed: number}}
 */
function verify(answer, blocks) {
  const list = blocks.map((b) => Object.assign({}, b, { form: matchForm(b.body) }))
  const citations = []
  const seen = {}
  let removed = 0
  let text = clean(answer)
  text = text.replace(QUOTE, (whole, a, b, c, offset) => {
    const quote = (a || b || c || '').trim()
    if (wordCount(quote) < MIN_WORDS) return whole
    const block = findBlock(quote, citedAfter(text, offset + whole.length), list)
    if (!block) {
      removed++
      return CUT
    }
    if (block.passage && !seen[block.n + '|' + matchForm(quote)]) {
      seen[block.n + '|' + matchForm(quote)] = true
      citations.push({ chapter: block.chapter || '', page: block.page || 0, quote: quote })
    }
    return whole
  })
  // A removed quote takes its own marker with it; other markers become chapter/page text.
  text = text.replace(CUT_MARKER, CUT).replace(CUT_SPACE, '')
  const byNumber = {}
  for (const b of list) byNumber[b.n] = b
  text = text.replace(MARKERS, (whole, nums) => {
    const labels = []
    for (const n of nums.split(',')) {
      const b = byNumber[parseInt(n, 10)]
      if (b && b.passage && labels.indexOf(label(b)) === -1) labels.push(label(b))
    }
    return labels.length ? ' (' + labels.join('; ') + ')' : ''
  })
  let reply = plainText(text.replace(/[ ]{2,}/g, ' ').replace(/ +([.,;:])/g, '$1'))
  if (removed) reply = (reply ? reply + '\n\n' : '') + UNVERIFIED_NOTE
  return { reply: reply, citations: citations, removed: removed }
}

module.exports = { verify, UNVERIFIED_NOTE, MIN_WORDS }
