/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Pure merge rules of POST /api/sync/push (no PocketBase API here): used by the route
// (pb_hooks/lib/sync/push.js) and by the convergence tests' in-process model of the server.
// Times are milliseconds since the epoch.

var CHOICES = { a: true, b: true, c: true, d: true }
var STUDENT_ROLES = ['Mahasiswa S1', 'Mahasiswa S2', 'Mahasiswa S3', 'Mahasiswa D3', 'Mahasiswa D4']

/** PocketBase / ISO date string -> ms (NaN when empty or invalid). */
function toMillis(value) {
  if (typeof value !== 'string' || !value.trim()) return NaN
  var text = value.trim()
  if (text.indexOf('T') === -1) text = text.replace(' ', 'T')
  return Date.parse(text)
}

/** ms -> PocketBase date string ("2025-01-31 16:59:59.999Z"). */
var toPbDate = require(`${__hooks}/lib/shared/dates.js`).pbDate

/** Answers a..d to the materi's questions only (others are dropped). */
function sanitizeAnswers(answers, soalIds) {
  var out = {}
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return out
  var keys = Object.keys(answers).sort()
  for (var i = 0; i < keys.length; i++) {
    var k = keys[i]
    var v = answers[k]
    if (typeof v !== 'string' || !CHOICES[v]) continue
    if (soalIds && !soalIds[k]) continue
    out[k] = v
  }
  return out
}

/**
 * Percentage of correct answers, rounded (unanswered = wrong). No questions: a pre-test scores 0,
 * a post-test 100. Other materi types score 0.
 */
function grade(type, questions, answers) {
  if (type !== 'pretest' && type !== 'posttest') return 0
  if (!questions.length) return type === 'posttest' ? 100 : 0
  var correct = 0
  for (var i = 0; i < questions.length; i++) {
    if (answers[questions[i].id] === questions[i].jawaban_benar) correct++
  }
  return Math.round((correct / questions.length) * 100)
}

var SUSPENDED_REASON = 'Langganan Anda untuk paket ini sedang ditangguhkan'
var NO_SUBSCRIPTION_REASON = 'Tidak memiliki langganan untuk materi ini'

/**
 * The completion time the server accepts: the pushed time clamped to [first subscription start,
 * now]; it must fall inside a subscription's [start, end]. Expired spans count (a completion made
 * while the subscription was active is accepted after it ended by time); a suspended span never
 * counts (docs/contract.md, "Sync and merge rules": a suspended subscription accepts none), so a
 * suspension also stops completions dated before it. subs: [{start, end, suspended?}] in ms (end
 * may be Infinity). Returns {ok: true, at} or {ok: false, reason}.
 */
function acceptCompletion(completedAt, now, subs) {
  var usable = subs.filter(function (s) {
    return !s.suspended
  })
  var result = acceptInSpans(completedAt, now, usable)
  if (!result.ok && usable.length < subs.length) return { ok: false, reason: SUSPENDED_REASON }
  return result
}

function acceptInSpans(completedAt, now, subs) {
  var started = subs.filter(function (s) {
    return s.start <= now && s.end >= s.start
  })
  if (!started.length) return { ok: false, reason: NO_SUBSCRIPTION_REASON }
  var at = isFinite(completedAt) ? Math.min(completedAt, now) : now
  var first = Math.min.apply(
    null,
    started.map(function (s) {
      return s.start
    }),
  )
  if (at < first) at = first
  for (var i = 0; i < started.length; i++) {
    if (started[i].start <= at && at <= started[i].end) return { ok: true, at: at }
  }
  return { ok: false, reason: 'Langganan tidak aktif saat materi diselesaikan' }
}

/**
 * Whether a review may be stored: the user holds a subscription span of the materi's package that
 * is not suspended (an expired one counts: the class was taken). Returns '' or the reason.
 */
function reviewSubscriptionProblem(subs) {
  for (var i = 0; i < subs.length; i++) if (!subs[i].suspended) return ''
  return subs.length ? SUSPENDED_REASON : NO_SUBSCRIPTION_REASON
}

/**
 * Merges an accepted attempt {skor, answers, at} into the stored progress {skor, answers,
 * completedAt} (or null): the best attempt wins (ties keep the stored one), complete is sticky,
 * completed_at is the earliest.
 */
function mergeProgress(stored, attempt) {
  if (!stored)
    return {
      status: 'complete',
      skor: attempt.skor,
      answers: attempt.answers,
      completedAt: attempt.at,
    }
  var better = attempt.skor > stored.skor
  var storedAt = isFinite(stored.completedAt) ? stored.completedAt : attempt.at
  return {
    status: 'complete',
    skor: better ? attempt.skor : stored.skor,
    answers: better ? attempt.answers : stored.answers,
    completedAt: Math.min(storedAt, attempt.at),
  }
}

/** A pushed review's problem (Indonesian), or '' when valid. */
function reviewProblem(doc) {
  var rating = doc.rating
  if (typeof rating !== 'number' || Math.floor(rating) !== rating || rating < 1 || rating > 5)
    return 'Rating harus antara 1 dan 5'
  if (STUDENT_ROLES.indexOf(doc.student_role) === -1) return 'Status mahasiswa tidak valid'
  if (typeof doc.review_text !== 'string' || !doc.review_text.trim())
    return 'Ulasan tidak boleh kosong'
  if (doc.review_text.length > 5000) return 'Ulasan terlalu panjang (maksimal 5000 karakter)'
  return ''
}

/** Deep equality of JSON values (key order does not matter). */
function jsonEqual(a, b) {
  if (a === b) return true
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  var ka = Object.keys(a)
  var kb = Object.keys(b)
  if (ka.length !== kb.length) return false
  for (var i = 0; i < ka.length; i++) {
    if (!Object.prototype.hasOwnProperty.call(b, ka[i]) || !jsonEqual(a[ka[i]], b[ka[i]]))
      return false
  }
  return true
}

/** True when the client's pushed document already equals the stored one (no conflict to return). */
function sameProgress(pushed, stored) {
  return (
    pushed.id === stored.id &&
    pushed.status === stored.status &&
    pushed.skor === stored.skor &&
    toMillis(pushed.completed_at) === toMillis(stored.completed_at) &&
    jsonEqual(pushed.answers || {}, stored.answers || {})
  )
}

function sameReview(pushed, stored) {
  return (
    pushed.id === stored.id &&
    pushed.rating === stored.rating &&
    pushed.student_role === stored.student_role &&
    pushed.review_text === stored.review_text &&
    pushed.author_name === stored.author_name
  )
}

module.exports = {
  STUDENT_ROLES: STUDENT_ROLES,
  toMillis: toMillis,
  toPbDate: toPbDate,
  sanitizeAnswers: sanitizeAnswers,
  grade: grade,
  acceptCompletion: acceptCompletion,
  reviewSubscriptionProblem: reviewSubscriptionProblem,
  SUSPENDED_REASON: SUSPENDED_REASON,
  mergeProgress: mergeProgress,
  reviewProblem: reviewProblem,
  jsonEqual: jsonEqual,
  sameProgress: sameProgress,
  sameReview: sameReview,
}
