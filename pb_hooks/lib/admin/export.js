/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// 'Unduh CSV' of the admin screens (superadmin; docs/admin-api.md, Exports): the subscriber list
// and the payment list with the screen's search and status filter. The answer is streamed a page of
// 1,000 rows at a time (lib/admin/export-stream.js); the students of a class report are in
// lib/admin/export-report.js. Format: lib/admin/csv.js.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const paging = require(`${__hooks}/lib/shared/paging.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

function csv() {
  return require(`${__hooks}/lib/admin/csv.js`)
}

function streaming() {
  return require(`${__hooks}/lib/admin/export-stream.js`)
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
  superadmin.requireSuperadmin(c)
  const { PAGE, stream, keyset, whereOf } = streaming()
  const subs = require(`${__hooks}/lib/admin/subscribers.js`)
  const q = String(c.queryParam('q') || '').trim()
  const status = String(c.queryParam('status') || '').trim()
  if (status && subs.STATUSES.indexOf(status) === -1)
    return http.statusError(c, 400, subs.STATUS_ERROR)
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
    return sql.rows(
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
  superadmin.requireSuperadmin(c)
  const { PAGE, stream, keyset, whereOf } = streaming()
  const pay = require(`${__hooks}/lib/payments/admin.js`)
  const q = paging.truncate(c.queryParam('q') || '', 200)
  const status = String(c.queryParam('status') || '').trim()
  if (status && pay.STATUSES.indexOf(status) === -1)
    return http.statusError(c, 400, pay.STATUS_ERROR)
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
    return sql.rows(
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

module.exports = { handleSubscribers, handlePayments, subscriberStatus }
