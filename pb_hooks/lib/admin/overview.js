/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/admin/overview (superadmin): subscriber and package counts (SQL COUNTs, never rows)
// and the 20 newest activity items, each source read with its own indexed query
// (time column DESC LIMIT 20) and merged here. Contract: docs/admin-api.md.

const sql = require(`${__hooks}/lib/shared/sql.js`)
const paging = require(`${__hooks}/lib/shared/paging.js`)
const dates = require(`${__hooks}/lib/shared/dates.js`)
const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)

const ACTIVITY_LIMIT = 20
const DETAIL_MAX = 80

/** Content collections of the activity feed: label and the column shown as detail. */
const CONTENT = [
  { coll: 'kelas', label: 'Kelas', text: 'judul' },
  { coll: 'materi', label: 'Materi', text: 'judul' },
  { coll: 'soal', label: 'Soal', text: 'pertanyaan' },
  { coll: 'video_links', label: 'Video', text: 'judul' },
  { coll: 'paket_pembelajaran', label: 'Paket', text: 'nama_paket' },
  { coll: 'paket_content', label: 'Konten paket', text: 'judul' },
]

const PAYMENT_STATUS = {
  pending: 'menunggu',
  completed: 'berhasil',
  failed: 'gagal',
  cancelled: 'dibatalkan',
}

function count(dao, query, params) {
  return sql.one(dao, query, params, { n: 0 }).n
}

/** stats: total and active subscriptions, packages, active ones ending within 7 days. */
function stats(dao, nowMs) {
  const now = dates.pbDate(nowMs)
  const soon = dates.pbDate(nowMs + 7 * dates.DAY_MS)
  return {
    total_subscribers: count(dao, 'SELECT COUNT(*) AS n FROM subscribers'),
    active_subscribers: count(
      dao,
      "SELECT COUNT(*) AS n FROM subscribers WHERE status = 'active' AND durasi_akhir > {:now}",
      { now: now },
    ),
    total_packages: count(dao, 'SELECT COUNT(*) AS n FROM paket_pembelajaran'),
    expiring_soon: count(
      dao,
      "SELECT COUNT(*) AS n FROM subscribers WHERE status = 'active' AND durasi_akhir > {:now} AND durasi_akhir <= {:soon}",
      { now: now, soon: soon },
    ),
  }
}

/** 50000 → '50.000', 1234.5 → '1.234,5' (id-ID; Intl is not available in the hooks' runtime). */
function formatRupiah(amount) {
  const n = Number(amount) || 0
  const negative = n < 0
  const fixed = Math.abs(n).toFixed(2)
  const parts = fixed.split('.')
  const whole = parts[0].replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  const fraction = parts[1].replace(/0+$/, '')
  return (negative ? '-' : '') + whole + (fraction ? ',' + fraction : '')
}

function join(parts) {
  return parts.filter((p) => p !== '').join(' · ')
}

function subscriberItems(dao) {
  const list = sql.rows(
    dao,
    "SELECT s.id AS id, s.created AS at, COALESCE(u.full_name, '') AS full_name, COALESCE(u.email, '') AS email," +
      " COALESCE(p.nama_paket, '') AS nama_paket" +
      ' FROM subscribers s LEFT JOIN users u ON u.id = s.user_id LEFT JOIN paket_pembelajaran p ON p.id = s.paket_id' +
      ' ORDER BY s.created DESC, s.id DESC LIMIT {:limit}',
    { limit: ACTIVITY_LIMIT },
    { id: '', at: '', full_name: '', email: '', nama_paket: '' },
  )
  return list.map((r) => ({
    id: 'sub:' + r.id,
    kind: 'subscriber',
    at: r.at,
    title: 'Subscriber baru',
    detail: join([r.full_name.trim() || r.email, r.nama_paket]),
  }))
}

/** A post-test completed = a class finished. CROSS JOIN keeps progress (completed_at index) outside. */
function completionItems(dao) {
  const list = sql.rows(
    dao,
    "SELECT pr.id AS id, CASE WHEN pr.completed_at != '' THEN pr.completed_at ELSE pr.updated END AS at," +
      " CAST(ROUND(pr.skor) AS INTEGER) AS skor, COALESCE(u.full_name, '') AS full_name, COALESCE(u.email, '') AS email," +
      " COALESCE(k.judul, '') AS kelas" +
      ' FROM progress pr CROSS JOIN materi m ON m.id = pr.materi_id' +
      ' LEFT JOIN users u ON u.id = pr.user_id LEFT JOIN kelas k ON k.id = m.kelas_id' +
      " WHERE m.type = 'posttest' AND pr.status = 'complete'" +
      ' ORDER BY pr.completed_at DESC, pr.id DESC LIMIT {:limit}',
    { limit: ACTIVITY_LIMIT },
    { id: '', at: '', skor: 0, full_name: '', email: '', kelas: '' },
  )
  return list.map((r) => ({
    id: 'done:' + r.id,
    kind: 'completion',
    at: r.at,
    title: 'Kelas diselesaikan',
    detail: join([r.full_name.trim() || r.email, r.kelas, 'skor ' + r.skor]),
  }))
}

function reviewItems(dao) {
  const list = sql.rows(
    dao,
    'SELECT id, created AS at, author_name, rating, substr(review_text, 1, 200) AS review_text FROM reviews' +
      ' ORDER BY created DESC, id DESC LIMIT {:limit}',
    { limit: ACTIVITY_LIMIT },
    { id: '', at: '', author_name: '', rating: 0, review_text: '' },
  )
  return list.map((r) => ({
    id: 'rev:' + r.id,
    kind: 'review',
    at: r.at,
    title: 'Review baru',
    detail: join([
      r.author_name || 'Pengguna',
      '★' + r.rating,
      paging.truncate(r.review_text, DETAIL_MAX),
    ]),
  }))
}

/** Created/updated content rows (each collection's (updated, id) index) and deletions (tombstones). */
function contentItems(dao) {
  const items = []
  for (const spec of CONTENT) {
    // Table and column names come from CONTENT above, never from the request.
    const list = sql.rows(
      dao,
      'SELECT id, created, updated, substr(' +
        spec.text +
        ', 1, 200) AS text FROM ' +
        spec.coll +
        ' ORDER BY updated DESC, id DESC LIMIT {:limit}',
      { limit: ACTIVITY_LIMIT },
      { id: '', created: '', updated: '', text: '' },
    )
    for (const r of list) {
      const added = r.created.slice(0, 19) === r.updated.slice(0, 19)
      items.push({
        id: spec.coll + ':' + r.id,
        kind: 'content',
        at: r.updated,
        title: spec.label + (added ? ' ditambahkan' : ' diperbarui'),
        detail: paging.truncate(r.text, DETAIL_MAX),
      })
    }
  }
  // Deletions only: a tombstone of a record that still exists marks a move or a deactivated
  // class, not a deletion.
  const labels = {}
  const exists = []
  for (const spec of CONTENT) {
    labels[spec.coll] = spec.label
    exists.push(
      "(t.coll = '" +
        spec.coll +
        "' AND EXISTS (SELECT 1 FROM " +
        spec.coll +
        ' x WHERE x.id = t.record_id))',
    )
  }
  const tombs = sql.rows(
    dao,
    'SELECT t.id AS id, t.coll AS coll, t.record_id AS record_id, t.created AS at FROM tombstones t' +
      // `+t.coll`: walk the (created, id) index newest first instead of sorting every content tombstone.
      ' WHERE +t.coll IN (' +
      CONTENT.map((s) => "'" + s.coll + "'").join(', ') +
      ')' +
      ' AND NOT (' +
      exists.join(' OR ') +
      ')' +
      ' ORDER BY t.created DESC, t.id DESC LIMIT {:limit}',
    { limit: ACTIVITY_LIMIT },
    { id: '', coll: '', record_id: '', at: '' },
  )
  const seen = {}
  for (const t of tombs) {
    const key = t.coll + ':' + t.record_id
    if (seen[key]) continue
    seen[key] = true
    items.push({
      id: 'del:' + t.id,
      kind: 'content',
      at: t.at,
      title: labels[t.coll] + ' dihapus',
      detail: '',
    })
  }
  return items
}

function paymentItems(dao) {
  const list = sql.rows(
    dao,
    'SELECT id, created, processed_at, status, customer_email, amount, credits_amount FROM payment_transactions' +
      ' ORDER BY updated DESC, id DESC LIMIT {:limit}',
    { limit: ACTIVITY_LIMIT },
    {
      id: '',
      created: '',
      processed_at: '',
      status: '',
      customer_email: '',
      amount: -0.5,
      credits_amount: 0,
    },
  )
  return list.map((r) => ({
    id: 'pay:' + r.id,
    kind: 'payment',
    at: r.processed_at || r.created,
    title: 'Pembayaran ' + (PAYMENT_STATUS[r.status] || r.status),
    detail: join([r.customer_email, 'Rp' + formatRupiah(r.amount), r.credits_amount + ' kredit']),
  }))
}

/** Newest first (PocketBase date texts sort as times), at most 20. */
function activity(dao) {
  const all = [].concat(
    subscriberItems(dao),
    completionItems(dao),
    reviewItems(dao),
    contentItems(dao),
    paymentItems(dao),
  )
  all.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  return all.slice(0, ACTIVITY_LIMIT)
}

/** GET /api/admin/overview */
function handleOverview(c) {
  superadmin.requireSuperadmin(c)
  const dao = $app.dao()
  return c.json(200, { stats: stats(dao, Date.now()), activity: activity(dao) })
}

module.exports = { handleOverview, stats, activity, formatRupiah }
