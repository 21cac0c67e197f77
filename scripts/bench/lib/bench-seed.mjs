// Seeding a bench server: the admin-only bulk route `POST /api/bench/seed` (pb_hooks/bench.pb.js,
// registered with PB_BENCH_SEED=1; its options in pb_hooks/lib/platform/bench-seed.js) and a
// signed-up student with active subscriptions.
import { httpRequest } from './http-client.mjs'

export const DAY = 86_400_000

/** A PocketBase date field value ('2026-01-02 03:04:05.678Z') of a time in ms. */
export const pbDate = (ms) => new Date(ms).toISOString().replace('T', ' ')

/**
 * `POST /api/bench/seed` as the PocketBase admin (`token`): the parsed answer. node:http, not fetch:
 * a large seed can outlast fetch's 300 s headers timeout on a busy machine.
 */
export async function benchSeed(url, token, body) {
  const res = await httpRequest(`${url}/api/bench/seed`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  })
  const text = res.body.toString('utf8')
  if (res.status !== 200) throw new Error(`seed: ${res.status} ${text}`)
  return JSON.parse(text)
}

/**
 * A verified subscriber (`student`: email, password, full_name) active on each of `paketIds` from
 * yesterday for 30 days, created through the admin's REST calls (lib/admin-api.mjs adminRest): the
 * user record.
 */
export async function createSubscribedStudent(rest, student, paketIds) {
  const user = await rest.create('users', {
    email: student.email,
    password: student.password,
    passwordConfirm: student.password,
    full_name: student.full_name,
    role: 'subscriber',
    verified: true,
  })
  for (const paketId of paketIds) {
    await rest.create('subscribers', {
      user_id: user.id,
      paket_id: paketId,
      status: 'active',
      durasi_mulai: pbDate(Date.now() - DAY),
      durasi_akhir: pbDate(Date.now() + 30 * DAY),
    })
  }
  return user
}
