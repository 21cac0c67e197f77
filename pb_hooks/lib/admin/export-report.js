/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// 'Unduh CSV' of a class report (superadmin; docs/admin-api.md, Exports): the students of the
// class, one row each, streamed a page at a time (lib/admin/export-stream.js).
// Format: lib/admin/csv.js.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

function csv() {
  return require(`${__hooks}/lib/admin/csv.js`)
}

const STEP_IN = "('pretest', 'lesson', 'video', 'posttest')"

/**
 * GET /api/admin/classes/{id}/report/export: one row per student of the class (an active
 * subscription to its package, or a completed step), by user id: steps completed, pre/post-test
 * scores (averaged when a class has several tests), the gain, the last completion.
 */
function handleReport(c) {
  superadmin.requireSuperadmin(c)
  const { PAGE, stream } = require(`${__hooks}/lib/admin/export-stream.js`)
  const dao = $app.dao()
  const kelas = sql.one(
    dao,
    'SELECT id, judul, paket_id FROM kelas WHERE id = {:id}',
    { id: String(c.pathParam('id') || '') },
    { id: '', judul: '', paket_id: '' },
  )
  if (!kelas) return http.statusError(c, 404, 'Kelas tidak ditemukan')
  const nowMs = Date.now()
  const total = sql.one(
    dao,
    'SELECT COUNT(*) AS n FROM materi WHERE kelas_id = {:k} AND type IN ' + STEP_IN,
    { k: kelas.id },
    { n: 0 },
  ).n
  const f = csv()
  const scored = (type) =>
    'SELECT AVG(pr.skor) FROM progress pr JOIN materi m ON m.id = pr.materi_id WHERE pr.user_id = u.id' +
    " AND m.kelas_id = {:k} AND m.type = '" +
    type +
    "' AND pr.status = 'complete'"
  // Users are scanned 1,000 at a time by id (the position is the last scanned id); each scan
  // keeps only the class's students, so a page may hold fewer rows than it scanned.
  let after = ''
  const nextPage = () => {
    const list = sql.rows(
      dao,
      "SELECT u.id AS id, COALESCE(u.full_name, '') AS name, COALESCE(u.email, '') AS email," +
        ' (SELECT COUNT(*) FROM progress pr JOIN materi m ON m.id = pr.materi_id WHERE pr.user_id = u.id' +
        ' AND m.kelas_id = {:k} AND m.type IN ' +
        STEP_IN +
        " AND pr.status = 'complete') AS done," +
        ' COALESCE((' +
        scored('pretest') +
        '), -1.5) AS pre, COALESCE((' +
        scored('posttest') +
        '), -1.5) AS post,' +
        " COALESCE((SELECT MAX(pr.completed_at) FROM progress pr JOIN materi m ON m.id = pr.materi_id WHERE pr.user_id = u.id AND m.kelas_id = {:k} AND pr.status = 'complete'), '') AS last_at," +
        " EXISTS (SELECT 1 FROM subscribers s WHERE s.user_id = u.id AND s.paket_id = {:p} AND s.status = 'active' AND s.durasi_akhir > {:now}) AS enrolled" +
        ' FROM users u WHERE u.id > {:after} ORDER BY u.id LIMIT {:scan}',
      { k: kelas.id, p: kelas.paket_id, now: dates.pbDate(nowMs), after: after, scan: PAGE },
      { id: '', name: '', email: '', done: 0, pre: -0.5, post: -0.5, last_at: '', enrolled: 0 },
    )
    if (list.length) after = list[list.length - 1].id
    return { rows: list.filter((r) => r.enrolled || r.done > 0), done: list.length < PAGE }
  }
  return stream(
    c,
    'laporan-kelas-' + f.slug(kelas.judul) + '-' + f.fileDay(nowMs) + '.csv',
    [
      'Nama',
      'Email',
      'Langkah selesai',
      'Jumlah langkah',
      'Tamat',
      'Nilai pre-test',
      'Nilai post-test',
      'Peningkatan',
      'Terakhir selesai',
    ],
    nextPage,
    (r) => {
      const pre = r.pre < 0 ? null : r.pre
      const post = r.post < 0 ? null : r.post
      return [
        f.textField(r.name),
        f.textField(r.email),
        f.intField(r.done),
        f.intField(total),
        f.textField(total > 0 && r.done >= total ? 'Ya' : 'Tidak'),
        f.decimalField(pre),
        f.decimalField(post),
        f.decimalField(pre !== null && post !== null ? post - pre : null),
        f.dateField(r.last_at),
      ]
    },
  )
}

module.exports = { handleReport }
