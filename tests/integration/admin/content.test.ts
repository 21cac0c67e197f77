// POST /api/admin/soal/bulk (all-or-nothing import) and POST /api/admin/reorder (siblings only)
// against a real PocketBase.
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createKelas,
  createMateri,
  createPaket,
  createPaketContent,
  createUser,
  createVideo,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import { apiPost, expectSuperadminOnly } from '../../support/admin-helpers'

let server: TestServer
let superadmin: TestUser
let student: TestUser
let tree: ContentTree
let posttest: RecordModel

beforeAll(async () => {
  server = await startTestServer()
  superadmin = await createUser(server, { role: 'superadmin' })
  student = await createUser(server, { role: 'subscriber' })
  tree = await createContentTree(server)
  posttest = await createMateri(server, tree.kelas.id, {
    type: 'posttest',
    judul: 'Post Test',
    order: 9,
  })
})

afterAll(async () => {
  await server?.stop()
})

const row = (i: number, extra: Record<string, unknown> = {}) => ({
  pertanyaan: `  Pertanyaan ${i}?  `,
  pilihan_a: `A${i}`,
  pilihan_b: `B${i}`,
  pilihan_c: `C${i}`,
  pilihan_d: `D${i}`,
  jawaban_benar: 'a',
  ...extra,
})

function bulk(body: unknown, token = superadmin.client.authStore.token) {
  return apiPost(server.url, token, '/api/admin/soal/bulk', body)
}

function reorder(body: unknown, token = superadmin.client.authStore.token) {
  return apiPost(server.url, token, '/api/admin/reorder', body)
}

async function soalCount(): Promise<number> {
  return (await server.admin.collection('soal').getList(1, 1)).totalItems
}

describe('POST /api/admin/soal/bulk', () => {
  it('creates every row in order, trimmed, answer lower-cased, paket_id set by the hook', async () => {
    const res = await bulk({
      materi_id: posttest.id,
      rows: [row(1, { jawaban_benar: 'B' }), row(2, { jawaban_benar: ' d ' }), row(3)],
    })
    expect(res.status).toBe(200)
    expect(res.body.created).toBe(3)
    expect(res.body.ids).toHaveLength(3)
    const saved = await Promise.all(
      res.body.ids.map((id: string) => server.admin.collection('soal').getOne(id)),
    )
    expect(
      saved.map((x) => [x.pertanyaan, x.pilihan_a, x.jawaban_benar, x.materi_id, x.paket_id]),
    ).toEqual([
      ['Pertanyaan 1?', 'A1', 'b', posttest.id, tree.paket.id],
      ['Pertanyaan 2?', 'A2', 'd', posttest.id, tree.paket.id],
      ['Pertanyaan 3?', 'A3', 'a', posttest.id, tree.paket.id],
    ])
    // created in row order
    const created = saved.map((x) => x.created)
    expect([...created].sort()).toEqual(created)
  })

  it('refuses the whole import when any row is invalid, naming each bad row', async () => {
    const before = await soalCount()
    const res = await bulk({
      materi_id: tree.pretest.id,
      rows: [
        row(1),
        row(2, { pilihan_c: '   ' }),
        row(3, { jawaban_benar: 'E' }),
        row(4),
        row(5, { pertanyaan: undefined }),
        row(6, { jawaban_benar: '' }),
      ],
    })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Ada baris yang tidak valid')
    expect(res.body.errors).toEqual([
      { index: 1, message: 'Semua field harus diisi' },
      { index: 2, message: 'Jawaban benar harus A, B, C, atau D' },
      { index: 4, message: 'Semua field harus diisi' },
      { index: 5, message: 'Jawaban benar harus A, B, C, atau D' },
    ])
    expect(await soalCount()).toBe(before)
  })

  it('needs an existing pre-test or post-test and 1..500 rows', async () => {
    for (const materiId of [tree.lesson.id, tree.chapter.id, 'tidakadamateri1', '']) {
      const res = await bulk({ materi_id: materiId, rows: [row(1)] })
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Materi tes tidak ditemukan')
    }
    expect((await bulk({ materi_id: posttest.id, rows: [] })).status).toBe(400)
    expect((await bulk({ materi_id: posttest.id })).status).toBe(400)
    const before = await soalCount()
    const tooMany = await bulk({
      materi_id: posttest.id,
      rows: Array.from({ length: 501 }, (_, i) => row(i)),
    })
    expect(tooMany.status).toBe(400)
    expect(await soalCount()).toBe(before)
    const full = await bulk({
      materi_id: posttest.id,
      rows: Array.from({ length: 500 }, (_, i) => row(i)),
    })
    expect(full.status).toBe(200)
    expect(full.body.created).toBe(500)
    expect(await soalCount()).toBe(before + 500)
  })

  it('refuses everyone but superadmins and saves nothing for them', async () => {
    const before = await soalCount()
    await expectSuperadminOnly(
      (token) => bulk({ materi_id: posttest.id, rows: [row(1)] }, token),
      [student.client.authStore.token],
    )
    expect(await soalCount()).toBe(before)
  })
})

describe('POST /api/admin/reorder', () => {
  it('materi: sets order 1..n among siblings (same class and parent), saving only changed rows', async () => {
    const t = await createContentTree(server)
    const l2 = await createMateri(server, t.kelas.id, {
      type: 'lesson',
      judul: 'L2',
      order: 2,
      parent_id: t.chapter.id,
    })
    const l3 = await createMateri(server, t.kelas.id, {
      type: 'lesson',
      judul: 'L3',
      order: 7,
      parent_id: t.chapter.id,
    })
    // t.lesson has order 1, l2 order 2, l3 order 7
    let res = await reorder({ collection: 'materi', ids: [l3.id, t.lesson.id, l2.id] })
    expect(res.status).toBe(200)
    expect(res.body).toEqual({ updated: 3 })
    const order = async (id: string) => (await server.admin.collection('materi').getOne(id)).order
    expect([await order(l3.id), await order(t.lesson.id), await order(l2.id)]).toEqual([1, 2, 3])
    res = await reorder({ collection: 'materi', ids: [l3.id, t.lesson.id, l2.id] })
    expect(res.body).toEqual({ updated: 0 })
    res = await reorder({ collection: 'materi', ids: [l3.id, l2.id, t.lesson.id] })
    expect(res.body).toEqual({ updated: 2 })
    // the hooks still ran: paket_id kept
    expect((await server.admin.collection('materi').getOne(l2.id)).paket_id).toBe(t.paket.id)
  })

  it('refuses ids that are not siblings, unknown, repeated, or of another collection', async () => {
    const t = await createContentTree(server)
    const otherChapter = await createMateri(server, t.kelas.id, {
      type: 'chapter',
      judul: 'Bab 2',
      order: 3,
    })
    const foreign = await createMateri(server, t.kelas.id, {
      type: 'lesson',
      judul: 'Lain',
      order: 1,
      parent_id: otherChapter.id,
    })
    const before = (await server.admin.collection('materi').getOne(t.lesson.id)).order
    const cases: unknown[] = [
      { collection: 'materi', ids: [t.lesson.id, foreign.id] }, // other parent
      { collection: 'materi', ids: [t.pretest.id, t.chapter.id, tree.pretest.id] }, // other class
      { collection: 'materi', ids: [t.lesson.id, 'tidakadamateri1'] },
      { collection: 'materi', ids: [t.lesson.id, t.lesson.id] },
      { collection: 'materi', ids: [] },
      { collection: 'materi', ids: 'x' },
      { collection: 'kelas', ids: [t.lesson.id] }, // a materi id is no kelas
    ]
    for (const body of cases) {
      const res = await reorder(body)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(res.body.message).toBe('Urutan tidak valid')
    }
    for (const collection of ['soal', 'users', '', undefined]) {
      const res = await reorder({ collection, ids: [t.soal.id] })
      expect(res.status).toBe(400)
    }
    expect((await server.admin.collection('materi').getOne(t.lesson.id)).order).toBe(before)
  })

  it('kelas by package, paket_content by package, video_links by materi', async () => {
    const p = await createPaket(server)
    const k1 = await createKelas(server, p.id, { judul: 'K1', urutan: 5 })
    const k2 = await createKelas(server, p.id, { judul: 'K2', urutan: 5 })
    expect((await reorder({ collection: 'kelas', ids: [k2.id, k1.id] })).body).toEqual({
      updated: 2,
    })
    expect((await server.admin.collection('kelas').getOne(k2.id)).urutan).toBe(1)
    expect((await reorder({ collection: 'kelas', ids: [k1.id, tree.kelas.id] })).status).toBe(400)

    const c1 = await createPaketContent(server, p.id, { urutan: 3 })
    const c2 = await createPaketContent(server, p.id, { urutan: 1 })
    expect((await reorder({ collection: 'paket_content', ids: [c1.id, c2.id] })).body).toEqual({
      updated: 2,
    })
    expect(
      (await reorder({ collection: 'paket_content', ids: [c1.id, tree.content.id] })).status,
    ).toBe(400)

    const v2 = await createVideo(server, tree.lesson.id, { urutan: 2 })
    expect(
      (await reorder({ collection: 'video_links', ids: [v2.id, tree.video.id] })).body,
    ).toEqual({ updated: 2 })
    expect((await server.admin.collection('video_links').getOne(tree.video.id)).urutan).toBe(2)
    const elsewhere = await createVideo(
      server,
      (await createMateri(server, tree.kelas.id, { type: 'video', judul: 'V' })).id,
    )
    expect((await reorder({ collection: 'video_links', ids: [v2.id, elsewhere.id] })).status).toBe(
      400,
    )
  })

  it('refuses everyone but superadmins', async () => {
    await expectSuperadminOnly(
      (token) => reorder({ collection: 'materi', ids: [tree.lesson.id] }, token),
      [student.client.authStore.token],
    )
  })
})
