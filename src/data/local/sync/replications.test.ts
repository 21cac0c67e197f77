import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { afterEach, describe, expect, it } from 'vitest'
import { SPECS } from '../schemas'
import type { LocalDatabase } from '../session'
import { createLocalDatabase, LocalStore } from './database'
import type { Checkpoint, Doc } from './pull'
import { Replications } from './replications'

let db: LocalDatabase | null = null
afterEach(async () => {
  await db?.close()
  db = null
})

const kelas = (n: number): Doc => ({
  ...Object.fromEntries(
    Object.entries(SPECS.kelas.fields).map(([f, t]) => [
      f,
      t === 'number' ? 0 : t === 'boolean' ? false : '',
    ]),
  ),
  id: `k${n}`,
  updated: `2025-01-01 00:00:0${n}.000Z`,
  judul: `Kelas ${n}`,
  _deleted: false,
})

async function setup() {
  db = await createLocalDatabase({
    userId: 'u1',
    storage: getRxStorageMemory(),
    dbName: `r_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    multiInstance: false,
    validate: false,
  })
  const store = new LocalStore(db)
  const events = { errors: [] as unknown[], active: 0 }
  const reps = new Replications({
    onError: (e) => events.errors.push(e),
    onActive: () => events.active++,
  })
  return { store, reps, events }
}

describe('Replications', () => {
  it('pulls with the handler batch after batch until a short one, writing the documents', async () => {
    const { store, reps, events } = await setup()
    const server = [1, 2, 3, 4, 5].map(kelas)
    const asked: Array<Checkpoint | undefined> = []
    const rep = reps.start('kelas', {
      collection: store.coll('kelas'),
      identifier: 'kelas-test',
      batchSize: 2,
      retryTime: 50,
      async pull(cp) {
        asked.push(cp)
        const from = cp ? server.findIndex((d) => d.id === cp.id) + 1 : 0
        const documents = server.slice(from, from + 2)
        const last = documents.at(-1)
        return {
          documents,
          checkpoint: last
            ? { u: String(last.updated), id: String(last.id), tu: '', tid: '' }
            : cp!,
        }
      },
    })
    await rep.awaitInSync()
    expect((await store.docs('kelas')).map((d) => d.id).sort()).toEqual([
      'k1',
      'k2',
      'k3',
      'k4',
      'k5',
    ])
    expect(asked.map((c) => c?.id)).toEqual([undefined, 'k2', 'k4'])
    expect(events.errors).toEqual([])
    expect(events.active).toBeGreaterThan(0)
    expect(reps.has('kelas')).toBe(true)
    expect(reps.pulling()).toBe(false)
  })

  it('cancel removes the replication; settle resolves for cancelled ones; unknown ones assume nothing', async () => {
    const { store, reps } = await setup()
    reps.start('materi', {
      collection: store.coll('materi'),
      identifier: 'materi-test',
      batchSize: 10,
      retryTime: 50,
      pull: () => new Promise(() => undefined), // never answers
    })
    const all = reps.all()
    // A replication waited on that is cancelled meanwhile ends the wait (a scope change does that).
    const settled = Replications.settle(all)
    await reps.cancel('materi')
    expect(reps.has('materi')).toBe(false)
    await settled
    expect(all[0].isStopped()).toBe(true)
    expect(await reps.assumed('progress', ['m1'])).toEqual({})
  })

  it('pushes local writes through the push handler and knows what the server was assumed to hold', async () => {
    const { store, reps } = await setup()
    const pushed: unknown[] = []
    const rep = reps.start('progress', {
      collection: store.coll('progress'),
      identifier: 'progress-test',
      batchSize: 10,
      retryTime: 50,
      pull: async (cp) => ({ documents: [], checkpoint: cp ?? { u: '', id: '', tu: '', tid: '' } }),
      push: async (rows) => {
        pushed.push(...rows)
        return []
      },
    })
    await rep.awaitInSync()
    const doc = {
      id: '',
      created: '',
      updated: '',
      user_id: 'u1',
      materi_id: 'm1',
      status: 'complete',
      skor: 90,
      answers: {},
      completed_at: '',
    }
    await store.coll('progress').insert(doc)
    await rep.awaitInSync()
    expect(pushed).toEqual([
      expect.objectContaining({
        newDocumentState: expect.objectContaining({ materi_id: 'm1', skor: 90 }),
      }),
    ])
    const assumed = await reps.assumed('progress', ['m1'])
    expect(assumed.m1.docData).toMatchObject({ materi_id: 'm1', skor: 90 })
  })
})
