// The sync engine's cheap resync (sync/probe.ts) against a real PocketBase: a trigger that names
// no collection asks POST /api/sync/changes once and pulls only what changed; nothing is missed.
import 'fake-indexeddb/auto'
import PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
import { waitFor } from '../../support/sync-helpers'
import { openLocalData } from '../../../src/data/local/engine'
import type { LocalSession } from '../../../src/data/local/session'
import type { ResyncRequest } from '../../../src/data/local/sync/triggers'

let server: TestServer
let tree: ContentTree
let student: TestUser
let session: LocalSession
const requests: string[] = []
/** Runs before a request is answered (to change the server in between). */
let beforeAnswer: ((path: string) => Promise<void>) | null = null
/** The collections the last probe reported as changed (read from its answer), once it answered. */
let probeAnswer: Promise<string[]> | null = null

const countingFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = new URL(String(input))
  requests.push(url.pathname)
  const res = await fetch(input, init)
  if (beforeAnswer) await beforeAnswer(url.pathname)
  if (url.pathname === '/api/sync/changes') {
    probeAnswer = res
      .clone()
      .json()
      .then((body: { changed?: string[] }) => body.changed ?? [])
  }
  return res
}) as typeof fetch

beforeAll(async () => {
  server = await startTestServer()
  tree = await createContentTree(server)
  student = await createUser(server, { role: 'subscriber', full_name: 'Sari' })
  await subscribe(server, student.record.id, tree.paket.id)
  const pb = new PocketBase(server.url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(student.email, student.password)
  session = await openLocalData({
    pb,
    userId: student.record.id,
    dbName: `probe_${process.pid}`,
    validate: true,
    live: false,
    retryTime: 300,
    fetch: countingFetch,
  })
  await session.engine.awaitFirstSync()
  await session.engine.awaitInSync()
}, 60_000)

afterAll(async () => {
  await session?.engine.close()
  await server?.stop()
})

const focus: ResyncRequest = { probe: true, collections: [] }

/**
 * Resync for `request` and wait until it is done: the probe answered (when the request probes),
 * every collection it names or the probe reported has started its pull, and the engine is in sync
 * again (which waits for running pulls and scope restarts). Returns the request paths.
 */
async function resync(request = focus): Promise<string[]> {
  requests.length = 0
  probeAnswer = null
  session.engine.resync(request)
  const pulls = new Set<string>(request.collections)
  if (request.probe) {
    const answer = await waitFor(() => probeAnswer, 10_000, 'the probe answer')
    for (const name of await answer) pulls.add(name)
  }
  await waitFor(
    () => [...pulls].every((name) => requests.includes(`/api/collections/${name}/records`)),
    10_000,
    `pulls of ${[...pulls].join(', ')}`,
  )
  await session.engine.awaitInSync()
  return [...requests]
}

const has = async (coll: 'soal' | 'materi' | 'kelas' | 'subscribers', id: string) =>
  !!(await session.db[coll].findOne(id).exec())

describe('cheap resync', () => {
  it('nothing new: one request (the probe), no pull', async () => {
    expect(await resync()).toEqual(['/api/sync/changes'])
  })

  it('a new question: the probe, then the soal records and tombstones only', async () => {
    const soal = await createSoal(server, tree.pretest.id, { pertanyaan: 'Baru' })
    const paths = await resync()
    expect(paths.sort()).toEqual([
      '/api/collections/soal/records',
      '/api/collections/tombstones/records',
      '/api/sync/changes',
    ])
    expect(await has('soal', soal.id)).toBe(true)
    expect(await resync()).toEqual(['/api/sync/changes'])
  })

  it('a deleted question leaves the device through its tombstone', async () => {
    const soal = await createSoal(server, tree.pretest.id, { pertanyaan: 'Dihapus' })
    await resync()
    expect(await has('soal', soal.id)).toBe(true)
    await server.admin.collection('soal').delete(soal.id)
    const paths = await resync()
    expect(paths).toContain('/api/collections/tombstones/records')
    expect(await has('soal', soal.id)).toBe(false)
  })

  it('a realtime event pulls its collection without the probe', async () => {
    const materi = await createMateri(server, tree.kelas.id, {
      type: 'lesson',
      judul: 'Realtime',
      order: 7,
    })
    const paths = await resync({ probe: false, collections: ['materi'] })
    expect(paths.sort()).toEqual([
      '/api/collections/materi/records',
      '/api/collections/tombstones/records',
    ])
    expect(await has('materi', materi.id)).toBe(true)
  })

  it('a change landing between the probe and the pull is not missed: the next probe reports it', async () => {
    const first = await createSoal(server, tree.pretest.id, { pertanyaan: 'Sebelum' })
    const late = { id: '' }
    beforeAnswer = async (path) => {
      if (path !== '/api/sync/changes' || late.id) return
      late.id = (
        await createMateri(server, tree.kelas.id, { type: 'lesson', judul: 'Terlambat', order: 8 })
      ).id
    }
    const paths = await resync()
    beforeAnswer = null
    expect(paths).not.toContain('/api/collections/materi/records')
    expect(await has('soal', first.id)).toBe(true)
    const next = await resync()
    expect(next).toContain('/api/collections/materi/records')
    expect(await has('materi', late.id)).toBe(true)
  })

  it('a suspended subscription: the probe reports subscribers and the content leaves the device', async () => {
    const subs = await server.admin
      .collection('subscribers')
      .getFullList({ filter: `user_id = "${student.record.id}"` })
    await server.admin.collection('subscribers').update(subs[0]!.id, { status: 'suspended' })
    const paths = await resync()
    expect(paths).toContain('/api/collections/subscribers/records')
    await waitFor(async () => !(await has('soal', tree.soal.id)), 10_000, 'content removed')
    expect(await has('kelas', tree.kelas.id)).toBe(true)
  })
})
