// API rules of the content collections, for every kind of requester (real HTTP, real PocketBase).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createPersonas, statusOf, type Personas } from '../../support/fixtures'

let server: TestServer
let p: Personas
beforeAll(async () => {
  server = await startTestServer()
  p = await createPersonas(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

const CONTENT = ['paket_content', 'materi', 'soal', 'video_links'] as const
type ContentColl = (typeof CONTENT)[number]

function idsOf(t: Personas['a'], coll: ContentColl): string[] {
  if (coll === 'paket_content') return [t.content.id]
  if (coll === 'materi') return [t.pretest.id, t.chapter.id, t.lesson.id]
  if (coll === 'soal') return [t.soal.id]
  return [t.video.id]
}

async function listIds(client: PocketBase, coll: string): Promise<string[]> {
  const res = await client.collection(coll).getList(1, 500, { sort: 'updated,id', skipTotal: true })
  return res.items.map((r) => r.id).sort()
}

describe.each(CONTENT)('%s', (coll) => {
  it('an active, verified subscriber of A lists and views exactly A', async () => {
    expect(await listIds(p.active.client, coll)).toEqual(idsOf(p.a, coll).sort())
    expect(await statusOf(p.active.client.collection(coll).getOne(idsOf(p.a, coll)[0]!))).toBe(200)
    expect(await statusOf(p.active.client.collection(coll).getOne(idsOf(p.b, coll)[0]!))).toBe(404)
  })

  it('a subscriber of B whose A subscription ended reads B and nothing of A', async () => {
    expect(await listIds(p.other.client, coll)).toEqual(idsOf(p.b, coll).sort())
    expect(await statusOf(p.other.client.collection(coll).getOne(idsOf(p.a, coll)[0]!))).toBe(404)
  })

  it.each(['visitor', 'plain', 'expired', 'suspended', 'unverified'] as const)(
    '%s reads nothing',
    async (who) => {
      const client = who === 'visitor' ? p.visitor : p[who].client
      expect(await listIds(client, coll)).toEqual([])
      expect(await statusOf(client.collection(coll).getOne(idsOf(p.a, coll)[0]!))).toBe(404)
    },
  )

  it('a superadmin lists and views everything', async () => {
    const ids = await listIds(p.superadmin.client, coll)
    for (const id of [...idsOf(p.a, coll), ...idsOf(p.b, coll)]) expect(ids).toContain(id)
    expect(await statusOf(p.superadmin.client.collection(coll).getOne(idsOf(p.b, coll)[0]!))).toBe(
      200,
    )
  })

  it('only a superadmin writes', async () => {
    const id = idsOf(p.a, coll)[0]!
    const before = await server.admin.collection(coll).getOne(id)
    for (const client of [p.visitor, p.plain.client, p.active.client]) {
      expect(
        await statusOf(
          client.collection(coll).update(id, { judul: 'Diretas', pertanyaan: 'Diretas' }),
        ),
      ).not.toBe(200)
      expect(await statusOf(client.collection(coll).delete(id))).not.toBe(200)
    }
    const create: Record<string, Record<string, unknown>> = {
      paket_content: { paket_id: p.a.paket.id, judul: 'Baru' },
      materi: { kelas_id: p.a.kelas.id, type: 'lesson', judul: 'Baru' },
      soal: {
        materi_id: p.a.pretest.id,
        pertanyaan: 'Baru?',
        pilihan_a: 'a',
        pilihan_b: 'b',
        pilihan_c: 'c',
        pilihan_d: 'd',
        jawaban_benar: 'b',
      },
      video_links: {
        materi_id: p.a.lesson.id,
        judul: 'Baru',
        link_youtube: 'https://youtu.be/dQw4w9WgXcQ',
      },
    }
    expect(await statusOf(p.active.client.collection(coll).create(create[coll]!))).not.toBe(200)
    expect(await statusOf(p.visitor.collection(coll).create(create[coll]!))).not.toBe(200)
    const after = await server.admin.collection(coll).getOne(id)
    expect(after.updated).toBe(before.updated)

    const made = await p.superadmin.client.collection(coll).create(create[coll]!)
    expect(made.paket_id).toBe(p.a.paket.id)
    expect(
      await statusOf(
        p.superadmin.client
          .collection(coll)
          .update(made.id, { judul: 'Ubah', pertanyaan: 'Ubah?' }),
      ),
    ).toBe(200)
    expect(await statusOf(p.superadmin.client.collection(coll).delete(made.id))).toBe(200)
  })
})

describe('kelas', () => {
  it('signed-in users list active classes of every package, never inactive ones', async () => {
    for (const client of [p.plain.client, p.active.client, p.expired.client]) {
      const ids = await listIds(client, 'kelas')
      expect(ids).toContain(p.a.kelas.id)
      expect(ids).toContain(p.b.kelas.id)
      expect(ids).not.toContain(p.a.kelasInactive.id)
      expect(await statusOf(client.collection('kelas').getOne(p.a.kelasInactive.id))).toBe(404)
    }
  })

  it('a visitor lists none', async () => {
    expect(await listIds(p.visitor, 'kelas')).toEqual([])
    expect(await statusOf(p.visitor.collection('kelas').getOne(p.a.kelas.id))).toBe(404)
  })

  it('a superadmin sees inactive classes and writes', async () => {
    expect(await listIds(p.superadmin.client, 'kelas')).toContain(p.a.kelasInactive.id)
    expect(
      await statusOf(
        p.superadmin.client.collection('kelas').update(p.b.kelasInactive.id, { judul: 'Ubah' }),
      ),
    ).toBe(200)
    expect(
      await statusOf(
        p.active.client.collection('kelas').update(p.a.kelas.id, { judul: 'Diretas' }),
      ),
    ).not.toBe(200)
    expect(
      await statusOf(
        p.active.client.collection('kelas').create({ paket_id: p.a.paket.id, judul: 'X' }),
      ),
    ).not.toBe(200)
    expect(await statusOf(p.active.client.collection('kelas').delete(p.a.kelas.id))).not.toBe(200)
  })
})

describe('paket_pembelajaran', () => {
  it('everyone reads, only a superadmin writes', async () => {
    for (const client of [p.visitor, p.plain.client]) {
      const ids = await listIds(client, 'paket_pembelajaran')
      expect(ids).toContain(p.a.paket.id)
      expect(await statusOf(client.collection('paket_pembelajaran').getOne(p.b.paket.id))).toBe(200)
      expect(
        await statusOf(
          client.collection('paket_pembelajaran').create({ nama_paket: 'X', durasi_hari: 3 }),
        ),
      ).not.toBe(200)
      expect(
        await statusOf(client.collection('paket_pembelajaran').update(p.a.paket.id, { harga: 1 })),
      ).not.toBe(200)
      expect(await statusOf(client.collection('paket_pembelajaran').delete(p.a.paket.id))).not.toBe(
        200,
      )
    }
    const made = await p.superadmin.client
      .collection('paket_pembelajaran')
      .create({ nama_paket: 'Baru', durasi_hari: 7 })
    expect(
      await statusOf(p.superadmin.client.collection('paket_pembelajaran').delete(made.id)),
    ).toBe(200)
  })

  it('refuses a thumbnail that is not an image or larger than 5 MB', async () => {
    const fd = new FormData()
    fd.append('nama_paket', 'Bergambar')
    fd.append('thumbnail', new Blob(['bukan gambar'], { type: 'text/plain' }), 'x.txt')
    expect(await statusOf(p.superadmin.client.collection('paket_pembelajaran').create(fd))).toBe(
      400,
    )
    const big = new FormData()
    big.append('nama_paket', 'Besar')
    const png = new Uint8Array(5 * 1024 * 1024 + 10)
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    big.append('thumbnail', new Blob([png], { type: 'image/png' }), 'besar.png')
    expect(await statusOf(p.superadmin.client.collection('paket_pembelajaran').create(big))).toBe(
      400,
    )
  })
})

describe('paket_kelas_count (public view)', () => {
  it('gives visitors the number of active classes per package, nothing else', async () => {
    const row = await p.visitor.collection('paket_kelas_count').getOne(p.a.paket.id)
    expect(Number(row.jumlah_kelas)).toBe(1)
    expect(Object.keys(row).sort()).toEqual([
      'collectionId',
      'collectionName',
      'id',
      'jumlah_kelas',
    ])
    expect(
      await statusOf(
        p.visitor.collection('paket_kelas_count').update(p.a.paket.id, { jumlah_kelas: 9 }),
      ),
    ).not.toBe(200)
  })
})

describe('access follows the subscription', () => {
  it('ends the moment the subscription is suspended, and returns when reactivated', async () => {
    const sub = await server.admin.collection('subscribers').getFirstListItem(
      server.admin.filter('user_id = {:u} && paket_id = {:p}', {
        u: p.active.record.id,
        p: p.a.paket.id,
      }),
    )
    await server.admin.collection('subscribers').update(sub.id, { status: 'suspended' })
    expect(await listIds(p.active.client, 'soal')).toEqual([])
    await server.admin.collection('subscribers').update(sub.id, { status: 'active' })
    expect(await listIds(p.active.client, 'soal')).toEqual([p.a.soal.id])
  })
})

describe('tombstones', () => {
  it('are readable as the deleted record was', async () => {
    const extra = await server.admin.collection('soal').create({
      materi_id: p.a.pretest.id,
      pertanyaan: 'Akan dihapus',
      pilihan_a: 'a',
      pilihan_b: 'b',
      pilihan_c: 'c',
      pilihan_d: 'd',
      jawaban_benar: 'a',
    })
    await server.admin.collection('soal').delete(extra.id)
    const kelas = await server.admin
      .collection('kelas')
      .create({ paket_id: p.b.paket.id, judul: 'Sementara', pengajar: 'Dosen Uji' })
    await server.admin.collection('kelas').delete(kelas.id)
    const paket = await server.admin
      .collection('paket_pembelajaran')
      .create({ nama_paket: 'Sementara' })
    await server.admin.collection('paket_pembelajaran').delete(paket.id)
    const sub = await server.admin
      .collection('subscribers')
      .create({ user_id: p.plain.record.id, paket_id: p.b.paket.id, status: 'expired' })
    await server.admin.collection('subscribers').delete(sub.id)

    const seen = async (client: PocketBase) =>
      (await client.collection('tombstones').getFullList({ sort: 'updated,id' })).map(
        (t) => t.record_id,
      )

    const active = await seen(p.active.client)
    expect(active).toEqual(expect.arrayContaining([extra.id, kelas.id, paket.id]))
    expect(active).not.toContain(sub.id)

    for (const client of [
      p.other.client,
      p.expired.client,
      p.suspended.client,
      p.unverified.client,
    ]) {
      const ids = await seen(client)
      expect(ids).not.toContain(extra.id)
      expect(ids).toEqual(expect.arrayContaining([kelas.id, paket.id]))
      expect(ids).not.toContain(sub.id)
    }
    const plain = await seen(p.plain.client)
    expect(plain).toEqual(expect.arrayContaining([kelas.id, paket.id, sub.id]))
    expect(plain).not.toContain(extra.id)

    const visitor = await seen(p.visitor)
    expect(visitor).toContain(paket.id)
    expect(visitor).not.toContain(kelas.id)
    expect(visitor).not.toContain(extra.id)
    expect(visitor).not.toContain(sub.id)
  })
})
