import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  noteQueryStarted,
  openedSession,
  useLocalSessionStore,
  whenQueriesSettle,
  type LocalSession,
} from './session'

const fakeSession = { userId: 'u1', userName: 'Siti' } as unknown as LocalSession

let clock = Date.UTC(2026, 0, 1)
beforeEach(() => {
  // Each test on a later clock (the query tracker keeps the time of its last change).
  clock += 3_600_000
  vi.useFakeTimers({ now: clock })
  useLocalSessionStore.setState({ session: null, status: 'idle', error: null, hasData: false })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('openedSession (a write issued while the database opens waits for it)', () => {
  it('returns the open session at once', async () => {
    useLocalSessionStore.setState({ session: fakeSession, status: 'open' })
    await expect(openedSession()).resolves.toBe(fakeSession)
  })

  it('waits while the database opens', async () => {
    useLocalSessionStore.setState({ status: 'opening' })
    const waiting = openedSession(5000)
    await vi.advanceTimersByTimeAsync(300)
    useLocalSessionStore.setState({ session: fakeSession, status: 'open' })
    await expect(waiting).resolves.toBe(fakeSession)
  })

  it('refuses when nothing is open or opening, when opening fails or takes too long', async () => {
    await expect(openedSession()).rejects.toThrow('Data belum siap')
    useLocalSessionStore.setState({ status: 'opening' })
    const failing = openedSession(5000)
    useLocalSessionStore.setState({ status: 'error', error: 'x' })
    await expect(failing).rejects.toThrow('Data belum siap')
    useLocalSessionStore.setState({ status: 'opening' })
    const slow = openedSession(5000)
    const result = expect(slow).rejects.toThrow('Data belum siap')
    await vi.advanceTimersByTimeAsync(5001)
    await result
  })
})

describe('whenQueriesSettle (replication starts after the first screen queried)', () => {
  it('waits for the queries, including ones started after an earlier one answered', async () => {
    let settled = false
    const first = noteQueryStarted()
    void whenQueriesSettle(100, 3000).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(150)
    expect(settled).toBe(false)
    first()
    await vi.advanceTimersByTimeAsync(50)
    // A dependent query starts once the first answered.
    const second = noteQueryStarted()
    await vi.advanceTimersByTimeAsync(200)
    expect(settled).toBe(false)
    second()
    second()
    await vi.advanceTimersByTimeAsync(90)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(40)
    expect(settled).toBe(true)
  })

  it('resolves after the quiet time when nothing queries, and at the latest after maxMs', async () => {
    let idle = false
    void whenQueriesSettle(100, 3000).then(() => (idle = true))
    await vi.advanceTimersByTimeAsync(99)
    expect(idle).toBe(false)
    await vi.advanceTimersByTimeAsync(30)
    expect(idle).toBe(true)

    const stuck = noteQueryStarted()
    let capped = false
    void whenQueriesSettle(100, 3000).then(() => (capped = true))
    await vi.advanceTimersByTimeAsync(2990)
    expect(capped).toBe(false)
    await vi.advanceTimersByTimeAsync(40)
    expect(capped).toBe(true)
    stuck()
  })
})
