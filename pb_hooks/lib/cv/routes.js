/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The Analisa CV routes (docs/contract.md, Analisa CV; registered in pb_hooks/cv.pb.js). The CV
// itself is read and checked in the browser and never reaches the server; these routes only:
// - GET /api/cv/status: whether 'Perbaiki dengan AI' can be offered (the operator's LLM is set) and
//   its price (CV_CREDITS);
// - POST /api/cv/rewrite {bullet, posting?}: one bullet rewritten by the LLM, paid with CV_CREDITS
//   taken in their own short transaction (lib/entitlements/credits.js, as a chat message) and given back
//   when the LLM fails or its rewrite is refused; contact details are replaced before anything is
//   sent (lib/cv/contact.js), and nothing of the bullet or posting is stored or logged;
// - GET /api/cv/thesis-entry[?documentId=]: 'Dari skripsi Anda', a 'Penelitian/Skripsi' entry drafted
//   from the owner's uploaded thesis (lib/cv/thesis-entry.js); free, read-only.

const DEFAULT_COST = 1
/** The longest bullet (characters, after trimming): one CV line is rarely over 300. */
const MAX_BULLET = 500

const ERRORS = {
  UNAUTHORIZED: require(`${__hooks}/lib/shared/signed-in.js`).SIGN_IN_ERRORS.UNAUTHORIZED,
  NOT_VERIFIED: [403, 'Verifikasi email Anda terlebih dahulu untuk memakai Analisa CV.'],
  CV_AI_UNAVAILABLE: [409, 'Perbaikan dengan AI belum tersedia di layanan ini.'],
  CV_EMPTY_BULLET: [400, 'Tulis poin CV yang ingin diperbaiki.'],
  CV_BULLET_TOO_LONG: [
    400,
    'Poin CV terlalu panjang (maksimal 500 karakter). Perbaiki satu poin saja.',
  ],
  CV_NOTHING_TO_REWRITE: [
    400,
    'Poin ini hanya berisi data kontak, jadi tidak ada yang bisa diperbaiki.',
  ],
  CV_INVALID_POSTING: [400, 'Teks lowongan tidak valid.'],
  CV_POSTING_TOO_LONG: [
    400,
    'Teks lowongan terlalu panjang (maksimal 6.000 karakter). Tempel bagian kualifikasi dan tugasnya saja.',
  ],
  INSUFFICIENT_CREDITS: [402, 'Kredit Anda tidak cukup untuk memperbaiki poin CV dengan AI.'],
  CV_AI_FAILED: [
    502,
    'Perbaikan dengan AI gagal dibuat. Kredit Anda dikembalikan; coba lagi nanti.',
  ],
  CV_REWRITE_REFUSED: [
    422,
    'Hasil AI menambahkan angka atau nama yang tidak ada di poin asli Anda, jadi tidak kami tampilkan. Kredit Anda dikembalikan.',
  ],
}

/** The JSON error answer of a code of ERRORS, else of the chat's (DOCUMENT_NOT_FOUND, CREDIT_FAILED). */
function fail(c, key, extra) {
  if (!ERRORS[key]) return require(`${__hooks}/lib/chat/common.js`).fail(c, key, extra)
  return require(`${__hooks}/lib/shared/http.js`).jsonError(c, ERRORS, key, extra)
}

/** The signed-in, verified `users` record: {user} or {error: 'UNAUTHORIZED' | 'NOT_VERIFIED'}. */
function student(c) {
  return require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c, { verified: true })
}

/** Credits per AI rewrite: CV_CREDITS (a whole number ≥ 0), default 1. */
function cost() {
  const raw = String($os.getenv('CV_CREDITS') || '').trim()
  if (!/^\d{1,6}$/.test(raw)) return DEFAULT_COST
  return parseInt(raw, 10)
}

/** The LLM settings when 'Perbaiki dengan AI' is offered, else null. */
function llmConfig() {
  return require(`${__hooks}/lib/llm/config.js`).load()
}

/** GET /api/cv/status → {aiAvailable, cost} (nothing else about the LLM is said). */
function handleStatus(c) {
  const who = student(c)
  if (who.error) return fail(c, who.error)
  return c.json(200, { aiAvailable: !!llmConfig(), cost: cost() })
}

/**
 * The request's bullet and posting with contact details replaced: {bullet, posting} or {error}.
 * The limits apply to the text as sent, before anything is replaced.
 */
function readRewriteRequest(data) {
  const { stripContacts, CONTACT_MARK } = require(`${__hooks}/lib/cv/contact.js`)
  const { MAX_POSTING_CHARS } = require(`${__hooks}/lib/cv/prompt.js`)
  const bullet = typeof data.bullet === 'string' ? data.bullet.replace(/\s+/g, ' ').trim() : ''
  if (!bullet) return { error: 'CV_EMPTY_BULLET' }
  if (bullet.length > MAX_BULLET) return { error: 'CV_BULLET_TOO_LONG' }
  let posting = ''
  if (data.posting !== undefined && data.posting !== null) {
    if (typeof data.posting !== 'string') return { error: 'CV_INVALID_POSTING' }
    posting = data.posting.trim()
    if (posting.length > MAX_POSTING_CHARS) return { error: 'CV_POSTING_TOO_LONG' }
  }
  const sent = stripContacts(bullet).text.replace(/\s+/g, ' ').trim()
  if (!/[A-Za-z\u00C0-\u024F]{2}/.test(sent.split(CONTACT_MARK).join(' ')))
    return { error: 'CV_NOTHING_TO_REWRITE' }
  return { bullet: sent, posting: posting ? stripContacts(posting).text : '' }
}

/** POST /api/cv/rewrite {bullet, posting?} → {rewrite, credits} */
function handleRewrite(c) {
  const who = student(c)
  if (who.error) return fail(c, who.error)
  const cfg = llmConfig()
  if (!cfg) return fail(c, 'CV_AI_UNAVAILABLE')
  const request = readRewriteRequest(require(`${__hooks}/lib/shared/http.js`).jsonBody(c))
  if (request.error) return fail(c, request.error)
  const price = cost()
  const credits = require(`${__hooks}/lib/entitlements/credits.js`)
  let taken
  try {
    taken = credits.take(who.user.id, price)
  } catch (err) {
    console.log('[cv] credit check failed: ' + err)
    return fail(c, 'CREDIT_FAILED')
  }
  if (!taken.ok) return fail(c, 'INSUFFICIENT_CREDITS', { credits: taken.credits, cost: price })
  let result
  try {
    result = require(`${__hooks}/lib/cv/rewrite.js`).rewrite(cfg, request.bullet, request.posting)
  } catch (err) {
    // the error of a library, never the request's text
    console.log('[cv] rewrite failed: ' + String(err).slice(0, 200))
    result = { error: 'CV_AI_FAILED' }
  }
  if (result.error) {
    const balance = price > 0 ? credits.refund(who.user.id, price) : taken.credits
    const extra = { credits: balance }
    if (result.error === 'CV_REWRITE_REFUSED') extra.added = result.added
    return fail(c, result.error, extra)
  }
  return c.json(200, { rewrite: result.rewrite, credits: taken.credits })
}

/**
 * The document of the entry: `documentId` when the caller owns it (else null), without one the
 * caller's most recently used or uploaded thesis (null when there is none).
 */
function entryDocument(dao, userId, documentId) {
  const store = require(`${__hooks}/lib/thesis/document-store.js`)
  if (documentId) return store.findOwned(dao, documentId, userId)
  const row = new DynamicModel({ id: '' })
  try {
    dao
      .db()
      .newQuery(
        'SELECT id FROM thesis_documents WHERE user_id = {:user}' +
          " ORDER BY (CASE WHEN IFNULL(last_opened, '') = '' THEN created ELSE last_opened END) DESC," +
          ' created DESC LIMIT 1',
      )
      .bind({ user: userId })
      .one(row)
  } catch {
    return null
  }
  return row.id ? store.findOwned(dao, row.id, userId) : null
}

/**
 * GET /api/cv/thesis-entry[?documentId=] → {available: false, reason: 'NO_DOCUMENT' | 'NOTHING_FOUND'}
 * or {available: true, documentId, fileName, title, method, result} (title: text or null; method,
 * result: {text, chapter, page} or null; at least one of the three is set).
 */
function handleThesisEntry(c) {
  const who = student(c)
  if (who.error) return fail(c, who.error)
  const given = String(c.queryParam('documentId') || '').trim()
  const doc = entryDocument($app.dao(), who.user.id, given)
  if (!doc && given) return fail(c, 'DOCUMENT_NOT_FOUND')
  if (!doc) return c.json(200, { available: false, reason: 'NO_DOCUMENT' })
  let entry
  try {
    entry = require(`${__hooks}/lib/cv/thesis-entry.js`).thesisEntry(doc.getString('text'))
  } catch (err) {
    console.log(
      '[cv] thesis entry failed for document ' + doc.id + ': ' + String(err).slice(0, 200),
    )
    entry = { title: null, method: null, result: null }
  }
  if (!entry.title && !entry.method && !entry.result)
    return c.json(200, { available: false, reason: 'NOTHING_FOUND', documentId: doc.id })
  return c.json(200, {
    available: true,
    documentId: doc.id,
    fileName: doc.getString('file_name'),
    title: entry.title,
    method: entry.method,
    result: entry.result,
  })
}

module.exports = { handleStatus, handleRewrite, handleThesisEntry, cost, MAX_BULLET, ERRORS }
