/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/sync/push (docs/contract.md, Routes and "Sync and merge rules"): progress and reviews
// pushed by the student's local store on RxDB's protocol. The user comes from the auth token; other
// pushed fields are ignored. Answer: {conflicts: [stored documents that differ from what was
// pushed], rejected: [{materi_id, reason}]}.

var MAX_ROWS = 200

function merge() {
  return require(`${__hooks}/lib/sync/merge.js`)
}

function docs() {
  return require(`${__hooks}/lib/sync/documents.js`)
}

function findOwn(dao, collection, userId, materiId) {
  try {
    return dao.findFirstRecordByFilter(collection, 'user_id = {:u} && materi_id = {:m}', {
      u: userId,
      m: materiId,
    })
  } catch {
    return null
  }
}

function findMateri(dao, materiId) {
  return require(`${__hooks}/lib/shared/records.js`).findById(dao, 'materi', materiId)
}

function paketOf(dao, materi) {
  var paket = materi.getString('paket_id')
  if (paket) return paket
  try {
    return dao.findRecordById('kelas', materi.getString('kelas_id')).getString('paket_id')
  } catch {
    return ''
  }
}

/** The user's subscriptions of a package as [{start, end, suspended}] ms (every status; suspended ones never count). */
function subscriptionSpans(dao, userId, paketId) {
  var rows = dao.findRecordsByFilter('subscribers', 'user_id = {:u} && paket_id = {:p}', '', 0, 0, {
    u: userId,
    p: paketId,
  })
  var spans = []
  for (var i = 0; i < rows.length; i++) {
    var start = docs().dateMs(rows[i], 'durasi_mulai')
    if (!isFinite(start)) start = docs().dateMs(rows[i], 'created')
    var end = docs().dateMs(rows[i], 'durasi_akhir')
    spans.push({
      start: start,
      end: isFinite(end) ? end : Infinity,
      suspended: rows[i].getString('status') === 'suspended',
    })
  }
  return spans
}

function pushProgress(dao, user, doc, now) {
  var m = merge()
  var materi = findMateri(dao, doc.materi_id)
  var stored = findOwn(dao, 'progress', user.id, doc.materi_id)
  if (!materi)
    return {
      rejected: 'Materi tidak ditemukan',
      stored: stored ? docs().progressDoc(stored) : null,
    }
  var accepted = m.acceptCompletion(
    m.toMillis(doc.completed_at),
    now,
    subscriptionSpans(dao, user.id, paketOf(dao, materi)),
  )
  if (!accepted.ok)
    return { rejected: accepted.reason, stored: stored ? docs().progressDoc(stored) : null }

  var questions = dao
    .findRecordsByFilter('soal', 'materi_id = {:m}', '', 0, 0, { m: materi.id })
    .map(function (q) {
      return { id: q.id, jawaban_benar: q.getString('jawaban_benar') }
    })
  var ids = {}
  questions.forEach(function (q) {
    ids[q.id] = true
  })
  var answers = m.sanitizeAnswers(doc.answers, ids)
  var attempt = {
    skor: m.grade(materi.getString('type'), questions, answers),
    answers: answers,
    at: accepted.at,
  }
  var before = stored ? docs().progressDoc(stored) : null
  var next = m.mergeProgress(
    before
      ? { skor: before.skor, answers: before.answers, completedAt: m.toMillis(before.completed_at) }
      : null,
    attempt,
  )
  var rec = stored
  if (!rec) {
    rec = new Record(dao.findCollectionByNameOrId('progress'))
    rec.set('user_id', user.id)
    rec.set('materi_id', materi.id)
  }
  var changed =
    !before ||
    before.skor !== next.skor ||
    before.status !== next.status ||
    m.toMillis(before.completed_at) !== next.completedAt ||
    !m.jsonEqual(before.answers, next.answers)
  if (changed) {
    rec.set('status', next.status)
    rec.set('skor', next.skor)
    rec.set('answers', next.answers)
    rec.set('completed_at', m.toPbDate(next.completedAt))
    dao.saveRecord(rec)
  }
  return { stored: docs().progressDoc(rec) }
}

function pushReview(dao, user, doc) {
  var m = merge()
  var materi = findMateri(dao, doc.materi_id)
  var stored = findOwn(dao, 'reviews', user.id, doc.materi_id)
  if (!materi)
    return { rejected: 'Materi tidak ditemukan', stored: stored ? docs().reviewDoc(stored) : null }
  var problem = m.reviewProblem(doc)
  if (problem) return { rejected: problem, stored: stored ? docs().reviewDoc(stored) : null }
  var refused = m.reviewSubscriptionProblem(subscriptionSpans(dao, user.id, paketOf(dao, materi)))
  if (refused) return { rejected: refused, stored: stored ? docs().reviewDoc(stored) : null }
  var rec = stored
  if (!rec) {
    rec = new Record(dao.findCollectionByNameOrId('reviews'))
    rec.set('user_id', user.id)
    rec.set('materi_id', materi.id)
  }
  // The last write the server receives wins.
  var changed =
    !stored ||
    rec.getInt('rating') !== doc.rating ||
    rec.getString('student_role') !== doc.student_role ||
    rec.getString('review_text') !== doc.review_text
  if (changed) {
    rec.set('rating', doc.rating)
    rec.set('student_role', doc.student_role)
    rec.set('review_text', doc.review_text)
    rec.set('author_name', user.getString('full_name').trim() || 'Pengguna')
    dao.saveRecord(rec)
  }
  return { stored: docs().reviewDoc(rec) }
}

/**
 * onRecordBefore{Create,Update}Request of `reviews` (pb_hooks/reviews-guard.pb.js): the records API
 * refuses a review exactly as the push route does (403): without a subscription to the materi's
 * package, or when all of them are suspended. Superadmins and the PocketBase admin are not checked.
 */
function guardReviewRequest(e) {
  if (e.httpContext.get('admin')) return
  var auth = e.httpContext.get('authRecord')
  if (!auth || auth.getString('role') === 'superadmin') return
  var dao = $app.dao()
  var materi = findMateri(dao, e.record.getString('materi_id'))
  if (!materi) return
  var problem = merge().reviewSubscriptionProblem(
    subscriptionSpans(dao, auth.id, paketOf(dao, materi)),
  )
  if (problem) throw new ForbiddenError(problem + '.', null)
}

/** The route handler. */
function handlePush(c) {
  var user = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c).user
  if (!user) throw new UnauthorizedError('Silakan masuk terlebih dahulu.', null)
  var data = $apis.requestInfo(c).data || {}
  var collection = data.collection
  if (collection !== 'progress' && collection !== 'reviews') {
    throw new BadRequestError("Koleksi harus 'progress' atau 'reviews'.", null)
  }
  var rows = data.rows
  if (!Array.isArray(rows))
    throw new BadRequestError('Data sinkronisasi tidak valid: rows harus berupa daftar.', null)
  if (rows.length > MAX_ROWS)
    throw new BadRequestError(
      'Terlalu banyak perubahan dalam satu kiriman (maksimal ' + MAX_ROWS + ').',
      null,
    )

  var m = merge()
  var conflicts = []
  var rejected = []
  var seen = {}
  for (var i = 0; i < rows.length; i++) {
    var row = rows[i] || {}
    var doc = row.newDocumentState
    if (
      !doc ||
      typeof doc !== 'object' ||
      typeof doc.materi_id !== 'string' ||
      !doc.materi_id ||
      doc.materi_id.length > 50
    ) {
      rejected.push({
        materi_id: doc && typeof doc.materi_id === 'string' ? doc.materi_id : '',
        reason: 'Data sinkronisasi tidak valid',
      })
      continue
    }
    if (seen[doc.materi_id]) continue
    seen[doc.materi_id] = true
    var result = null
    if (doc._deleted === true) {
      // Students never delete: the stored document (if any) is returned for the client to adopt.
      var kept = findOwn($app.dao(), collection, user.id, doc.materi_id)
      if (kept)
        conflicts.push(
          collection === 'progress' ? docs().progressDoc(kept) : docs().reviewDoc(kept),
        )
      continue
    }
    $app.dao().runInTransaction(function (txDao) {
      var fresh = txDao.findRecordById('users', user.id)
      result =
        collection === 'progress'
          ? pushProgress(txDao, fresh, doc, Date.now())
          : pushReview(txDao, fresh, doc)
    })
    if (result.rejected) rejected.push({ materi_id: doc.materi_id, reason: result.rejected })
    if (result.stored) {
      var same =
        collection === 'progress'
          ? m.sameProgress(doc, result.stored)
          : m.sameReview(doc, result.stored)
      if (!same) conflicts.push(result.stored)
    }
  }
  return c.json(200, { conflicts: conflicts, rejected: rejected })
}

module.exports = {
  handlePush: handlePush,
  guardReviewRequest: guardReviewRequest,
}
