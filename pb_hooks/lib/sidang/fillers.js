// Filler words and speaking pace of a spoken defence answer (docs/sidang.md): Indonesian fillers
// ("eee", "emm", "anu", "apa ya", "gitu", "kayak", repeated "jadi") and words per minute.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { fold } = require(`${__hooks}/lib/shared/fold.js`)
const { countWords } = require(`${__hooks}/lib/thesis/text.js`)
const { sentences } = require(`${__hooks}/lib/shared/sentences.js`)

/** Filler families: the word reported, and the tokens it covers (any elongation). */
const FAMILIES = [
  ['eee', /^e{2,}h*$/], // ee, eee, eeh, eeeh
  ['eh', /^eh+$/], // eh, ehh
  ['emm', /^e+m{2,}h*$/], // emm, eemm, emmm
  ['hmm', /^h+m+$/], // hm, hmm, hmmm
  ['mmm', /^m{2,}$/], // mm, mmm
  ['anu', /^anu+$/],
  ['gitu', /^gitu+$/],
  ['kayak', /^kayak+$/],
]
const FAMILY_ORDER = FAMILIES.map((f) => f[0]).concat(['apa ya', 'jadi'])

function familyOf(token) {
  for (let i = 0; i < FAMILIES.length; i++) if (FAMILIES[i][1].test(token)) return FAMILIES[i][0]
  return null
}

/** Sentences of an answer (lib/shared/sentences.js, casual text) as lists of folded letter tokens. */
function sentenceTokens(text) {
  return sentences(text, { casual: true })
    .map((s) =>
      fold(s)
        .split(/[^a-z]+/)
        .filter((t) => t),
    )
    .filter((toks) => toks.length)
}

/**
 * The fillers of an answer: {total, items: [{word, count}]} (most frequent first).
 * "apa ya" counts as one filler. "jadi" counts only when used as a filler: every "jadi" after the
 * first one in the same sentence, and the opening "jadi" of a sentence that follows a sentence
 * which also opened with "jadi" (the first sentence of such a run keeps its "jadi"). A transcript
 * without punctuation is one sentence, so there every "jadi" after the first counts.
 */
function findFillers(text) {
  const counts = {}
  const bump = (word) => {
    counts[word] = (counts[word] || 0) + 1
  }
  const list = sentenceTokens(String(text || ''))
  let prevOpensJadi = false
  for (let s = 0; s < list.length; s++) {
    const toks = list[s]
    let jadiSeen = 0
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]
      const fam = familyOf(t)
      if (fam) bump(fam)
      else if (t === 'apa' && /^ya+h?$/.test(toks[i + 1] || '')) {
        bump('apa ya')
        i++
      } else if (t === 'jadi') {
        jadiSeen++
        if (jadiSeen > 1 || (i === 0 && prevOpensJadi)) bump('jadi')
      }
    }
    prevOpensJadi = toks[0] === 'jadi'
  }
  const items = Object.keys(counts)
    .map((w) => ({ word: w, count: counts[w] }))
    .sort(
      (a, b) => b.count - a.count || FAMILY_ORDER.indexOf(a.word) - FAMILY_ORDER.indexOf(b.word),
    )
  let total = 0
  for (let i = 0; i < items.length; i++) total += items[i].count
  return { total: total, items: items }
}

/** Words per minute of a spoken answer, or null without a usable duration (over one second). */
function wordsPerMinute(text, durationMs) {
  if (typeof durationMs !== 'number' || !isFinite(durationMs) || durationMs <= 1000) return null
  return Math.round((countWords(String(text || '')) * 60000) / durationMs)
}

/** Whether a folded token is a filler sound or word ("eeeh", "hmm", "anu", "gitu", "kayak"). */
function isFiller(token) {
  return familyOf(token) !== null
}

module.exports = { FAMILIES, isFiller, findFillers, wordsPerMinute }
