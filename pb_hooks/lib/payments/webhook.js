/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/payments/webhook (docs/contract.md, Routes): a Midtrans-style notification,
// signature-verified, applied to the transaction of its order_id in ONE server transaction. Exactly
// once: the grant happens only in the transaction that moves the row to completed, and transactions
// run one at a time (PocketBase's write connection), so repeats, reordering and parallel deliveries
// grant once. Rules: completed never changes; a paid transaction (paid_at set, waiting for review)
// never becomes failed/cancelled; a late `pending` does not revive a failed/cancelled one.

function note() {
  return require(`${__hooks}/lib/payments/notification.js`)
}

function findPackage(dao, id) {
  return require(`${__hooks}/lib/shared/records.js`).findById(dao, 'paket_pembelajaran', id)
}

function findByOrder(dao, orderId) {
  try {
    return dao.findFirstRecordByData('payment_transactions', 'order_id', orderId)
  } catch {
    return null
  }
}

function rupiah(n) {
  return 'Rp' + String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}

/**
 * What a paid amount buys: {credits, pkg, paket_id, note}. A named package (custom_field2) must
 * exist and cost exactly the amount; otherwise the amount must be a credit pack. Anything else has
 * a note and waits for manual review (never credited silently).
 */
function purchasePlan(dao, amount, paketId) {
  if (paketId) {
    const pkg = findPackage(dao, paketId)
    if (!pkg)
      return {
        credits: 0,
        pkg: null,
        paket_id: '',
        note: 'Paket "' + paketId + '" tidak ditemukan: periksa lalu proses manual.',
      }
    const harga = pkg.getFloat('harga')
    if (!(harga > 0) || harga !== amount) {
      return {
        credits: 0,
        pkg: pkg,
        paket_id: pkg.id,
        note:
          'Nominal ' +
          rupiah(amount) +
          ' tidak sama dengan harga paket ' +
          pkg.getString('nama_paket') +
          ' (' +
          rupiah(harga) +
          '): periksa lalu proses manual.',
      }
    }
    return { credits: 0, pkg: pkg, paket_id: pkg.id, note: '' }
  }
  const credits = note().packCredits(amount)
  if (!credits)
    return {
      credits: 0,
      pkg: null,
      paket_id: '',
      note:
        'Nominal ' +
        rupiah(amount) +
        ' tidak cocok dengan paket kredit mana pun: tentukan kredit lalu proses manual.',
    }
  return { credits: credits, pkg: null, paket_id: '', note: '' }
}

function hasDate(record, field) {
  const v = record.getString(field)
  return !!v && v !== '0001-01-01 00:00:00.000Z'
}

/** The fields every applied notification writes. */
function writeCommon(record, n, raw, plan) {
  record.set('order_id', n.order_id)
  record.set('customer_email', n.email)
  record.set('amount', n.amount)
  record.set('payment_method', n.payment_method)
  record.set('webhook_data', raw)
  record.set('paket_id', plan.paket_id)
  record.set('credits_amount', plan.credits)
}

/**
 * Applies a validated notification inside `dao` (a transaction).
 * Returns {status, changed, granted, review}.
 */
function applyNotification(dao, n, raw, nowMs) {
  const existing = findByOrder(dao, n.order_id)
  if (existing && existing.getString('status') === 'completed')
    return { status: 'completed', changed: false, granted: false, review: false }
  if (n.status === 'ignored')
    return {
      status: existing ? existing.getString('status') : null,
      changed: false,
      granted: false,
      review: false,
    }
  const record = existing || new Record(dao.findCollectionByNameOrId('payment_transactions'))
  const pbDate = require(`${__hooks}/lib/shared/dates.js`).pbDate
  const plan = purchasePlan(dao, n.amount, n.paket_id)

  if (n.status !== 'completed') {
    if (existing) {
      const current = existing.getString('status')
      if (hasDate(existing, 'paid_at'))
        return { status: current, changed: false, granted: false, review: true }
      if (n.status === 'pending' && (current === 'failed' || current === 'cancelled'))
        return { status: current, changed: false, granted: false, review: false }
    }
    writeCommon(record, n, raw, plan)
    record.set('status', n.status)
    dao.saveRecord(record)
    return { status: n.status, changed: true, granted: false, review: false }
  }

  writeCommon(record, n, raw, plan)
  if (!hasDate(record, 'paid_at')) record.set('paid_at', pbDate(nowMs))
  if (plan.note) {
    record.set('status', 'pending')
    record.set('review_note', plan.note)
    dao.saveRecord(record)
    return { status: 'pending', changed: true, granted: false, review: true }
  }
  require(`${__hooks}/lib/entitlements/grants.js`).grantPurchase(
    dao,
    n.email,
    plan.credits,
    plan.pkg,
    n.order_id,
  )
  record.set('status', 'completed')
  record.set('review_note', '')
  record.set('processed_at', pbDate(nowMs))
  record.set('processed_by', 'webhook')
  dao.saveRecord(record)
  return { status: 'completed', changed: true, granted: true, review: false }
}

/** POST /api/payments/webhook */
function handleWebhook(c) {
  const nm = note()
  const body = nm.readBody(c)
  if (body.error)
    return c.json(body.error.status, {
      code: body.error.status,
      message: body.error.message,
      data: {},
    })
  const checked = nm.validate(body.data, $os.getenv('PAYMENT_SERVER_KEY') || '')
  if (checked.error)
    return c.json(checked.error.status, {
      code: checked.error.status,
      message: checked.error.message,
      data: {},
    })
  const n = checked.notification
  let result = null
  try {
    $app.dao().runInTransaction((txDao) => {
      result = applyNotification(txDao, n, body.data, Date.now())
    })
  } catch (err) {
    console.log('[payments] notifikasi ' + n.order_id + ' gagal disimpan: ' + err)
    return c.json(500, { code: 500, message: 'Notifikasi gagal disimpan; kirim ulang.', data: {} })
  }
  return c.json(200, {
    message:
      n.status === 'ignored'
        ? 'Notifikasi diterima (status ini tidak mengubah transaksi).'
        : 'Notifikasi diterima.',
    order_id: n.order_id,
    status: result.status,
    changed: result.changed,
    granted: result.granted,
    review: result.review,
  })
}

module.exports = { handleWebhook, applyNotification, purchasePlan, rupiah }
