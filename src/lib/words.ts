/**
 * Word counting: the client's one definition (the `words` of a thesis read in the browser), the
 * same rule as the server's (pb_hooks/lib/thesis/text.js countWords; a shared fixture test,
 * tests/unit/drift/word-count.test.ts, proves both count the same words).
 *
 * A word is a token between runs of whitespace (JavaScript's \s) holding at least one letter or
 * digit. "Letter or digit" is the server's approximation of \p{L}\p{N} (its engine, goja, has no
 * Unicode property escapes), as UTF-16 code units: characters outside the BMP are not letters.
 */

const WORDCHAR_CLASS =
  '[0-9A-Za-z\\u00AA\\u00B5\\u00BA\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02AF\\u0370-\\u1FFF\\u2C00-\\u2FFF\\u3040-\\uD7FF\\uF900-\\uFDFF\\uFE70-\\uFEFF\\uFF10-\\uFF19\\uFF21-\\uFF3A\\uFF41-\\uFF5A\\uFF66-\\uFFDC]'
const WORD_TOKENS = new RegExp('[^\\s]*' + WORDCHAR_CLASS + '[^\\s]*', 'g')

/** The number of words of a text. */
export function countWords(text: string): number {
  return text.match(WORD_TOKENS)?.length ?? 0
}
