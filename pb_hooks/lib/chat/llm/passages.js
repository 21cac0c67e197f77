/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The passages of a stored document sent to the LLM: the FTS5/bm25 hits of the built-in path
// (lib/thesis/document-store.js searchPassages, with their `ord` and `page`) and the passages next
// to the best NEIGHBOUR_HITS hits (ord ± 1, read from thesis_passages with their own chapter and
// page); for the narrative review (llm/review.js), the first passage of each chapter.

const NEIGHBOUR_HITS = 2
const MAX_CHAPTER_OPENINGS = 8

function passageAt(dao, documentId, ord) {
  if (ord < 0) return null
  const row = new DynamicModel({ body: '', chapter: '', page: 0 })
  try {
    dao
      .db()
      .newQuery(
        'SELECT body, chapter, CAST(page AS INTEGER) AS page FROM thesis_passages' +
          ' WHERE document_id = {:doc} AND ord = {:ord} LIMIT 1',
      )
      .bind({ doc: documentId, ord: ord })
      .one(row)
  } catch {
    return null
  }
  const page = Number(row.page) > 0 ? Number(row.page) : 0
  return row.body ? { ord: ord, chapter: row.chapter, body: row.body, page: page } : null
}

/** Hits plus neighbours for the LLM, best first. */
function storedPassages(dao, documentId, question) {
  const { searchPassages } = require(`${__hooks}/lib/thesis/document-store.js`)
  const { withNeighbours } = require(`${__hooks}/lib/chat/llm/academic.js`)
  const hits = searchPassages(dao, documentId, question)
  return withNeighbours(hits, (ord) => passageAt(dao, documentId, ord), NEIGHBOUR_HITS)
}

/** In-memory passages (trial): the ranked hits plus neighbours from the split list. */
function memoryPassages(ranked, all) {
  const { withNeighbours } = require(`${__hooks}/lib/chat/llm/academic.js`)
  const byOrd = {}
  all.forEach((p, i) => {
    byOrd[p.ord === undefined ? i : p.ord] = Object.assign({ ord: i }, p)
  })
  return withNeighbours(ranked, (ord) => byOrd[ord] || null, NEIGHBOUR_HITS)
}

/**
 * The first passage of each chapter of a stored document ('BAB …' chapters when there are any,
 * else of every part), in document order: [{ord, chapter, body, page}].
 */
function chapterOpenings(dao, documentId) {
  const rows = arrayOf(new DynamicModel({ body: '', chapter: '', page: 0, ord: 0 }))
  try {
    dao
      .db()
      .newQuery(
        'SELECT body, chapter, CAST(page AS INTEGER) AS page, CAST(ord AS INTEGER) AS ord' +
          ' FROM thesis_passages WHERE document_id = {:doc} ORDER BY CAST(ord AS INTEGER)',
      )
      .bind({ doc: documentId })
      .all(rows)
  } catch (err) {
    console.log('[chat] chapter openings failed: ' + err)
    return []
  }
  const seen = {}
  const firsts = []
  for (const r of rows) {
    if (!r.body || seen[r.chapter]) continue
    seen[r.chapter] = true
    const page = Number(r.page) > 0 ? Number(r.page) : 0
    firsts.push({ ord: Number(r.ord), chapter: r.chapter, body: r.body, page: page })
  }
  const chapters = firsts.filter((p) => /^BAB\s/i.test(p.chapter))
  return (chapters.length ? chapters : firsts).slice(0, MAX_CHAPTER_OPENINGS)
}

module.exports = { storedPassages, memoryPassages, chapterOpenings }
