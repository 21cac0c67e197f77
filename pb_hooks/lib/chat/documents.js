/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Thesis documents of the academic chat: POST /api/chat/documents stores the file (protected
// file field: only its owner can read it), the text extracted in the browser, its structure
// analysis and its passages in the FTS5 table thesis_passages (bm25-ranked search for the
// academic chat). Deleting a document removes its passages in the same transaction.
// Validation (nothing stored, no credit): type by extension, declared MIME and content (the file
// field's mimeTypes sniff the bytes), size, encryption, text present and not too long.

const MB = 1024 * 1024
const MAX_FILE = 20 * MB
const MAX_TEXT = 1500000
const PASSAGE_LIMIT = 5
const TYPES = {
  pdf: ['application/pdf', 'application/x-pdf', 'application/octet-stream', ''],
  docx: [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    'application/octet-stream',
    'application/zip',
    'application/x-zip-compressed',
    '',
  ],
}

function common() {
  return require(`${__hooks}/lib/chat/common.js`)
}

/** 'pdf' | 'docx' | '' from the file name. */
function extensionOf(name) {
  const m = /\.([a-z0-9]+)$/i.exec(String(name || ''))
  const ext = m ? m[1].toLowerCase() : ''
  return ext === 'pdf' || ext === 'docx' ? ext : ''
}

/** Whether the browser's declared Content-Type fits the extension (empty/octet-stream allowed). */
function declaredTypeFits(ext, header) {
  let declared = ''
  try {
    declared = String(header.header.get('Content-Type') || '')
  } catch {
    declared = ''
  }
  declared = declared.split(';')[0].trim().toLowerCase()
  return TYPES[ext].indexOf(declared) >= 0
}

/** Whether the file starts as its extension says (PDF header / ZIP container of a DOCX). */
function magicFits(ext, header) {
  const f = header.open()
  let head = ''
  try {
    head = readerToString(f, 1024)
  } finally {
    f.close()
  }
  return ext === 'pdf' ? head.indexOf('%PDF-') >= 0 : head.indexOf('PK\u0003\u0004') === 0
}

/** Whether the uploaded file's bytes carry a PDF encryption dictionary. */
function isEncryptedPdf(header) {
  const f = header.open()
  try {
    return readerToString(f, MAX_FILE + 1).indexOf('/Encrypt') >= 0
  } finally {
    f.close()
  }
}

/** ERRORS key for a validation error of the upsert form ('' when it is not about the file). */
function fileErrorKey(err) {
  const text = String(err)
  if (!/\bfile\b/i.test(text)) return ''
  return /size/i.test(text) ? 'FILE_TOO_LARGE' : 'UNSUPPORTED_FILE'
}

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
    console.log('[chat] could not mark document ' + documentId + ' as opened: ' + err)
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
  const match = require(`${__hooks}/lib/chat/academic/analysis.js`).buildMatchQuery(question)
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
    console.log('[chat] passage search failed: ' + err)
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

/** A record form with the data and the uploaded file (data first: loading data resets the file list). */
function upsertForm(record, data, header) {
  const form = new RecordUpsertForm($app, record)
  form.loadData(data)
  form.addFiles('file', $filesystem.fileFromMultipart(header))
  return form
}

/** onBeforeApiError: the upload route's body limit (413) gets the size message in Indonesian. */
function explainBodyLimit(e) {
  const err = e.error
  if (!err || err.code !== 413) return
  const path = String(e.httpContext.request().url.path || '')
  if (path.indexOf('/api/chat/documents') !== 0) return
  err.message = common().ERRORS.FILE_TOO_LARGE[1]
}

/** POST /api/chat/documents (multipart: file, text, pages) → {documentId, fileName, words, analysis, summary}. */
function handleUpload(c) {
  const chat = common()
  const who = chat.currentUser(c)
  if (who.error) return chat.fail(c, who.error)
  const user = who.user

  let header = null
  try {
    header = c.formFile('file')
  } catch {
    header = null
  }
  if (!header) return chat.fail(c, 'FILE_REQUIRED')
  const fileName = String(header.filename || '')
    .trim()
    .slice(-255)
  const ext = extensionOf(fileName)
  if (!ext || !declaredTypeFits(ext, header)) return chat.fail(c, 'UNSUPPORTED_FILE')
  if (header.size > MAX_FILE) return chat.fail(c, 'FILE_TOO_LARGE')

  // content type: the file field's mimeTypes sniff the bytes (a renamed file is refused)
  const collection = $app.dao().findCollectionByNameOrId('thesis_documents')
  try {
    upsertForm(new Record(collection), { user_id: user.id, file_name: fileName }, header).validate()
  } catch (err) {
    const key = fileErrorKey(err)
    if (key) return chat.fail(c, key)
    throw err
  }
  if (!magicFits(ext, header)) return chat.fail(c, 'UNSUPPORTED_FILE')
  if (ext === 'pdf' && isEncryptedPdf(header)) return chat.fail(c, 'ENCRYPTED_PDF')

  // multipart form values carry CRLF line breaks (the HTML form encoding): store plain \n;
  // the PDF page breaks (\f) stay, even at the ends (page numbers of the passages count them)
  const docText = require(`${__hooks}/lib/chat/academic/passages.js`)
  const text = docText.trimDocumentText(c.formValue('text'))
  if (docText.isBlankDocumentText(text)) return chat.fail(c, 'EMPTY_DOCUMENT')
  if (text.length > MAX_TEXT) return chat.fail(c, 'DOCUMENT_TOO_LONG')
  const pagesRaw = parseInt(String(c.formValue('pages') || '0'), 10)
  const pages = ext === 'pdf' && pagesRaw > 0 ? Math.min(pagesRaw, 100000) : 0

  const thesis = require(`${__hooks}/lib/chat/academic/analysis.js`)
  const analysis = thesis.analyzeThesis(text)
  const passages = thesis.splitPassages(text)
  const summary = thesis.formatStructureReview(analysis, fileName)
  const words = analysis && analysis.totalWords > 0 ? analysis.totalWords : chat.countWords(text)

  let externalId = ''
  const webhooks = require(`${__hooks}/lib/chat/webhooks.js`)
  if (webhooks.url('upload')) {
    const sent = webhooks.forwardUpload($filesystem.fileFromMultipart(header))
    if (sent.error) return chat.fail(c, sent.error)
    externalId = sent.externalId
  }

  const record = new Record(collection)
  const data = { user_id: user.id, file_name: fileName, text: text, pages: pages, words: words }
  data.analysis = analysis
  data.external_id = externalId
  const form = upsertForm(record, data, header)
  $app.dao().runInTransaction((tx) => {
    form.setDao(tx)
    form.submit()
    insertPassages(tx, record.id, passages)
  })

  return c.json(200, {
    documentId: record.id,
    fileName: fileName,
    words: words,
    analysis: analysis,
    summary: summary,
  })
}

module.exports = {
  MAX_FILE,
  MAX_TEXT,
  extensionOf,
  findOwned,
  markOpened,
  analysisOf,
  insertPassages,
  deletePassages,
  searchPassages,
  handleUpload,
  explainBodyLimit,
}
