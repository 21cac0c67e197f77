// Text hygiene for the LLM: invisible and control characters out of everything sent (passages,
// questions, story turns), a matching form for quote verification, and plain-text replies.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

// C0 except \n, DEL and C1, soft hyphen, zero-width and joiners, bidi marks/embeddings/overrides/
// isolates, word joiner and invisible operators, BOM.
const INVISIBLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  '[\\u0000-\\u0009\\u000B-\\u001F\\u007F-\\u009F\\u00AD\\u061C\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\uFEFF]',
  'g',
)

/** The text without invisible/control characters (tabs and CR become spaces; newlines stay). */
function clean(text) {
  return String(text || '')
    .replace(/[\t\r]/g, ' ')
    .replace(INVISIBLE, '')
}

/** `clean` cut to `max` characters (an ellipsis marks the cut). */
function cleanCut(text, max) {
  const s = clean(text).trim()
  return s.length > max ? s.slice(0, max - 1).trimEnd() + '…' : s
}

/**
 * The form quotes are compared in: folded case and diacritics, hyphens removed with the spaces
 * around them (so a line-break hyphenation "pe-\nnelitian" equals "penelitian"), other punctuation
 * and whitespace collapsed to one space.
 */
function matchForm(text) {
  return fold(clean(text))
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s*-\s*/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

/** Markdown the client would show as symbols: emphasis, headings, links and images become text. */
function plainText(text) {
  return clean(text)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\((?:https?:|mailto:)[^)]*\)/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

module.exports = { clean, cleanCut, matchForm, plainText }
