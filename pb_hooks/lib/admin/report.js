/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/classes/{id}/report (superadmin): enrolment, progress per step in the learning
// player's order, pre/post-test averages and gain, and the hardest questions, all aggregated in
// SQL (bound parameters). The test results are in lib/admin/report-tests.js.
// Contract: docs/admin-api.md.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

const STEP_TYPES = ['pretest', 'lesson', 'video', 'posttest']
const STEP_IN = "('pretest', 'lesson', 'video', 'posttest')"

/** Same comparison as the player (src/features/learning/logic/steps.ts): order, created, id. */
function byOrder(a, b) {
  if (a.order !== b.order) return a.order - b.order
  if (a.created !== b.created) return a.created < b.created ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

/**
 * The class's steps in the player's order: pre-tests, lessons grouped by chapter (chapters by
 * order, lessons by order; lessons without an existing chapter last), videos, post-tests.
 * Each step carries `chapter` (the chapter's title for lessons, '' otherwise).
 */
function orderSteps(materi) {
  const ofType = (t) => materi.filter((m) => m.type === t).sort(byOrder)
  const chapters = ofType('chapter')
  const lessons = ofType('lesson')
  const chapterIds = {}
  for (const ch of chapters) chapterIds[ch.id] = true
  const grouped = []
  for (const ch of chapters) {
    for (const l of lessons)
      if (l.parent_id === ch.id) grouped.push(Object.assign({}, l, { chapter: ch.judul }))
  }
  for (const l of lessons)
    if (!l.parent_id || !chapterIds[l.parent_id])
      grouped.push(Object.assign({}, l, { chapter: '' }))
  const plain = (list) => list.map((m) => Object.assign({}, m, { chapter: '' }))
  return [].concat(
    plain(ofType('pretest')),
    grouped,
    plain(ofType('video')),
    plain(ofType('posttest')),
  )
}

/** The report of one class (null when it does not exist). */
function report(dao, kelasId, nowMs) {
  const kelas = sql.one(
    dao,
    'SELECT id, judul, paket_id FROM kelas WHERE id = {:id}',
    { id: kelasId },
    { id: '', judul: '', paket_id: '' },
  )
  if (!kelas) return null
  const enrolled = sql.one(
    dao,
    "SELECT COUNT(DISTINCT user_id) AS n FROM subscribers WHERE paket_id = {:p} AND status = 'active' AND durasi_akhir > {:now}",
    { p: kelas.paket_id, now: dates.pbDate(nowMs) },
    { n: 0 },
  ).n
  const materi = sql
    .rows(
      dao,
      'SELECT id, type, judul, "order" AS ord, parent_id, created FROM materi WHERE kelas_id = {:k}',
      { k: kelasId },
      { id: '', type: '', judul: '', ord: -0.5, parent_id: '', created: '' },
    )
    .map((m) => ({
      id: m.id,
      type: m.type,
      judul: m.judul,
      order: m.ord,
      parent_id: m.parent_id,
      created: m.created,
    }))
  const steps = orderSteps(materi).filter((m) => STEP_TYPES.indexOf(m.type) !== -1)
  // progress is unique per (user_id, materi_id): COUNT(*) per user = the distinct steps they completed.
  const perStep = sql.rows(
    dao,
    'SELECT pr.materi_id AS materi_id, COUNT(*) AS n FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
      ' WHERE m.kelas_id = {:k} AND m.type IN ' +
      STEP_IN +
      " AND pr.status = 'complete' GROUP BY pr.materi_id",
    { k: kelasId },
    { materi_id: '', n: 0 },
  )
  const people = sql.one(
    dao,
    'SELECT COUNT(*) AS started, COALESCE(SUM(CASE WHEN done = {:steps} THEN 1 ELSE 0 END), 0) AS finished FROM (' +
      'SELECT pr.user_id, COUNT(*) AS done FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
      ' WHERE m.kelas_id = {:k} AND m.type IN ' +
      STEP_IN +
      " AND pr.status = 'complete' GROUP BY pr.user_id)",
    { k: kelasId, steps: steps.length },
    { started: 0, finished: 0 },
  )
  // Reached: students who completed the step or any later one (they got at least that far).
  // Each student's furthest step position, counted per position, then summed from the end.
  const reachedAt = steps.map(() => 0)
  if (steps.length) {
    const params = { k: kelasId }
    const whens = steps.map((st, i) => {
      params['s' + i] = st.id
      return ' WHEN {:s' + i + '} THEN ' + i
    })
    const furthest = sql.rows(
      dao,
      'SELECT pos, COUNT(*) AS n FROM (SELECT pr.user_id, MAX(CASE pr.materi_id' +
        whens.join('') +
        ' END) AS pos FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
        ' WHERE m.kelas_id = {:k} AND m.type IN ' +
        STEP_IN +
        " AND pr.status = 'complete' GROUP BY pr.user_id) WHERE pos IS NOT NULL GROUP BY pos",
      params,
      { pos: 0, n: 0 },
    )
    for (const r of furthest) if (r.pos >= 0 && r.pos < steps.length) reachedAt[r.pos] = r.n
    for (let i = steps.length - 2; i >= 0; i--) reachedAt[i] += reachedAt[i + 1]
  }
  const completed = {}
  for (const r of perStep) completed[r.materi_id] = r.n

  const started = people.started
  const tests = require(`${__hooks}/lib/admin/report-tests.js`)
  return {
    kelas: { id: kelas.id, judul: kelas.judul, paket_id: kelas.paket_id },
    enrolled: enrolled,
    started: started,
    finished: steps.length ? people.finished : 0,
    pretest: tests.testScores(dao, kelasId, 'pretest'),
    posttest: tests.testScores(dao, kelasId, 'posttest'),
    gain: tests.gain(dao, kelasId),
    steps: steps.map((s, i) => {
      const n = completed[s.id] || 0
      return {
        materi_id: s.id,
        judul: s.judul,
        type: s.type,
        chapter: s.chapter,
        reached: reachedAt[i],
        completed: n,
        percent: started ? Math.round((n / started) * 100) : 0,
      }
    }),
    hardest: tests.hardest(dao, kelasId),
    pairs: tests.pairs(dao, kelasId),
  }
}

/** GET /api/admin/classes/{id}/report */
function handleReport(c) {
  superadmin.requireSuperadmin(c)
  const result = report($app.dao(), String(c.pathParam('id') || ''), Date.now())
  if (!result) return http.statusError(c, 404, 'Kelas tidak ditemukan')
  return c.json(200, result)
}

module.exports = { handleReport, report, orderSteps }
