// GET /api/admin/overview against a real PocketBase: exact counts (active, expired, suspended,
// ending within 7 days at day boundaries) and every kind of activity item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createKelas,
  createMateri,
  createPaket,
  createSoal,
  createUser,
  createVideo,
  daysFromNow,
  pbDate,
  subscribe,
  type TestUser,
} from '../../support/fixtures'
import { push, waitFor } from '../../support/sync-helpers'
import { apiGet, expectSuperadminOnly } from '../../support/admin-helpers'

interface Item {
  id: string
  kind: string
  at: string
  title: string
  detail: string
}

let server: TestServer
let superadmin: TestUser
let student: TestUser

beforeAll(async () => {
  server = await startTestServer()
  superadmin = await createUser(server, { role: 'superadmin', full_name: 'Super Admin' })
  student = await createUser(server, { role: 'subscriber', full_name: 'Siti Aminah' })
})

afterAll(async () => {
  await server?.stop()
})

async function overview(): Promise<{ stats: Record<string, number>; activity: Item[] }> {
  const res = await apiGet(server.url, superadmin.client.authStore.token, '/api/admin/overview')
  expect(res.status).toBe(200)
  return res.body
}

async function feedItem(id: string): Promise<Item | undefined> {
  return (await overview()).activity.find((a) => a.id === id)
}

describe('GET /api/admin/overview', () => {
  it('counts subscriptions exactly: active, expired by date or status, suspended, ending within 7 days', async () => {
    const [p1, p2] = [
      await createPaket(server, { nama_paket: 'Paket Satu' }),
      await createPaket(server, { nama_paket: 'Paket Dua' }),
    ]
    const users = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createUser(server, { role: 'subscriber', full_name: `Siswa ${i}` }),
      ),
    )
    const id = (i: number) => users[i].record.id
    await subscribe(server, id(0), p1.id, { durasi_akhir: daysFromNow(30) }) // active
    await subscribe(server, id(1), p2.id, { durasi_akhir: daysFromNow(30) }) // active
    await subscribe(server, id(2), p1.id, { durasi_akhir: daysFromNow(0) }) // active, ends tonight (WIB): expiring
    await subscribe(server, id(3), p1.id, { durasi_akhir: daysFromNow(6) }) // active, expiring
    await subscribe(server, id(4), p2.id, { durasi_akhir: daysFromNow(8) }) // active, past the 7-day window
    await subscribe(server, id(5), p1.id, {
      durasi_mulai: daysFromNow(-40),
      durasi_akhir: daysFromNow(-1),
    }) // status active, ended
    await subscribe(server, id(6), p1.id, { status: 'expired', durasi_akhir: daysFromNow(30) })
    await subscribe(server, id(7), p2.id, { status: 'suspended', durasi_akhir: daysFromNow(3) })

    const { stats } = await overview()
    expect(stats).toEqual({
      total_subscribers: 8,
      active_subscribers: 5,
      total_packages: 2,
      expiring_soon: 2,
    })
  })

  it('refuses everyone but superadmins; the PocketBase admin is one', async () => {
    const plain = await createUser(server, { role: 'user' })
    await expectSuperadminOnly(
      (token) => apiGet(server.url, token, '/api/admin/overview'),
      [plain.client.authStore.token, student.client.authStore.token],
    )
    expect(
      (await apiGet(server.url, server.admin.authStore.token, '/api/admin/overview')).status,
    ).toBe(200)
  })

  it('content: created, updated (another second), deleted; a deactivated class is not a deletion', async () => {
    const paket = await createPaket(server, { nama_paket: 'Paket Konten' })
    expect(await feedItem(`paket_pembelajaran:${paket.id}`)).toMatchObject({
      kind: 'content',
      title: 'Paket ditambahkan',
      detail: 'Paket Konten',
      at: paket.updated,
    })
    const kelas = await createKelas(server, paket.id, { judul: 'Kelas Aktivitas' })
    expect(await feedItem(`kelas:${kelas.id}`)).toMatchObject({
      kind: 'content',
      title: 'Kelas ditambahkan',
      detail: 'Kelas Aktivitas',
    })

    // The feed tells an update from a creation by the second of `updated`: save the rename until
    // PocketBase stamps a later second than `created` (a condition, not a fixed wait).
    const renamed = await waitFor(
      async () => {
        const saved = await server.admin
          .collection('kelas')
          .update(kelas.id, { judul: 'Kelas Aktivitas Baru' })
        return saved.updated.slice(0, 19) !== kelas.created.slice(0, 19) ? saved : null
      },
      10_000,
      'an update in a later second',
    )
    expect(await feedItem(`kelas:${kelas.id}`)).toEqual({
      id: `kelas:${kelas.id}`,
      kind: 'content',
      at: renamed.updated,
      title: 'Kelas diperbarui',
      detail: 'Kelas Aktivitas Baru',
    })

    const materi = await createMateri(server, kelas.id, {
      type: 'lesson',
      judul: 'Pelajaran Aktivitas',
    })
    expect(await feedItem(`materi:${materi.id}`)).toMatchObject({
      title: 'Materi ditambahkan',
      detail: 'Pelajaran Aktivitas',
    })
    const long = 'Pertanyaan yang sangat panjang '.repeat(5)
    const soal = await createSoal(
      server,
      (await createMateri(server, kelas.id, { type: 'posttest', judul: 'Post' })).id,
      { pertanyaan: long },
    )
    expect(await feedItem(`soal:${soal.id}`)).toMatchObject({
      title: 'Soal ditambahkan',
      detail: long.trim().slice(0, 80),
    })
    const video = await createVideo(server, materi.id, { judul: 'Video Aktivitas' })
    expect(await feedItem(`video_links:${video.id}`)).toMatchObject({
      title: 'Video ditambahkan',
      detail: 'Video Aktivitas',
    })
    const content = await server.admin
      .collection('paket_content')
      .create({ paket_id: paket.id, judul: 'Konten Aktivitas', urutan: 1 })
    expect(await feedItem(`paket_content:${content.id}`)).toMatchObject({
      title: 'Konten paket ditambahkan',
      detail: 'Konten Aktivitas',
    })

    await server.admin.collection('video_links').delete(video.id)
    let feed = (await overview()).activity
    const deleted = feed.filter((a) => a.title === 'Video dihapus')
    expect(deleted).toHaveLength(1)
    expect(deleted[0]).toMatchObject({ kind: 'content', detail: '' })
    expect(deleted[0].id).toMatch(/^del:/)

    // Deactivating writes a tombstone (devices drop the class) but the class still exists.
    const other = await createKelas(server, paket.id, { judul: 'Kelas Nonaktif' })
    await server.admin.collection('kelas').update(other.id, { is_active: false })
    feed = (await overview()).activity
    expect(feed.filter((a) => a.title === 'Kelas dihapus')).toHaveLength(0)
    await server.admin.collection('kelas').delete(other.id)
    feed = (await overview()).activity
    expect(feed.filter((a) => a.title === 'Kelas dihapus')).toHaveLength(1)
  })

  it('subscriber, completion (post-test only), review and payment items', async () => {
    const paket = await createPaket(server, { nama_paket: 'Paket Aktivitas' })
    const kelas = await createKelas(server, paket.id, { judul: 'Kelas Skripsi' })
    const pretest = await createMateri(server, kelas.id, {
      type: 'pretest',
      judul: 'Pre',
      order: 1,
    })
    const posttest = await createMateri(server, kelas.id, {
      type: 'posttest',
      judul: 'Post',
      order: 2,
    })
    const q = await createSoal(server, posttest.id, { jawaban_benar: 'c' })
    await createSoal(server, pretest.id)

    const sub = await subscribe(server, student.record.id, paket.id, {
      durasi_mulai: daysFromNow(-2),
    })
    expect(await feedItem(`sub:${sub.id}`)).toEqual({
      id: `sub:${sub.id}`,
      kind: 'subscriber',
      at: sub.created,
      title: 'Subscriber baru',
      detail: 'Siti Aminah · Paket Aktivitas',
    })

    const token = student.client.authStore.token
    const doc = (materiId: string, answers: Record<string, string>) => ({
      newDocumentState: {
        materi_id: materiId,
        status: 'complete',
        answers,
        completed_at: pbDate(Date.now()),
      },
    })
    const pre = await push(server.url, token, {
      collection: 'progress',
      rows: [doc(pretest.id, {})],
    })
    expect(pre.body.rejected).toEqual([])
    expect((await overview()).activity.filter((a) => a.kind === 'completion')).toHaveLength(0)
    const post = await push(server.url, token, {
      collection: 'progress',
      rows: [doc(posttest.id, { [q.id]: 'c' })],
    })
    const stored = post.body.conflicts[0]
    expect(await feedItem(`done:${stored.id}`)).toEqual({
      id: `done:${stored.id}`,
      kind: 'completion',
      at: stored.completed_at,
      title: 'Kelas diselesaikan',
      detail: 'Siti Aminah · Kelas Skripsi · skor 100',
    })

    const text =
      'Kelasnya sangat membantu saya menyusun bab tiga, terutama bagian metode penelitian dan analisis data.'
    const review = await push(server.url, token, {
      collection: 'reviews',
      rows: [
        {
          newDocumentState: {
            materi_id: posttest.id,
            rating: 4,
            student_role: 'Mahasiswa S1',
            review_text: text,
          },
        },
      ],
    })
    expect(review.body.rejected).toEqual([])
    const reviewRow = await server.admin
      .collection('reviews')
      .getFirstListItem(`user_id = "${student.record.id}"`)
    expect(await feedItem(`rev:${reviewRow.id}`)).toEqual({
      id: `rev:${reviewRow.id}`,
      kind: 'review',
      at: reviewRow.created,
      title: 'Review baru',
      detail: `Siti Aminah · ★4 · ${text.slice(0, 80)}`,
    })

    const pending = await server.admin.collection('payment_transactions').create({
      order_id: 'ORDER-AKT-1',
      customer_email: 'pembeli@contoh.id',
      amount: 50000,
      credits_amount: 50,
      status: 'pending',
    })
    expect(await feedItem(`pay:${pending.id}`)).toEqual({
      id: `pay:${pending.id}`,
      kind: 'payment',
      at: pending.created,
      title: 'Pembayaran menunggu',
      detail: 'pembeli@contoh.id · Rp50.000 · 50 kredit',
    })
    const processedAt = pbDate(Date.now())
    const done = await server.admin.collection('payment_transactions').create({
      order_id: 'ORDER-AKT-2',
      customer_email: 'pembeli@contoh.id',
      amount: 1234567.5,
      credits_amount: 1200,
      status: 'completed',
      processed_at: processedAt,
    })
    expect(await feedItem(`pay:${done.id}`)).toMatchObject({
      at: processedAt,
      title: 'Pembayaran berhasil',
      detail: 'pembeli@contoh.id · Rp1.234.567,5 · 1200 kredit',
    })
    for (const [status, word] of [
      ['failed', 'gagal'],
      ['cancelled', 'dibatalkan'],
    ]) {
      const p = await server.admin.collection('payment_transactions').create({
        order_id: `ORDER-AKT-${status}`,
        customer_email: 'pembeli@contoh.id',
        amount: 25000,
        credits_amount: 20,
        status,
      })
      expect((await feedItem(`pay:${p.id}`))?.title).toBe(`Pembayaran ${word}`)
    }
  })

  it('keeps the 20 newest items, newest first, with unique ids', async () => {
    const { activity } = await overview()
    expect(activity).toHaveLength(20)
    expect(new Set(activity.map((a) => a.id)).size).toBe(20)
    const times = activity.map((a) => a.at)
    expect([...times].sort().reverse()).toEqual(times)
    for (const a of activity) {
      expect(['subscriber', 'completion', 'review', 'content', 'payment']).toContain(a.kind)
      expect(a.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    }
  })
})
