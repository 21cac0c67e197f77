/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The questions of a new defence session (docs/sidang.md): planned from the student's own thesis
// (its stored text and analysis) with the chosen count and focus, or the three weakest questions
// of a finished session again ('Latihan lagi').

function sessions() {
  return require(`${__hooks}/lib/sidang/sessions.js`)
}

function settings() {
  return require(`${__hooks}/lib/sidang/settings.js`)
}

/** The plan of a new session from the request body: {questions, settings, document, documentName} or {error}. */
function planFrom(data, userId) {
  const s = sessions()
  const dao = $app.dao()
  if (data.retryOf !== undefined) {
    const prior = s.findOwned(dao, data.retryOf, userId)
    if (!prior) return { error: 'SESSION_NOT_FOUND' }
    const report = s.readJson(prior, 'report', null)
    if (!report || !Array.isArray(report.weakest) || !report.weakest.length)
      return { error: 'SESSION_NOT_FINISHED' }
    const questions = require(`${__hooks}/lib/sidang/questions.js`).retryQuestions(
      s.readJson(prior, 'questions', []),
      report.weakest.map((w) => w.index),
    )
    const priorSettings = s.readJson(prior, 'settings', {})
    if (prior.getString('document'))
      require(`${__hooks}/lib/thesis/document-store.js`).markOpened(
        dao,
        prior.getString('document'),
      )
    return {
      questions: questions,
      settings: {
        questions: questions.length,
        focus: priorSettings.focus || settings().DEFAULT_FOCUS,
        retryOf: prior.id,
      },
      document: prior.getString('document'),
      documentName: prior.getString('document_name'),
    }
  }
  const { COUNTS, FOCUS, DEFAULT_FOCUS } = settings()
  const count = data.questions
  const focus = data.focus === undefined || data.focus === null ? DEFAULT_FOCUS : data.focus
  if (COUNTS.indexOf(count) < 0 || FOCUS.indexOf(focus) < 0) return { error: 'INVALID_SETTINGS' }
  const documents = require(`${__hooks}/lib/thesis/document-store.js`)
  const doc = documents.findOwned(dao, data.documentId, userId)
  if (!doc) return { error: 'DOCUMENT_NOT_FOUND' }
  documents.markOpened(dao, doc.id)
  const { splitPassages } = require(`${__hooks}/lib/thesis/passages.js`)
  const questions = require(`${__hooks}/lib/sidang/questions.js`).planQuestions({
    analysis: documents.analysisOf(doc),
    passages: splitPassages(doc.getString('text')),
    count: count,
    focus: focus,
    seed: userId + ':' + Date.now(),
  })
  if (!questions.length) return { error: 'DOCUMENT_TOO_SHORT' }
  return {
    questions: questions,
    settings: { questions: count, focus: focus },
    document: doc.id,
    documentName: doc.getString('file_name'),
  }
}

module.exports = { planFrom }
