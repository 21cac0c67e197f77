// Test data for the accounts integration tests, written through the PocketBase admin client.
import type PocketBase from 'pocketbase'
import { ClientResponseError } from 'pocketbase'
import type { RecordModel } from 'pocketbase'

export const NOT_AUTHORIZED =
  'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.'

let counter = 0
/** A unique e-mail for one test. */
export function uniqueEmail(prefix = 'siswa'): string {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}${counter}@contoh.id`
}

export async function createPackage(
  admin: PocketBase,
  fields: { nama_paket?: string; durasi_hari?: number } = {},
) {
  return admin.collection('paket_pembelajaran').create({
    nama_paket: fields.nama_paket ?? 'Paket Uji',
    durasi_hari: fields.durasi_hari ?? 30,
    harga: 100000,
  })
}

export async function authorize(
  admin: PocketBase,
  email: string,
  fields: {
    paket_id?: string
    durasi_hari?: number
    pending_credits?: number
    source?: 'purchase' | 'admin'
  } = {},
) {
  return admin.collection('authorized_emails').create({
    email,
    source: fields.source ?? 'purchase',
    order_id: 'ORDER-' + email,
    paket_id: fields.paket_id ?? '',
    durasi_hari: fields.durasi_hari ?? 0,
    pending_credits: fields.pending_credits ?? 0,
  })
}

/** Sign-up as the PWA does it: anonymous create on users. */
export async function signUp(
  client: PocketBase,
  email: string,
  password = 'rahasia123',
  extra: Record<string, unknown> = {},
) {
  return client
    .collection('users')
    .create({ email, password, passwordConfirm: password, full_name: 'Siswa Uji', ...extra })
}

/** The ClientResponseError the call fails with (fails the test when it succeeds). */
export async function failure(call: Promise<unknown>): Promise<ClientResponseError> {
  try {
    await call
  } catch (err) {
    if (err instanceof ClientResponseError) return err
    throw err
  }
  throw new Error('expected the request to fail, but it succeeded')
}

export async function findUser(admin: PocketBase, email: string): Promise<RecordModel | null> {
  const list = await admin
    .collection('users')
    .getList(1, 1, { filter: admin.filter('email = {:email}', { email }) })
  return list.items[0] ?? null
}

export async function subscriptionsOf(admin: PocketBase, userId: string) {
  return admin
    .collection('subscribers')
    .getFullList({ filter: admin.filter('user_id = {:id}', { id: userId }) })
}

/** Raw POST (to read status codes and bodies of the custom routes exactly). */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = { raw: text }
  }
  return { status: res.status, json, headers: res.headers }
}
