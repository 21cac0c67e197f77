/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The test results of a class report (lib/admin/report.js): pre/post-test averages, the mean gain,
// the paired pre/post scores of each student and the hardest questions, aggregated in SQL (bound
// parameters, json_extract over progress.answers). Contract: docs/admin-api.md.

const sql = require(`${__hooks}/lib/shared/sql.js`)

const HARDEST_LIMIT = 10
const PAIRS_LIMIT = 5000

function round1(x) {
  return Math.round(x * 10) / 10
}

/** {average (1 decimal) | null, attempts} of the complete progress rows of the class's tests of one type. */
function testScores(dao, kelasId, type) {
  const r = sql.one(
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
  return sql
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
  const r = sql.one(
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
  const list = sql.rows(
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

module.exports = { testScores, gain, pairs, hardest }
