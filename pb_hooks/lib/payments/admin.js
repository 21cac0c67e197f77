/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Superadmin reads of the payments screen: GET /api/admin/payments (search by order id or e-mail,
// status filter, one page at a time with a COUNT) and GET /api/admin/payments/summary (revenue
// today and this month in Asia/Jakarta, counts and amounts by status). Raw SQL, bound parameters.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const paging = require(`${__hooks}/lib/shared/paging.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

const STATUSES = ['pending', 'completed', 'failed', 'cancelled']
const STATUS_ERROR = 'Status tidak valid. Gunakan pending, completed, failed, atau cancelled.'

/**
 * WHERE clauses (alias t) and parameters of the list and its export: `q` a substring of the order
 * id or the e-mail (LIKE, wildcards escaped), `status` one of STATUSES or empty.
 */
function conditions(q, status) {
  const where = []
  const params = {}
  if (q) {
    params.q = sql.likeContains(q)
    where.push("(t.order_id LIKE {:q} ESCAPE '\\' OR t.customer_email LIKE {:q} ESCAPE '\\')")
  }
  if (status) {
    params.status = status
    where.push('t.status = {:status}')
  }
  return { where: where, params: params }
}

/** GET /api/admin/payments?q=&status=&page=1&perPage=20 → {items, page, perPage, totalItems, totalPages} */
function handleList(c) {
  superadmin.requireSuperadmin(c)
  const q = paging.truncate(c.queryParam('q') || '', 200)
  const status = String(c.queryParam('status') || '').trim()
  if (status && STATUSES.indexOf(status) === -1) return http.statusError(c, 400, STATUS_ERROR)
  const page = paging.intParam(c, 'page', 1, 1, 1000000)
  const perPage = paging.intParam(c, 'perPage', 20, 1, 100)
  const built = conditions(q, status)
  const params = built.params
  const cond = built.where.length ? ' WHERE ' + built.where.join(' AND ') : ''
  const dao = $app.dao()
  const totalItems = sql.one(
    dao,
    'SELECT COUNT(*) AS n FROM payment_transactions t' + cond,
    params,
    { n: 0 },
  ).n
  const list = sql.rows(
    dao,
    'SELECT t.id AS id, t.order_id AS order_id, t.customer_email AS customer_email, CAST(t.amount AS REAL) AS amount,' +
      ' t.credits_amount AS credits_amount, t.status AS status, t.payment_method AS payment_method,' +
      " t.paket_id AS paket_id, COALESCE(p.nama_paket, '') AS paket_name, t.review_note AS review_note," +
      ' t.created AS created, t.processed_at AS processed_at, t.paid_at AS paid_at' +
      ' FROM payment_transactions t LEFT JOIN paket_pembelajaran p ON p.id = t.paket_id' +
      cond +
      ' ORDER BY t.created DESC, t.id DESC LIMIT {:limit} OFFSET {:offset}',
    Object.assign({}, params, { limit: perPage, offset: (page - 1) * perPage }),
    {
      id: '',
      order_id: '',
      customer_email: '',
      amount: -0.5,
      credits_amount: 0,
      status: '',
      payment_method: '',
      paket_id: '',
      paket_name: '',
      review_note: '',
      created: '',
      processed_at: '',
      paid_at: '',
    },
  )
  const items = list.map((r) => ({
    id: r.id,
    order_id: r.order_id,
    customer_email: r.customer_email,
    amount: r.amount,
    credits_amount: r.credits_amount,
    status: r.status,
    payment_method: r.payment_method,
    paket: r.paket_id ? { id: r.paket_id, nama_paket: r.paket_name } : null,
    review_note: r.review_note,
    created: r.created,
    processed_at: r.processed_at,
    paid_at: r.paid_at,
  }))
  return paging.pageOf(c, items, page, perPage, totalItems)
}

/** Start of today and of this month in Asia/Jakarta (UTC+7), as ms. */
function jakartaStarts(nowMs) {
  return { today: dates.startOfJakartaDay(nowMs), month: dates.startOfJakartaMonth(nowMs) }
}

/** GET /api/admin/payments/summary */
function handleSummary(c) {
  superadmin.requireSuperadmin(c)
  const dao = $app.dao()
  const starts = jakartaStarts(Date.now())
  const revenueSince = (ms) => {
    const r = sql.one(
      dao,
      "SELECT COUNT(*) AS n, CAST(COALESCE(SUM(amount), 0) AS REAL) AS total, COALESCE(SUM(credits_amount), 0) AS credits FROM payment_transactions WHERE status = 'completed' AND processed_at >= {:from}",
      { from: dates.pbDate(ms) },
      { n: 0, total: -0.5, credits: 0 },
    )
    return { count: r.n, amount: r.total, credits: r.credits }
  }
  const grouped = sql.rows(
    dao,
    'SELECT status, COUNT(*) AS n, CAST(COALESCE(SUM(amount), 0) AS REAL) AS total FROM payment_transactions GROUP BY status',
    {},
    { status: '', n: 0, total: -0.5 },
  )
  const byStatus = {}
  for (const s of STATUSES) byStatus[s] = { count: 0, amount: 0 }
  for (const r of grouped) byStatus[r.status] = { count: r.n, amount: r.total }
  const review = sql.one(
    dao,
    "SELECT COUNT(*) AS n FROM payment_transactions WHERE status = 'pending' AND review_note != ''",
    {},
    { n: 0 },
  ).n
  return c.json(200, {
    today: revenueSince(starts.today),
    month: revenueSince(starts.month),
    by_status: byStatus,
    needs_review: review,
  })
}

module.exports = { handleList, handleSummary, jakartaStarts, conditions, STATUSES, STATUS_ERROR }
