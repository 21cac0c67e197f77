import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import {
  noteQueryStarted,
  openedSession,
  registerUserDataCleanup,
  runUserDataCleanups,
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

describe('user data clean-ups (run on an explicit sign-out after the database closed)', () => {
  it('runs each registered clean-up for the user, in order, until unregistered', async () => {
    const calls: string[] = []
    const offA = registerUserDataCleanup(async (userId) => {
      await Promise.resolve()
      calls.push(`a:${userId}`)
    })
    const offB = registerUserDataCleanup((userId) => void calls.push(`b:${userId}`))
    await runUserDataCleanups('u1')
    expect(calls).toEqual(['a:u1', 'b:u1'])
    offA()
    await runUserDataCleanups('u2')
    expect(calls).toEqual(['a:u1', 'b:u1', 'b:u2'])
    offB()
    await runUserDataCleanups('u3')
    expect(calls).toHaveLength(3)
  })

  it('a failing clean-up is logged and does not stop the next', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const after = vi.fn()
    const offA = registerUserDataCleanup(async () => Promise.reject(new Error('cache rusak')))
    const offB = registerUserDataCleanup(after)
    await runUserDataCleanups('u1')
    expect(after).toHaveBeenCalledWith('u1')
    expect(logged).toHaveBeenCalledTimes(1)
    offA()
    offB()
    logged.mockRestore()
  })
})
