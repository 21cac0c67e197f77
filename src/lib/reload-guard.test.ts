import { afterEach, describe, expect, it, vi } from 'vitest'
import { canReloadNow, holdReload, reloadHoldReasons, subscribeReloadGuard } from './reload-guard'

describe('reload guard', () => {
  const releases: (() => void)[] = []
  afterEach(() => {
    releases.splice(0).forEach((r) => r())
  })

  it('allows reloads when nothing holds them', () => {
    expect(canReloadNow()).toBe(true)
    expect(reloadHoldReasons()).toEqual([])
  })

  it('a hold blocks reloads until released', () => {
    const release = holdReload('pre-test')
    releases.push(release)
    expect(canReloadNow()).toBe(false)
    expect(reloadHoldReasons()).toEqual(['pre-test'])
    release()
    expect(canReloadNow()).toBe(true)
  })

  it('holds are counted separately; a second release call does nothing', () => {
    const a = holdReload('test')
    const b = holdReload('test')
    releases.push(a, b)
    a()
    a()
    expect(canReloadNow()).toBe(false)
    expect(reloadHoldReasons()).toEqual(['test'])
    b()
    expect(canReloadNow()).toBe(true)
  })

  it('notifies subscribers on every change until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeReloadGuard(listener)
    const release = holdReload('x')
    releases.push(release)
    expect(listener).toHaveBeenCalledTimes(1)
    release()
    expect(listener).toHaveBeenCalledTimes(2)
    release()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
    releases.push(holdReload('y'))
    expect(listener).toHaveBeenCalledTimes(2)
  })
})
