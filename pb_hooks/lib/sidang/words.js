// Word helpers of the defence rehearsal (docs/sidang.md): content tokens, affix-tolerant Indonesian
// stems, numbers and the matching of key points in an answer.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { tokenize } = require(`${__hooks}/lib/thesis/text.js`)

const STOP = {}
;(
  'yang dan di ke dari apa bagaimana adalah ini itu saya dengan untuk pada dalam tidak apakah ' +
  'berapa mana siapa kapan mengapa kenapa ada atau juga akan sudah belum bisa dapat harus nya ' +
  'kami kita aku anda kamu sebagai oleh atas bagi para lebih sangat saja karena agar sehingga ' +
  'bahwa serta maka jika kalau tetapi namun lalu kemudian telah masih hanya setiap tersebut ' +
  'ia mereka dia beliau tadi sih dong deh kok ya iya gitu kayak anu eh ee eee emm hmm mmm jadi ' +
  'yaitu yakni bab subbab anda pak bu ibu bapak penguji tentu tahu lupa maaf mungkin kurang ' +
  'the of and or a an to in is are'
)
  .split(' ')
  .forEach(function (w) {
    STOP[w] = true
  })

const PREFIXES = [
  ['meng', ['', 'k']],
  ['meny', ['s']],
  ['mem', ['', 'p']],
  ['men', ['', 't']],
  ['me', ['']],
  ['peng', ['', 'k']],
  ['peny', ['s']],
  ['pem', ['', 'p']],
  ['pen', ['', 't']],
  ['per', ['']],
  ['pe', ['']],
  ['ber', ['']],
  ['be', ['']],
  ['ter', ['']],
  ['di', ['']],
  ['ke', ['']],
  ['se', ['']],
]
const SUFFIXES = ['kan', 'an', 'i']

function add(set, list, word) {
  if (word.length >= 3 && !set[word]) {
    set[word] = true
    list.push(word)
  }
}

/** The possible roots of a folded token ("memilih" -> pilih, ilih, ...): tolerant, not exact. */
function stems(token) {
  const set = {}
  const list = []
  add(set, list, token)
  if (/^[0-9]/.test(token)) return list
  if (token.length >= 7 && /nya$/.test(token)) add(set, list, token.slice(0, -3))
  const bases = list.slice()
  for (let i = 0; i < bases.length; i++)
    for (let s = 0; s < SUFFIXES.length; s++) {
      const suf = SUFFIXES[s]
      if (bases[i].length - suf.length >= 4 && bases[i].slice(-suf.length) === suf)
        add(set, list, bases[i].slice(0, -suf.length))
    }
  // Two rounds of prefixes ("berpengaruh" -> pengaruh -> aruh/karuh).
  for (let round = 0; round < 2; round++) {
    const cur = list.slice()
    for (let i = 0; i < cur.length; i++) {
      for (let p = 0; p < PREFIXES.length; p++) {
        const pre = PREFIXES[p][0]
        if (cur[i].length - pre.length < 4 || cur[i].indexOf(pre) !== 0) continue
        const rest = cur[i].slice(pre.length)
        const heads = PREFIXES[p][1]
        for (let h = 0; h < heads.length; h++) add(set, list, heads[h] + rest)
        break
      }
    }
  }
  return list
}

/** Content tokens of a text: folded, stop words and one-letter tokens dropped. */
function contentTokens(text) {
  const toks = tokenize(text || '')
  const out = []
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i]
    if (t.length < 2 || STOP[t] || /^[0-9]+$/.test(t)) continue
    out.push(t)
  }
  return out
}

/** A lookup of every stem of the content tokens of `text`: {stem: true}. */
function stemSet(text) {
  const set = {}
  const toks = contentTokens(text)
  for (let i = 0; i < toks.length; i++) {
    const s = stems(toks[i])
    for (let j = 0; j < s.length; j++) set[s[j]] = true
  }
  return set
}

/** Whether a token (any of its stems) is in a stem set. */
function hasToken(set, token) {
  const s = stems(token)
  for (let i = 0; i < s.length; i++) if (set[s[i]]) return true
  return false
}

/** Numbers of a text, normalised ("0.312" and "0,312" -> "0,312"; "1.450" -> "1,450"). */
function numbersIn(text) {
  const found = String(text || '').match(/\d+(?:[.,]\d+)*/g) || []
  return found.map((n) => n.replace(/\./g, ','))
}

function sameNumber(a, b) {
  return a === b || a.replace(/,/g, '') === b.replace(/,/g, '')
}

/**
 * Whether an answer mentions a key point: every number of the point, and its words (stems) but
 * one when it has three or more ("regresi linear berganda" needs two of three).
 */
function mentions(answerSet, answerNumbers, point) {
  const nums = numbersIn(point)
  for (let i = 0; i < nums.length; i++) {
    let ok = false
    for (let j = 0; j < answerNumbers.length && !ok; j++) ok = sameNumber(nums[i], answerNumbers[j])
    if (!ok) return false
  }
  const words = fold(point)
    .split(/[^a-z0-9]+/)
    .filter((w) => w && !/^[0-9]+$/.test(w) && !STOP[w])
  if (!words.length) return nums.length > 0
  if (nums.length) return true
  let hits = 0
  for (let i = 0; i < words.length; i++) {
    const w = words[i]
    if (w.length < 3 ? answerSet['#' + w] : hasToken(answerSet, w)) hits++
  }
  return hits >= (words.length <= 2 ? words.length : words.length - 1)
}

/** The stem set of an answer with its short tokens kept as "#t" (for "uji t", "uji F"). */
function answerSet(text) {
  const set = stemSet(text)
  const toks = tokenize(text || '')
  for (let i = 0; i < toks.length; i++) if (toks[i].length < 3) set['#' + toks[i]] = true
  return set
}

module.exports = {
  STOP: STOP,
  stems: stems,
  contentTokens: contentTokens,
  stemSet: stemSet,
  hasToken: hasToken,
  numbersIn: numbersIn,
  mentions: mentions,
  answerSet: answerSet,
}
