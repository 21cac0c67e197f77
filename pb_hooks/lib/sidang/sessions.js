/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The sidang_sessions records (docs/sidang.md): the price, reading and writing the JSON fields,
// and the public shapes of questions and sessions (the source passage and key points stay on the
// server: they are the answer key).

const COLLECTION = 'sidang_sessions'
const DEFAULT_PRICE = 3
const LIST_LIMIT = 50

/** Credits per session: SIDANG_CREDITS (a whole number ≥ 0), default 3. */
function price() {
  const raw = String($os.getenv('SIDANG_CREDITS') || '').trim()
  if (!/^\d{1,6}$/.test(raw)) return DEFAULT_PRICE
  return parseInt(raw, 10)
}

/** A JSON field's value (`fallback` when empty or broken). */
function readJson(record, field, fallback) {
  try {
    const value = JSON.parse(record.getString(field) || 'null')
    return value === null || value === undefined ? fallback : value
  } catch {
    return fallback
  }
}

/** The record of `id` when `userId` owns it, else null. */
function findOwned(dao, id, userId) {
  if (typeof id !== 'string' || !/^[A-Za-z0-9]{1,30}$/.test(id)) return null
  const record = require(`${__hooks}/lib/shared/records.js`).findById(dao, COLLECTION, id)
  return record && record.getString('user_id') === userId ? record : null
}

/** The question as the student sees it. */
function publicQuestion(q, index, total) {
  return {
    index: index,
    total: total,
    kind: q.kind,
    text: q.text,
    chapter: q.chapter || '',
    section: q.section || '',
    page: q.page > 0 ? q.page : 0,
    followUp: !!q.followUp,
  }
}

function createdOf(record) {
  return record.created.string()
}

/** A row of the student's list. */
function summary(record) {
  const questions = readJson(record, 'questions', [])
  const answers = readJson(record, 'answers', [])
  const report = readJson(record, 'report', null)
  return {
    id: record.id,
    created: createdOf(record),
    documentName: record.getString('document_name'),
    status: record.getString('status'),
    questions: questions.length,
    answered: answers.length,
    overall: report && typeof report.overall === 'number' ? report.overall : null,
  }
}

/** The whole session for its owner. */
function whole(record) {
  const questions = readJson(record, 'questions', [])
  const answers = readJson(record, 'answers', [])
  const total = questions.length
  const active = record.getString('status') === 'active'
  return {
    id: record.id,
    created: createdOf(record),
    documentName: record.getString('document_name'),
    documentId: record.getString('document') || null,
    status: record.getString('status'),
    settings: readJson(record, 'settings', {}),
    total: total,
    questions: questions.map((q, i) => publicQuestion(q, i, total)),
    answers: answers,
    feedback: readJson(record, 'scores', []),
    current:
      active && answers.length < total
        ? publicQuestion(questions[answers.length], answers.length, total)
        : null,
    report: readJson(record, 'report', null),
  }
}

/** The student's sessions, newest first. */
function listOf(dao, userId) {
  const records = dao.findRecordsByFilter(
    COLLECTION,
    'user_id = {:user}',
    '-created',
    LIST_LIMIT,
    0,
    { user: userId },
  )
  return records.map(summary)
}

module.exports = {
  COLLECTION,
  price,
  readJson,
  findOwned,
  publicQuestion,
  whole,
  listOf,
}
