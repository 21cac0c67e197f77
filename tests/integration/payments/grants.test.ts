// What a purchase grants (docs/contract.md, "Roles and access") against a real PocketBase: credits
// and packages kept in authorized_emails for an e-mail without a verified account and granted on
// verification, a package that opens registration and enrols, an existing subscriber's extension,
// the manual processing route and the superadmin's payment list and summary.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RecordModel } from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createPaket,
  createUser,
  daysFromNow,
  nextMillisecond,
  subscribe,
  uniqueEmail,
  type TestUser,
} from '../../support/fixtures'
import { apiGet, apiPost, expectSuperadminOnly } from '../../support/admin-helpers'
import {
  SERVER_KEY,
  authorizedOf,
  creditsOf,
  notification,
  orderId,
  postNotification,
  subscriptionsOf,
  transactionOf,
} from '../../support/payments-helpers'

const DAY = 24 * 60 * 60 * 1000
const ONLY_PENDING = 'Hanya transaksi pending yang bisa diproses manual'

let server: TestServer
let superadmin: TestUser
let student: TestUser
let paket: RecordModel
let paketB: RecordModel

/** 23:59:59.999 Asia/Jakarta of the day `ms` falls on, as PocketBase text. */
function endOfJakartaDay(ms: number): string {
  const wib = new Date(ms + 7 * 3600 * 1000)
  const end =
    Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), 23, 59, 59, 999) -
    7 * 3600 * 1000
  return new Date(end).toISOString().replace('T', ' ')
}

function toMs(pb: string): number {
  return Date.parse(pb.replace(' ', 'T'))
}

beforeAll(async () => {
  server = await startTestServer({ env: { PAYMENT_SERVER_KEY: SERVER_KEY } })
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Super Admin' })
  student = await createUser(server, { full_name: 'Mahasiswa Biasa' })
  paket = await createPaket(server, {
    nama_paket: 'Paket Skripsi Pro',
    harga: 700000,
    durasi_hari: 60,
  })
  paketB = await createPaket(server, { nama_paket: 'Paket Basic', harga: 400000, durasi_hari: 30 })
})

afterAll(async () => {
  await server?.stop()
})

async function signUp(email: string): Promise<RecordModel> {
  const visitor = server.client()
  return visitor.collection('users').create({
    email,
    password: 'rahasia123',
    passwordConfirm: 'rahasia123',
    full_name: 'Pembeli Baru',
  })
}

describe('a purchase for an e-mail without an account', () => {
  it('keeps credits and a package in authorized_emails; registration grants them once', async () => {
    const email = uniqueEmail('pembeli')
    const visitor = server.client()
    expect(
      (await apiPost(server.url, '', '/api/lms/email-authorized', { email })).body.authorized,
    ).toBe(false)
    await postNotification(server, notification({ order: orderId(), amount: 50000, email }))
    await postNotification(server, notification({ order: orderId(), amount: 25000, email }))
    const order = orderId('PKG')
    const res = await postNotification(
      server,
      notification({ order, amount: 700000, email, paketId: paket.id }),
    )
    expect(res.body).toMatchObject({ status: 'completed', granted: true })
    expect(await transactionOf(server, order)).toMatchObject({
      status: 'completed',
      paket_id: paket.id,
      credits_amount: 0,
    })
    const row = await authorizedOf(server, email)
    expect(row).toMatchObject({
      source: 'purchase',
      paket_id: paket.id,
      durasi_hari: 60,
      pending_credits: 70,
    })
    expect(
      (await apiPost(server.url, '', '/api/lms/email-authorized', { email })).body.authorized,
    ).toBe(true)

    const user = await signUp(email)
    expect(user.verified).toBe(true) // no SMTP in the tests: verified on creation
    const fresh = await server.admin.collection('users').getOne(user.id)
    expect(fresh).toMatchObject({ credits: 70, role: 'subscriber' })
    const subs = await subscriptionsOf(server, user.id)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({ paket_id: paket.id, status: 'active' })
    expect(subs[0].durasi_akhir).toBe(endOfJakartaDay(Date.now() + 60 * DAY))
    expect(await authorizedOf(server, email)).toMatchObject({ pending_credits: 0 })
    void visitor
  })

  it('grants a second purchase of the same package as a longer subscription, another package as a second one', async () => {
    const email = uniqueEmail('dua')
    await postNotification(
      server,
      notification({ order: orderId(), amount: 700000, email, paketId: paket.id }),
    )
    await postNotification(
      server,
      notification({ order: orderId(), amount: 700000, email, paketId: paket.id }),
    )
    await postNotification(
      server,
      notification({ order: orderId(), amount: 400000, email, paketId: paketB.id }),
    )
    const row = await authorizedOf(server, email)
    expect(row).toMatchObject({ paket_id: paket.id, durasi_hari: 120 })
    expect(row!.pending_packages).toEqual([
      expect.objectContaining({ paket_id: paketB.id, durasi_hari: 30 }),
    ])
    const user = await signUp(email)
    const subs = await subscriptionsOf(server, user.id)
    const byPaket = Object.fromEntries(subs.map((s) => [s.paket_id, s]))
    expect(Object.keys(byPaket).sort()).toEqual([paket.id, paketB.id].sort())
    expect(byPaket[paket.id].durasi_akhir).toBe(endOfJakartaDay(Date.now() + 120 * DAY))
    expect(byPaket[paketB.id].durasi_akhir).toBe(endOfJakartaDay(Date.now() + 30 * DAY))
    expect((await authorizedOf(server, email))!.pending_packages).toEqual([])
  })

  it('waits for an unverified account and grants when a superadmin verifies it', async () => {
    const pending = await createUser(server, { verified: false, email: uniqueEmail('belum') })
    await server.admin
      .collection('authorized_emails')
      .create({ email: pending.email, source: 'purchase', pending_credits: 0 })
    await postNotification(
      server,
      notification({ order: orderId(), amount: 50000, email: pending.email }),
    )
    await postNotification(
      server,
      notification({ order: orderId(), amount: 400000, email: pending.email, paketId: paketB.id }),
    )
    expect(await creditsOf(server, pending.record.id)).toBe(0)
    expect(await subscriptionsOf(server, pending.record.id)).toHaveLength(0)
    expect(await authorizedOf(server, pending.email)).toMatchObject({
      pending_credits: 50,
      paket_id: paketB.id,
    })

    await superadmin.client.collection('users').update(pending.record.id, { verified: true })
    expect(await creditsOf(server, pending.record.id)).toBe(50)
    const subs = await subscriptionsOf(server, pending.record.id)
    expect(subs.map((s) => s.paket_id)).toEqual([paketB.id])
    // A second verification event grants nothing twice.
    await server.admin.collection('users').update(pending.record.id, { verified: false })
    await superadmin.client.collection('users').update(pending.record.id, { verified: true })
    expect(await creditsOf(server, pending.record.id)).toBe(50)
    expect(await subscriptionsOf(server, pending.record.id)).toHaveLength(1)
  })

  it('keeps a package purchase whose amount is not the price as pending for review', async () => {
    const email = uniqueEmail('kurang')
    const order = orderId()
    const res = await postNotification(
      server,
      notification({ order, amount: 100, email, paketId: paket.id }),
    )
    expect(res.body).toMatchObject({ status: 'pending', review: true })
    const tx = await transactionOf(server, order)
    expect(tx).toMatchObject({ paket_id: paket.id, status: 'pending' })
    expect(tx!.review_note).toContain('tidak sama dengan harga paket')
    expect(await authorizedOf(server, email)).toBeNull()
    const unknown = orderId()
    await postNotification(
      server,
      notification({ order: unknown, amount: 50000, email, paketId: 'tidakada123456' }),
    )
    expect((await transactionOf(server, unknown))!.review_note).toContain('tidak ditemukan')
    expect(await authorizedOf(server, email)).toBeNull()
  })
})

describe('a purchase by a verified account', () => {
  it('adds the credits and the subscription at once and sets role subscriber', async () => {
    const user = await createUser(server, { credits: 2 })
    await postNotification(
      server,
      notification({ order: orderId(), amount: 700000, email: user.email, paketId: paket.id }),
    )
    await postNotification(
      server,
      notification({ order: orderId(), amount: 25000, email: user.email }),
    )
    const fresh = await server.admin.collection('users').getOne(user.record.id)
    expect(fresh).toMatchObject({ credits: 22, role: 'subscriber' })
    const subs = await subscriptionsOf(server, user.record.id)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({ paket_id: paket.id, status: 'active' })
  })

  it('extends an existing subscription from its current end date', async () => {
    const user = await createUser(server, { role: 'subscriber' })
    const end = daysFromNow(10)
    const sub = await subscribe(server, user.record.id, paket.id, { durasi_akhir: end })
    const storedEnd = (await server.admin.collection('subscribers').getOne(sub.id))
      .durasi_akhir as string
    await postNotification(
      server,
      notification({ order: orderId(), amount: 700000, email: user.email, paketId: paket.id }),
    )
    const subs = await subscriptionsOf(server, user.record.id)
    expect(subs).toHaveLength(1)
    expect(subs[0].durasi_akhir).toBe(endOfJakartaDay(toMs(storedEnd) + 60 * DAY))
    expect(subs[0].status).toBe('active')
  })

  it('restarts an ended subscription from today', async () => {
    const user = await createUser(server, { role: 'subscriber' })
    await subscribe(server, user.record.id, paketB.id, {
      status: 'expired',
      durasi_mulai: daysFromNow(-60),
      durasi_akhir: daysFromNow(-20),
    })
    await postNotification(
      server,
      notification({ order: orderId(), amount: 400000, email: user.email, paketId: paketB.id }),
    )
    const subs = await subscriptionsOf(server, user.record.id)
    expect(subs).toHaveLength(1)
    expect(subs[0]).toMatchObject({
      status: 'active',
      durasi_akhir: endOfJakartaDay(Date.now() + 30 * DAY),
    })
  })
})

describe('POST /api/payments/{id}/process', () => {
  function processAs(token: string, id: string, body: Record<string, unknown> = {}) {
    return apiPost(server.url, token, `/api/payments/${id}/process`, body)
  }

  it('is for superadmins only', async () => {
    const order = orderId()
    await postNotification(
      server,
      notification({ order, amount: 25000, email: student.email, status: 'pending' }),
    )
    const tx = await transactionOf(server, order)
    await expectSuperadminOnly(
      (token) => processAs(token, tx!.id),
      [student.client.authStore.token],
    )
    expect((await transactionOf(server, order))!.status).toBe('pending')
  })

  it('completes a pending transaction with the pack credits, once', async () => {
    const user = await createUser(server)
    const order = orderId()
    await postNotification(
      server,
      notification({ order, amount: 25000, email: user.email, status: 'pending' }),
    )
    const tx = await transactionOf(server, order)
    const token = superadmin.client.authStore.token
    const res = await processAs(token, tx!.id)
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ status: 'completed', credits: 20, granted_to: 'account' })
    expect(await creditsOf(server, user.record.id)).toBe(20)
    const done = await transactionOf(server, order)
    expect(done).toMatchObject({
      status: 'completed',
      credits_amount: 20,
      processed_by: superadmin.record.id,
    })
    expect(done!.processed_at).not.toBe('')
    // Twice: refused. A settlement arriving afterwards grants nothing more.
    const again = await processAs(token, tx!.id)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe(ONLY_PENDING)
    await postNotification(server, notification({ order, amount: 25000, email: user.email }))
    expect(await creditsOf(server, user.record.id)).toBe(20)
  })

  it('refuses failed, cancelled and completed transactions', async () => {
    const token = superadmin.client.authStore.token
    for (const status of ['expire', 'cancel', 'settlement']) {
      const order = orderId(status)
      await postNotification(
        server,
        notification({ order, amount: 25000, email: student.email, status }),
      )
      const tx = await transactionOf(server, order)
      const res = await processAs(token, tx!.id, { credits: 5 })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe(ONLY_PENDING)
    }
    expect((await processAs(token, 'tidakada123456')).status).toBe(404)
  })

  it('asks the superadmin for the credits when the amount matches no pack', async () => {
    const user = await createUser(server)
    const order = orderId()
    await postNotification(server, notification({ order, amount: 30000, email: user.email }))
    const tx = await transactionOf(server, order)
    const token = superadmin.client.authStore.token
    const missing = await processAs(token, tx!.id)
    expect(missing.status).toBe(400)
    expect(missing.body.message).toMatch(/masukkan jumlah kredit/)
    const bad = await processAs(token, tx!.id, { credits: 2.5 })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/bilangan bulat/)
    expect((await transactionOf(server, order))!.status).toBe('pending')
    const ok = await processAs(token, tx!.id, { credits: 25 })
    expect(ok.status).toBe(200)
    expect(ok.body.credits).toBe(25)
    expect(await creditsOf(server, user.record.id)).toBe(25)
    expect(await transactionOf(server, order)).toMatchObject({
      status: 'completed',
      credits_amount: 25,
      review_note: '',
    })
  })

  it("adds the transaction's stored credits_amount before the pack table and the superadmin's number", async () => {
    const token = superadmin.client.authStore.token
    const create = (fields: Record<string, unknown>) =>
      server.admin.collection('payment_transactions').create({
        order_id: orderId('STORED'),
        status: 'pending',
        payment_method: 'bank_transfer',
        ...fields,
      })
    // 25,000 is the 20-credit pack; the stored 33 decides, and a number sent along is not asked for.
    const a = await createUser(server)
    const stored = await create({ customer_email: a.email, amount: 25000, credits_amount: 33 })
    const res = await processAs(token, stored.id, { credits: 7 })
    expect(res.status).toBe(200)
    expect(res.body.credits).toBe(33)
    expect(await creditsOf(server, a.record.id)).toBe(33)
    expect(await server.admin.collection('payment_transactions').getOne(stored.id)).toMatchObject({
      status: 'completed',
      credits_amount: 33,
    })
    // An amount no pack matches, with stored credits: no number needed.
    const b = await createUser(server)
    const odd = await create({ customer_email: b.email, amount: 31337, credits_amount: 12 })
    const resB = await processAs(token, odd.id)
    expect(resB.status).toBe(200)
    expect(resB.body.credits).toBe(12)
    expect(await creditsOf(server, b.record.id)).toBe(12)
    // None stored: the pack table decides (25,000 → 20).
    const c = await createUser(server)
    const none = await create({ customer_email: c.email, amount: 25000, credits_amount: 0 })
    expect((await processAs(token, none.id)).body.credits).toBe(20)
    expect(await creditsOf(server, c.record.id)).toBe(20)
    // A package purchase with stored credits: the package and the stored credits (plus extra ones).
    const d = await createUser(server)
    const pkgTx = await create({
      customer_email: d.email,
      amount: 700000,
      credits_amount: 15,
      paket_id: paket.id,
    })
    const resD = await processAs(token, pkgTx.id, { credits: 5 })
    expect(resD.body).toMatchObject({ credits: 20, paket_id: paket.id, granted_to: 'account' })
    expect(await creditsOf(server, d.record.id)).toBe(20)
    expect((await subscriptionsOf(server, d.record.id)).map((s) => s.paket_id)).toEqual([paket.id])
  })

  it('grants a reviewed package purchase to an e-mail without an account on registration', async () => {
    const email = uniqueEmail('manual')
    const order = orderId()
    await postNotification(
      server,
      notification({ order, amount: 650000, email, paketId: paket.id }),
    )
    const tx = await transactionOf(server, order)
    const res = await processAs(superadmin.client.authStore.token, tx!.id, { credits: 10 })
    expect(res.body).toMatchObject({
      status: 'completed',
      credits: 10,
      paket_id: paket.id,
      granted_to: 'pending',
    })
    const user = await signUp(email)
    expect(await server.admin.collection('users').getOne(user.id)).toMatchObject({
      credits: 10,
      role: 'subscriber',
    })
    expect((await subscriptionsOf(server, user.id)).map((s) => s.paket_id)).toEqual([paket.id])
  })

  it('processes once when a superadmin and the provider race', async () => {
    const user = await createUser(server)
    const order = orderId('RACE')
    await postNotification(
      server,
      notification({ order, amount: 50000, email: user.email, status: 'pending' }),
    )
    const tx = await transactionOf(server, order)
    const token = superadmin.client.authStore.token
    const calls = await Promise.all([
      ...Array.from({ length: 5 }, () => processAs(token, tx!.id)),
      ...Array.from({ length: 5 }, () =>
        postNotification(server, notification({ order, amount: 50000, email: user.email })),
      ),
    ])
    expect(calls.filter((c) => c.status === 500)).toHaveLength(0)
    expect(await creditsOf(server, user.record.id)).toBe(50)
  })
})

describe('GET /api/admin/payments and /summary', () => {
  let fresh: TestServer
  let admin: TestUser
  const orders: string[] = []

  beforeAll(async () => {
    fresh = await startTestServer({ env: { PAYMENT_SERVER_KEY: SERVER_KEY } })
    admin = await createUser(fresh, { role: 'superadmin' })
    const plan: Array<[string, number, string, string]> = [
      ['A-100%', 25000, 'siti@contoh.id', 'settlement'],
      ['B_200', 50000, 'budi@contoh.id', 'pending'],
      ['C-300', 100000, 'rina@kampus.ac.id', 'expire'],
      ['D-400', 50000, 'siti@contoh.id', 'cancel'],
      ['E-500', 50000, 'dewi@contoh.id', 'settlement'],
    ]
    for (const [order, amount, email, status] of plan) {
      orders.push(order)
      await postNotification(fresh, notification({ order, amount, email, status }))
      await nextMillisecond() // distinct `created`
    }
  })

  afterAll(async () => {
    await fresh?.stop()
  })

  const list = (query: Record<string, string | number> = {}) =>
    apiGet(fresh.url, admin.client.authStore.token, '/api/admin/payments', query)

  it('lists newest first, one page at a time, with search and status filters', async () => {
    const all = await list()
    expect(all.status).toBe(200)
    expect(all.body).toMatchObject({ page: 1, perPage: 20, totalItems: 5, totalPages: 1 })
    expect(all.body.items.map((r: { order_id: string }) => r.order_id)).toEqual(
      [...orders].reverse(),
    )
    expect(all.body.items[0]).toMatchObject({
      order_id: 'E-500',
      customer_email: 'dewi@contoh.id',
      amount: 50000,
      credits_amount: 50,
      status: 'completed',
      payment_method: 'bank_transfer',
    })
    const page2 = await list({ perPage: 2, page: 2 })
    expect(page2.body).toMatchObject({ totalItems: 5, totalPages: 3 })
    expect(page2.body.items.map((r: { order_id: string }) => r.order_id)).toEqual([
      'C-300',
      'B_200',
    ])
    expect(
      (await list({ q: 'siti' })).body.items.map((r: { order_id: string }) => r.order_id),
    ).toEqual(['D-400', 'A-100%'])
    expect(
      (await list({ q: '100%' })).body.items.map((r: { order_id: string }) => r.order_id),
    ).toEqual(['A-100%'])
    expect(
      (await list({ q: '_' })).body.items.map((r: { order_id: string }) => r.order_id),
    ).toEqual(['B_200'])
    expect(
      (await list({ status: 'failed' })).body.items.map((r: { order_id: string }) => r.order_id),
    ).toEqual(['C-300'])
    expect((await list({ status: 'completed', q: 'dewi' })).body.totalItems).toBe(1)
    const bad = await list({ status: 'lunas' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toMatch(/Status tidak valid/)
    await expectSuperadminOnly((token) => apiGet(fresh.url, token, '/api/admin/payments'), [])
  })

  it('sums revenue today, this month and by status', async () => {
    const res = await apiGet(fresh.url, admin.client.authStore.token, '/api/admin/payments/summary')
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      today: { count: 2, amount: 75000, credits: 70 },
      month: { count: 2, amount: 75000, credits: 70 },
      by_status: {
        pending: { count: 1, amount: 50000 },
        completed: { count: 2, amount: 75000 },
        failed: { count: 1, amount: 100000 },
        cancelled: { count: 1, amount: 50000 },
      },
      needs_review: 0,
    })
    await expectSuperadminOnly(
      (token) => apiGet(fresh.url, token, '/api/admin/payments/summary'),
      [],
    )
  })
})
