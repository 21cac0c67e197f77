/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Midtrans-style HTTP notifications (docs/contract.md, Routes): reading the raw body, checking the
// fields, the signature (SHA-512 of order_id + status_code + gross_amount + server key, compared in
// constant time), mapping transaction_status to our status, and the credit packs of
// PAYMENT_CREDIT_PACKS. Used by pb_hooks/lib/payments/webhook.js.

const MAX_BODY_BYTES = 64 * 1024
const DEFAULT_PACKS = { 25000: 20, 50000: 50, 100000: 120 }
const { EMAIL_RE } = require(`${__hooks}/lib/accounts/input.js`)
const AMOUNT_RE = /^\d{1,12}(\.\d{1,2})?$/
/** transaction_status values we store (capture depends on fraud_status). */
const STATUS_MAP = {
  settlement: 'completed',
  pending: 'pending',
  deny: 'failed',
  expire: 'failed',
  failure: 'failed',
  cancel: 'cancelled',
}
/** Provider statuses we accept and ignore (they never change a transaction). */
const IGNORED = ['authorize', 'refund', 'partial_refund', 'chargeback', 'partial_chargeback']

/** A refusal: HTTP status and an Indonesian message. */
function refusal(status, message) {
  return { status: status, message: message }
}

/**
 * The request body as an object, or {error}. Reads at most MAX_BODY_BYTES + 1 bytes, so an
 * oversized body is refused without reading it whole.
 */
function readBody(c) {
  const req = c.request()
  const declared = Number(req.contentLength)
  if (declared > MAX_BODY_BYTES)
    return { error: refusal(413, 'Isi notifikasi terlalu besar (maksimal 64 KB).') }
  let raw = ''
  try {
    raw = readerToString(req.body, MAX_BODY_BYTES + 1)
  } catch {
    return { error: refusal(400, 'Isi notifikasi tidak dapat dibaca.') }
  }
  if (raw.length > MAX_BODY_BYTES)
    return { error: refusal(413, 'Isi notifikasi terlalu besar (maksimal 64 KB).') }
  if (!raw.trim())
    return { error: refusal(400, 'Isi notifikasi kosong: kirim JSON notifikasi pembayaran.') }
  let data
  try {
    data = JSON.parse(raw)
  } catch {
    return { error: refusal(400, 'Isi notifikasi bukan JSON yang valid.') }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { error: refusal(400, 'Isi notifikasi harus berupa objek JSON.') }
  return { data: data }
}

function text(value) {
  return typeof value === 'string' ? value.trim() : ''
}

/** The buyer's e-mail: customer_details.email, else custom_field1; lower-cased and trimmed. */
function buyerEmail(data) {
  const details =
    data.customer_details && typeof data.customer_details === 'object' ? data.customer_details : {}
  const first = typeof details.email === 'string' ? details.email.trim() : ''
  const chosen = first || (typeof data.custom_field1 === 'string' ? data.custom_field1.trim() : '')
  return chosen.toLowerCase()
}

/** Our status for a notification, 'ignored' for known statuses that change nothing, or null when unknown. */
function mapStatus(transactionStatus, fraudStatus) {
  if (transactionStatus === 'capture') {
    if (fraudStatus === 'accept') return 'completed'
    if (fraudStatus === 'deny') return 'failed'
    return 'pending' // challenge (or no verdict yet): wait for the next notification
  }
  if (IGNORED.indexOf(transactionStatus) >= 0) return 'ignored'
  return STATUS_MAP[transactionStatus] || null
}

/**
 * Checks a parsed notification. Returns {error} or {notification}: order_id, status_code,
 * gross_amount (text as signed), amount (number), status (ours), email, paket_id, payment_method.
 * The signed fields are checked first (a 400 says only what is missing), then the signature
 * (401, also when it is absent or no server key is set), then the rest (400): an unsigned caller
 * learns nothing about our rules.
 */
function validate(data, serverKey) {
  const orderId = text(data.order_id)
  const statusCode = text(data.status_code)
  const gross = typeof data.gross_amount === 'string' ? data.gross_amount.trim() : data.gross_amount
  const signature = text(data.signature_key).toLowerCase()
  const missing = []
  if (!orderId) missing.push('order_id')
  if (!statusCode) missing.push('status_code')
  if (gross === undefined || gross === null || gross === '') missing.push('gross_amount')
  if (missing.length)
    return {
      error: refusal(400, 'Notifikasi tidak lengkap: ' + missing.join(', ') + ' wajib diisi.'),
    }
  if (typeof gross !== 'string')
    return { error: refusal(400, 'gross_amount harus berupa teks angka, misalnya "50000.00".') }
  if (!serverKey)
    return {
      error: refusal(401, 'Webhook pembayaran belum dikonfigurasi (PAYMENT_SERVER_KEY kosong).'),
    }
  if (!signature) return { error: refusal(401, 'Notifikasi tanpa signature_key ditolak.') }
  const expected = $security.sha512(orderId + statusCode + gross + serverKey)
  if (!$security.equal(expected, signature))
    return { error: refusal(401, 'Tanda tangan notifikasi tidak valid.') }

  if (orderId.length > 200)
    return { error: refusal(400, 'order_id terlalu panjang (maksimal 200 karakter).') }
  if (!/^\d{3}$/.test(statusCode))
    return { error: refusal(400, 'status_code harus tiga digit, misalnya "200".') }
  if (!AMOUNT_RE.test(gross))
    return {
      error: refusal(
        400,
        'Format gross_amount tidak valid: gunakan angka rupiah, misalnya "50000.00".',
      ),
    }
  const transactionStatus = text(data.transaction_status).toLowerCase()
  if (!transactionStatus) return { error: refusal(400, 'transaction_status wajib diisi.') }
  const status = mapStatus(transactionStatus, text(data.fraud_status).toLowerCase())
  if (!status)
    return {
      error: refusal(
        400,
        'transaction_status tidak dikenal: ' + transactionStatus.slice(0, 50) + '.',
      ),
    }
  const email = buyerEmail(data)
  if (!email)
    return {
      error: refusal(400, 'Email pembeli tidak ada (customer_details.email atau custom_field1).'),
    }
  if (email.length > 254 || !EMAIL_RE.test(email))
    return { error: refusal(400, 'Format email pembeli tidak valid.') }
  const paketId =
    data.custom_field2 === undefined || data.custom_field2 === null
      ? ''
      : String(data.custom_field2).trim()
  if (paketId.length > 50) return { error: refusal(400, 'custom_field2 (id paket) tidak valid.') }
  return {
    notification: {
      order_id: orderId,
      status_code: statusCode,
      gross_amount: gross,
      amount: parseFloat(gross),
      transaction_status: transactionStatus,
      status: status,
      email: email,
      paket_id: paketId,
      payment_method: text(data.payment_type).slice(0, 100),
    },
  }
}

/**
 * The credit packs: PAYMENT_CREDIT_PACKS (JSON {"gross amount": credits}) or the default.
 * An invalid table is logged and treated as empty: every amount then waits for manual review
 * (never credited silently by a table the operator did not mean).
 */
function creditPacks() {
  const raw = ($os.getenv('PAYMENT_CREDIT_PACKS') || '').trim()
  if (!raw) return DEFAULT_PACKS
  try {
    const parsed = JSON.parse(raw)
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('bukan objek')
    const packs = {}
    for (const key in parsed) {
      const amount = Number(key)
      const credits = Number(parsed[key])
      if (!(amount > 0) || !Number.isInteger(credits) || credits < 1)
        throw new Error('entri tidak valid: ' + key)
      packs[amount] = credits
    }
    return packs
  } catch (err) {
    console.log(
      '[payments] PAYMENT_CREDIT_PACKS tidak valid (' +
        err +
        '): semua nominal menunggu proses manual',
    )
    return {}
  }
}

/** Credits of the pack for a gross amount, or 0 when no pack has that amount. */
function packCredits(amount) {
  const packs = creditPacks()
  const credits = packs[amount]
  return typeof credits === 'number' ? credits : 0
}

module.exports = {
  MAX_BODY_BYTES,
  DEFAULT_PACKS,
  EMAIL_RE,
  readBody,
  validate,
  mapStatus,
  buyerEmail,
  creditPacks,
  packCredits,
}
