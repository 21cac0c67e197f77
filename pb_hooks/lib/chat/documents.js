/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Thesis documents of the academic chat: POST /api/chat/documents stores the file (protected
// file field: only its owner can read it), the text extracted in the browser, its structure
// analysis and its passages in the FTS5 table thesis_passages (bm25-ranked search for the
// academic chat: lib/thesis/document-store.js, which also removes them when a document is deleted).
// Validation (nothing stored, no credit; lib/chat/document-checks.js): type by extension, declared
// MIME and content (the file field's mimeTypes sniff the bytes), size, encryption, text present and
// not too long.

const MAX_TEXT = 1500000

function common() {
  return require(`${__hooks}/lib/chat/common.js`)
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
  const checks = require(`${__hooks}/lib/chat/document-checks.js`)
  const who = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c, { verified: true })
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
  const ext = checks.extensionOf(fileName)
  if (!ext || !checks.declaredTypeFits(ext, header)) return chat.fail(c, 'UNSUPPORTED_FILE')
  if (header.size > checks.MAX_FILE) return chat.fail(c, 'FILE_TOO_LARGE')

  // content type: the file field's mimeTypes sniff the bytes (a renamed file is refused)
  const collection = $app.dao().findCollectionByNameOrId('thesis_documents')
  try {
    upsertForm(new Record(collection), { user_id: user.id, file_name: fileName }, header).validate()
  } catch (err) {
    const key = checks.fileErrorKey(err)
    if (key) return chat.fail(c, key)
    throw err
  }
  if (!checks.magicFits(ext, header)) return chat.fail(c, 'UNSUPPORTED_FILE')
  if (ext === 'pdf' && checks.isEncryptedPdf(header)) return chat.fail(c, 'ENCRYPTED_PDF')

  // multipart form values carry CRLF line breaks (the HTML form encoding): store plain \n;
  // the PDF page breaks (\f) stay, even at the ends (page numbers of the passages count them)
  const docText = require(`${__hooks}/lib/thesis/passages.js`)
  const text = docText.trimDocumentText(c.formValue('text'))
  if (docText.isBlankDocumentText(text)) return chat.fail(c, 'EMPTY_DOCUMENT')
  if (text.length > MAX_TEXT) return chat.fail(c, 'DOCUMENT_TOO_LONG')
  const pagesRaw = parseInt(String(c.formValue('pages') || '0'), 10)
  const pages = ext === 'pdf' && pagesRaw > 0 ? Math.min(pagesRaw, 100000) : 0

  const thesis = require(`${__hooks}/lib/chat/academic/analysis.js`)
  const analysis = thesis.analyzeThesis(text)
  const passages = thesis.splitPassages(text)
  const summary = thesis.formatStructureReview(analysis, fileName)
  const words =
    analysis && analysis.totalWords > 0
      ? analysis.totalWords
      : require(`${__hooks}/lib/thesis/text.js`).countWords(text)

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
  const store = require(`${__hooks}/lib/thesis/document-store.js`)
  $app.dao().runInTransaction((tx) => {
    form.setDao(tx)
    form.submit()
    store.insertPassages(tx, record.id, passages)
  })

  return c.json(200, {
    documentId: record.id,
    fileName: fileName,
    words: words,
    analysis: analysis,
    summary: summary,
  })
}

module.exports = { MAX_TEXT, handleUpload, explainBodyLimit }
