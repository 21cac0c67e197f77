import { getRxStorageMemory } from 'rxdb/plugins/storage-memory'
import { afterEach, describe, expect, it } from 'vitest'
import { COLLECTION_NAMES, SPECS, type CollectionSpec } from '../schemas'
import type { LocalDatabase } from '../session'
import { createLocalDatabase, databaseNameFor, LocalStore, migrationStrategiesOf } from './database'

let db: LocalDatabase | null = null
afterEach(async () => {
  await db?.close()
  db = null
})

/** A fresh database of user u1 in memory (no IndexedDB, no other tabs). */
const memoryDatabase = () =>
  createLocalDatabase({
    userId: 'u1',
    storage: getRxStorageMemory(),
    dbName: `t_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    multiInstance: false,
    validate: false,
  })

const materi = (id: string, paket: string) => ({
  ...Object.fromEntries(
    Object.entries(SPECS.materi.fields as Record<string, string>).map(([f, t]) => [
      f,
      t === 'number' ? 0 : t === 'boolean' ? false : t === 'object' ? {} : '',
    ]),
  ),
  id,
  paket_id: paket,
})

describe('local database', () => {
  it('one database name per user, in the characters RxDB accepts', () => {
    expect(databaseNameFor('AbC123xyz')).toBe('ps_abc123xyz')
    expect(databaseNameFor('a.b-c')).toBe('ps_a_b_c')
  })

  it('a new schema version keeps progress and reviews (with defaults) and drops content to pull it again', () => {
    const progress: CollectionSpec = { ...SPECS.progress, version: 2 }
    const kept = migrationStrategiesOf(progress)
    expect(Object.keys(kept)).toEqual(['1', '2'])
    expect(kept[2]({ materi_id: 'm1', skor: 70, _deleted: false })).toMatchObject({
      materi_id: 'm1',
      skor: 70,
      answers: {},
      status: '',
      _deleted: false,
    })
    const dropped = migrationStrategiesOf({ ...SPECS.materi, version: 1 })
    expect(dropped[1]({ id: 'x' })).toBeNull()
    expect(migrationStrategiesOf(SPECS.kelas)).toEqual({})
  })

  it('opens the nine collections; finds documents by id and removes content outside the allowed packages', async () => {
    db = await memoryDatabase()
    expect(Object.keys(db.collections).sort()).toEqual([...COLLECTION_NAMES].sort())
    const store = new LocalStore(db)
    await store
      .coll('materi')
      .bulkInsert([materi('m1', 'p1'), materi('m2', 'p2'), materi('m3', 'p3')])
    expect([...(await store.byId('materi', ['m1', 'm3', 'm9'])).keys()].sort()).toEqual([
      'm1',
      'm3',
    ])
    await store.removeOutside(['materi', 'soal'], new Set(['p2']))
    expect((await store.docs('materi')).map((d) => d.id)).toEqual(['m2'])
  })

  it('whenStored waits for a pulled page to be written, and gives up quietly when the database closes', async () => {
    db = await memoryDatabase()
    const store = new LocalStore(db)
    const page = [
      { ...materi('m1', 'p1'), _deleted: false },
      { ...materi('m2', 'p1'), _deleted: true },
    ] as never[]
    let stored = false
    const waiting = store.whenStored('materi', page, 5_000).then(() => (stored = true))
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(stored).toBe(false)
    // RxDB writes the page after the pull handler returned it.
    await store.coll('materi').insert(materi('m1', 'p1'))
    await waiting
    expect(stored).toBe(true)

    // A page whose write never comes: the database closes (sign-out) and the wait ends without error.
    const never = store.whenStored(
      'materi',
      [{ ...materi('m7', 'p1'), _deleted: false }] as never[],
      5_000,
    )
    await db.close()
    db = null
    await expect(never).resolves.toBeUndefined()
  })
})
