/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/payments/{id}/process (superadmin; docs/admin-api.md, Payments): a pending
// transaction only; completes it and grants in one server transaction. Credits (the original
// design's rule, docs/architecture.md "Product texts and screens"): the transaction's stored
// credits_amount; when it carries none, the credit pack of the amount; when the amount matches no
// pack either, the superadmin's `credits` (body). A transaction naming a package grants the
// package plus its stored credits_amount and the optional `credits`.

const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

const ONLY_PENDING = 'Hanya transaksi pending yang bisa diproses manual'
const MAX_CREDITS = 1000000

/** body.credits: undefined when absent, else an integer 0..MAX_CREDITS, or NaN. */
function parseCredits(value) {
  if (value === undefined || value === null || value === '') return undefined
  const n =
    typeof value === 'number' ? value : /^\s*\d+\s*$/.test(String(value)) ? Number(value) : NaN
  return Number.isInteger(n) && n >= 0 && n <= MAX_CREDITS ? n : NaN
}

function handleProcess(c) {
  superadmin.requireSuperadmin(c)
  const id = String(c.pathParam('id') || '')
  const requested = parseCredits(http.jsonBody(c).credits)
  if (Number.isNaN(requested))
    return http.statusError(c, 400, 'Jumlah kredit harus bilangan bulat 0 sampai 1.000.000.')
  const user = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c).user
  const by = user ? user.id : 'admin'
  let outcome = null
  try {
    $app.dao().runInTransaction((dao) => {
      outcome = processInTransaction(dao, id, requested, by, Date.now())
    })
  } catch (err) {
    console.log('[payments] proses manual ' + id + ' gagal: ' + err)
    return http.statusError(c, 500, 'Gagal memproses transaksi.')
  }
  if (outcome.error) return http.statusError(c, outcome.error.status, outcome.error.message)
  return c.json(200, outcome.result)
}

/** Checks, then completes and grants; returns {error} (nothing written) or {result}. */
function processInTransaction(dao, id, requested, by, nowMs) {
  const nm = require(`${__hooks}/lib/payments/notification.js`)
  let record = null
  try {
    record = dao.findRecordById('payment_transactions', id)
  } catch {
    return { error: { status: 404, message: 'Transaksi tidak ditemukan.' } }
  }
  if (record.getString('status') !== 'pending')
    return { error: { status: 400, message: ONLY_PENDING } }
  const email = String(record.getString('customer_email') || '')
    .trim()
    .toLowerCase()
  if (!nm.EMAIL_RE.test(email))
    return {
      error: { status: 400, message: 'Transaksi ini tidak memiliki email pembeli yang valid.' },
    }
  let pkg = null
  if (record.getString('paket_id')) {
    try {
      pkg = dao.findRecordById('paket_pembelajaran', record.getString('paket_id'))
    } catch {
      pkg = null
    }
  }
  // Processing adds the transaction's own credits_amount; only when it carries none does the
  // credit-pack table decide, and only when neither does the superadmin's number
  // (docs/admin-api.md).
  const stored = Math.max(0, Math.floor(record.getFloat('credits_amount')) || 0)
  const pack = stored > 0 ? 0 : nm.packCredits(record.getFloat('amount'))
  let credits
  if (pkg) credits = stored + (requested === undefined ? 0 : requested)
  else if (stored > 0) credits = stored
  else if (pack > 0) credits = pack
  else if (requested === undefined || requested < 1) {
    return {
      error: {
        status: 400,
        message:
          'Nominal tidak cocok dengan paket kredit mana pun: masukkan jumlah kredit yang ditambahkan (minimal 1).',
      },
    }
  } else credits = requested
  const granted = require(`${__hooks}/lib/entitlements/grants.js`).grantPurchase(
    dao,
    email,
    credits,
    pkg,
    record.getString('order_id'),
  )
  const pbDate = require(`${__hooks}/lib/shared/dates.js`).pbDate
  record.set('status', 'completed')
  record.set('credits_amount', credits)
  record.set('processed_at', pbDate(nowMs))
  record.set('processed_by', by)
  record.set('review_note', '')
  dao.saveRecord(record)
  return {
    result: {
      id: record.id,
      order_id: record.getString('order_id'),
      status: 'completed',
      credits: credits,
      paket_id: pkg ? pkg.id : '',
      granted_to: granted.to,
      processed_at: record.getString('processed_at'),
    },
  }
}

module.exports = { handleProcess, processInTransaction, ONLY_PENDING }
