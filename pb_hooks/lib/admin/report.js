/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/classes/{id}/report (superadmin): enrolment, progress per step in the learning
// player's order, pre/post-test averages and gain, and the hardest questions, all aggregated in
// SQL (bound parameters, json_extract over progress.answers). Contract: docs/admin-api.md.

const STEP_TYPES = ['pretest', 'lesson', 'video', 'posttest']
const STEP_IN = "('pretest', 'lesson', 'video', 'posttest')"
const HARDEST_LIMIT = 10
const PAIRS_LIMIT = 5000

function common() {
  return require(`${__hooks}/lib/admin/common.js`)
}

function round1(x) {
  return Math.round(x * 10) / 10
}

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

/** {average (1 decimal) | null, attempts} of the complete progress rows of the class's tests of one type. */
function testScores(dao, kelasId, type) {
  const r = common().one(
    dao,
    'SELECT COUNT(*) AS n, COALESCE(AVG(pr.skor), 0.5) AS avg FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
      " WHERE m.kelas_id = {:k} AND m.type = {:t} AND pr.status = 'complete'",
    { k: kelasId, t: type },
    { n: 0, avg: -0.5 },
  )
  return { average: r.n ? round1(r.avg) : null, attempts: r.n }
}

/**
 * The pre-test and post-test score of each student who has both (each side averaged per user when
 * a class has several tests), for the paired chart: [{pre, post}] (one decimal), by user id.
 */
function pairs(dao, kelasId) {
  const side = (type) =>
    'SELECT pr.user_id AS user_id, AVG(pr.skor) AS s FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
    " WHERE m.kelas_id = {:k} AND m.type = '" +
    type +
    "' AND pr.status = 'complete' GROUP BY pr.user_id"
  return common()
    .rows(
      dao,
      'SELECT pre.user_id AS user_id, pre.s AS pre, post.s AS post FROM (' +
        side('pretest') +
        ') pre JOIN (' +
        side('posttest') +
        ') post ON post.user_id = pre.user_id ORDER BY pre.user_id LIMIT {:limit}',
      { k: kelasId, limit: PAIRS_LIMIT },
      { user_id: '', pre: -0.5, post: -0.5 },
    )
    .map((r) => ({ pre: round1(r.pre), post: round1(r.post) }))
}

/** Mean of (post-test − pre-test) over users with both (each side averaged per user when a class has several). */
function gain(dao, kelasId) {
  const side = (type) =>
    'SELECT pr.user_id AS user_id, AVG(pr.skor) AS s FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
    " WHERE m.kelas_id = {:k} AND m.type = '" +
    type +
    "' AND pr.status = 'complete' GROUP BY pr.user_id"
  const r = common().one(
    dao,
    'SELECT COUNT(*) AS n, COALESCE(AVG(post.s - pre.s), 0.5) AS avg FROM (' +
      side('pretest') +
      ') pre' +
      ' JOIN (' +
      side('posttest') +
      ') post ON post.user_id = pre.user_id',
    { k: kelasId },
    { n: 0, avg: -0.5 },
  )
  return { average: r.n ? round1(r.avg) : null, students: r.n }
}

/**
 * Questions of the class's tests with the most wrong answers, from the answers of complete
 * progress rows of their test: every attempt counts as answered, an unanswered question is wrong.
 */
function hardest(dao, kelasId) {
  const answer =
    "CASE WHEN json_valid(pr.answers) THEN json_extract(pr.answers, '$.\"' || s.id || '\"') END"
  const wrongChoice = (ch) =>
    "SUM(CASE WHEN s.jawaban_benar != '" +
    ch +
    "' AND " +
    answer +
    " = '" +
    ch +
    "' THEN 1 ELSE 0 END) AS w_" +
    ch
  const list = common().rows(
    dao,
    'SELECT s.id AS soal_id, s.materi_id AS materi_id, m.type AS test, s.pertanyaan AS pertanyaan, s.jawaban_benar AS jawaban_benar,' +
      ' COUNT(pr.id) AS answered,' +
      ' SUM(CASE WHEN COALESCE(' +
      answer +
      ", '') = s.jawaban_benar THEN 0 ELSE 1 END) AS wrong, " +
      ['a', 'b', 'c', 'd'].map(wrongChoice).join(', ') +
      ' FROM materi m JOIN soal s ON s.materi_id = m.id' +
      " JOIN progress pr ON pr.materi_id = m.id AND pr.status = 'complete'" +
      " WHERE m.kelas_id = {:k} AND m.type IN ('pretest', 'posttest')" +
      ' GROUP BY s.id',
    { k: kelasId },
    {
      soal_id: '',
      materi_id: '',
      test: '',
      pertanyaan: '',
      jawaban_benar: '',
      answered: 0,
      wrong: 0,
      w_a: 0,
      w_b: 0,
      w_c: 0,
      w_d: 0,
    },
  )
  const items = list
    .filter((r) => r.answered > 0)
    .map((r) => {
      let most = null
      let mostCount = 0
      for (const ch of ['a', 'b', 'c', 'd']) {
        const n = r['w_' + ch]
        if (n > mostCount) {
          most = ch
          mostCount = n
        }
      }
      return {
        soal_id: r.soal_id,
        materi_id: r.materi_id,
        test: r.test,
        pertanyaan: r.pertanyaan,
        jawaban_benar: r.jawaban_benar,
        answered: r.answered,
        wrong: r.wrong,
        wrong_rate: Math.round((r.wrong / r.answered) * 100),
        most_chosen_wrong: most,
      }
    })
  items.sort(
    (a, b) =>
      b.wrong_rate - a.wrong_rate ||
      b.wrong - a.wrong ||
      (a.soal_id < b.soal_id ? -1 : a.soal_id > b.soal_id ? 1 : 0),
  )
  return items.slice(0, HARDEST_LIMIT)
}

/** The report of one class (null when it does not exist). */
function report(dao, kelasId, nowMs) {
  const cm = common()
  const kelas = cm.one(
    dao,
    'SELECT id, judul, paket_id FROM kelas WHERE id = {:id}',
    { id: kelasId },
    { id: '', judul: '', paket_id: '' },
  )
  if (!kelas) return null
  const enrolled = cm.one(
    dao,
    "SELECT COUNT(DISTINCT user_id) AS n FROM subscribers WHERE paket_id = {:p} AND status = 'active' AND durasi_akhir > {:now}",
    { p: kelas.paket_id, now: cm.pbDate(nowMs) },
    { n: 0 },
  ).n
  const materi = cm
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
  const perStep = cm.rows(
    dao,
    'SELECT pr.materi_id AS materi_id, COUNT(*) AS n FROM progress pr JOIN materi m ON m.id = pr.materi_id' +
      ' WHERE m.kelas_id = {:k} AND m.type IN ' +
      STEP_IN +
      " AND pr.status = 'complete' GROUP BY pr.materi_id",
    { k: kelasId },
    { materi_id: '', n: 0 },
  )
  const people = cm.one(
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
    const furthest = cm.rows(
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
  return {
    kelas: { id: kelas.id, judul: kelas.judul, paket_id: kelas.paket_id },
    enrolled: enrolled,
    started: started,
    finished: steps.length ? people.finished : 0,
    pretest: testScores(dao, kelasId, 'pretest'),
    posttest: testScores(dao, kelasId, 'posttest'),
    gain: gain(dao, kelasId),
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
    hardest: hardest(dao, kelasId),
    pairs: pairs(dao, kelasId),
  }
}

/** GET /api/admin/classes/{id}/report */
function handleReport(c) {
  common().requireSuperadmin(c)
  const result = report($app.dao(), String(c.pathParam('id') || ''), Date.now())
  if (!result) return common().fail(c, 404, 'Kelas tidak ditemukan')
  return c.json(200, result)
}

module.exports = { handleReport, report, orderSteps }
