/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The stored progress and review records as the student's local store holds them (RxDB documents):
// what the push route returns as conflicts.

function merge() {
  return require(`${__hooks}/lib/sync/merge.js`)
}

function dateMs(record, field) {
  return merge().toMillis(record.getString(field))
}

function progressDoc(rec) {
  var answers = {}
  try {
    var raw = rec.getString('answers')
    answers = raw ? JSON.parse(raw) || {} : {}
  } catch {
    answers = {}
  }
  if (typeof answers !== 'object' || Array.isArray(answers)) answers = {}
  return {
    id: rec.id,
    created: rec.getString('created'),
    updated: rec.getString('updated'),
    user_id: rec.getString('user_id'),
    materi_id: rec.getString('materi_id'),
    status: rec.getString('status'),
    skor: rec.getInt('skor'),
    answers: answers,
    completed_at: rec.getString('completed_at'),
  }
}

function reviewDoc(rec) {
  return {
    id: rec.id,
    created: rec.getString('created'),
    updated: rec.getString('updated'),
    user_id: rec.getString('user_id'),
    materi_id: rec.getString('materi_id'),
    rating: rec.getInt('rating'),
    student_role: rec.getString('student_role'),
    review_text: rec.getString('review_text'),
    author_name: rec.getString('author_name'),
  }
}

module.exports = { dateMs, progressDoc, reviewDoc }
