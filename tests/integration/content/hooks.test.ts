// Content hooks: paket_id kept on moves, tombstones (cascades included), defaults.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createKelas,
  createMateri,
  createPaket,
  createSoal,
  createUser,
  createVideo,
  daysFromNow,
  nextMillisecond,
  statusOf,
  subscribe,
} from '../../support/fixtures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => {
  await server?.stop()
})

async function tombstonesOf(recordId: string) {
  return server.admin
    .collection('tombstones')
    .getFullList({ filter: server.admin.filter('record_id = {:id}', { id: recordId }) })
}

describe('paket_id kept by hooks', () => {
  it('copies paket_id from kelas to materi and from materi to soal and video_links', async () => {
    const t = await createContentTree(server)
    expect(t.pretest.paket_id).toBe(t.paket.id)
    expect(t.lesson.paket_id).toBe(t.paket.id)
    expect(t.soal.paket_id).toBe(t.paket.id)
    expect(t.video.paket_id).toBe(t.paket.id)
  })

  it('ignores a paket_id sent by the client', async () => {
    const t = await createContentTree(server)
    const other = await createPaket(server)
    const m = await createMateri(server, t.kelas.id, { paket_id: other.id })
    expect(m.paket_id).toBe(t.paket.id)
    const s = await createSoal(server, m.id, { paket_id: other.id })
    expect(s.paket_id).toBe(t.paket.id)
    const upd = await server.admin.collection('soal').update(s.id, { paket_id: other.id })
    expect(upd.paket_id).toBe(t.paket.id)
  })

  it('moves every descendant when a kelas moves to another package, with tombstones for the old package', async () => {
    const t = await createContentTree(server)
    const target = await createPaket(server)
    const before = await server.admin.collection('soal').getOne(t.soal.id)
    await nextMillisecond() // the moved records get a later `updated`
    await server.admin.collection('kelas').update(t.kelas.id, { paket_id: target.id })
    for (const [coll, id] of [
      ['materi', t.pretest.id],
      ['materi', t.chapter.id],
      ['materi', t.lesson.id],
      ['soal', t.soal.id],
      ['video_links', t.video.id],
    ] as const) {
      const rec = await server.admin.collection(coll).getOne(id)
      expect(rec.paket_id, `${coll} ${id}`).toBe(target.id)
      const tombs = await tombstonesOf(id)
      expect(tombs.map((x) => [x.coll, x.paket_id])).toEqual([[coll, t.paket.id]])
    }
    const after = await server.admin.collection('soal').getOne(t.soal.id)
    expect(after.updated > before.updated).toBe(true)
  })

  it('moves soal and video_links when a materi moves to a kelas of another package', async () => {
    const t = await createContentTree(server)
    const other = await createContentTree(server)
    await server.admin.collection('materi').update(t.lesson.id, { kelas_id: other.kelas.id })
    const lesson = await server.admin.collection('materi').getOne(t.lesson.id)
    expect(lesson.paket_id).toBe(other.paket.id)
    const video = await server.admin.collection('video_links').getOne(t.video.id)
    expect(video.paket_id).toBe(other.paket.id)
    // untouched siblings stay
    expect((await server.admin.collection('soal').getOne(t.soal.id)).paket_id).toBe(t.paket.id)
  })

  it('moves a soal with its materi_id', async () => {
    const t = await createContentTree(server)
    const other = await createContentTree(server)
    const s = await server.admin
      .collection('soal')
      .update(t.soal.id, { materi_id: other.pretest.id })
    expect(s.paket_id).toBe(other.paket.id)
  })
})

describe('tombstones', () => {
  it('are written for a package deletion and all its cascades, with scope fields', async () => {
    const t = await createContentTree(server)
    const student = await createUser(server, { role: 'subscriber' })
    const sub = await subscribe(server, student.record.id, t.paket.id)
    await server.admin.collection('reviews').create({
      user_id: student.record.id,
      materi_id: t.pretest.id,
      rating: 5,
      student_role: 'Mahasiswa S1',
      review_text: 'Bagus',
    })
    await server.admin.collection('paket_pembelajaran').delete(t.paket.id)

    const all = await server.admin.collection('tombstones').getFullList({ sort: 'created' })
    const byId = new Map(all.map((x) => [x.record_id, x]))
    expect(byId.get(t.paket.id)).toMatchObject({
      coll: 'paket_pembelajaran',
      paket_id: t.paket.id,
      user_id: '',
    })
    for (const [coll, rec] of [
      ['paket_content', t.content],
      ['kelas', t.kelas],
      ['kelas', t.kelasInactive],
      ['materi', t.pretest],
      ['materi', t.chapter],
      ['materi', t.lesson],
      ['soal', t.soal],
      ['video_links', t.video],
    ] as const) {
      expect(byId.get(rec.id), `${coll} ${rec.id}`).toMatchObject({
        coll,
        paket_id: t.paket.id,
        user_id: '',
      })
    }
    expect(byId.get(sub.id)).toMatchObject({
      coll: 'subscribers',
      paket_id: t.paket.id,
      user_id: student.record.id,
    })
    const reviewTomb = all.find((x) => x.coll === 'reviews' && x.user_id === student.record.id)
    expect(reviewTomb).toBeDefined()
    // the records are really gone
    expect(await statusOf(server.admin.collection('soal').getOne(t.soal.id))).toBe(404)
  })

  it('name nobody once a user is deleted (their devices cannot sign in again; docs/privacy.md)', async () => {
    const t = await createContentTree(server)
    const u = await createUser(server)
    const sub = await subscribe(server, u.record.id, t.paket.id)
    await server.admin.collection('users').delete(u.record.id)
    expect(await tombstonesOf(sub.id)).toHaveLength(0)
    const left = await server.admin
      .collection('tombstones')
      .getFullList({ filter: `user_id = "${u.record.id}"` })
    expect(left).toHaveLength(0)
  })

  it('cannot be written, changed or deleted through the API, even by a superadmin', async () => {
    const sa = await createUser(server, { role: 'superadmin' })
    expect(
      await statusOf(sa.client.collection('tombstones').create({ coll: 'soal', record_id: 'x' })),
    ).toBe(403)
    const t = await createContentTree(server)
    await server.admin.collection('soal').delete(t.soal.id)
    const [tomb] = await tombstonesOf(t.soal.id)
    expect(
      await statusOf(sa.client.collection('tombstones').update(tomb!.id, { paket_id: '' })),
    ).toBe(403)
    expect(await statusOf(sa.client.collection('tombstones').delete(tomb!.id))).toBe(403)
  })
})

describe('defaults', () => {
  it('paket_pembelajaran', async () => {
    const p = await server.admin
      .collection('paket_pembelajaran')
      .create({ nama_paket: 'Tanpa isian' })
    expect(p).toMatchObject({
      durasi_hari: 30,
      button_text: 'Mulai Kelas',
      gradient_from: '#f97316',
      gradient_to: '#fb923c',
      background_color: '#f97316',
    })
    const q = await server.admin
      .collection('paket_pembelajaran')
      .create({ nama_paket: 'Ungu', gradient_from: '#7c3aed' })
    expect(q.background_color).toBe('#7c3aed')
    const r = await server.admin
      .collection('paket_pembelajaran')
      .update(q.id, { gradient_from: '#2563eb' })
    expect(r.background_color).toBe('#2563eb')
  })

  it('kelas', async () => {
    const p = await createPaket(server)
    const k = await server.admin
      .collection('kelas')
      .create({ paket_id: p.id, judul: 'Baru', pengajar: 'Dosen Baru' })
    expect(k).toMatchObject({
      level: 'Beginner',
      rating: 5,
      is_active: true,
      jumlah_review: 0,
      jumlah_user: 0,
    })
    const k2 = await createKelas(server, p.id, { rating: 0, is_active: false, level: 'Advanced' })
    expect(k2).toMatchObject({ level: 'Advanced', rating: 0, is_active: false })
  })

  it('users: role user and credits 0; a visitor cannot pick role or credits', async () => {
    const u = await server.admin
      .collection('users')
      .create({ email: 'baru@test.local', password: 'rahasia123', passwordConfirm: 'rahasia123' })
    expect(u).toMatchObject({ role: 'user', credits: 0 })
  })

  it('users: password shorter than 6 characters is refused', async () => {
    const status = await statusOf(
      server.admin
        .collection('users')
        .create({ email: 'pendek@test.local', password: '12345', passwordConfirm: '12345' }),
    )
    expect(status).toBe(400)
  })

  it('reviews: author_name from full_name, fallback Pengguna, never from the client', async () => {
    const t = await createContentTree(server)
    const named = await createUser(server, { full_name: 'Siti Aminah' })
    const nameless = await createUser(server, { full_name: '' })
    await subscribe(server, named.record.id, t.paket.id)
    const r1 = await named.client.collection('reviews').create({
      user_id: named.record.id,
      materi_id: t.pretest.id,
      rating: 4,
      student_role: 'Mahasiswa S2',
      review_text: 'Mantap',
    })
    expect(r1.author_name).toBe('Siti Aminah')
    const r2 = await server.admin.collection('reviews').create({
      user_id: nameless.record.id,
      materi_id: t.pretest.id,
      rating: 4,
      student_role: 'Mahasiswa S2',
      review_text: 'Mantap',
      author_name: 'Palsu',
    })
    expect(r2.author_name).toBe('Pengguna')
    await named.client.collection('users').update(named.record.id, { full_name: 'Siti A.' })
    expect((await server.admin.collection('reviews').getOne(r1.id)).author_name).toBe('Siti A.')
  })

  it('subscribers: durasi_akhir is the end of that day in Asia/Jakarta; defaults from the package', async () => {
    const p = await createPaket(server, { durasi_hari: 10 })
    const u = await createUser(server)
    // 2030-03-10 20:00 UTC is 2030-03-11 03:00 WIB: the end of 11 March WIB is 16:59:59.999Z
    const s = await subscribe(server, u.record.id, p.id, {
      durasi_akhir: '2030-03-10 20:00:00.000Z',
    })
    expect(s.durasi_akhir).toBe('2030-03-11 16:59:59.999Z')
    const u2 = await createUser(server)
    const s2 = await server.admin
      .collection('subscribers')
      .create({ user_id: u2.record.id, paket_id: p.id, status: 'active' })
    expect(s2.durasi_mulai).not.toBe('')
    const days =
      (Date.parse(s2.durasi_akhir.replace(' ', 'T')) -
        Date.parse(s2.durasi_mulai.replace(' ', 'T'))) /
      86400000
    expect(days).toBeGreaterThanOrEqual(10)
    expect(days).toBeLessThan(11)
    expect(s2.durasi_akhir.endsWith('16:59:59.999Z')).toBe(true)
    const s3 = await server.admin
      .collection('subscribers')
      .update(s.id, { durasi_akhir: daysFromNow(-3) })
    expect(s3.durasi_akhir.endsWith('16:59:59.999Z')).toBe(true)
  })

  it('authorized_emails: e-mail stored lower-case and unique', async () => {
    const a = await server.admin
      .collection('authorized_emails')
      .create({ email: 'Pembeli@Test.Local', source: 'purchase' })
    expect(a.email).toBe('pembeli@test.local')
    expect(
      await statusOf(
        server.admin.collection('authorized_emails').create({ email: 'pembeli@test.local' }),
      ),
    ).toBe(400)
  })
})

describe('validation', () => {
  it('refuses bad values', async () => {
    const t = await createContentTree(server)
    expect(await statusOf(createSoal(server, t.pretest.id, { jawaban_benar: 'e' }))).toBe(400)
    expect(await statusOf(createMateri(server, t.kelas.id, { type: 'quiz' }))).toBe(400)
    expect(await statusOf(createKelas(server, t.paket.id, { rating: 6 }))).toBe(400)
    expect(await statusOf(createVideo(server, t.lesson.id, { link_youtube: 'bukan url' }))).toBe(
      400,
    )
    expect(await statusOf(createPaket(server, { durasi_hari: -1 }))).toBe(400)
    expect(await statusOf(createPaket(server, { harga: -5 }))).toBe(400)
    const u = await createUser(server)
    expect(
      await statusOf(server.admin.collection('users').update(u.record.id, { credits: -1 })),
    ).toBe(400)
  })

  it('enforces one progress row per user and materi', async () => {
    const t = await createContentTree(server)
    const u = await createUser(server)
    const row = { user_id: u.record.id, materi_id: t.pretest.id, status: 'complete', skor: 80 }
    await server.admin.collection('progress').create(row)
    expect(await statusOf(server.admin.collection('progress').create(row))).toBe(400)
  })

  it('enforces unique payment order_id', async () => {
    const row = {
      order_id: 'ORDER-1',
      customer_email: 'a@test.local',
      amount: 50000,
      status: 'pending',
    }
    await server.admin.collection('payment_transactions').create(row)
    expect(await statusOf(server.admin.collection('payment_transactions').create(row))).toBe(400)
  })

  it('requires the class title and teacher and the question texts after trimming, as the forms do', async () => {
    const paket = await createPaket(server)
    // (PocketBase 0.22 ends every error message with a full stop.)
    const messageOf = async (promise: Promise<unknown>) => {
      try {
        await promise
        return 'saved'
      } catch (err) {
        const e = err as { status: number; response: { data: Record<string, { message: string }> } }
        return `${e.status} ${Object.values(e.response.data)[0]?.message}`
      }
    }
    expect(
      await messageOf(
        server.admin
          .collection('kelas')
          .create({ paket_id: paket.id, judul: 'Kelas', pengajar: '   ' }),
      ),
    ).toBe('400 Judul dan pengajar harus diisi.')
    expect(
      await messageOf(
        server.admin.collection('kelas').create({ paket_id: paket.id, judul: 'Kelas' }),
      ),
    ).toBe('400 Judul dan pengajar harus diisi.')
    const kelas = await server.admin
      .collection('kelas')
      .create({ paket_id: paket.id, judul: '  Kelas Rapi ', pengajar: ' Dr. Rapi ' })
    expect([kelas.judul, kelas.pengajar]).toEqual(['Kelas Rapi', 'Dr. Rapi'])
    // An update checks only what it sends: switching a class off needs no teacher in the request.
    expect(
      (await server.admin.collection('kelas').update(kelas.id, { is_active: false })).is_active,
    ).toBe(false)
    expect(
      await messageOf(server.admin.collection('kelas').update(kelas.id, { pengajar: ' ' })),
    ).toBe('400 Judul dan pengajar harus diisi.')

    const materi = await createMateri(server, kelas.id)
    expect(await messageOf(createSoal(server, materi.id, { pilihan_c: '   ' }))).toBe(
      '400 Semua field harus diisi.',
    )
    const soal = await createSoal(server, materi.id, { pertanyaan: '  Apa itu bab 1? ' })
    expect(soal.pertanyaan).toBe('Apa itu bab 1?')
    expect(
      await messageOf(server.admin.collection('soal').update(soal.id, { pilihan_a: '  ' })),
    ).toBe('400 Semua field harus diisi.')
  })
})
