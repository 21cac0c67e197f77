import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { resetSyncState, useSyncStateStore } from '../sync-state'
import { FirstSync, firstSyncUnfinished, forgetFirstSync } from './first-sync'

let stored: Map<string, string>
beforeEach(() => {
  stored = new Map()
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => stored.get(k) ?? null,
    setItem: (k: string, v: string) => void stored.set(k, v),
    removeItem: (k: string) => void stored.delete(k),
  })
  resetSyncState()
})
afterEach(() => {
  vi.unstubAllGlobals()
  resetSyncState()
})

describe('FirstSync', () => {
  it('marks a first sync that began and did not complete, so its partial data is not taken as synced', () => {
    expect(firstSyncUnfinished('u1')).toBe(false)
    const first = new FirstSync('u1', 2)
    first.begin()
    first.caughtUp('subscribers')
    // A reload now: the subscriptions are stored, the classes are not.
    expect(firstSyncUnfinished('u1')).toBe(true)
    const again = new FirstSync('u1', 2)
    again.begin()
    expect(firstSyncUnfinished('u1')).toBe(true)
    again.caughtUp('subscribers')
    again.caughtUp('kelas')
    expect(firstSyncUnfinished('u1')).toBe(false)
    // Completed: a later start leaves the flag as it is.
    new FirstSync('u1', 2).begin()
    expect(stored.get('pendamping-sync:u1:first-sync')).toBe('1')
    expect(firstSyncUnfinished('u2')).toBe(false)
  })

  it('forgets the flag with the database (sign-out): the next sign-in syncs anew', () => {
    const first = new FirstSync('u1', 1)
    first.begin()
    first.caughtUp('kelas')
    forgetFirstSync('u1')
    new FirstSync('u1', 1).begin()
    expect(useSyncStateStore.getState().firstSyncDone).toBe(false)
  })

  it('reports progress per collection and completes once every collection caught up, remembering it', async () => {
    const first = new FirstSync('u1', 3)
    first.begin()
    let done = false
    void first.done.then(() => (done = true))
    first.caughtUp('kelas')
    first.caughtUp('kelas')
    expect(useSyncStateStore.getState().firstSyncProgress).toBeCloseTo(1 / 3)
    first.caughtUp('materi')
    await Promise.resolve()
    expect(done).toBe(false)
    expect(useSyncStateStore.getState()).toMatchObject({ firstSyncDone: false, lastSyncedAt: null })
    first.caughtUp('soal')
    await first.done
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncDone: true,
      firstSyncProgress: 1,
    })
    expect(useSyncStateStore.getState().lastSyncedAt).not.toBeNull()
    expect(stored.get('pendamping-sync:u1:first-sync')).toBe('1')

    // A later session of the same user starts done; another user does not.
    const again = new FirstSync('u1', 3)
    again.begin()
    await again.done
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncDone: true,
      firstSyncProgress: 1,
    })
    new FirstSync('u2', 3).begin()
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncDone: false,
      firstSyncProgress: 0,
    })
  })

  it('a collection restarted from zero counts again', () => {
    const first = new FirstSync('u1', 2)
    first.begin()
    first.caughtUp('a')
    first.forget('a')
    first.caughtUp('b')
    expect(useSyncStateStore.getState().firstSyncDone).toBe(false)
    first.caughtUp('a')
    expect(useSyncStateStore.getState().firstSyncDone).toBe(true)
  })
})

describe('FirstSync progress in documents', () => {
  it('counts documents against the total and reaches 1 only when every collection caught up', () => {
    const first = new FirstSync('u1', 2)
    first.begin()
    first.addDocuments(250)
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncDocuments: 250,
      firstSyncTotal: null,
      firstSyncProgress: 0,
    })
    first.setTotal(1000)
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncTotal: 1000,
      firstSyncProgress: 0.25,
    })
    first.addDocuments(800) // more than the count (a restart): held below 1
    expect(useSyncStateStore.getState().firstSyncProgress).toBe(0.99)
    first.caughtUp('a')
    first.caughtUp('b')
    expect(useSyncStateStore.getState()).toMatchObject({
      firstSyncDone: true,
      firstSyncProgress: 1,
      firstSyncDocuments: 1000,
    })
  })
})
