import { afterEach, describe, expect, it } from 'vitest'
import {
  collectPendingChanges,
  registerAfterSignOut,
  registerBeforeSignOut,
  runAfterSignOut,
} from './sign-out'

const cleanups: (() => void)[] = []
afterEach(() => {
  while (cleanups.length) cleanups.pop()!()
})

describe('sign-out registry', () => {
  it('sums what every handler leaves unsent', async () => {
    cleanups.push(registerBeforeSignOut(async () => 2))
    cleanups.push(registerBeforeSignOut(async () => 3))
    expect(await collectPendingChanges()).toEqual({ count: 5, uncertain: false })
  })
  it('reports 0 with no handlers and ignores bad numbers', async () => {
    expect(await collectPendingChanges()).toEqual({ count: 0, uncertain: false })
    cleanups.push(registerBeforeSignOut(async () => Number.NaN))
    cleanups.push(registerBeforeSignOut(async () => -4))
    expect(await collectPendingChanges()).toEqual({ count: 0, uncertain: false })
  })
  it('flags failures and timeouts as uncertain', async () => {
    cleanups.push(registerBeforeSignOut(async () => 1))
    cleanups.push(registerBeforeSignOut(() => Promise.reject(new Error('offline'))))
    expect(await collectPendingChanges()).toEqual({ count: 1, uncertain: true })
    cleanups.push(registerBeforeSignOut(() => new Promise<number>(() => {})))
    expect(await collectPendingChanges(20)).toEqual({ count: 1, uncertain: true })
  })
  it('unregisters', async () => {
    const off = registerBeforeSignOut(async () => 7)
    off()
    expect((await collectPendingChanges()).count).toBe(0)
  })
  it('runs after-sign-out handlers with the user id, even when one fails', async () => {
    const seen: string[] = []
    cleanups.push(registerAfterSignOut(() => Promise.reject(new Error('x'))))
    cleanups.push(registerAfterSignOut((id) => void seen.push(id)))
    await runAfterSignOut('u1')
    expect(seen).toEqual(['u1'])
  })
})
