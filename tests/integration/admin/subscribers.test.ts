// GET /api/admin/subscribers (search, status filters, pagination, LIKE wildcards taken literally)
// and GET /api/admin/packages/stats against a real PocketBase.
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createKelas,
  createPaket,
  createUser,
  daysFromNow,
  nextMillisecond,
  subscribe,
  type TestUser,
} from '../../support/fixtures'
import { apiGet, expectSuperadminOnly } from '../../support/admin-helpers'

let server: TestServer
let superadmin: TestUser
let alfa: RecordModel
let beta: RecordModel
let empty: RecordModel
const users: Record<string, TestUser> = {}
/** s1..s7 in creation order */
const subs: RecordModel[] = []

beforeAll(async () => {
  server = await startTestServer()
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Super Admin' })
  alfa = await createPaket(server, { nama_paket: 'Paket Alfa' })
  beta = await createPaket(server, { nama_paket: 'Paket Beta' })
  empty = await createPaket(server, { nama_paket: 'Paket Kosong' })
  const people: [string, string, string][] = [
    ['siti', 'Siti Aminah', 'siti.aminah@contoh.id'],
    ['budi', 'Budi Santoso', 'budi@contoh.id'],
    ['rina', 'Rina 100%', 'rina@contoh.id'],
    ['dewi', 'Dewi_Lestari', 'dewi@contoh.id'],
    ['andi', 'Andi \\ Putra', 'andi@contoh.id'],
    ['joko', 'Joko Widodo', 'joko@kampus.ac.id'],
  ]
  for (const [key, full_name, email] of people)
    users[key] = await createUser(server, { role: 'subscriber', full_name, email })
  const plan: [string, RecordModel, Parameters<typeof subscribe>[3]][] = [
    ['siti', alfa, { durasi_akhir: daysFromNow(30) }], // s1 active
    ['budi', alfa, { durasi_akhir: daysFromNow(3) }], // s2 active, expiring
    ['rina', beta, { durasi_mulai: daysFromNow(-40), durasi_akhir: daysFromNow(-1) }], // s3 ended by date
    ['dewi', beta, { status: 'expired', durasi_akhir: daysFromNow(30) }], // s4 expired by status
    ['andi', alfa, { status: 'suspended', durasi_akhir: daysFromNow(30) }], // s5 suspended
    ['joko', beta, { durasi_akhir: daysFromNow(20) }], // s6 active
    ['siti', beta, { durasi_akhir: daysFromNow(5) }], // s7 active, expiring
  ]
  for (const [key, paket, o] of plan) {
    subs.push(await subscribe(server, users[key].record.id, paket.id, o))
    await nextMillisecond() // distinct `created`
  }
})

afterAll(async () => {
  await server?.stop()
})

function list(query: Record<string, string | number> = {}) {
  return apiGet(server.url, superadmin.client.authStore.token, '/api/admin/subscribers', query)
}

/** The ids of the answer's rows as s1..s7 names. */
async function names(query: Record<string, string | number>): Promise<string[]> {
  const res = await list(query)
  expect(res.status).toBe(200)
  return res.body.items.map((r: { id: string }) => `s${subs.findIndex((s) => s.id === r.id) + 1}`)
}

describe('GET /api/admin/subscribers', () => {
  it('lists every subscription newest first with its user and package', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ page: 1, perPage: 20, totalItems: 7, totalPages: 1 })
    expect(await names({})).toEqual(['s7', 's6', 's5', 's4', 's3', 's2', 's1'])
    const s1 = subs[0]
    expect(res.body.items[6]).toEqual({
      id: s1.id,
      user_id: users.siti.record.id,
      paket_id: alfa.id,
      status: 'active',
      durasi_mulai: s1.durasi_mulai,
      durasi_akhir: s1.durasi_akhir,
      created: s1.created,
      user: { id: users.siti.record.id, email: 'siti.aminah@contoh.id', full_name: 'Siti Aminah' },
      paket: { id: alfa.id, nama_paket: 'Paket Alfa' },
    })
  })

  it('searches names, e-mails and package names, case-insensitively, trimmed', async () => {
    expect(await names({ q: 'AMINAH' })).toEqual(['s7', 's1'])
    expect(await names({ q: '  aminah  ' })).toEqual(['s7', 's1'])
    expect(await names({ q: 'kampus.ac' })).toEqual(['s6'])
    expect(await names({ q: 'budi@' })).toEqual(['s2'])
    expect(await names({ q: 'paket beta' })).toEqual(['s7', 's6', 's4', 's3'])
    expect(await names({ q: 'alfa' })).toEqual(['s5', 's2', 's1'])
    const none = await list({ q: 'tidak-ada-yang-cocok' })
    expect(none.body).toEqual({ items: [], page: 1, perPage: 20, totalItems: 0, totalPages: 0 })
  })

  it('takes LIKE wildcards (%, _, \\) literally', async () => {
    expect(await names({ q: '%' })).toEqual(['s3'])
    expect(await names({ q: '0%' })).toEqual(['s3'])
    expect(await names({ q: '_' })).toEqual(['s4'])
    expect(await names({ q: 'i_L' })).toEqual(['s4'])
    expect(await names({ q: '\\' })).toEqual(['s5'])
    expect(await names({ q: 'i%a' })).toEqual([])
  })

  it('filters by status; an unknown status is refused in Indonesian', async () => {
    expect(await names({ status: 'active' })).toEqual(['s7', 's6', 's2', 's1'])
    expect(await names({ status: 'expiring' })).toEqual(['s7', 's2'])
    expect(await names({ status: 'expired' })).toEqual(['s4', 's3'])
    expect(await names({ status: 'suspended' })).toEqual(['s5'])
    expect(await names({ status: '' })).toHaveLength(7)
    expect(await names({ status: 'expiring', q: 'aminah' })).toEqual(['s7'])
    expect((await list({ status: 'active', q: 'beta' })).body.totalItems).toBe(2)
    const bad = await list({ status: 'aktif' })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe(
      'Status tidak valid. Gunakan active, expiring, expired, atau suspended.',
    )
  })

  it('pages with totals; perPage is kept within 1..100 and page at least 1', async () => {
    const p1 = await list({ perPage: 3 })
    expect(p1.body).toMatchObject({ page: 1, perPage: 3, totalItems: 7, totalPages: 3 })
    expect(await names({ perPage: 3, page: 1 })).toEqual(['s7', 's6', 's5'])
    expect(await names({ perPage: 3, page: 2 })).toEqual(['s4', 's3', 's2'])
    expect(await names({ perPage: 3, page: 3 })).toEqual(['s1'])
    const past = await list({ perPage: 3, page: 4 })
    expect(past.body).toMatchObject({ items: [], page: 4, totalItems: 7, totalPages: 3 })
    expect((await list({ perPage: 500 })).body.perPage).toBe(100)
    expect((await list({ perPage: 0 })).body.perPage).toBe(1)
    expect((await list({ page: 0 })).body.page).toBe(1)
    expect((await list({ perPage: 'x' })).body.perPage).toBe(20)
    const filtered = await list({ status: 'active', perPage: 3, page: 2 })
    expect(filtered.body).toMatchObject({ totalItems: 4, totalPages: 2 })
    expect(filtered.body.items).toHaveLength(1)
  })

  it('refuses everyone but superadmins', async () => {
    await expectSuperadminOnly(
      (token) => apiGet(server.url, token, '/api/admin/subscribers'),
      [users.siti.client.authStore.token],
    )
  })
})

describe('GET /api/admin/packages/stats', () => {
  it('counts classes (all, active) and subscribers (people, all and active) per package', async () => {
    await createKelas(server, alfa.id, { judul: 'A1' })
    await createKelas(server, alfa.id, { judul: 'A2' })
    await createKelas(server, alfa.id, { judul: 'A3', is_active: false })
    await createKelas(server, beta.id, { judul: 'B1', is_active: false })
    // Joko's older, ended subscription to Beta: still one subscriber.
    await subscribe(server, users.joko.record.id, beta.id, {
      durasi_mulai: daysFromNow(-90),
      durasi_akhir: daysFromNow(-60),
      status: 'expired',
    })

    const res = await apiGet(
      server.url,
      superadmin.client.authStore.token,
      '/api/admin/packages/stats',
    )
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      items: [
        {
          id: alfa.id,
          jumlah_kelas: 3,
          jumlah_kelas_aktif: 2,
          jumlah_subscriber: 3,
          jumlah_subscriber_aktif: 2,
        },
        {
          id: beta.id,
          jumlah_kelas: 1,
          jumlah_kelas_aktif: 0,
          jumlah_subscriber: 4,
          jumlah_subscriber_aktif: 2,
        },
        {
          id: empty.id,
          jumlah_kelas: 0,
          jumlah_kelas_aktif: 0,
          jumlah_subscriber: 0,
          jumlah_subscriber_aktif: 0,
        },
      ],
    })
  })

  it('refuses everyone but superadmins', async () => {
    await expectSuperadminOnly(
      (token) => apiGet(server.url, token, '/api/admin/packages/stats'),
      [users.budi.client.authStore.token],
    )
  })
})
