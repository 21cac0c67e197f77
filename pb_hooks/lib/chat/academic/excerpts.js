// Excerpts of the built-in academic assistant: the sentence of a passage that holds most query
// terms, quoted with its neighbours up to a length limit.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { tokenize } = require(`${__hooks}/lib/thesis/text.js`)
const { headingLike } = require(`${__hooks}/lib/thesis/passages.js`)
const { sentences } = require(`${__hooks}/lib/shared/sentences.js`)
const { termMatches } = require(`${__hooks}/lib/thesis/search.js`)

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

module.exports = {
  excerpt: excerpt,
}
