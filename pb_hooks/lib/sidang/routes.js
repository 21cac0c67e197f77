/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The Simulasi Sidang routes (docs/sidang.md; registered in pb_hooks/sidang.pb.js). A session's
// price (SIDANG_CREDITS) is taken in the transaction that creates it; when the session cannot
// start afterwards the credits are given back and the record removed. No transaction is open while
// the LLM is asked (phrasing, follow-up, comment); an answer is saved only when no other answer
// reached the session in the meantime.

const { SIGN_IN_ERRORS, signedInUser } = require(`${__hooks}/lib/shared/signed-in.js`)
const { MAX_ANSWER } = require(`${__hooks}/lib/sidang/settings.js`)

const ERRORS = {
  UNAUTHORIZED: SIGN_IN_ERRORS.UNAUTHORIZED,
  NOT_VERIFIED: [403, 'Verifikasi email Anda terlebih dahulu untuk menggunakan Simulasi Sidang.'],
  INVALID_SETTINGS: [
    400,
    'Pilih dokumen, jumlah pertanyaan (5, 8, atau 10), dan fokus yang valid.',
  ],
  DOCUMENT_TOO_SHORT: [
    400,
    'Dokumen ini terlalu pendek untuk simulasi sidang. Unggah draf skripsi yang lebih lengkap.',
  ],
  DOCUMENT_NOT_FOUND: [404, 'Dokumen tidak ditemukan. Unggah ulang dokumen Anda.'],
  INSUFFICIENT_CREDITS: [402, 'Kredit Anda tidak cukup untuk memulai Simulasi Sidang.'],
  CREDIT_FAILED: [500, 'Terjadi kesalahan saat memproses kredit. Silakan coba lagi.'],
  SESSION_NOT_FOUND: [404, 'Sesi simulasi tidak ditemukan.'],
  SESSION_FINISHED: [409, 'Sesi simulasi ini sudah selesai.'],
  SESSION_NOT_FINISHED: [409, 'Selesaikan sesi ini dulu sebelum berlatih lagi.'],
  SESSION_CHANGED: [409, 'Jawaban untuk pertanyaan ini sudah terkirim. Muat ulang halaman.'],
  EMPTY_ANSWER: [400, 'Jawaban tidak boleh kosong.'],
  LONG_ANSWER: [
    400,
    'Jawaban terlalu panjang (maksimal ' +
      require(`${__hooks}/lib/thesis/text.js`).formatNumber(MAX_ANSWER) +
      ' karakter).',
  ],
  INVALID_MODE: [400, 'Mode jawaban tidak dikenal.'],
  SESSION_FAILED: [500, 'Sesi simulasi gagal dimulai. Kredit Anda sudah dikembalikan.'],
}

/** Codes answered under another name (both answer checks answer INVALID_MESSAGE, as the chat's do). */
const PUBLIC_CODE = { EMPTY_ANSWER: 'INVALID_MESSAGE', LONG_ANSWER: 'INVALID_MESSAGE' }

const MAX_DURATION_MS = 3600000

function sessions() {
  return require(`${__hooks}/lib/sidang/sessions.js`)
}

function fail(c, key, extra) {
  return require(`${__hooks}/lib/shared/http.js`).jsonError(c, ERRORS, key, extra, PUBLIC_CODE[key])
}

function body(c) {
  return require(`${__hooks}/lib/shared/http.js`).jsonBody(c)
}

/** The LLM settings when configured, else null. */
function llmConfig() {
  return require(`${__hooks}/lib/llm/config.js`).load()
}

/** Rephrases a question with the LLM once (the built-in text stays when the model fails). */
function phrase(cfg, q) {
  if (!cfg || q.phrased) return false
  q.phrased = true
  let t = null
  try {
    t = require(`${__hooks}/lib/sidang/llm.js`).phraseQuestion(cfg, q)
  } catch (err) {
    console.log('[sidang] phrasing failed: ' + err)
  }
  if (t) q.text = t
  return !!t
}

/** GET /api/sidang/sessions → {price, items} */
function handleList(c) {
  const who = signedInUser(c, { verified: true })
  if (who.error) return fail(c, who.error)
  const s = sessions()
  return c.json(200, { price: s.price(), items: s.listOf($app.dao(), who.user.id) })
}

/** GET /api/sidang/sessions/{id} → the whole session */
function handleView(c) {
  const who = signedInUser(c, { verified: true })
  if (who.error) return fail(c, who.error)
  const record = sessions().findOwned($app.dao(), c.pathParam('id'), who.user.id)
  if (!record) return fail(c, 'SESSION_NOT_FOUND')
  return c.json(200, sessions().whole(record))
}

/** POST /api/sidang/sessions {documentId, questions, focus?} | {retryOf} → {id, credits, total, question} */
function handleStart(c) {
  const who = signedInUser(c, { verified: true })
  if (who.error) return fail(c, who.error)
  const user = who.user
  const plan = require(`${__hooks}/lib/sidang/plan.js`).planFrom(body(c), user.id)
  if (plan.error) return fail(c, plan.error)

  const s = sessions()
  const price = s.price()
  const record = new Record($app.dao().findCollectionByNameOrId(s.COLLECTION))
  record.set('user_id', user.id)
  record.set('document', plan.document || '')
  record.set('document_name', plan.documentName)
  record.set('settings', plan.settings)
  record.set('questions', plan.questions)
  record.set('answers', [])
  record.set('scores', [])
  record.set('status', 'active')
  record.set('source', 'builtin')
  record.set('credits_spent', price)
  const credits = require(`${__hooks}/lib/entitlements/credits.js`)
  let taken
  try {
    taken = credits.take(user.id, price, (tx) => tx.saveRecord(record))
  } catch (err) {
    console.log('[sidang] start failed: ' + err)
    return fail(c, 'CREDIT_FAILED')
  }
  if (!taken.ok) return fail(c, 'INSUFFICIENT_CREDITS', { credits: taken.credits, price: price })

  try {
    const cfg = llmConfig()
    if (cfg) {
      if (phrase(cfg, plan.questions[0])) record.set('source', 'llm')
      record.set('questions', plan.questions)
      $app.dao().saveRecord(record)
    }
  } catch (err) {
    console.log('[sidang] start failed after payment: ' + err)
    const balance = price > 0 ? credits.refund(user.id, price) : taken.credits
    try {
      $app.dao().deleteRecord($app.dao().findRecordById(s.COLLECTION, record.id))
    } catch (e) {
      console.log('[sidang] could not remove the failed session: ' + e)
    }
    return fail(c, 'SESSION_FAILED', { credits: balance })
  }
  const total = plan.questions.length
  return c.json(200, {
    id: record.id,
    credits: taken.credits,
    price: price,
    total: total,
    question: s.publicQuestion(plan.questions[0], 0, total),
  })
}

/** {answer, mode, durationMs} of the request, or {error}. */
function givenAnswer(data) {
  const answer = typeof data.answer === 'string' ? data.answer.trim() : ''
  if (answer === '') return { error: 'EMPTY_ANSWER' }
  if (answer.length > MAX_ANSWER) return { error: 'LONG_ANSWER' }
  const mode = data.mode === undefined || data.mode === null ? 'text' : data.mode
  if (mode !== 'text' && mode !== 'voice') return { error: 'INVALID_MODE' }
  const d = data.durationMs
  const durationMs = typeof d === 'number' && d >= 0 && d <= MAX_DURATION_MS ? Math.round(d) : null
  return { answer: answer, mode: mode, durationMs: durationMs }
}

/** POST /api/sidang/sessions/{id}/answers {answer, mode, durationMs?} → {feedback, next, report} */
function handleAnswer(c) {
  const who = signedInUser(c, { verified: true })
  if (who.error) return fail(c, who.error)
  const s = sessions()
  const record = s.findOwned($app.dao(), c.pathParam('id'), who.user.id)
  if (!record) return fail(c, 'SESSION_NOT_FOUND')
  if (record.getString('status') !== 'active') return fail(c, 'SESSION_FINISHED')
  const given = givenAnswer(body(c))
  if (given.error) return fail(c, given.error)

  const questions = s.readJson(record, 'questions', [])
  const answers = s.readJson(record, 'answers', [])
  const scores = s.readJson(record, 'scores', [])
  const index = answers.length
  const q = questions[index]
  if (!q) return fail(c, 'SESSION_FINISHED')

  const cfg = llmConfig()
  const feedback = require(`${__hooks}/lib/sidang/feedback.js`).produce(cfg, q, index, given)
  if (cfg && feedback.weak && !q.followUp) {
    let t = null
    try {
      t = require(`${__hooks}/lib/sidang/llm.js`).followUp(cfg, q, given.answer)
    } catch (err) {
      console.log('[sidang] follow-up failed: ' + err)
    }
    if (t)
      questions.splice(
        index + 1,
        0,
        Object.assign({}, q, { text: t, followUp: true, phrased: true }),
      )
  }
  const next = questions[index + 1] || null
  if (next) phrase(cfg, next)
  answers.push({
    index: index,
    answer: given.answer,
    mode: given.mode,
    durationMs: given.durationMs,
  })
  scores.push(feedback)
  const report = next
    ? null
    : require(`${__hooks}/lib/sidang/report.js`).buildReport(questions, scores)

  let changed = false
  $app.dao().runInTransaction((tx) => {
    const fresh = tx.findRecordById(s.COLLECTION, record.id)
    if (
      s.readJson(fresh, 'answers', []).length !== index ||
      fresh.getString('status') !== 'active'
    ) {
      changed = true
      return
    }
    fresh.set('questions', questions)
    fresh.set('answers', answers)
    fresh.set('scores', scores)
    if (report) {
      fresh.set('report', report)
      fresh.set('status', 'finished')
    }
    tx.saveRecord(fresh)
  })
  if (changed) return fail(c, 'SESSION_CHANGED')
  return c.json(200, {
    feedback: feedback,
    next: next ? s.publicQuestion(next, index + 1, questions.length) : null,
    report: report,
  })
}

module.exports = { handleList, handleView, handleStart, handleAnswer, ERRORS }
