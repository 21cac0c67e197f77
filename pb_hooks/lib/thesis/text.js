// Text helpers of a thesis (the academic assistant, Simulasi Sidang, Analisa CV, the upload):
// THE server's word count, search tokens and Indonesian number formatting (diacritic folding:
// lib/shared/fold.js).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.
// Goja limits respected: no lookbehind, no named groups, no \p{...}, no String#normalize.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

// Letters and digits of most scripts (an approximation of \p{L}\p{N}, which goja lacks), as UTF-16
// code units: characters outside the BMP (surrogate pairs) are not letters here.
const WORDCHAR_CLASS =
  '[0-9A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u1FFF\\u2C00-\\u2FFF\\u3040-\\uD7FF\\uF900-\\uFDFF\\uFE70-\\uFEFF\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\uFF66-\\uFFDC]'
// A whitespace-separated token holding a letter or digit (one native regex pass: fast in goja too).
const WORD_TOKENS = new RegExp('[^\\s]*' + WORDCHAR_CLASS + '[^\\s]*', 'g')

/**
 * The number of words of a text: its tokens between runs of whitespace (JavaScript's \s) that hold
 * at least one character of WORDCHAR_CLASS. The client counts an extracted document with the same
 * rule.
 */
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

module.exports = {
  WORDCHAR_CLASS: WORDCHAR_CLASS,
  countWords: countWords,
  tokenize: tokenize,
  formatNumber: formatNumber,
}
