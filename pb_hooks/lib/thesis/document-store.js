/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The stored thesis documents (lib/chat/documents.js uploads them; the academic chat, Simulasi
// Sidang and Analisa CV read them): the owner's look-up, the last_opened mark, the stored analysis,
// and their passages in the FTS5 table thesis_passages (inserted with the document, removed with
// it, bm25-ranked search).

const PASSAGE_LIMIT = 5

/** The document of `id` when `userId` owns it, else null. */
function findOwned(dao, id, userId) {
  if (typeof id !== 'string' || id === '' || id.length > 50) return null
  const record = require(`${__hooks}/lib/shared/records.js`).findById(dao, 'thesis_documents', id)
  return record && record.getString('user_id') === userId ? record : null
}

/**
 * Records that a document was used now (the academic chat, the AI review, a new sidang session):
 * one UPDATE of last_opened, outside any credit transaction and without hooks or an `updated`
 * bump; the thesis retention job (lib/privacy/documents.js) counts from it. Never fails the caller.
 */
function markOpened(dao, documentId) {
  try {
    // the single write connection: a write through db() (the concurrent pool) could meet a credit
    // transaction's lock and make it fail under load
    dao
      .nonconcurrentDB()
      .newQuery('UPDATE thesis_documents SET last_opened = {:now} WHERE id = {:id}')
      .bind({ now: require(`${__hooks}/lib/shared/dates.js`).pbDate(Date.now()), id: documentId })
      .execute()
  } catch (err) {
    console.log('[thesis] could not mark document ' + documentId + ' as opened: ' + err)
  }
}

/** The stored analysis of a document (an object; {} when missing). */
function analysisOf(record) {
  try {
    const parsed = JSON.parse(record.getString('analysis') || 'null')
    return parsed && typeof parsed === 'object' ? parsed : {}
  } catch {
    return {}
  }
}

/** Inserts a document's passages ([{ord, chapter, body, page}]) into thesis_passages. */
function insertPassages(dao, documentId, passages) {
  const q = dao
    .db()
    .newQuery(
      'INSERT INTO thesis_passages (body, chapter, document_id, ord, page)' +
        ' VALUES ({:body}, {:chapter}, {:doc}, {:ord}, {:page})',
    )
  for (let i = 0; i < passages.length; i++) {
    const p = passages[i]
    q.bind({
      body: String(p.body || ''),
      chapter: String(p.chapter || ''),
      doc: documentId,
      ord: p.ord === undefined ? i : p.ord,
      page: p.page > 0 ? p.page : 0,
    }).execute()
  }
}

/** Removes a document's passages (model hook of thesis_documents deletes). */
function deletePassages(dao, documentId) {
  dao
    .db()
    .newQuery('DELETE FROM thesis_passages WHERE document_id = {:doc}')
    .bind({ doc: documentId })
    .execute()
}

/**
 * The best passages of a document for a question, ranked by FTS5 bm25 (best first).
 * @returns {{chapter: string, body: string, page: number, ord: number, score: number}[]} page: PDF
 *   page (0 unknown); ord: the passage's place in the document; score = bm25() (negative; lower is better)
 */
function searchPassages(dao, documentId, question) {
  const match = require(`${__hooks}/lib/thesis/search.js`).buildMatchQuery(question)
  if (!match) return []
  const rows = arrayOf(new DynamicModel({ body: '', chapter: '', page: 0, ord: 0, score: -0.5 }))
  try {
    dao
      .db()
      .newQuery(
        'SELECT body, chapter, CAST(page AS INTEGER) AS page, CAST(ord AS INTEGER) AS ord,' +
          ' bm25(thesis_passages) AS score' +
          ' FROM thesis_passages' +
          ' WHERE thesis_passages MATCH {:match} AND document_id = {:doc} ORDER BY score LIMIT {:limit}',
      )
      .bind({ match: match, doc: documentId, limit: PASSAGE_LIMIT })
      .all(rows)
  } catch (err) {
    console.log('[thesis] passage search failed: ' + err)
    return []
  }
  return rows.map((r) => ({
    chapter: r.chapter,
    body: r.body,
    page: r.page,
    ord: Number(r.ord),
    score: r.score,
  }))
}

module.exports = {
  findOwned,
  markOpened,
  analysisOf,
  insertPassages,
  deletePassages,
  searchPassages,
}
