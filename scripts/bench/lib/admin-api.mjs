// The bench admin (lib/bench-server.mjs) and the accounts a bench signs in with: through the JS SDK or
// plain fetch (JSON in, JSON out, an error naming the call and its answer when not 2xx).
import PocketBase from 'pocketbase'
import { BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD } from './bench-server.mjs'

/** The password of the users a bench creates (superadmins, students of the route benches). */
export const USER_PASSWORD = 'rahasia123'

/** The JSON of an answer; throws `what: status body` unless it is 2xx. */
export async function okJson(res, what) {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return res.json()
}

/** A JS SDK client that never cancels a request for a newer one (benches send many at once). */
export function sdkClient(url) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}

/** A JS SDK client signed in as the bench's PocketBase admin. */
export async function adminSdk(url) {
  const admin = sdkClient(url)
  await admin.admins.authWithPassword(BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD)
  return admin
}

/** The bench admin's token (plain fetch). */
export async function adminToken(url) {
  const res = await fetch(`${url}/api/admins/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: BENCH_ADMIN_EMAIL, password: BENCH_ADMIN_PASSWORD }),
  })
  return (await okJson(res, 'admin sign-in')).token
}

/**
 * The admin's REST calls over plain fetch: `post(path, body)`, `get(path)` and `create(collection,
 * data)` (a record through the collection's records route), each the answer's JSON.
 */
export async function adminRest(url) {
  const token = await adminToken(url)
  const call = async (method, p, body) => {
    const res = await fetch(url + p, {
      method,
      headers: { 'content-type': 'application/json', authorization: token },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return okJson(res, `${method} ${p.split('?')[0]}`)
  }
  return {
    token,
    post: (p, body) => call('POST', p, body),
    get: (p) => call('GET', p),
    create: (collection, data) => call('POST', `/api/collections/${collection}/records`, data),
  }
}

/**
 * Creates a verified `users` record through the admin's SDK client (`fields`: email, role, full_name
 * and any other field) and returns a client signed in as it.
 */
export async function createSignedInUser(admin, url, fields, password = USER_PASSWORD) {
  await admin
    .collection('users')
    .create({ password, passwordConfirm: password, verified: true, ...fields })
  const pb = sdkClient(url)
  await pb.collection('users').authWithPassword(fields.email, password)
  return pb
}

/** The superadmin of the admin route benches (a `users` record with role superadmin), signed in. */
export function signedInSuperadmin(admin, url) {
  return createSignedInUser(admin, url, {
    email: 'superadmin@bench.local',
    role: 'superadmin',
    full_name: 'Super Admin',
  })
}
