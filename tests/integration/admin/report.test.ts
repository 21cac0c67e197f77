// GET /api/admin/classes/{id}/report against a real PocketBase, with progress created by the
// students themselves through POST /api/sync/push (graded by the server).
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createKelas,
  createMateri,
  createPaket,
  createSoal,
  createUser,
  daysFromNow,
  pbDate,
  subscribe,
  type TestUser,
} from '../../support/fixtures'
import { push } from '../../support/sync-helpers'
import { apiGet, expectSuperadminOnly } from '../../support/admin-helpers'

let server: TestServer
let superadmin: TestUser
let paket: RecordModel
let kelas: RecordModel
const m: Record<string, RecordModel> = {}
const q: Record<string, RecordModel> = {}
const s: Record<string, TestUser> = {}

async function complete(
  student: TestUser,
  materi: RecordModel,
  answers: Record<string, string> = {},
) {
  const res = await push(server.url, student.client.authStore.token, {
    collection: 'progress',
    rows: [
      {
        newDocumentState: {
          materi_id: materi.id,
          status: 'complete',
          answers,
          completed_at: pbDate(Date.now()),
        },
      },
    ],
  })
  expect(res.body.rejected).toEqual([])
  return res.body.conflicts[0]
}

function report(id: string, token = superadmin.client.authStore.token) {
  return apiGet(server.url, token, `/api/admin/classes/${id}/report`)
}

beforeAll(async () => {
  server = await startTestServer()
  superadmin = await createUser(server, { role: 'superadmin' })
  paket = await createPaket(server, { nama_paket: 'Paket Laporan' })
  kelas = await createKelas(server, paket.id, { judul: 'Kelas Laporan' })
  // Created out of order on purpose: the report follows the player's order, not creation.
  m.post = await createMateri(server, kelas.id, { type: 'posttest', judul: 'Post Test', order: 9 })
  m.video = await createMateri(server, kelas.id, { type: 'video', judul: 'Video', order: 1 })
  m.orphan = await createMateri(server, kelas.id, { type: 'lesson', judul: 'Tanpa Bab', order: 0 })
  m.chB = await createMateri(server, kelas.id, { type: 'chapter', judul: 'Bab B', order: 2 })
  m.chA = await createMateri(server, kelas.id, { type: 'chapter', judul: 'Bab A', order: 1 })
  m.lB1 = await createMateri(server, kelas.id, {
    type: 'lesson',
    judul: 'B1',
    order: 1,
    parent_id: m.chB.id,
  })
  m.lA2 = await createMateri(server, kelas.id, {
    type: 'lesson',
    judul: 'A2',
    order: 2,
    parent_id: m.chA.id,
  })
  m.lA1 = await createMateri(server, kelas.id, {
    type: 'lesson',
    judul: 'A1',
    order: 1,
    parent_id: m.chA.id,
  })
  m.pre = await createMateri(server, kelas.id, { type: 'pretest', judul: 'Pre Test', order: 1 })
  q.q1 = await createSoal(server, m.pre.id, { pertanyaan: 'Soal 1', jawaban_benar: 'a' })
  q.q2 = await createSoal(server, m.pre.id, { pertanyaan: 'Soal 2', jawaban_benar: 'b' })
  q.q3 = await createSoal(server, m.post.id, { pertanyaan: 'Soal 3', jawaban_benar: 'c' })
  q.q4 = await createSoal(server, m.post.id, { pertanyaan: 'Soal 4', jawaban_benar: 'd' })
  q.q5 = await createSoal(server, m.post.id, { pertanyaan: 'Soal 5', jawaban_benar: 'a' })
  // Another class of the same package: its progress never counts here.
  const other = await createKelas(server, paket.id, { judul: 'Kelas Lain' })
  m.otherPre = await createMateri(server, other.id, { type: 'pretest', judul: 'Pre Lain' })
  await createSoal(server, m.otherPre.id)

  for (const key of ['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8'])
    s[key] = await createUser(server, { role: 'subscriber', full_name: key })
  const start = { durasi_mulai: daysFromNow(-5) }
  for (const key of ['s1', 's2', 's3', 's7', 's8'])
    await subscribe(server, s[key].record.id, paket.id, start)
  await subscribe(server, s.s4.record.id, paket.id, { ...start, status: 'expired' })
  await subscribe(server, s.s5.record.id, paket.id, {
    durasi_mulai: daysFromNow(-40),
    durasi_akhir: daysFromNow(-1),
  })
  await subscribe(server, s.s6.record.id, paket.id, { ...start, status: 'suspended' })

  // s1 finishes every step: pre-test 50 (q2 wrong), post-test 100.
  await complete(s.s1, m.pre, { [q.q1.id]: 'a', [q.q2.id]: 'c' })
  for (const key of ['lA1', 'lA2', 'lB1', 'orphan', 'video']) await complete(s.s1, m[key])
  await complete(s.s1, m.post, { [q.q3.id]: 'c', [q.q4.id]: 'd', [q.q5.id]: 'a' })
  // s2: pre-test 0 (q1 wrong, q2 unanswered) and one lesson.
  await complete(s.s2, m.pre, { [q.q1.id]: 'b' })
  await complete(s.s2, m.lA1)
  // s3 completed only a chapter (not a step): enrolled, not started.
  await complete(s.s3, m.chA)
  // s7 works in the other class only.
  await complete(s.s7, m.otherPre, {})
  // s8: pre-test 100, post-test 33 (only q3 answered).
  await complete(s.s8, m.pre, { [q.q1.id]: 'a', [q.q2.id]: 'b' })
  await complete(s.s8, m.post, { [q.q3.id]: 'c' })
})

afterAll(async () => {
  await server?.stop()
})

describe('GET /api/admin/classes/{id}/report', () => {
  it('counts enrolled, started and finished students, averages and gain', async () => {
    const res = await report(kelas.id)
    expect(res.status).toBe(200)
    const r = res.body
    expect(r.kelas).toEqual({ id: kelas.id, judul: 'Kelas Laporan', paket_id: paket.id })
    expect(r.enrolled).toBe(5) // s1, s2, s3, s7, s8 (not expired, ended or suspended)
    expect(r.started).toBe(3) // s1, s2, s8
    expect(r.finished).toBe(1) // s1
    expect(r.pretest).toEqual({ average: 50, attempts: 3 }) // (50 + 0 + 100) / 3
    expect(r.posttest).toEqual({ average: 66.5, attempts: 2 }) // (100 + 33) / 2
    expect(r.gain).toEqual({ average: -8.5, students: 2 }) // s1 +50, s8 -67
  })

  it('pairs each student pre-test and post-test scores for the learning-gain chart', async () => {
    const r = (await report(kelas.id)).body
    const sorted = [...r.pairs].sort((a: { pre: number }, b: { pre: number }) => a.pre - b.pre)
    expect(sorted).toEqual([
      { pre: 50, post: 100 }, // s1
      { pre: 100, post: 33 }, // s8 (scores are stored as integers)
    ])
    expect(r.pairs).toHaveLength(r.gain.students)
  })

  it('lists the steps in the player order with completion per step (reached: completed it or a later step)', async () => {
    const r = (await report(kelas.id)).body
    expect(r.steps).toEqual([
      {
        materi_id: m.pre.id,
        judul: 'Pre Test',
        type: 'pretest',
        chapter: '',
        reached: 3,
        completed: 3,
        percent: 100,
      },
      {
        materi_id: m.lA1.id,
        judul: 'A1',
        type: 'lesson',
        chapter: 'Bab A',
        reached: 3,
        completed: 2,
        percent: 67,
      },
      {
        materi_id: m.lA2.id,
        judul: 'A2',
        type: 'lesson',
        chapter: 'Bab A',
        reached: 2,
        completed: 1,
        percent: 33,
      },
      {
        materi_id: m.lB1.id,
        judul: 'B1',
        type: 'lesson',
        chapter: 'Bab B',
        reached: 2,
        completed: 1,
        percent: 33,
      },
      {
        materi_id: m.orphan.id,
        judul: 'Tanpa Bab',
        type: 'lesson',
        chapter: '',
        reached: 2,
        completed: 1,
        percent: 33,
      },
      {
        materi_id: m.video.id,
        judul: 'Video',
        type: 'video',
        chapter: '',
        reached: 2,
        completed: 1,
        percent: 33,
      },
      {
        materi_id: m.post.id,
        judul: 'Post Test',
        type: 'posttest',
        chapter: '',
        reached: 2,
        completed: 2,
        percent: 67,
      },
    ])
  })

  it('ranks the hardest questions; an unanswered question counts as wrong', async () => {
    const r = (await report(kelas.id)).body
    const row = (
      key: string,
      test: string,
      answered: number,
      wrong: number,
      most: string | null,
    ) => ({
      soal_id: q[key].id,
      materi_id: q[key].materi_id,
      test,
      pertanyaan: q[key].pertanyaan,
      jawaban_benar: q[key].jawaban_benar,
      answered,
      wrong,
      wrong_rate: Math.round((wrong / answered) * 100),
      most_chosen_wrong: most,
    })
    const fifty = [row('q4', 'posttest', 2, 1, null), row('q5', 'posttest', 2, 1, null)].sort(
      (a, b) => (a.soal_id < b.soal_id ? -1 : 1),
    )
    expect(r.hardest).toEqual([
      row('q2', 'pretest', 3, 2, 'c'),
      ...fifty,
      row('q1', 'pretest', 3, 1, 'b'),
      row('q3', 'posttest', 2, 0, null),
    ])
  })

  it('a class without steps: zeros and no steps; at most 10 hardest questions', async () => {
    const bare = await createKelas(server, paket.id, { judul: 'Kelas Kosong' })
    await createMateri(server, bare.id, { type: 'chapter', judul: 'Bab saja' })
    const r = (await report(bare.id)).body
    expect(r).toMatchObject({ enrolled: 5, started: 0, finished: 0, steps: [], hardest: [] })
    expect(r.pretest).toEqual({ average: null, attempts: 0 })
    expect(r.gain).toEqual({ average: null, students: 0 })

    const many = await createKelas(server, paket.id, { judul: 'Kelas Banyak Soal' })
    const test = await createMateri(server, many.id, { type: 'pretest', judul: 'Pre' })
    for (let i = 0; i < 12; i++) await createSoal(server, test.id, { pertanyaan: `Soal ${i}` })
    await complete(s.s1, test, {})
    const big = (await report(many.id)).body
    expect(big.hardest).toHaveLength(10)
    expect(
      big.hardest.every(
        (h: { wrong_rate: number; answered: number }) => h.wrong_rate === 100 && h.answered === 1,
      ),
    ).toBe(true)
    expect(big).toMatchObject({ started: 1, finished: 1 })
  })

  it('404 for an unknown class; superadmins only', async () => {
    const missing = await report('tidakadakelas01')
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Kelas tidak ditemukan')
    await expectSuperadminOnly((token) => report(kelas.id, token), [s.s1.client.authStore.token])
  })
})
