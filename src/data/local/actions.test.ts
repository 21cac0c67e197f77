// completeMateri's write-ahead journal against a real local database (RxDB on Dexie over
// fake-indexeddb): an attempt whose database write never committed (the tab closed) is written
// when the user's database opens next; one that was written changes nothing.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import PocketBase from 'pocketbase'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initialSessionState, useSession } from '@/data/auth/session-store'
import type { UserRecord } from '@/data/types'
import { completeMateri } from './actions'
import {
  journalKey,
  readPendingCompletions,
  recordPendingCompletion,
  type JournalStorage,
} from './completion-journal'
import { openLocalData } from './engine'
import { toPbDate } from './logic'
import { SPECS, type CollectionSpec } from './schemas'
import { useLocalSessionStore, type LocalSession } from './session'
import { resetSyncState } from './sync-state'

const T1 = Date.UTC(2026, 0, 10, 8, 0, 0)
const T2 = T1 + 3_600_000
const idb = new IDBFactory()
let dbName = ''
let counter = 0
let stored: Map<string, string>
const opened: LocalSession[] = []

const local: JournalStorage = {
  getItem: (k) => stored.get(k) ?? null,
  setItem: (k, v) => void stored.set(k, v),
  removeItem: (k) => void stored.delete(k),
}

/** The user's database opened as the app opens it (replication deferred: nothing is pushed). */
async function open(): Promise<LocalSession> {
  const session = await openLocalData({
    pb: new PocketBase('http://127.0.0.1:9'),
    userId: 'u1',
    storage: getRxStorageDexie({ indexedDB: idb, IDBKeyRange }),
    dbName,
    validate: true,
    multiInstance: false,
    leaderElection: false,
    live: false,
    deferReplication: true,
    fetch: () => Promise.reject(new TypeError('offline')),
  })
  opened.push(session)
  return session
}

async function close(session: LocalSession): Promise<void> {
  opened.splice(opened.indexOf(session), 1)
  await session.engine.close()
}

function blank(spec: CollectionSpec, over: Record<string, unknown>): Record<string, unknown> {
  const values = Object.entries(spec.fields).map(([f, t]) => [
    f,
    t === 'number' ? 0 : t === 'boolean' ? false : t === 'object' ? {} : '',
  ])
  return { ...Object.fromEntries(values), ...over }
}

/** A pre-test m1 with four questions (answers a, b, c, d). */
async function seed(session: LocalSession): Promise<void> {
  await session.db.materi.insert(
    blank(SPECS.materi, { id: 'm1', kelas_id: 'k1', paket_id: 'p1', type: 'pretest' }) as never,
  )
  await session.db.soal.bulkInsert(
    (['a', 'b', 'c', 'd'] as const).map(
      (c, i) =>
        blank(SPECS.soal, {
          id: `q${i + 1}`,
          materi_id: 'm1',
          paket_id: 'p1',
          jawaban_benar: c,
        }) as never,
    ),
  )
}

const threeRight = { q1: 'a', q2: 'b', q3: 'c', q4: 'a' } as const

beforeEach(() => {
  dbName = `t_journal_${process.pid}_${++counter}`
  stored = new Map([['pendamping-sync:u1:first-sync', '1']])
  vi.stubGlobal('localStorage', local)
  vi.useFakeTimers({ toFake: ['Date'], now: T1 })
  resetSyncState()
})

afterEach(async () => {
  for (const s of [...opened]) await close(s)
  useLocalSessionStore.setState({ session: null, status: 'idle', error: null, hasData: false })
  useSession.setState({ ...initialSessionState })
  vi.useRealTimers()
  vi.unstubAllGlobals()
  resetSyncState()
})

describe('completeMateri: the write-ahead journal', () => {
  it('an attempt journalled but never written (the tab closed) is written when the database opens, with its time and grade', async () => {
    const first = await open()
    await seed(first)
    await close(first)

    // The database is opening (a cold start) and the student submits: the write waits for it.
    useSession.setState({ user: { id: 'u1' } as UserRecord })
    useLocalSessionStore.setState({ status: 'opening' })
    const submitted = completeMateri({ materi_id: 'm1', answers: threeRight })
    // Journalled before any await, under the signed-in user.
    expect(readPendingCompletions('u1', local)).toEqual([
      { user_id: 'u1', materi_id: 'm1', answers: threeRight, completed_at: toPbDate(T1) },
    ])
    // ...and the tab closes: that write never happens. The next open, an hour later, replays it.
    vi.setSystemTime(T2)
    const reopened = await open()
    const doc = await reopened.db.progress.findOne('m1').exec()
    expect(doc?.toJSON()).toMatchObject({
      materi_id: 'm1',
      user_id: 'u1',
      status: 'complete',
      skor: 75,
      answers: threeRight,
      completed_at: toPbDate(T1),
    })
    expect(stored.has(journalKey('u1'))).toBe(false)

    // (The stalled call of the closed tab: made to fail here, it leaves nothing behind.)
    useLocalSessionStore.setState({ status: 'idle' })
    await expect(submitted).rejects.toThrow('Data belum siap')
    expect(stored.has(journalKey('u1'))).toBe(false)
  })

  it('replaying an attempt that was written changes nothing; another user’s entries stay', async () => {
    const session = await open()
    await seed(session)
    await completeMateri({ materi_id: 'm1', answers: threeRight }, session)
    // Written: the journal is empty again.
    expect(stored.has(journalKey('u1'))).toBe(false)
    const before = (await session.db.progress.findOne('m1').exec())!.toJSON(true)
    expect(before).toMatchObject({ skor: 75, completed_at: toPbDate(T1) })
    await close(session)

    // The tab closed after the write committed but before the entry was removed.
    recordPendingCompletion(
      { user_id: 'u1', materi_id: 'm1', answers: threeRight, completed_at: toPbDate(T1) },
      local,
    )
    const theirs = { user_id: 'u2', materi_id: 'm1', answers: {}, completed_at: toPbDate(T1) }
    recordPendingCompletion(theirs, local)
    vi.setSystemTime(T2)
    const reopened = await open()
    const after = (await reopened.db.progress.findOne('m1').exec())!.toJSON(true)
    // Same document, same revision: nothing was written (nor will anything be pushed again).
    expect(after).toEqual(before)
    expect(stored.has(journalKey('u1'))).toBe(false)
    expect(readPendingCompletions('u2', local)).toEqual([theirs])
  })

  it('a journalled better retake replaces the score and answers, keeping the first completion time', async () => {
    const session = await open()
    await seed(session)
    await completeMateri({ materi_id: 'm1', answers: { q1: 'a' } }, session)
    await close(session)
    const allRight = { q1: 'a', q2: 'b', q3: 'c', q4: 'd' } as const
    recordPendingCompletion(
      { user_id: 'u1', materi_id: 'm1', answers: allRight, completed_at: toPbDate(T2) },
      local,
    )
    const reopened = await open()
    expect((await reopened.db.progress.findOne('m1').exec())?.toJSON()).toMatchObject({
      skor: 100,
      answers: allRight,
      completed_at: toPbDate(T1),
    })
    expect(stored.has(journalKey('u1'))).toBe(false)
  })
})
