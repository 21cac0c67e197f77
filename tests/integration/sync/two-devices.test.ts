// Two devices of one student, each in its own process, work offline on the same materi and
// converge with the server once both are back online.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import { createContentTree, createSoal, createUser, subscribe } from '../../support/fixtures'
import { startDeviceProcess, type DeviceProcess } from '../../support/sync-helpers'

let server: TestServer
const devices: DeviceProcess[] = []

beforeAll(async () => {
  server = await startTestServer()
})

afterAll(async () => {
  for (const d of devices) await d.call('close').catch(() => d.kill())
  await server?.stop()
})

type Dump = { progress: Array<Record<string, unknown>>; reviews: Array<Record<string, unknown>> }

it('two devices converge', async () => {
  const tree = await createContentTree(server)
  const q2 = await createSoal(server, tree.pretest.id, { jawaban_benar: 'b' })
  const s = await createUser(server, { role: 'subscriber', full_name: 'Dewi' })
  await subscribe(server, s.record.id, tree.paket.id)
  const [a, b] = await Promise.all([startDeviceProcess(), startDeviceProcess()])
  devices.push(a, b)
  await Promise.all(
    [a, b].map((d) => d.call('open', { url: server.url, email: s.email, password: s.password })),
  )
  await Promise.all([a, b].map((d) => d.call('offline', { value: true })))
  // A: half right; B: all right, later. Reviews: A first, B last.
  await a.call('complete', {
    materi_id: tree.pretest.id,
    answers: { [tree.soal.id]: 'a', [q2.id]: 'a' },
  })
  await b.call('complete', {
    materi_id: tree.pretest.id,
    answers: { [tree.soal.id]: 'a', [q2.id]: 'b' },
  })
  await a.call('complete', { materi_id: tree.lesson.id })
  await a.call('review', {
    materi_id: tree.pretest.id,
    rating: 3,
    student_role: 'Mahasiswa S1',
    review_text: 'Dari A',
  })
  await a.call('offline', { value: false })
  expect(await a.call('sync')).toBe(0)
  await b.call('review', {
    materi_id: tree.pretest.id,
    rating: 5,
    student_role: 'Mahasiswa S2',
    review_text: 'Dari B',
  })
  await b.call('offline', { value: false })
  expect(await b.call('sync')).toBe(0)
  await a.call('sync')
  await b.call('sync')

  const strip = (d: Record<string, unknown>) => ({
    id: d.id,
    materi_id: d.materi_id,
    skor: d.skor,
    answers: d.answers,
    completed_at: d.completed_at,
    rating: d.rating,
    review_text: d.review_text,
  })
  const byMateri = (xs: Array<Record<string, unknown>>) =>
    xs.map(strip).sort((x, y) => String(x.materi_id).localeCompare(String(y.materi_id)))
  const remote = {
    progress: byMateri(
      await server.admin
        .collection('progress')
        .getFullList({ filter: `user_id = "${s.record.id}"` }),
    ),
    reviews: byMateri(
      await server.admin
        .collection('reviews')
        .getFullList({ filter: `user_id = "${s.record.id}"` }),
    ),
  }
  expect(remote.progress).toHaveLength(2)
  expect(remote.progress.find((p) => p.materi_id === tree.pretest.id)?.skor).toBe(100)
  expect(remote.reviews).toEqual([expect.objectContaining({ rating: 5, review_text: 'Dari B' })])
  for (const d of [a, b]) {
    const dump = await d.call<Dump>('dump')
    expect({ progress: byMateri(dump.progress), reviews: byMateri(dump.reviews) }).toEqual(remote)
  }
}, 120_000)
