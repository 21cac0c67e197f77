// API rules of the user-owned and superadmin-only collections, for every kind of requester.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type PocketBase from 'pocketbase'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createPersonas, statusOf, subscribe, type Personas } from '../../support/fixtures'

let server: TestServer
let p: Personas
beforeAll(async () => {
  server = await startTestServer()
  p = await createPersonas(server)
}, 120_000)
afterAll(async () => {
  await server?.stop()
})

async function listIds(client: PocketBase, coll: string): Promise<string[]> {
  const res = await client.collection(coll).getList(1, 500, { skipTotal: true })
  return res.items.map((r) => r.id)
}

describe('users', () => {
  it('a user reads only themself; a visitor nobody; a superadmin everyone', async () => {
    expect(await listIds(p.plain.client, 'users')).toEqual([p.plain.record.id])
    expect(await listIds(p.visitor, 'users')).toEqual([])
    expect(await statusOf(p.plain.client.collection('users').getOne(p.active.record.id))).toBe(404)
    const all = await listIds(p.superadmin.client, 'users')
    expect(all).toEqual(
      expect.arrayContaining([p.plain.record.id, p.active.record.id, p.superadmin.record.id]),
    )
  })

  it('the owner changes full_name, never role, credits, verified, e-mail or subscription_ids', async () => {
    const u = p.unverified
    expect(
      (await u.client.collection('users').update(u.record.id, { full_name: 'Nama Baru' }))
        .full_name,
    ).toBe('Nama Baru')
    for (const body of [
      { role: 'superadmin' },
      { credits: 1000 },
      { verified: true },
      { email: 'lain@test.local' },
      { subscription_ids: [] },
      { full_name: 'Boleh', role: 'superadmin' },
    ]) {
      expect(
        await statusOf(u.client.collection('users').update(u.record.id, body)),
        JSON.stringify(body),
      ).not.toBe(200)
    }
    const after = await server.admin.collection('users').getOne(u.record.id)
    expect(after).toMatchObject({
      role: 'subscriber',
      credits: 0,
      verified: false,
      email: u.email,
      full_name: 'Nama Baru',
    })
    expect(after.subscription_ids).toHaveLength(1)
  })

  it('nobody but a superadmin changes or deletes another user', async () => {
    expect(
      await statusOf(
        p.plain.client.collection('users').update(p.active.record.id, { full_name: 'X' }),
      ),
    ).not.toBe(200)
    expect(await statusOf(p.plain.client.collection('users').delete(p.active.record.id))).not.toBe(
      200,
    )
    expect(await statusOf(p.plain.client.collection('users').delete(p.plain.record.id))).not.toBe(
      200,
    )
    const changed = await p.superadmin.client
      .collection('users')
      .update(p.plain.record.id, { credits: 5 })
    expect(changed.credits).toBe(5)
  })

  it('a sign-up cannot choose role, credits, verified or subscription_ids', async () => {
    await server.admin
      .collection('authorized_emails')
      .create({ email: 'daftar@test.local', source: 'purchase' })
    for (const extra of [
      { role: 'superadmin' },
      { credits: 10 },
      { verified: true },
      { subscription_ids: ['x'] },
    ]) {
      const status = await statusOf(
        server
          .client()
          .collection('users')
          .create({
            email: 'daftar@test.local',
            password: 'rahasia123',
            passwordConfirm: 'rahasia123',
            ...extra,
          }),
      )
      expect(status, JSON.stringify(extra)).toBe(400)
    }
    expect(
      await statusOf(
        server.admin.collection('users').getFirstListItem('email = "daftar@test.local"'),
      ),
    ).toBe(404)
    const ok = await server
      .client()
      .collection('users')
      .create({ email: 'daftar@test.local', password: 'rahasia123', passwordConfirm: 'rahasia123' })
    expect(ok).toMatchObject({ role: 'user', credits: 0 })
  })

  it('subscription_ids follows the subscribers rows (create, move, delete)', async () => {
    const ids = async (id: string) =>
      ((await server.admin.collection('users').getOne(id)).subscription_ids as string[]).sort()
    const s = await subscribe(server, p.plain.record.id, p.b.paket.id, { status: 'expired' })
    expect(await ids(p.plain.record.id)).toEqual([s.id])
    await server.admin.collection('subscribers').update(s.id, { user_id: p.expired.record.id })
    expect(await ids(p.plain.record.id)).toEqual([])
    expect(await ids(p.expired.record.id)).toContain(s.id)
    await server.admin.collection('subscribers').delete(s.id)
    expect(await ids(p.expired.record.id)).not.toContain(s.id)
  })
})

describe('subscribers', () => {
  it('owners read their own rows (expired ones too), superadmins all', async () => {
    const own = await p.other.client.collection('subscribers').getFullList()
    expect(own).toHaveLength(2)
    expect(own.every((s) => s.user_id === p.other.record.id)).toBe(true)
    expect(await listIds(p.plain.client, 'subscribers')).toEqual([])
    expect(await listIds(p.visitor, 'subscribers')).toEqual([])
    expect((await listIds(p.superadmin.client, 'subscribers')).length).toBeGreaterThanOrEqual(6)
    expect(await statusOf(p.plain.client.collection('subscribers').getOne(own[0]!.id))).toBe(404)
  })

  it('only a superadmin writes', async () => {
    const [mine] = await p.expired.client.collection('subscribers').getFullList()
    expect(
      await statusOf(
        p.expired.client.collection('subscribers').update(mine!.id, { status: 'active' }),
      ),
    ).not.toBe(200)
    expect(await statusOf(p.expired.client.collection('subscribers').delete(mine!.id))).not.toBe(
      200,
    )
    expect(
      await statusOf(
        p.plain.client
          .collection('subscribers')
          .create({ user_id: p.plain.record.id, paket_id: p.a.paket.id, status: 'active' }),
      ),
    ).not.toBe(200)
    expect((await server.admin.collection('subscribers').getOne(mine!.id)).status).toBe('expired')
    expect(await listIds(p.plain.client, 'soal')).toEqual([])
    const made = await p.superadmin.client
      .collection('subscribers')
      .create({ user_id: p.plain.record.id, paket_id: p.a.paket.id, status: 'active' })
    expect(await listIds(p.plain.client, 'soal')).toEqual([p.a.soal.id])
    await p.superadmin.client.collection('subscribers').delete(made.id)
    expect(await listIds(p.plain.client, 'soal')).toEqual([])
  })
})

describe('progress', () => {
  it('owners read their own; nobody writes through the records API', async () => {
    const mine = await server.admin.collection('progress').create({
      user_id: p.active.record.id,
      materi_id: p.a.pretest.id,
      status: 'complete',
      skor: 80,
    })
    await server.admin.collection('progress').create({
      user_id: p.other.record.id,
      materi_id: p.b.pretest.id,
      status: 'complete',
      skor: 50,
    })
    expect(await listIds(p.active.client, 'progress')).toEqual([mine.id])
    expect(await listIds(p.visitor, 'progress')).toEqual([])
    expect((await listIds(p.superadmin.client, 'progress')).length).toBe(2)
    expect(await statusOf(p.other.client.collection('progress').getOne(mine.id))).toBe(404)
    for (const client of [p.active.client, p.superadmin.client]) {
      expect(await statusOf(client.collection('progress').update(mine.id, { skor: 100 }))).toBe(403)
      expect(await statusOf(client.collection('progress').delete(mine.id))).toBe(403)
      expect(
        await statusOf(
          client
            .collection('progress')
            .create({ user_id: p.active.record.id, materi_id: p.a.lesson.id, status: 'complete' }),
        ),
      ).toBe(403)
    }
    expect((await server.admin.collection('progress').getOne(mine.id)).skor).toBe(80)
  })
})

describe('reviews', () => {
  it('everyone reads; the owner writes their own; nobody writes for another', async () => {
    const r = await p.active.client.collection('reviews').create({
      user_id: p.active.record.id,
      materi_id: p.a.pretest.id,
      rating: 4,
      student_role: 'Mahasiswa S1',
      review_text: 'Bagus sekali',
    })
    expect(r.author_name).toBe('Siswa Aktif')
    const seen = await p.visitor.collection('reviews').getOne(r.id)
    expect(seen.author_name).toBe('Siswa Aktif')
    expect(seen.expand).toBeUndefined()

    // writing for someone else
    expect(
      await statusOf(
        p.plain.client.collection('reviews').create({
          user_id: p.active.record.id,
          materi_id: p.a.chapter.id,
          rating: 1,
          student_role: 'Mahasiswa S1',
          review_text: 'Palsu',
        }),
      ),
    ).not.toBe(200)
    expect(
      await statusOf(
        p.visitor.collection('reviews').create({
          user_id: p.active.record.id,
          materi_id: p.a.chapter.id,
          rating: 1,
          student_role: 'Mahasiswa S1',
          review_text: 'Palsu',
        }),
      ),
    ).not.toBe(200)
    expect(
      await statusOf(p.plain.client.collection('reviews').update(r.id, { rating: 1 })),
    ).not.toBe(200)
    expect(await statusOf(p.plain.client.collection('reviews').delete(r.id))).not.toBe(200)
    // the owner cannot hand it to someone else nor move it
    expect(
      await statusOf(
        p.active.client.collection('reviews').update(r.id, { user_id: p.plain.record.id }),
      ),
    ).not.toBe(200)
    expect(
      await statusOf(
        p.active.client.collection('reviews').update(r.id, { materi_id: p.a.lesson.id }),
      ),
    ).not.toBe(200)
    // one per user and materi
    expect(
      await statusOf(
        p.active.client.collection('reviews').create({
          user_id: p.active.record.id,
          materi_id: p.a.pretest.id,
          rating: 5,
          student_role: 'Mahasiswa S2',
          review_text: 'Lagi',
        }),
      ),
    ).toBe(400)
    const upd = await p.active.client
      .collection('reviews')
      .update(r.id, { rating: 5, review_text: 'Diperbarui' })
    expect(upd).toMatchObject({ rating: 5, review_text: 'Diperbarui', author_name: 'Siswa Aktif' })
    expect((await server.admin.collection('reviews').getOne(r.id)).rating).toBe(5)
  })

  it('needs a subscription to the package, as the push route does', async () => {
    const own = {
      user_id: p.plain.record.id,
      materi_id: p.a.pretest.id,
      rating: 5,
      student_role: 'Mahasiswa S1',
      review_text: 'Tanpa langganan',
    }
    expect(await statusOf(p.plain.client.collection('reviews').create(own))).toBe(403)
    expect(
      await server.admin
        .collection('reviews')
        .getFullList({ filter: `user_id = "${p.plain.record.id}"` }),
    ).toEqual([])
  })

  it('refuses invalid values', async () => {
    const base = {
      user_id: p.plain.record.id,
      materi_id: p.b.pretest.id,
      rating: 3,
      student_role: 'Mahasiswa D3',
      review_text: 'Oke',
    }
    expect(
      await statusOf(p.plain.client.collection('reviews').create({ ...base, rating: 6 })),
    ).toBe(400)
    expect(
      await statusOf(p.plain.client.collection('reviews').create({ ...base, rating: 0 })),
    ).toBe(400)
    expect(
      await statusOf(
        p.plain.client.collection('reviews').create({ ...base, student_role: 'Dosen' }),
      ),
    ).toBe(400)
    expect(
      await statusOf(p.plain.client.collection('reviews').create({ ...base, review_text: '' })),
    ).toBe(400)
  })
})

describe('thesis_documents', () => {
  const pdf = () =>
    new Blob(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], { type: 'application/pdf' })

  it('owner only; the file is protected; created only through the upload route (POST /api/chat/documents)', async () => {
    // The records API refuses every client create: documents must pass the upload route's checks
    // and text indexing (tests/integration/chat/documents.test.ts covers that route).
    const own = new FormData()
    own.append('user_id', p.active.record.id)
    own.append('file', pdf(), 'skripsi.pdf')
    expect(await statusOf(p.active.client.collection('thesis_documents').create(own))).toBe(403)
    expect(await statusOf(p.visitor.collection('thesis_documents').create(own))).not.toBe(200)

    const fd = new FormData()
    fd.append('user_id', p.active.record.id)
    fd.append('file', pdf(), 'skripsi.pdf')
    const doc = await server.admin.collection('thesis_documents').create(fd)
    expect(await listIds(p.active.client, 'thesis_documents')).toEqual([doc.id])
    expect(await listIds(p.other.client, 'thesis_documents')).toEqual([])
    expect(await statusOf(p.other.client.collection('thesis_documents').getOne(doc.id))).toBe(404)
    expect(await statusOf(p.other.client.collection('thesis_documents').delete(doc.id))).not.toBe(
      200,
    )
    expect(
      await statusOf(
        p.active.client
          .collection('thesis_documents')
          .update(doc.id, { user_id: p.other.record.id }),
      ),
    ).not.toBe(200)

    const url = `${server.url}/api/files/thesis_documents/${doc.id}/${doc.file as string}`
    expect((await fetch(url)).status).not.toBe(200)

    const txt = new FormData()
    txt.append('user_id', p.active.record.id)
    txt.append('file', new Blob(['teks biasa'], { type: 'text/plain' }), 'x.txt')
    expect(await statusOf(server.admin.collection('thesis_documents').create(txt))).toBe(400)
    // the owner may delete their own document
    expect(await statusOf(p.active.client.collection('thesis_documents').delete(doc.id))).toBe(200)
  })
})

describe.each(['authorized_emails', 'payment_transactions'] as const)('%s', (coll) => {
  it('superadmin only', async () => {
    const row =
      coll === 'authorized_emails'
        ? await server.admin
            .collection(coll)
            .create({ email: `beli.${Date.now()}@test.local`, source: 'purchase' })
        : await server.admin
            .collection(coll)
            .create({ order_id: `ORD-${Date.now()}`, amount: 50000, status: 'pending' })
    for (const client of [p.visitor, p.plain.client, p.active.client]) {
      expect(await listIds(client, coll)).toEqual([])
      expect(await statusOf(client.collection(coll).getOne(row.id))).toBe(404)
      expect(
        await statusOf(
          client.collection(coll).update(row.id, { status: 'completed', pending_credits: 100 }),
        ),
      ).not.toBe(200)
      expect(await statusOf(client.collection(coll).delete(row.id))).not.toBe(200)
    }
    expect(await listIds(p.superadmin.client, coll)).toContain(row.id)
    if (coll === 'authorized_emails') {
      expect(
        await statusOf(
          p.superadmin.client.collection(coll).update(row.id, { pending_credits: 10 }),
        ),
      ).toBe(200)
    } else {
      // payments change only through the webhook and the process route
      expect(
        await statusOf(
          p.superadmin.client.collection(coll).update(row.id, { status: 'completed' }),
        ),
      ).toBe(403)
    }
  })
})
