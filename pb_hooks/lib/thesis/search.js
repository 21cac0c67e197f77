// Search of a thesis's passages: the terms of a question, the FTS5 MATCH expression (stored
// documents, lib/thesis/document-store.js) and the same BM25 ranking in memory (the trial chat).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const { tokenize } = require(`${__hooks}/lib/thesis/text.js`)

const STOP_WORDS = {}
;(
  'yang dan di ke dari apa bagaimana adalah ini itu saya dengan untuk pada dalam tidak apakah berapa ' +
  'mana manakah siapa kapan mengapa kenapa ada atau juga akan sudah belum bisa dapat harus kah nya ' +
  'kami kita aku anda kamu mu tolong jelaskan jelasin sebutkan tunjukkan cari carikan tentang mengenai ' +
  'seperti sebagai oleh atas bagi para lebih sangat saja yg dgn utk dr tdk gak ga nggak ngga enggak ' +
  'sih dong deh kok ya iya apa2 bab skripsi dokumen bagian isi isinya menurut terhadap secara maksud ' +
  'the of and or not a an to in is are what how which why who does do i ii iii iv v vi'
)
  .split(' ')
  .forEach(function (w) {
    STOP_WORDS[w] = true
  })

/** Light Indonesian stemming for prefix queries: particles and -kan/-an endings. */
function stem(token) {
  let t = token
  // Only -nya: -lah/-kah/-pun would cut roots such as "masalah".
  const particles = ['nya']
  for (let i = 0; i < particles.length; i++) {
    const p = particles[i]
    if (t.length - p.length >= 4 && t.slice(-p.length) === p) {
      t = t.slice(0, -p.length)
      break
    }
  }
  if (t.length - 3 >= 5 && t.slice(-3) === 'kan') t = t.slice(0, -3)
  else if (t.length - 2 >= 5 && t.slice(-2) === 'an') t = t.slice(0, -2)
  return t
}

/** The searchable terms of a question: [{term, prefix}] (stop words removed, at most 12). */
function queryTerms(question) {
  const tokens = tokenize(question || '')
  const seen = {}
  const terms = []
  for (let i = 0; i < tokens.length && terms.length < 12; i++) {
    const tok = tokens[i]
    if (tok.length < 2 || STOP_WORDS[tok]) continue
    const isNumber = /^[0-9]+$/.test(tok)
    const term = isNumber ? tok : stem(tok)
    const prefix = !isNumber && term.length >= 4
    const id = term + (prefix ? '*' : '')
    if (seen[id]) continue
    seen[id] = true
    terms.push({ term: term, prefix: prefix })
  }
  return terms
}

/** A safe FTS5 MATCH expression: quoted (prefix) terms joined by OR, or null. */
function buildMatchQuery(question) {
  const terms = queryTerms(question)
  if (!terms.length) return null
  return terms.map((t) => '"' + t.term + '"' + (t.prefix ? '*' : '')).join(' OR ')
}

function termMatches(term, token) {
  return term.prefix ? token.indexOf(term.term) === 0 : token === term.term
}

/**
 * The FTS5 ranking without SQLite (for the trial route): BM25 (k1 1.2, b 0.75) over the same
 * terms, scores negative like FTS5's bm25() (lower is better). -> [{ord, chapter, body, page, score}].
 */
function rankPassagesInMemory(question, passages, limit) {
  const terms = queryTerms(question)
  const list = Array.isArray(passages) ? passages : []
  if (!terms.length || !list.length) return []
  // Each token between its own spaces: " term " counts whole tokens, " term" counts prefixes.
  const docs = list.map((p) => tokenize(p.body || ''))
  const n = docs.length
  let total = 0
  for (let i = 0; i < n; i++) total += docs[i].length
  const avg = total / n || 1
  const tf = docs.map(function (toks) {
    const joined = ' ' + toks.join('  ') + ' '
    return terms.map(function (term) {
      return joined.split(' ' + term.term + (term.prefix ? '' : ' ')).length - 1
    })
  })
  const idf = terms.map(function (_term, t) {
    let df = 0
    for (let i = 0; i < n; i++) if (tf[i][t] > 0) df++
    const v = Math.log((n - df + 0.5) / (df + 0.5))
    return v <= 0 ? 0.000001 : v
  })
  const k1 = 1.2
  const b = 0.75
  const ranked = []
  for (let i = 0; i < n; i++) {
    let score = 0
    for (let t = 0; t < terms.length; t++) {
      const f = tf[i][t]
      if (!f) continue
      score += (idf[t] * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * docs[i].length) / avg))
    }
    if (score > 0) {
      const p = list[i]
      ranked.push({
        ord: p.ord === undefined ? i : p.ord,
        chapter: p.chapter,
        body: p.body,
        page: p.page > 0 ? p.page : 0,
        score: -score,
      })
    }
  }
  ranked.sort((x, y) => x.score - y.score || x.ord - y.ord)
  return ranked.slice(0, limit || 5)
}

module.exports = {
  queryTerms: queryTerms,
  buildMatchQuery: buildMatchQuery,
  termMatches: termMatches,
  rankPassagesInMemory: rankPassagesInMemory,
}
