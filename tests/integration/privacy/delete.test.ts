/* eslint-disable @typescript-eslint/no-explicit-any -- records and answers are checked field by field */
// Deleting a person: POST /api/me/delete {password} (wrong password: 400 and nothing changes;
// rate-limited like sign-in) and POST /api/admin/users/{id}/delete (superadmin; not on themselves).
// Afterwards nothing in the database names the person (full SQL dump searched for the id, e-mail
// and name) except the kept, anonymised reviews ('Pengguna', no user) and payments (no e-mail);
// the thesis file is gone from storage; sign-in fails; the owner's revenue is unchanged.
import { existsSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from '../../support/chat-automation'
import { createUser, signIn, statusOf, type TestUser } from '../../support/fixtures'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { dump, getJson, idSql, seedPerson, sql, type Seeded } from './support'

let server: TestServer
let superadmin: TestUser

beforeAll(async () => {
  server = await startTestServer({ env: { RATE_LIMIT_AUTH_IDENTITY: '3/300' } })
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Admin Utama' })
}, 60_000)

afterAll(async () => {
  await server?.stop()
})

function del(token: string | null, body: unknown) {
  return postJson(server.url, '/api/me/delete', body, token ? { token } : {})
}

function adminDelete(token: string | null, id: string) {
  return postJson(server.url, `/api/admin/users/${id}/delete`, {}, token ? { token } : {})
}

async function summary() {
  return (await getJson(server, server.admin.authStore.token, '/api/admin/payments/summary')).body
}

function storedFileOf(s: Seeded): string {
  const collectionId = sql(server, "SELECT id FROM _collections WHERE name = 'thesis_documents'")
  return path.join(server.dataDir, 'storage', collectionId, s.documentId)
}

/** What must hold once `s` is deleted. */
async function expectGone(s: Seeded, other: Seeded) {
  const id = s.user.record.id
  expect(await statusOf(server.admin.collection('users').getOne(id))).toBe(404)
  // nothing in the database names the person any more (checked before the failed sign-in below,
  // which itself leaves a short-lived rate-limit counter with the e-mail)
  const all = dump(server)
  for (const needle of [id, s.user.email, s.user.record.full_name as string])
    expect(
      all
        .split('\n')
        .filter((line) => line.includes(needle))
        .map((line) => line.slice(0, 300)),
      needle,
    ).toEqual([])
  expect(await statusOf(signIn(server, s.user.email, s.user.password))).toBe(400)
  for (const [coll, field] of [
    ['thesis_documents', 'user_id'],
    ['sidang_sessions', 'user_id'],
    ['progress', 'user_id'],
    ['subscribers', 'user_id'],
    ['tombstones', 'user_id'],
    ['reviews', 'user_id'],
  ]) {
    const list = await server.admin
      .collection(coll)
      .getList(1, 1, { filter: server.admin.filter(`${field} = {:v}`, { v: id }) })
    expect(list.totalItems, coll).toBe(0)
  }
  expect(
    (
      await server.admin
        .collection('authorized_emails')
        .getList(1, 1, { filter: server.admin.filter('email = {:e}', { e: s.user.email }) })
    ).totalItems,
  ).toBe(0)
  expect(
    sql(server, `SELECT count(*) FROM thesis_passages WHERE document_id = ${idSql(s.documentId)}`),
  ).toBe('0')
  // the file leaves storage after the commit
  for (let i = 0; i < 50 && existsSync(storedFileOf(s)); i++)
    await new Promise((r) => setTimeout(r, 100))
  expect(existsSync(storedFileOf(s))).toBe(false)

  // kept without the person
  const review = await server.admin.collection('reviews').getOne(s.review.id)
  expect(review).toMatchObject({
    user_id: '',
    author_name: 'Pengguna',
    review_text: s.review.review_text,
  })
  const payment = await server.admin.collection('payment_transactions').getOne(s.payment.id)
  expect(payment).toMatchObject({
    customer_email: '',
    order_id: s.payment.order_id,
    amount: 50000,
    status: 'completed',
  })
  expect(JSON.stringify(payment.webhook_data)).not.toMatch(/customer_details|custom_field1|@/)
  expect(payment.webhook_data.gross_amount).toBe('50000.00')

  // the landing page shows the review as 'Pengguna'
  const landing = await fetch(
    `${server.url}/api/collections/reviews/records?page=1&perPage=50&sort=-created&fields=id,author_name,review_text`,
  ).then((r) => r.json())
  expect(landing.items.find((r: any) => r.id === s.review.id)).toMatchObject({
    author_name: 'Pengguna',
  })

  // the other person is untouched
  expect((await server.admin.collection('users').getOne(other.user.record.id)).email).toBe(
    other.user.email,
  )
  expect(await statusOf(server.admin.collection('thesis_documents').getOne(other.documentId))).toBe(
    200,
  )
  expect((await server.admin.collection('reviews').getOne(other.review.id)).author_name).toBe(
    other.user.record.full_name,
  )
}

describe('POST /api/me/delete', () => {
  it('a visitor gets 401', async () => {
    const r = await del(null, { password: 'x' })
    expect(r.status).toBe(401)
    expect(r.body.code).toBe('UNAUTHORIZED')
  })

  it('a wrong or missing password answers 400 WRONG_PASSWORD and changes nothing', async () => {
    const s = await seedPerson(server, null, 'salah')
    const before = dump(server)
    for (const body of [{ password: 'salah-sandi' }, {}, { password: 123 }]) {
      const r = await del(s.user.client.authStore.token, body)
      expect(r.status).toBe(400)
      expect(r.body).toEqual({
        code: 'WRONG_PASSWORD',
        message: 'Kata sandi salah. Akun Anda tidak dihapus.',
      })
    }
    // only the rate-limit counters changed
    const strip = (d: string) =>
      d
        .split('\n')
        .filter((l) => !l.includes('_rate_limit_hits'))
        .join('\n')
    expect(strip(dump(server))).toBe(strip(before))
    expect(await statusOf(signIn(server, s.user.email, s.user.password))).toBe(200)
  })

  it('is rate-limited like sign-in: after too many wrong passwords even the right one waits (429)', async () => {
    const u = await createUser(server)
    for (let i = 0; i < 3; i++)
      expect((await del(u.client.authStore.token, { password: 'salah' })).status).toBe(400)
    const r = await del(u.client.authStore.token, { password: u.password })
    expect(r.status).toBe(429)
    expect(String(r.body.message)).toContain('Terlalu banyak percobaan')
    expect(await statusOf(server.admin.collection('users').getOne(u.record.id))).toBe(200)
  })

  it('the right password deletes the account and everything only theirs (204)', async () => {
    const revenue = await summary()
    const s = await seedPerson(server, null, 'hapus')
    const other = await seedPerson(server, s.tree, 'tetap')
    const revenueWith = await summary()
    expect(revenueWith).not.toEqual(revenue)
    const r = await fetch(`${server.url}/api/me/delete`, {
      method: 'POST',
      headers: { Authorization: s.user.client.authStore.token, 'content-type': 'application/json' },
      body: JSON.stringify({ password: s.user.password }),
    })
    expect(r.status).toBe(204)
    expect(await r.text()).toBe('')
    await expectGone(s, other)
    // the owner's revenue figures do not change
    expect(await summary()).toEqual(revenueWith)
    // the old token is useless
    expect((await getJson(server, s.user.client.authStore.token, '/api/me/documents')).status).toBe(
      401,
    )
  })
})

describe('POST /api/admin/users/{id}/delete', () => {
  it('a superadmin deletes a person with the same effects (204)', async () => {
    const s = await seedPerson(server, null, 'admin-hapus')
    const other = await seedPerson(server, s.tree, 'admin-tetap')
    const r = await adminDelete(superadmin.client.authStore.token, s.user.record.id)
    expect(r.status).toBe(204)
    await expectGone(s, other)
  })

  it('only superadmins (and the PocketBase admin); never on themselves; 404 for unknown ids', async () => {
    const victim = await createUser(server)
    const student = await createUser(server, { role: 'subscriber' })
    expect((await adminDelete(null, victim.record.id)).status).toBe(403)
    expect((await adminDelete(student.client.authStore.token, victim.record.id)).status).toBe(403)
    const self = await adminDelete(superadmin.client.authStore.token, superadmin.record.id)
    expect(self.status).toBe(400)
    expect(self.body.code).toBe('CANNOT_DELETE_SELF')
    const unknown = await adminDelete(superadmin.client.authStore.token, 'zzzzzzzzzzzzzzz')
    expect(unknown.status).toBe(404)
    expect(unknown.body).toEqual({ code: 'USER_NOT_FOUND', message: 'Pengguna tidak ditemukan.' })
    expect(await statusOf(server.admin.collection('users').getOne(victim.record.id))).toBe(200)
    expect((await adminDelete(server.admin.authStore.token, victim.record.id)).status).toBe(204)
    expect(await statusOf(server.admin.collection('users').getOne(victim.record.id))).toBe(404)
  })

  it('the last superadmin cannot delete their own account; with another superadmin they can', async () => {
    // this server's superadmins: `superadmin` and the one created here
    const second = await createUser(server, { role: 'superadmin' })
    const users = await server.admin
      .collection('users')
      .getFullList({ filter: 'role = "superadmin"' })
    for (const u of users)
      if (u.id !== second.record.id && u.id !== superadmin.record.id)
        await server.admin.collection('users').update(u.id, { role: 'user' })
    const ok = await del(second.client.authStore.token, { password: second.password })
    expect(ok.status).toBe(204)
    const last = await del(superadmin.client.authStore.token, { password: superadmin.password })
    expect(last.status).toBe(409)
    expect(last.body.code).toBe('LAST_SUPERADMIN')
    expect(await statusOf(server.admin.collection('users').getOne(superadmin.record.id))).toBe(200)
  })

  it('deleting a users record through the records API keeps the review as Pengguna and the payment without e-mail', async () => {
    const s = await seedPerson(server, null, 'records-api')
    const other = await seedPerson(server, s.tree, 'records-tetap')
    await superadmin.client.collection('users').delete(s.user.record.id)
    await expectGone(s, other)
  })

  it('two anonymous reviews of the same materi can coexist', async () => {
    const a = await seedPerson(server, null, 'anon-a')
    const b = await createUser(server, { role: 'subscriber' })
    const second = await server.admin.collection('reviews').create({
      user_id: b.record.id,
      materi_id: a.tree.pretest.id,
      rating: 4,
      student_role: 'Mahasiswa S2',
      review_text: 'Ulasan kedua',
    })
    expect((await adminDelete(superadmin.client.authStore.token, a.user.record.id)).status).toBe(
      204,
    )
    expect((await adminDelete(superadmin.client.authStore.token, b.record.id)).status).toBe(204)
    const kept = await server.admin.collection('reviews').getFullList({
      filter: server.admin.filter('materi_id = {:m}', { m: a.tree.pretest.id }),
    })
    expect(kept.map((r) => r.id).sort()).toEqual([a.review.id, second.id].sort())
    for (const r of kept) expect(r).toMatchObject({ user_id: '', author_name: 'Pengguna' })
  })

  it('a visitor cannot update or delete an anonymous review', async () => {
    const anon = (
      await server.admin.collection('reviews').getFullList({ filter: 'user_id = ""' })
    )[0]
    expect(anon).toBeTruthy()
    const visitor = server.client()
    expect(
      await statusOf(visitor.collection('reviews').update(anon.id, { review_text: 'x' })),
    ).toBe(404)
    expect(await statusOf(visitor.collection('reviews').delete(anon.id))).toBe(404)
    const student = await createUser(server)
    expect(await statusOf(student.client.collection('reviews').delete(anon.id))).toBe(404)
    expect((await server.admin.collection('reviews').getOne(anon.id)).review_text).toBe(
      anon.review_text,
    )
  })
})
