// The check of an AI rewrite of a CV bullet ('Perbaiki dengan AI', docs/contract.md, Analisa CV):
// tools that invent experience are what users complain about most, so a rewrite that adds a number
// or a name not in the bullet is refused (and the credit given back by the route).
// - Numbers: digit groups compared without their separators ("1.450" = "1450", "3,65" = "3.65"),
//   and number words ("tiga", "ratusan") unless the bullet has that word or its digits.
// - Names: words with a capital letter (proper nouns, organisations, acronyms, "iPhone"), compared
//   without case or diacritics with the bullet's words. A capitalised word that opens a sentence
//   counts only when it looks like a name anyway (all capitals, a capital inside, or digits): a
//   rewrite opens with a verb ("Memimpin", "Led") that the bullet need not have.
// The job posting is no source: a tool or company named only in the posting would be experience
// the student did not claim.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)

const MAX_REWRITE = 600

/** Number words and their value ('' = a vague quantity: only the word itself in the bullet counts). */
const NUMBER_WORDS = {
  dua: '2',
  tiga: '3',
  empat: '4',
  lima: '5',
  enam: '6',
  tujuh: '7',
  delapan: '8',
  sembilan: '9',
  sepuluh: '10',
  sebelas: '11',
  seratus: '100',
  seribu: '1000',
  sejuta: '1000000',
  belasan: '',
  puluhan: '',
  ratusan: '',
  ribuan: '',
  jutaan: '',
  miliaran: '',
  lusinan: '',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  dozens: '',
  hundreds: '',
  thousands: '',
  millions: '',
}

/** Words that stand for one another ("Rp" for "rupiah", "%" is no word). */
const SAME = { rp: ['rupiah', 'idr'], idr: ['rupiah', 'rp'], rupiah: ['rp', 'idr'] }

const WORD = /[A-Za-z\u00C0-\u024F]+/g
const DIGITS = /\d+(?:[.,]\d+)*/g

/** The digit strings of a text, separators removed. */
function numbersOf(text) {
  const out = []
  const found = String(text || '').match(DIGITS) || []
  for (const n of found) out.push(n.replace(/[.,]/g, '').replace(/^0+(?=\d)/, ''))
  return out
}

/** The folded words of a text (parts apart: "Co-Founder" → co, founder; "Union's" → union, s). */
function wordSet(text) {
  const set = {}
  const found = String(text || '').match(WORD) || []
  for (const w of found) set[fold(w)] = true
  return set
}

/** Whether a word looks like a name wherever it stands: all capitals (2+), a capital inside, digits. */
function nameLike(word) {
  return /^[A-Z\u00C0-\u00DE]{2,}$/.test(word) || /.[A-Z\u00C0-\u00DE]/.test(word)
}

/**
 * The capitalised words of a text with whether each opens a sentence: [{word, opens}]. Letters and
 * digits glued together ("Rp5", "H2O") are one token here, split into words by the caller.
 */
function capitalised(text) {
  const out = []
  const re = /[A-Za-z\u00C0-\u024F0-9][A-Za-z\u00C0-\u024F0-9'’]*/g
  const s = String(text || '')
  let m
  while ((m = re.exec(s))) {
    const token = m[0]
    if (!/[A-Z\u00C0-\u00DE]/.test(token)) continue
    const before = s.slice(0, m.index).replace(/[\s"'“‘([•*\u2013-]+$/, '')
    const opens = before === '' || /[.!?:;]$/.test(before)
    out.push({ word: token, opens: opens })
  }
  return out
}

/**
 * What a rewrite adds to the bullet: {numbers, names} (each as written in the rewrite, once).
 * @param {string} bullet the bullet as it was sent (contact details already replaced)
 * @param {string} rewrite the model's rewrite
 */
function additions(bullet, rewrite) {
  const have = {}
  for (const n of numbersOf(bullet)) have[n] = true
  const words = wordSet(bullet)
  for (const w in words) if (NUMBER_WORDS[w]) have[NUMBER_WORDS[w]] = true
  const numbers = []
  const names = []
  const seen = {}
  const add = (list, shown) => {
    if (seen[shown]) return
    seen[shown] = true
    list.push(shown)
  }
  const digits = String(rewrite || '').match(DIGITS) || []
  for (const d of digits) {
    const n = d.replace(/[.,]/g, '').replace(/^0+(?=\d)/, '')
    if (!have[n]) add(numbers, d)
  }
  const found = String(rewrite || '').match(WORD) || []
  for (const w of found) {
    const f = fold(w)
    if (!Object.prototype.hasOwnProperty.call(NUMBER_WORDS, f) || words[f]) continue
    const value = NUMBER_WORDS[f]
    if (!value || !have[value]) add(numbers, w)
  }
  for (const c of capitalised(rewrite)) {
    if (c.opens && !nameLike(c.word) && !/\d/.test(c.word)) continue
    const parts = c.word.match(WORD) || []
    for (const part of parts) {
      const f = fold(part)
      if (!/[A-Z\u00C0-\u00DE]/.test(part) || words[f]) continue
      if ((SAME[f] || []).some((alt) => words[alt])) continue
      add(names, part)
    }
  }
  return { numbers: numbers, names: names }
}

/**
 * The model's answer as one bullet: its first line after any lead-in line ("Berikut versinya:"),
 * plain text, without a list marker, surrounding quotes or a label ("Poin baru:"); an explanation
 * on later lines is dropped. '' when nothing is left.
 */
function cleanRewrite(answer) {
  let lines = String(answer || '')
    .replace(/\r/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
  while (lines.length > 1 && /:$/.test(lines[0])) lines = lines.slice(1)
  let text = String(lines[0] || '')
    .replace(/^(?:[-*•\u2013]|\d{1,2}[.)])\s+/, '')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/__([^_]+)__/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
  text = text.replace(
    /^(?:poin(?: cv)?(?: baru| perbaikan)?|perbaikan|hasil|rewrite|versi baru)\s*:\s*/i,
    '',
  )
  const quoted = /^["“'‘«](.*)["”'’»]$/.exec(text)
  if (quoted && !/["“”«»]/.test(quoted[1])) text = quoted[1].trim()
  return text
}

/**
 * The verdict on a rewrite: {ok: true, rewrite} or {ok: false, reason: 'empty'|'too-long'|'contact'|
 * 'invented', added?: string[]}.
 * @param {string} bullet the bullet as it was sent
 * @param {string} answer the model's text
 * @param {(text: string) => boolean} hasContact lib/cv/contact.js
 */
function check(bullet, answer, hasContact) {
  const rewrite = cleanRewrite(answer)
  if (!rewrite || !/[A-Za-z\u00C0-\u024F]/.test(rewrite)) return { ok: false, reason: 'empty' }
  if (rewrite.length > Math.min(MAX_REWRITE, Math.max(300, bullet.length * 3)))
    return { ok: false, reason: 'too-long' }
  if (hasContact(rewrite)) return { ok: false, reason: 'contact' }
  const added = additions(bullet, rewrite)
  if (added.numbers.length || added.names.length)
    return { ok: false, reason: 'invented', added: added.numbers.concat(added.names) }
  return { ok: true, rewrite: rewrite }
}

module.exports = { additions, cleanRewrite, check, MAX_REWRITE }
