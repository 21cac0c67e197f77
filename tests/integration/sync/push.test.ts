// POST /api/sync/push against a real PocketBase: grading, best attempt, sticky completion,
// clamped completion time, rejections, reviews (last write wins), and gzip of API responses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createMateri,
  createSoal,
  createUser,
  daysFromNow,
  pbDate,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import { push } from '../../support/sync-helpers'

let server: TestServer
let tree: ContentTree
let student: TestUser
let soal2: string
let posttestEmpty: string

beforeAll(async () => {
  server = await startTestServer()
  tree = await createContentTree(server)
  student = await createUser(server, { role: 'subscriber', full_name: 'Siti Aminah' })
  await subscribe(server, student.record.id, tree.paket.id, {
    durasi_mulai: daysFromNow(-10),
    durasi_akhir: daysFromNow(30),
  })
  soal2 = (await createSoal(server, tree.pretest.id, { jawaban_benar: 'b' })).id
  posttestEmpty = (
    await createMateri(server, tree.kelas.id, { type: 'posttest', judul: 'Post Test', order: 3 })
  ).id
})

afterAll(async () => {
  await server?.stop()
})

function completion(
  materiId: string,
  answers: Record<string, string> = {},
  completedAt = pbDate(Date.now()),
  extra: Record<string, unknown> = {},
) {
  return {
    newDocumentState: {
      materi_id: materiId,
      status: 'complete',
      answers,
      completed_at: completedAt,
      id: '',
      skor: 0,
      ...extra,
    },
  }
}

describe('POST /api/sync/push', () => {
  it('requires a signed-in user', async () => {
    const res = await fetch(`${server.url}/api/sync/push`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"collection":"progress","rows":[]}',
    })
    expect(res.status).toBe(401)
  })

  it('refuses an unknown collection with an Indonesian message', async () => {
    const res = await push(server.url, student.client.authStore.token, {
      collection: 'users',
      rows: [],
    })
    expect(res.status).toBe(400)
    expect(JSON.stringify(res.body)).toContain('Koleksi')
  })

  it('grades on the server, ignores a forged score and keeps the best attempt', async () => {
    // half right, with a forged skor of 100
    let res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [
        completion(tree.pretest.id, { [tree.soal.id]: 'a', [soal2]: 'c' }, undefined, {
          skor: 100,
          user_id: 'someone-else',
        }),
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.rejected).toEqual([])
    expect(res.body.conflicts).toHaveLength(1)
    const first = res.body.conflicts[0]
    expect(first.skor).toBe(50)
    expect(first.user_id).toBe(student.record.id)
    expect(first.id).toMatch(/^[a-z0-9]{15}$/)

    // a worse attempt later does not replace it; completed_at stays the earliest
    res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [completion(tree.pretest.id, {}, pbDate(Date.now() + 1000))],
    })
    expect(res.body.conflicts[0].skor).toBe(50)
    expect(res.body.conflicts[0].answers).toEqual({ [tree.soal.id]: 'a', [soal2]: 'c' })
    expect(res.body.conflicts[0].completed_at).toBe(first.completed_at)

    // a better one does, with its answers; unknown questions and bad choices are dropped
    res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [
        completion(tree.pretest.id, { [tree.soal.id]: 'a', [soal2]: 'b', bogus: 'a', x: 'z' }),
      ],
    })
    expect(res.body.conflicts[0].skor).toBe(100)
    expect(res.body.conflicts[0].answers).toEqual({ [tree.soal.id]: 'a', [soal2]: 'b' })

    // pushing the stored document back answers no conflict; still one row
    const stored = res.body.conflicts[0]
    res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [{ newDocumentState: stored, assumedMasterState: stored }],
    })
    expect(res.body).toEqual({ conflicts: [], rejected: [] })
    const rows = await server.admin.collection('progress').getFullList({
      filter: `user_id = "${student.record.id}" && materi_id = "${tree.pretest.id}"`,
    })
    expect(rows).toHaveLength(1)
    expect(rows[0].skor).toBe(100)
  })

  it('scores an empty post-test 100 and a lesson 0, clamping a future completion time to now', async () => {
    const future = pbDate(Date.now() + 5 * 24 * 3600 * 1000)
    const res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [completion(posttestEmpty, {}, future), completion(tree.lesson.id)],
    })
    expect(res.body.rejected).toEqual([])
    const byMateri = Object.fromEntries(
      res.body.conflicts.map((c: { materi_id: string }) => [c.materi_id, c]),
    )
    expect(byMateri[posttestEmpty].skor).toBe(100)
    expect(byMateri[tree.lesson.id].skor).toBe(0)
    expect(Date.parse(byMateri[posttestEmpty].completed_at.replace(' ', 'T'))).toBeLessThanOrEqual(
      Date.now() + 1000,
    )
  })

  it('clamps a completion before the subscription start to the start', async () => {
    const res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [completion(tree.chapter.id, {}, pbDate(Date.now() - 400 * 24 * 3600 * 1000))],
    })
    expect(res.body.rejected).toEqual([])
    const at = Date.parse(res.body.conflicts[0].completed_at.replace(' ', 'T'))
    expect(Math.abs(at - (Date.now() - 10 * 24 * 3600 * 1000))).toBeLessThan(60_000)
  })

  it('rejects what will never be accepted, with a reason', async () => {
    const outsider = await createUser(server, { role: 'subscriber' })
    let res = await push(server.url, outsider.client.authStore.token, {
      collection: 'progress',
      rows: [completion(tree.pretest.id)],
    })
    expect(res.body.rejected).toEqual([
      { materi_id: tree.pretest.id, reason: 'Tidak memiliki langganan untuk materi ini' },
    ])
    expect(res.body.conflicts).toEqual([])
    res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [completion('doesnotexist123')],
    })
    expect(res.body.rejected).toEqual([
      { materi_id: 'doesnotexist123', reason: 'Materi tidak ditemukan' },
    ])
    expect(
      await server.admin
        .collection('progress')
        .getFullList({ filter: `user_id = "${outsider.record.id}"` }),
    ).toHaveLength(0)
  })

  it('accepts a completion made while a subscription was active after it ended, not one made after', async () => {
    const former = await createUser(server, { role: 'subscriber' })
    await subscribe(server, former.record.id, tree.paket.id, {
      status: 'expired',
      durasi_mulai: daysFromNow(-40),
      durasi_akhir: daysFromNow(-10),
    })
    let res = await push(server.url, former.client.authStore.token, {
      collection: 'progress',
      rows: [completion(tree.pretest.id, { [tree.soal.id]: 'a' }, daysFromNow(-20))],
    })
    expect(res.body.rejected).toEqual([])
    expect(res.body.conflicts[0].skor).toBe(50)
    res = await push(server.url, former.client.authStore.token, {
      collection: 'progress',
      rows: [completion(tree.lesson.id, {}, daysFromNow(-2))],
    })
    expect(res.body.rejected).toEqual([
      { materi_id: tree.lesson.id, reason: 'Langganan tidak aktif saat materi diselesaikan' },
    ])
  })

  it('a suspended subscription accepts no completion and no review; nothing is stored', async () => {
    const held = await createUser(server, { role: 'subscriber' })
    await subscribe(server, held.record.id, tree.paket.id, {
      status: 'suspended',
      durasi_mulai: daysFromNow(-5),
      durasi_akhir: daysFromNow(25),
    })
    const token = held.client.authStore.token
    // dated while the subscription ran, and dated now: both refused
    for (const at of [daysFromNow(-2), pbDate(Date.now())]) {
      const res = await push(server.url, token, {
        collection: 'progress',
        rows: [completion(tree.pretest.id, { [tree.soal.id]: 'a' }, at)],
      })
      expect(res.status).toBe(200)
      expect(res.body).toEqual({
        conflicts: [],
        rejected: [
          {
            materi_id: tree.pretest.id,
            reason: 'Langganan Anda untuk paket ini sedang ditangguhkan',
          },
        ],
      })
    }
    const review = {
      newDocumentState: {
        materi_id: tree.pretest.id,
        rating: 5,
        student_role: 'Mahasiswa S1',
        review_text: 'Bagus',
      },
    }
    const res = await push(server.url, token, { collection: 'reviews', rows: [review] })
    expect(res.body).toEqual({
      conflicts: [],
      rejected: [
        {
          materi_id: tree.pretest.id,
          reason: 'Langganan Anda untuk paket ini sedang ditangguhkan',
        },
      ],
    })
    expect(
      await server.admin
        .collection('progress')
        .getFullList({ filter: `user_id = "${held.record.id}"` }),
    ).toHaveLength(0)
    expect(
      await server.admin
        .collection('reviews')
        .getFullList({ filter: `user_id = "${held.record.id}"` }),
    ).toHaveLength(0)
  })

  it('beside a suspended span, another span of the same package still counts', async () => {
    const both = await createUser(server, { role: 'subscriber' })
    // an earlier subscription that ended by time, then a current one that is suspended
    await subscribe(server, both.record.id, tree.paket.id, {
      status: 'expired',
      durasi_mulai: daysFromNow(-60),
      durasi_akhir: daysFromNow(-30),
    })
    await subscribe(server, both.record.id, tree.paket.id, {
      status: 'suspended',
      durasi_mulai: daysFromNow(-10),
      durasi_akhir: daysFromNow(20),
    })
    const token = both.client.authStore.token
    let res = await push(server.url, token, {
      collection: 'progress',
      rows: [completion(tree.pretest.id, { [tree.soal.id]: 'a' }, daysFromNow(-45))],
    })
    expect(res.body.rejected).toEqual([])
    expect(res.body.conflicts[0]).toMatchObject({ user_id: both.record.id, status: 'complete' })
    // dated inside the suspended span only: refused
    res = await push(server.url, token, {
      collection: 'progress',
      rows: [completion(tree.lesson.id, {}, daysFromNow(-3))],
    })
    expect(res.body).toEqual({
      conflicts: [],
      rejected: [
        { materi_id: tree.lesson.id, reason: 'Langganan Anda untuk paket ini sedang ditangguhkan' },
      ],
    })
    // a review counts through the span that ended by time
    res = await push(server.url, token, {
      collection: 'reviews',
      rows: [
        {
          newDocumentState: {
            materi_id: tree.lesson.id,
            rating: 4,
            student_role: 'Mahasiswa S2',
            review_text: 'Oke',
          },
        },
      ],
    })
    expect(res.body.rejected).toEqual([])
    const stored = await server.admin
      .collection('progress')
      .getFullList({ filter: `user_id = "${both.record.id}"` })
    expect(stored.map((r) => r.materi_id)).toEqual([tree.pretest.id])
  })

  it('a subscription suspended after a completion keeps the stored one and refuses new ones', async () => {
    const later = await createUser(server, { role: 'subscriber' })
    const sub = await subscribe(server, later.record.id, tree.paket.id, {
      durasi_mulai: daysFromNow(-5),
      durasi_akhir: daysFromNow(25),
    })
    const token = later.client.authStore.token
    let res = await push(server.url, token, {
      collection: 'progress',
      rows: [completion(tree.pretest.id, { [tree.soal.id]: 'a' })],
    })
    expect(res.body.rejected).toEqual([])
    const first = res.body.conflicts[0]
    await server.admin.collection('subscribers').update(sub.id, { status: 'suspended' })
    // a better attempt of the same materi and a new materi: both refused, the stored one is returned unchanged
    res = await push(server.url, token, {
      collection: 'progress',
      rows: [
        completion(tree.pretest.id, { [tree.soal.id]: 'a', [soal2]: 'b' }),
        completion(tree.chapter.id),
      ],
    })
    expect(res.body.rejected).toEqual([
      { materi_id: tree.pretest.id, reason: 'Langganan Anda untuk paket ini sedang ditangguhkan' },
      { materi_id: tree.chapter.id, reason: 'Langganan Anda untuk paket ini sedang ditangguhkan' },
    ])
    expect(res.body.conflicts).toEqual([first])
    const stored = await server.admin
      .collection('progress')
      .getFullList({ filter: `user_id = "${later.record.id}"` })
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ id: first.id, skor: first.skor })
    // lifting the suspension accepts again
    await server.admin.collection('subscribers').update(sub.id, { status: 'active' })
    res = await push(server.url, token, {
      collection: 'progress',
      rows: [completion(tree.chapter.id)],
    })
    expect(res.body.rejected).toEqual([])
  })

  it('the records API refuses a review of a suspended subscriber too (create and update)', async () => {
    const held = await createUser(server, { role: 'subscriber', full_name: 'Ditangguhkan' })
    const sub = await subscribe(server, held.record.id, tree.paket.id)
    const body = {
      user_id: held.record.id,
      materi_id: tree.chapter.id,
      rating: 4,
      student_role: 'Mahasiswa S1',
      review_text: 'Bagus',
    }
    const review = await held.client.collection('reviews').create(body)
    await server.admin.collection('subscribers').update(sub.id, { status: 'suspended' })
    await expect(
      held.client.collection('reviews').update(review.id, { rating: 1 }),
    ).rejects.toMatchObject({
      status: 403,
      response: { message: 'Langganan Anda untuk paket ini sedang ditangguhkan.' },
    })
    await expect(
      held.client.collection('reviews').create({ ...body, materi_id: tree.lesson.id }),
    ).rejects.toMatchObject({ status: 403 })
    expect((await server.admin.collection('reviews').getOne(review.id)).rating).toBe(4)
  })

  it('never deletes: a pushed deletion answers the stored document', async () => {
    const res = await push(server.url, student.client.authStore.token, {
      collection: 'progress',
      rows: [{ newDocumentState: { materi_id: tree.pretest.id, _deleted: true } }],
    })
    expect(res.body.conflicts).toHaveLength(1)
    expect(res.body.conflicts[0].skor).toBe(100)
  })

  it('reviews: one per user and materi, the last write received wins, invalid ones rejected', async () => {
    const review = (rating: number, text: string) => ({
      newDocumentState: {
        materi_id: posttestEmpty,
        rating,
        student_role: 'Mahasiswa S1',
        review_text: text,
        author_name: 'Palsu',
        user_id: 'x',
      },
    })
    let res = await push(server.url, student.client.authStore.token, {
      collection: 'reviews',
      rows: [review(4, 'Bagus')],
    })
    expect(res.body.rejected).toEqual([])
    expect(res.body.conflicts[0]).toMatchObject({
      rating: 4,
      review_text: 'Bagus',
      author_name: 'Siti Aminah',
      user_id: student.record.id,
    })
    res = await push(server.url, student.client.authStore.token, {
      collection: 'reviews',
      rows: [review(2, 'Kurang')],
    })
    expect(res.body.conflicts[0]).toMatchObject({ rating: 2, review_text: 'Kurang' })
    res = await push(server.url, student.client.authStore.token, {
      collection: 'reviews',
      rows: [review(9, 'Rusak')],
    })
    expect(res.body.rejected).toEqual([
      { materi_id: posttestEmpty, reason: 'Rating harus antara 1 dan 5' },
    ])
    expect(res.body.conflicts[0]).toMatchObject({ rating: 2 })
    const rows = await server.admin
      .collection('reviews')
      .getFullList({ filter: `user_id = "${student.record.id}"` })
    expect(rows).toHaveLength(1)
  })

  it('compresses API responses with gzip but not the realtime stream', async () => {
    const res = await fetch(`${server.url}/api/collections/paket_pembelajaran/records`, {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const controller = new AbortController()
    const sse = await fetch(`${server.url}/api/realtime`, {
      headers: { 'Accept-Encoding': 'gzip' },
      signal: controller.signal,
    })
    expect(sse.headers.get('content-encoding')).toBeNull()
    const reader = sse.body!.getReader()
    const first = await reader.read()
    expect(new TextDecoder().decode(first.value)).toContain('PB_CONNECT')
    controller.abort()
  })
})
