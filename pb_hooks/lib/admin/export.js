/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// 'Unduh CSV' of the admin screens (superadmin; docs/admin-api.md, Exports): the subscriber list
// and the payment list with the screen's search and status filter, and the students of a class
// report. The answer is streamed: one keyset-paginated SQL page of 1,000 rows at a time is
// written and flushed, so a large export never sits in memory. Format: lib/admin/csv.js.

const PAGE = 1000

function common() {
  return require(`${__hooks}/lib/admin/common.js`)
}

function csv() {
  return require(`${__hooks}/lib/admin/csv.js`)
}

/**
 * Streams a CSV answer: the header line, then the pages of `nextPage()` ({rows, done}; it keeps
 * its own keyset position) until `done`, each row turned into fields by `fields(row)` and each
 * page written and flushed. Once the headers are sent an error can only be reported in-band: a
 * last line says the export is incomplete.
 */
function stream(c, filename, names, nextPage, fields) {
  const f = csv()
  const res = c.response()
  res.header().set('Content-Type', 'text/csv; charset=utf-8')
  res.header().set('Content-Disposition', 'attachment; filename="' + filename + '"')
  res.header().set('Cache-Control', 'no-store')
  res.header().set('X-Content-Type-Options', 'nosniff')
  res.writeHeader(200)
  res.write(f.header(names))
  try {
    for (;;) {
      const page = nextPage()
      if (page.rows.length) {
        let chunk = ''
        for (const r of page.rows) chunk += f.line(fields(r))
        res.write(chunk)
        res.flush()
      }
      if (page.done) break
    }
  } catch (err) {
    console.log('[admin] ekspor ' + filename + ' terhenti: ' + err)
    res.write(f.line([f.textField('EKSPOR TIDAK LENGKAP: terjadi kesalahan di server')]))
  }
  res.flush()
  return null
}

/** A nextPage() for stream() over a query ordered by (created DESC, id DESC): `query(last)` reads PAGE rows after `last`. */
function keyset(query) {
  let last = null
  return () => {
    const rows = query(last)
    if (rows.length) last = rows[rows.length - 1]
    return { rows: rows, done: rows.length < PAGE }
  }
}

/** ' WHERE a AND b' from a list of conditions ('' when none). */
function whereOf(list) {
  return list.length ? ' WHERE ' + list.join(' AND ') : ''
}

/** The subscription's status as the list shows it, at `now` (PocketBase date text). */
function subscriberStatus(r, now, soon) {
  if (r.status === 'suspended') return 'Ditangguhkan'
  if (r.status === 'expired' || (r.durasi_akhir && r.durasi_akhir <= now)) return 'Berakhir'
  if (r.status === 'active' && r.durasi_akhir <= soon) return 'Akan berakhir'
  if (r.status === 'active') return 'Aktif'
  return r.status
}

/** GET /api/admin/subscribers/export?q=&status= */
function handleSubscribers(c) {
  const cm = common()
  cm.requireSuperadmin(c)
  const subs = require(`${__hooks}/lib/admin/subscribers.js`)
  const q = String(c.queryParam('q') || '').trim()
  const status = String(c.queryParam('status') || '').trim()
  if (status && subs.STATUSES.indexOf(status) === -1) return cm.fail(c, 400, subs.STATUS_ERROR)
  const nowMs = Date.now()
  const cond = subs.conditions(q, status, nowMs)
  const base = cond.where ? [cond.where.replace(/^ WHERE /, '')] : []
  const dao = $app.dao()
  const f = csv()
  const nextPage = (last) => {
    const where = base.slice()
    const params = Object.assign({}, cond.params, { limit: PAGE })
    if (last) {
      where.push('(s.created < {:ac} OR (s.created = {:ac} AND s.id < {:aid}))')
      params.ac = last.created
      params.aid = last.id
    }
    return cm.rows(
      dao,
      'SELECT s.id AS id, s.status AS status, s.durasi_mulai AS durasi_mulai, s.durasi_akhir AS durasi_akhir,' +
        " s.created AS created, COALESCE(u.full_name, '') AS name, COALESCE(u.email, '') AS email," +
        " COALESCE(p.nama_paket, '') AS paket" +
        ' FROM subscribers s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN paket_pembelajaran p ON p.id = s.paket_id' +
        whereOf(where) +
        ' ORDER BY s.created DESC, s.id DESC LIMIT {:limit}',
      params,
      {
        id: '',
        status: '',
        durasi_mulai: '',
        durasi_akhir: '',
        created: '',
        name: '',
        email: '',
        paket: '',
      },
    )
  }
  return stream(
    c,
    'subscriber-' + f.fileDay(nowMs) + '.csv',
    ['Nama', 'Email', 'Paket', 'Status', 'Mulai', 'Berakhir', 'Terdaftar'],
    keyset(nextPage),
    (r) => [
      f.textField(r.name),
      f.textField(r.email),
      f.textField(r.paket),
      f.textField(subscriberStatus(r, cond.params.now, cond.params.soon)),
      f.dateField(r.durasi_mulai),
      f.dateField(r.durasi_akhir),
      f.dateField(r.created),
    ],
  )
}

const PAYMENT_STATUS = {
  pending: 'Pending',
  completed: 'Berhasil',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
}

/** GET /api/admin/payments/export?q=&status= */
function handlePayments(c) {
  const cm = common()
  cm.requireSuperadmin(c)
  const pay = require(`${__hooks}/lib/payments/admin.js`)
  const q = cm.truncate(c.queryParam('q') || '', 200)
  const status = String(c.queryParam('status') || '').trim()
  if (status && pay.STATUSES.indexOf(status) === -1) return cm.fail(c, 400, pay.STATUS_ERROR)
  const cond = pay.conditions(q, status)
  const dao = $app.dao()
  const f = csv()
  const nextPage = (last) => {
    const where = cond.where.slice()
    const params = Object.assign({}, cond.params, { limit: PAGE })
    if (last) {
      where.push('(t.created < {:ac} OR (t.created = {:ac} AND t.id < {:aid}))')
      params.ac = last.created
      params.aid = last.id
    }
    return cm.rows(
      dao,
      'SELECT t.id AS id, t.order_id AS order_id, t.customer_email AS email, CAST(t.amount AS REAL) AS amount,' +
        ' t.credits_amount AS credits, t.status AS status, t.payment_method AS method,' +
        " COALESCE(p.nama_paket, '') AS paket, t.created AS created, t.processed_at AS processed_at," +
        ' t.paid_at AS paid_at, t.review_note AS note' +
        ' FROM payment_transactions t LEFT JOIN paket_pembelajaran p ON p.id = t.paket_id' +
        whereOf(where) +
        ' ORDER BY t.created DESC, t.id DESC LIMIT {:limit}',
      params,
      {
        id: '',
        order_id: '',
        email: '',
        amount: -0.5,
        credits: 0,
        status: '',
        method: '',
        paket: '',
        created: '',
        processed_at: '',
        paid_at: '',
        note: '',
      },
    )
  }
  return stream(
    c,
    'pembayaran-' + f.fileDay(Date.now()) + '.csv',
    [
      'Order ID',
      'Email',
      'Jumlah (Rp)',
      'Kredit',
      'Status',
      'Metode',
      'Paket',
      'Dibuat',
      'Diproses',
      'Dibayar',
      'Catatan',
    ],
    keyset(nextPage),
    (r) => [
      f.textField(r.order_id),
      f.textField(r.email),
      f.intField(r.amount),
      f.intField(r.credits),
      f.textField(PAYMENT_STATUS[r.status] || r.status),
      f.textField(r.method || 'Midtrans'),
      f.textField(r.paket),
      f.dateField(r.created),
      f.dateField(r.processed_at),
      f.dateField(r.paid_at),
      f.textField(r.note),
    ],
  )
}

const STEP_IN = "('pretest', 'lesson', 'video', 'posttest')"

/**
 * GET /api/admin/classes/{id}/report/export: one row per student of the class (an active
 * subscription to its package, or a completed step), by user id: steps completed, pre/post-test
 * scores (averaged when a class has several tests), the gain, the last completion.
 */
function handleReport(c) {
  const cm = common()
  cm.requireSuperadmin(c)
  const dao = $app.dao()
  const kelas = cm.one(
    dao,
    'SELECT id, judul, paket_id FROM kelas WHERE id = {:id}',
    { id: String(c.pathParam('id') || '') },
    { id: '', judul: '', paket_id: '' },
  )
  if (!kelas) return cm.fail(c, 404, 'Kelas tidak ditemukan')
  const nowMs = Date.now()
  const total = cm.one(
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
    const list = cm.rows(
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
      { k: kelas.id, p: kelas.paket_id, now: cm.pbDate(nowMs), after: after, scan: PAGE },
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

module.exports = { handleSubscribers, handlePayments, handleReport, subscriberStatus, PAGE }
