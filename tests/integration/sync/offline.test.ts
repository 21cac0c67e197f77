// Offline work against a real PocketBase: completions made offline are pushed after reconnect,
// graded by the server and stored once; a forged local score is regraded; logout counts unsent
// changes; an expired token keeps everything; 50 seeded random offline/online/write/server-change
// runs end with the device and the server equal.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createMateri,
  createSoal,
  createUser,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'
import { localDocs, openDevice, setOffline, type Device } from '../../support/sync-device'
import { push, waitFor } from '../../support/sync-helpers'
import { rng } from '../../support/sync-model'
import { completeMateri, saveReview } from '../../../src/data/local/actions'
import { resetSyncState, useSyncStateStore } from '../../../src/data/local/sync-state'
import type { Choice } from '../../../src/data/local/types'

let server: TestServer
let tree: ContentTree
let device: Device | null = null

beforeAll(async () => {
  server = await startTestServer()
  tree = await createContentTree(server)
})

afterEach(async () => {
  setOffline(null, false)
  await device?.close()
  device = null
})

afterAll(async () => {
  await server?.stop()
})

async function newStudent(): Promise<TestUser> {
  const s = await createUser(server, { role: 'subscriber', full_name: 'Rina' })
  await subscribe(server, s.record.id, tree.paket.id)
  return s
}

async function serverProgress(userId: string) {
  return server.admin
    .collection('progress')
    .getFullList({ filter: `user_id = "${userId}"`, sort: 'materi_id' })
}

describe('offline work', () => {
  it('a reopened database replicates only once started (after the first screen); a write waits in it and the push before sign-out starts it', async () => {
    // The first-sync flag lives in localStorage (the browser's); node has none.
    const flags = new Map<string, string>()
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => flags.get(k) ?? null,
      setItem: (k: string, v: string) => void flags.set(k, v),
    })
    try {
      const s = await newStudent()
      const dbName = `defer_${s.record.id}`
      device = await openDevice(server.url, s.email, s.password, { dbName })
      await device.session.engine.awaitInSync()
      expect(useSyncStateStore.getState().firstSyncDone).toBe(true)
      await device.close()
      resetSyncState()

      device = await openDevice(server.url, s.email, s.password, { dbName, deferReplication: true })
      expect(useSyncStateStore.getState().firstSyncDone).toBe(true)
      // Not replicating yet: a new materi on the server does not arrive, realtime included.
      const later = await createMateri(server, tree.kelas.id, {
        type: 'lesson',
        judul: 'Pelajaran baru',
        order: 5,
        parent_id: tree.chapter.id,
      })
      await new Promise((r) => setTimeout(r, 1500))
      expect((await localDocs(device, 'materi')).map((m) => m.id)).not.toContain(later.id)
      // A completion is stored locally; the push before sign-out starts replication and sends it.
      await completeMateri({ materi_id: tree.lesson.id }, device.session)
      expect(await device.session.engine.pushPending(8000)).toBe(0)
      expect((await serverProgress(s.record.id)).map((p) => p.materi_id)).toEqual([tree.lesson.id])
      await device.session.engine.awaitInSync()
      await waitFor(
        async () => (await localDocs(device!, 'materi')).some((m) => m.id === later.id),
        10_000,
        'pulled once started',
      )
      // Starting again does nothing more.
      await device.session.engine.start()
      await server.admin.collection('materi').delete(later.id)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('an offline completion is pushed after reconnect, graded by the server, stored once however often pushed', async () => {
    const s = await newStudent()
    device = await openDevice(server.url, s.email, s.password)
    await device.session.engine.awaitInSync()
    setOffline(device, true)
    await completeMateri(
      { materi_id: tree.pretest.id, answers: { [tree.soal.id]: 'b' } },
      device.session,
    )
    await completeMateri(
      { materi_id: tree.pretest.id, answers: { [tree.soal.id]: 'a' } },
      device.session,
    )
    await waitFor(
      async () => (await device!.session.engine.countPending()) === 1,
      5000,
      'one pending change',
    )
    // logout while offline: nothing can be pushed, the count is reported for the warning
    expect(await device.session.engine.pushPending(500)).toBe(1)
    expect(await serverProgress(s.record.id)).toHaveLength(0)
    setOffline(device, false)
    await waitFor(
      async () => (await serverProgress(s.record.id)).length === 1,
      15_000,
      'pushed after reconnect',
    )
    await device.session.engine.awaitInSync()
    // pushed again (another tab, a retry): still one row
    const local = (await localDocs(device, 'progress'))[0]
    for (let i = 0; i < 3; i++)
      await push(server.url, device.pb.authStore.token, {
        collection: 'progress',
        rows: [{ newDocumentState: { ...local, id: '' } }],
      })
    const rows = await serverProgress(s.record.id)
    expect(rows).toHaveLength(1)
    expect(rows[0].skor).toBe(100)
    expect(await device.session.engine.pushPending()).toBe(0)
  })

  it('a forged local score is regraded by the server and the device adopts it', async () => {
    const s = await newStudent()
    device = await openDevice(server.url, s.email, s.password)
    await device.session.engine.awaitInSync()
    await device.session.db.progress.insert({
      id: '',
      created: '',
      updated: '',
      user_id: s.record.id,
      materi_id: tree.pretest.id,
      status: 'complete',
      skor: 100,
      answers: { [tree.soal.id]: 'd' },
      completed_at: new Date().toISOString().replace('T', ' '),
    })
    await waitFor(
      async () => (await localDocs(device!, 'progress'))[0]?.skor === 0,
      15_000,
      'regraded score adopted',
    )
    expect((await serverProgress(s.record.id))[0].skor).toBe(0)
  })

  it('a rejected change is shown once and not retried', async () => {
    const s = await createUser(server, { role: 'subscriber' })
    device = await openDevice(server.url, s.email, s.password)
    await device.session.engine.awaitInSync()
    useSyncStateStore.setState({ rejections: [] })
    await completeMateri({ materi_id: tree.pretest.id }, device.session)
    await waitFor(() => useSyncStateStore.getState().rejections.length === 1, 10_000, 'rejection')
    expect(useSyncStateStore.getState().rejections[0]).toMatchObject({
      materi_id: tree.pretest.id,
      reason: 'Tidak memiliki langganan untuk materi ini',
    })
    await waitFor(
      async () => (await localDocs(device!, 'progress')).length === 0,
      10_000,
      'rejected change dropped',
    )
    expect(await device.session.engine.countPending()).toBe(0)
  })

  it('an expired token keeps the database and resumes when the same user signs in again', async () => {
    const s = await newStudent()
    const dbName = `expired_${s.record.id}`
    device = await openDevice(server.url, s.email, s.password, { dbName })
    await device.session.engine.awaitInSync()
    // an expired JWT of the same user
    const model = device.pb.authStore.model
    const payload = Buffer.from(
      JSON.stringify({
        id: s.record.id,
        type: 'authRecord',
        exp: Math.floor(Date.now() / 1000) - 60,
      }),
    ).toString('base64url')
    device.pb.authStore.save(`eyJhbGciOiJIUzI1NiJ9.${payload}.x`, model)
    await completeMateri({ materi_id: tree.lesson.id }, device.session)
    await saveReview(
      {
        materi_id: tree.pretest.id,
        rating: 5,
        student_role: 'Mahasiswa S2',
        review_text: 'Mantap',
      },
      device.session,
    )
    device.session.engine.resync()
    await waitFor(() => useSyncStateStore.getState().needsReauth, 10_000, 'needsReauth')
    expect(await device.session.engine.countPending()).toBe(2)
    // close and reopen the same database (a reload), then sign in again
    await device.close()
    device = await openDevice(server.url, s.email, s.password, { dbName })
    expect(await device.session.engine.countPending()).toBe(2)
    await device.session.engine.awaitInSync()
    await waitFor(
      async () => (await serverProgress(s.record.id)).length === 1,
      15_000,
      'progress pushed after sign-in',
    )
    const reviews = await server.admin
      .collection('reviews')
      .getFullList({ filter: `user_id = "${s.record.id}"` })
    expect(reviews).toHaveLength(1)
    expect(reviews[0].review_text).toBe('Mantap')
  })
})

describe('50 seeded random runs against the real server', () => {
  it('device and server end equal', async () => {
    const s = await newStudent()
    const post = await createMateri(server, tree.kelas.id, {
      type: 'posttest',
      judul: 'Post Test',
      order: 9,
    })
    const q2 = await createSoal(server, post.id, { jawaban_benar: 'c' })
    const materi = [tree.pretest.id, post.id, tree.lesson.id]
    const questions: Record<string, string[]> = {
      [tree.pretest.id]: [tree.soal.id],
      [post.id]: [q2.id],
      [tree.lesson.id]: [],
    }
    const choices: Choice[] = ['a', 'b', 'c', 'd']
    device = await openDevice(server.url, s.email, s.password)
    await device.session.engine.awaitInSync()
    const other = s.client // a second device of the same student, pushing through the route
    for (let seed = 1; seed <= 50; seed++) {
      const rand = rng(seed)
      const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]
      for (let step = 0; step < 4; step++) {
        const r = rand()
        if (r < 0.2) setOffline(device, rand() < 0.6)
        else if (r < 0.55) {
          const m = pick(materi)
          await completeMateri(
            {
              materi_id: m,
              answers: Object.fromEntries(questions[m].map((q) => [q, pick(choices)])),
            },
            device.session,
          )
        } else if (r < 0.7)
          await saveReview(
            {
              materi_id: pick(materi),
              rating: 1 + Math.floor(rand() * 5),
              student_role: 'Mahasiswa S1',
              review_text: `Ulasan ${seed}.${step}`,
            },
            device.session,
          )
        else if (r < 0.85) {
          const m = pick(materi)
          await push(server.url, other.authStore.token, {
            collection: 'progress',
            rows: [
              {
                newDocumentState: {
                  materi_id: m,
                  answers: Object.fromEntries(questions[m].map((q) => [q, pick(choices)])),
                  completed_at: new Date(Date.now() - rand() * 3_600_000).toISOString(),
                },
              },
            ],
          })
        } else
          await server.admin
            .collection('soal')
            .update(pick([tree.soal.id, q2.id]), { jawaban_benar: pick(choices) })
      }
      setOffline(device, false)
      await device.session.engine.awaitInSync()
      await waitFor(
        async () => (await device!.session.engine.countPending()) === 0,
        10_000,
        `seed ${seed} pending`,
      )
      device.session.engine.resync()
      await device.session.engine.awaitInSync()
      const strip = (d: Record<string, unknown>) => ({
        id: d.id,
        materi_id: d.materi_id,
        skor: d.skor,
        answers: d.answers ?? {},
        completed_at: d.completed_at,
        rating: d.rating,
        review_text: d.review_text,
      })
      const remoteP = (await serverProgress(s.record.id)).map(strip)
      const remoteR = (
        await server.admin
          .collection('reviews')
          .getFullList({ filter: `user_id = "${s.record.id}"`, sort: 'materi_id' })
      ).map(strip)
      await waitFor(
        async () => {
          const localP = (await localDocs(device!, 'progress'))
            .sort((a, b) => String(a.materi_id).localeCompare(String(b.materi_id)))
            .map(strip)
          const localR = (await localDocs(device!, 'reviews'))
            .sort((a, b) => String(a.materi_id).localeCompare(String(b.materi_id)))
            .map(strip)
          return (
            JSON.stringify(localP) === JSON.stringify(remoteP) &&
            JSON.stringify(localR) === JSON.stringify(remoteR)
          )
        },
        10_000,
        `seed ${seed} converged`,
      )
    }
  }, 240_000)
})
