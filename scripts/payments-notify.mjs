// Sends a correctly signed Midtrans-style test notification to a running server, for operators
// checking their payment setup (and for the tests):
//   PAYMENT_SERVER_KEY=... npm run payments:notify -- --order ORDER-1 --amount 50000 --email a@b.id [--status settlement]
// Options: --status (settlement, capture, pending, deny, expire, failure, cancel; default settlement),
// --package <paket id> (custom_field2), --method <payment_type> (default bank_transfer),
// --url <server> (default PAYMENT_NOTIFY_URL, APP_URL or http://127.0.0.1:$PORT), --key <server key>
// (default PAYMENT_SERVER_KEY).
import { createHash } from 'node:crypto'
import { pathToFileURL } from 'node:url'

/** Midtrans' status_code for a transaction_status. */
export function statusCodeFor(status) {
  if (status === 'settlement' || status === 'capture') return '200'
  if (status === 'pending') return '201'
  return '202'
}

/** SHA-512 hex of order_id + status_code + gross_amount + server key. */
export function signature(orderId, statusCode, grossAmount, serverKey) {
  return createHash('sha512')
    .update(orderId + statusCode + grossAmount + serverKey)
    .digest('hex')
}

/** '50000' or 50000 → '50000.00' (Midtrans' gross_amount format). */
export function grossAmount(amount) {
  const n = Number(amount)
  if (!Number.isFinite(n) || n <= 0)
    throw new Error(`--amount harus angka rupiah lebih dari 0, bukan "${amount}"`)
  return n.toFixed(2)
}

/**
 * A signed notification. `extra` is merged last (before signing), e.g. {customer_details: undefined}.
 * @param {{order: string, amount: number|string, email: string, status?: string, paketId?: string, method?: string, serverKey: string, extra?: Record<string, unknown>}} o
 */
export function buildNotification(o) {
  const status = o.status ?? 'settlement'
  const gross = grossAmount(o.amount)
  const code = statusCodeFor(status)
  const body = {
    transaction_time: new Date().toISOString().replace('T', ' ').slice(0, 19),
    transaction_status: status,
    transaction_id: `test-${o.order}-${status}`,
    status_message: 'midtrans payment notification',
    status_code: code,
    signature_key: signature(o.order, code, gross, o.serverKey),
    payment_type: o.method ?? 'bank_transfer',
    order_id: o.order,
    merchant_id: 'TEST',
    gross_amount: gross,
    currency: 'IDR',
    customer_details: { email: o.email },
    custom_field1: o.email,
    ...(status === 'capture' ? { fraud_status: 'accept' } : {}),
    ...(o.paketId ? { custom_field2: o.paketId } : {}),
    ...(o.extra ?? {}),
  }
  return body
}

/** POSTs a notification; returns {status, body}. */
export async function sendNotification(baseUrl, body) {
  const res = await fetch(new URL('/api/payments/webhook', baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let parsed = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // keep the text
  }
  return { status: res.status, body: parsed }
}

function parseArgs(argv) {
  const out = {}
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith('--')) throw new Error(`argumen tidak dikenal: ${arg}`)
    const key = arg.slice(2)
    const value = argv[i + 1]
    if (value === undefined || value.startsWith('--')) throw new Error(`--${key} butuh nilai`)
    out[key] = value
    i++
  }
  return out
}

async function main() {
  let args
  try {
    args = parseArgs(process.argv.slice(2))
    for (const k of ['order', 'amount', 'email'])
      if (!args[k]) throw new Error(`--${k} wajib diisi`)
  } catch (err) {
    console.error(
      `${err.message}\nPakai: npm run payments:notify -- --order <id> --amount <n> --email <e> [--status settlement] [--package <paket id>] [--url <server>]`,
    )
    process.exit(2)
  }
  const serverKey = args.key ?? process.env.PAYMENT_SERVER_KEY ?? ''
  if (!serverKey) {
    console.error('PAYMENT_SERVER_KEY kosong: set variabel yang sama dengan server (atau --key).')
    process.exit(2)
  }
  const url =
    args.url ??
    process.env.PAYMENT_NOTIFY_URL ??
    process.env.APP_URL ??
    `http://127.0.0.1:${process.env.PORT ?? 8090}`
  const body = buildNotification({
    order: args.order,
    amount: args.amount,
    email: args.email,
    status: args.status,
    paketId: args.package,
    method: args.method,
    serverKey,
  })
  const res = await sendNotification(url, body)
  console.log(`${res.status} ${typeof res.body === 'string' ? res.body : JSON.stringify(res.body)}`)
  process.exit(res.status >= 200 && res.status < 300 ? 0 : 1)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(`Gagal mengirim notifikasi: ${err.message}`)
    process.exit(1)
  })
}
