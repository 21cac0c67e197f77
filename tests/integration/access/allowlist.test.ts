// The allow-list of client filter/sort/expand (REST and realtime): no inference of other users'
// data through relation paths, back-relations or @collection joins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import type { RecordModel } from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createPersonas, type Personas } from '../../support/fixtures'

let server: TestServer
let p: Personas
let review: RecordModel
beforeAll(async () => {
  globalThis.EventSource = (await import('eventsource'))
    .EventSource as unknown as typeof globalThis.EventSource
  server = await startTestServer()
  p = await createPersonas(server)
  review = await p.superadmin.client.collection('reviews').create({
    user_id: p.superadmin.record.id,
    materi_id: p.a.pretest.id,
    rating: 5,
    student_role: 'Mahasiswa S1',
    review_text: 'Ulasan dari superadmin',
  })
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

/** Raw GET so the exact query string is sent; returns status and JSON body. */
async function get(
  client: PocketBase | null,
  path: string,
): Promise<{ status: number; body: { message?: string; items?: RecordModel[] } }> {
  const headers: Record<string, string> = {}
  if (client?.authStore.token) headers.Authorization = client.authStore.token
  const res = await fetch(server.url + path, { headers })
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; items?: RecordModel[] },
  }
}

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()

describe('refused for visitors and students', () => {
  const cases: [string, Record<string, string>][] = [
    ['reviews', { filter: 'user_id.role="superadmin"' }],
    ['reviews', { filter: 'user_id.credits > 0' }],
    ['reviews', { filter: 'user_id.email ~ "test.local"' }],
    ['reviews', { sort: 'user_id.role' }],
    ['reviews', { sort: '-user_id.credits' }],
    ['reviews', { expand: 'user_id' }],
    ['reviews', { filter: 'materi_id.paket_id.nama_paket != ""' }],
    ['paket_pembelajaran', { filter: 'subscribers_via_paket_id.user_id != ""' }],
    ['paket_pembelajaran', { filter: 'kelas_via_paket_id.is_active = false' }],
    ['paket_pembelajaran', { expand: 'subscribers_via_paket_id' }],
    ['reviews', { filter: '@collection.users.role ?= "superadmin"' }],
    ['reviews', { filter: '@request.auth.id != ""' }],
    ['kelas', { filter: 'paket_id.harga > 0' }],
    ['subscribers', { filter: 'user_id.role = "superadmin"' }],
    ['soal', { filter: 'jawaban_benar = "a"' }],
    ['users', { filter: 'credits > 0' }],
    ['reviews', { filter: 'user_id:length > 0' }],
    ['reviews', { filter: 'rating > 0 || user_id.verified = true' }],
  ]

  it.each(cases)('%s %j', async (coll, params) => {
    for (const client of [null, p.plain.client, p.active.client]) {
      const res = await get(client, `/api/collections/${coll}/records?${q(params)}`)
      expect(res.status, JSON.stringify(res.body)).toBe(400)
      expect(res.body.message).toMatch(/tidak diizinkan|tidak valid/)
    }
  })

  it('also when the collection is named by its id', async () => {
    const res = await get(
      null,
      `/api/collections/lms_reviews0001/records?${q({ filter: 'user_id.role="superadmin"' })}`,
    )
    expect(res.status).toBe(400)
  })

  it('also on a single record and on auth routes (expand)', async () => {
    expect(
      (await get(null, `/api/collections/reviews/records/${review.id}?expand=user_id`)).status,
    ).toBe(400)
    const res = await fetch(
      `${server.url}/api/collections/users/auth-with-password?expand=subscription_ids`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identity: p.plain.email, password: p.plain.password }),
      },
    )
    expect(res.status).toBe(400)
  })

  it('a string that only looks like a path is fine', async () => {
    const res = await get(
      null,
      `/api/collections/reviews/records?${q({ filter: 'review_text = "user_id.role"' })}`,
    )
    // review_text is not on the list: refused because of the field, not the string
    expect(res.status).toBe(400)
    const ok = await get(
      null,
      `/api/collections/reviews/records?${q({ filter: 'student_role = "user_id.role = x"' })}`,
    )
    expect(ok.status).toBe(200)
  })
})

describe('what the app uses is allowed', () => {
  it('the sync pull of every pulled collection', async () => {
    const filter =
      '(updated > "2000-01-01 00:00:00.000Z" || (updated = "2000-01-01 00:00:00.000Z" && id > ""))'
    for (const coll of [
      'paket_pembelajaran',
      'kelas',
      'materi',
      'soal',
      'video_links',
      'paket_content',
      'subscribers',
      'progress',
      'reviews',
      'tombstones',
    ]) {
      const res = await get(
        p.active.client,
        `/api/collections/${coll}/records?${q({ filter, sort: 'updated,id', perPage: '500', skipTotal: '1', fields: 'id,updated' })}`,
      )
      expect(res.status, coll).toBe(200)
    }
    const soal = await get(
      p.active.client,
      `/api/collections/soal/records?${q({ filter, sort: 'updated,id' })}`,
    )
    expect(soal.body.items?.map((r) => r.id)).toEqual([p.a.soal.id])
  })

  it('screen queries: classes of a package by order, materi of a class, own subscriptions with their package', async () => {
    expect(
      (
        await get(
          p.active.client,
          `/api/collections/kelas/records?${q({ filter: `is_active = true && paket_id = "${p.a.paket.id}"`, sort: 'urutan' })}`,
        )
      ).status,
    ).toBe(200)
    expect(
      (
        await get(
          p.active.client,
          `/api/collections/materi/records?${q({ filter: `kelas_id = "${p.a.kelas.id}"`, sort: 'order' })}`,
        )
      ).status,
    ).toBe(200)
    const subs = await get(
      p.active.client,
      `/api/collections/subscribers/records?${q({ filter: `user_id = "${p.active.record.id}" && status = "active" && durasi_akhir > @now`, expand: 'paket_id' })}`,
    )
    expect(subs.status).toBe(200)
    expect(subs.body.items?.[0]?.expand?.paket_id?.id).toBe(p.a.paket.id)
    const landing = await get(
      null,
      `/api/collections/reviews/records?${q({ sort: '-created', perPage: '9' })}`,
    )
    expect(landing.status).toBe(200)
    expect(landing.body.items?.[0]).toMatchObject({ author_name: 'Super Admin' })
  })

  it('superadmins and the PocketBase admin are not restricted', async () => {
    const params = q({ filter: 'user_id.role = "superadmin"', expand: 'user_id' })
    const sa = await get(p.superadmin.client, `/api/collections/reviews/records?${params}`)
    expect(sa.status).toBe(200)
    expect(sa.body.items?.map((r) => r.id)).toContain(review.id)
    expect((await get(server.admin, `/api/collections/reviews/records?${params}`)).status).toBe(200)
  })
})

describe('realtime subscription options', () => {
  it('refuses relation paths in a filter, and expand of users', async () => {
    for (const client of [server.client(), p.plain.client]) {
      await expect(
        client
          .collection('reviews')
          .subscribe('*', () => undefined, { filter: 'user_id.role = "superadmin"' }),
      ).rejects.toMatchObject({ status: 400 })
      await expect(
        client.collection('reviews').subscribe('*', () => undefined, { expand: 'user_id' }),
      ).rejects.toMatchObject({ status: 400 })
      client.realtime.unsubscribe().catch(() => undefined)
    }
  })

  it('allows the app subscriptions, and events follow the rules', async () => {
    const eventsActive: string[] = []
    const eventsOther: string[] = []
    await p.active.client
      .collection('soal')
      .subscribe('*', (e) => eventsActive.push(e.record.id), { filter: 'paket_id != ""' })
    await p.other.client.collection('soal').subscribe('*', (e) => eventsOther.push(e.record.id))
    const made = await server.admin.collection('soal').create({
      materi_id: p.a.pretest.id,
      pertanyaan: 'Realtime?',
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'c',
    })
    const deadline = Date.now() + 5000
    while (!eventsActive.includes(made.id) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 50))
    await new Promise((r) => setTimeout(r, 300))
    expect(eventsActive).toContain(made.id)
    expect(eventsOther).not.toContain(made.id)
    await p.active.client.realtime.unsubscribe()
    await p.other.client.realtime.unsubscribe()
  })
})
