/// <reference path="../../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The passages of a stored document sent to the LLM: the FTS5/bm25 hits of the built-in path
// (lib/chat/documents.js searchPassages, with `page` when the document has one) and the passages
// next to the best NEIGHBOUR_HITS hits (ord ± 1, found in thesis_passages).

const NEIGHBOUR_HITS = 2

function ordOf(dao, documentId, body) {
  const row = new DynamicModel({ ord: 0 })
  try {
    dao
      .db()
      .newQuery(
        'SELECT ord FROM thesis_passages WHERE document_id = {:doc} AND body = {:body} LIMIT 1',
      )
      .bind({ doc: documentId, body: body })
      .one(row)
    return Number(row.ord)
  } catch {
    return null
  }
}

function passageAt(dao, documentId, ord) {
  if (ord < 0) return null
  const row = new DynamicModel({ body: '', chapter: '' })
  try {
    dao
      .db()
      .newQuery(
        'SELECT body, chapter FROM thesis_passages WHERE document_id = {:doc} AND ord = {:ord} LIMIT 1',
      )
      .bind({ doc: documentId, ord: ord })
      .one(row)
  } catch {
    return null
  }
  // A neighbour's own page is not known here; 0 = unknown (its citations name the chapter only).
  return row.body ? { ord: ord, chapter: row.chapter, body: row.body, page: 0 } : null
}

/** Hits plus neighbours for the LLM, best first. */
function storedPassages(dao, documentId, question) {
  const { searchPassages } = require(`${__hooks}/lib/chat/documents.js`)
  const { withNeighbours } = require(`${__hooks}/lib/chat/llm/academic.js`)
  const hits = searchPassages(dao, documentId, question).map((h, i) => {
    const ord = i < NEIGHBOUR_HITS ? ordOf(dao, documentId, h.body) : null
    return Object.assign({}, h, ord === null ? {} : { ord: ord })
  })
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

module.exports = { storedPassages, memoryPassages }
