/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/subscribers (superadmin): subscriptions with their user and package, searched by
// name, e-mail or package name, filtered by status, newest first; one SQL for the page and one
// COUNT. GET /api/admin/packages/stats: class and subscriber counts per package (GROUP BY).
// Contract: docs/admin-api.md.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const paging = require(`${__hooks}/lib/shared/paging.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

const STATUSES = ['active', 'expiring', 'expired', 'suspended']
const STATUS_ERROR = 'Status tidak valid. Gunakan active, expiring, expired, atau suspended.'

/**
 * WHERE clauses and parameters of a subscriber query. `q` is matched as a substring of the user's
 * full name or e-mail or the package name (LIKE, case-insensitive for ASCII, wildcards escaped).
 */
function conditions(q, status, nowMs) {
  const where = []
  const params = { now: dates.pbDate(nowMs), soon: dates.pbDate(nowMs + 7 * dates.DAY_MS) }
  if (q) {
    params.q = sql.likeContains(q)
    where.push(
      "(u.full_name LIKE {:q} ESCAPE '\\' OR u.email LIKE {:q} ESCAPE '\\' OR p.nama_paket LIKE {:q} ESCAPE '\\')",
    )
  }
  if (status === 'active') where.push("s.status = 'active' AND s.durasi_akhir > {:now}")
  else if (status === 'expiring')
    where.push("s.status = 'active' AND s.durasi_akhir > {:now} AND s.durasi_akhir <= {:soon}")
  else if (status === 'expired') where.push("(s.durasi_akhir <= {:now} OR s.status = 'expired')")
  else if (status === 'suspended') where.push("s.status = 'suspended'")
  return { where: where.length ? ' WHERE ' + where.join(' AND ') : '', params: params }
}

/** GET /api/admin/subscribers?q=&status=&page=1&perPage=20 */
function handleList(c) {
  superadmin.requireSuperadmin(c)
  const q = String(c.queryParam('q') || '').trim()
  const status = String(c.queryParam('status') || '').trim()
  if (status && STATUSES.indexOf(status) === -1) return http.statusError(c, 400, STATUS_ERROR)
  const page = paging.intParam(c, 'page', 1, 1, 1000000)
  const perPage = paging.intParam(c, 'perPage', 20, 1, 100)
  const dao = $app.dao()
  const cond = conditions(q, status, Date.now())
  // The joins are needed by the search only; without q the COUNT reads subscribers alone.
  const joins =
    ' LEFT JOIN users u ON u.id = s.user_id LEFT JOIN paket_pembelajaran p ON p.id = s.paket_id'
  const totalItems = sql.one(
    dao,
    'SELECT COUNT(*) AS n FROM subscribers s' + (q ? joins : '') + cond.where,
    cond.params,
    { n: 0 },
  ).n
  const params = Object.assign({}, cond.params, { limit: perPage, offset: (page - 1) * perPage })
  const list = sql.rows(
    dao,
    'SELECT s.id AS id, s.user_id AS user_id, s.paket_id AS paket_id, s.status AS status, s.durasi_mulai AS durasi_mulai,' +
      ' s.durasi_akhir AS durasi_akhir, s.created AS created,' +
      " COALESCE(u.id, '') AS u_id, COALESCE(u.email, '') AS u_email, COALESCE(u.full_name, '') AS u_name," +
      " COALESCE(p.id, '') AS p_id, COALESCE(p.nama_paket, '') AS p_name" +
      ' FROM subscribers s' +
      joins +
      cond.where +
      ' ORDER BY s.created DESC, s.id DESC LIMIT {:limit} OFFSET {:offset}',
    params,
    {
      id: '',
      user_id: '',
      paket_id: '',
      status: '',
      durasi_mulai: '',
      durasi_akhir: '',
      created: '',
      u_id: '',
      u_email: '',
      u_name: '',
      p_id: '',
      p_name: '',
    },
  )
  const items = list.map((r) => ({
    id: r.id,
    user_id: r.user_id,
    paket_id: r.paket_id,
    status: r.status,
    durasi_mulai: r.durasi_mulai,
    durasi_akhir: r.durasi_akhir,
    created: r.created,
    user: r.u_id ? { id: r.u_id, email: r.u_email, full_name: r.u_name } : null,
    paket: r.p_id ? { id: r.p_id, nama_paket: r.p_name } : null,
  }))
  return paging.pageOf(c, items, page, perPage, totalItems)
}

/** GET /api/admin/packages/stats: one row per package (classes and subscribers, all and active). */
function handlePackageStats(c) {
  superadmin.requireSuperadmin(c)
  const dao = $app.dao()
  const now = dates.pbDate(Date.now())
  const packages = sql.rows(
    dao,
    'SELECT id FROM paket_pembelajaran ORDER BY created, id',
    {},
    { id: '' },
  )
  const kelas = sql.rows(
    dao,
    'SELECT paket_id, COUNT(*) AS n, SUM(CASE WHEN is_active = TRUE THEN 1 ELSE 0 END) AS aktif FROM kelas GROUP BY paket_id',
    {},
    { paket_id: '', n: 0, aktif: 0 },
  )
  // Subscribers are people: a user with two rows for one package (e.g. an old and a renewed one) counts once.
  const subs = sql.rows(
    dao,
    'SELECT paket_id, COUNT(DISTINCT user_id) AS n,' +
      " COUNT(DISTINCT CASE WHEN status = 'active' AND durasi_akhir > {:now} THEN user_id END) AS aktif" +
      ' FROM subscribers GROUP BY paket_id',
    { now: now },
    { paket_id: '', n: 0, aktif: 0 },
  )
  const byKelas = {}
  for (const r of kelas) byKelas[r.paket_id] = r
  const bySubs = {}
  for (const r of subs) bySubs[r.paket_id] = r
  const items = packages.map((p) => ({
    id: p.id,
    jumlah_kelas: byKelas[p.id] ? byKelas[p.id].n : 0,
    jumlah_kelas_aktif: byKelas[p.id] ? byKelas[p.id].aktif : 0,
    jumlah_subscriber: bySubs[p.id] ? bySubs[p.id].n : 0,
    jumlah_subscriber_aktif: bySubs[p.id] ? bySubs[p.id].aktif : 0,
  }))
  return c.json(200, { items: items })
}

module.exports = { handleList, handlePackageStats, conditions, STATUSES, STATUS_ERROR }
