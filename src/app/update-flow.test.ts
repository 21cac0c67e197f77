import { describe, expect, it, vi } from 'vitest'
import type { AppUpdate } from '@/lib/app-update'
import { startUpdateFlow, type UpdateSource } from './update-flow'

function fakeWorkbox() {
  const listeners = new Map<string, ((e: { isUpdate?: boolean }) => void)[]>()
  const source: UpdateSource & { fire: (type: string, e?: { isUpdate?: boolean }) => void } = {
    addEventListener: (type, listener) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    fire: (type, e = {}) => listeners.get(type)?.forEach((l) => l(e)),
  }
  return source
}

function setup(canReload = () => true) {
  const wb = fakeWorkbox()
  const offers: (AppUpdate | null)[] = []
  const reload = vi.fn()
  startUpdateFlow(wb, { offer: (u) => offers.push(u), canReload, reload })
  return { wb, offers, reload }
}

describe('update flow', () => {
  it('offers nothing until a worker waits', () => {
    const { offers } = setup()
    expect(offers).toEqual([])
  })

  it('applying a waiting update skips waiting, then reloads once the new worker controls', () => {
    const { wb, offers, reload } = setup()
    wb.fire('waiting')
    expect(offers).toHaveLength(1)
    expect(offers[0]!.apply()).toBe(true)
    expect(wb.messageSkipWaiting).toHaveBeenCalledTimes(1)
    expect(reload).not.toHaveBeenCalled()
    wb.fire('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does nothing while reloads are held', () => {
    let held = true
    const { wb, offers, reload } = setup(() => !held)
    wb.fire('waiting')
    expect(offers[0]!.apply()).toBe(false)
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
    held = false
    expect(offers[0]!.apply()).toBe(true)
    wb.fire('controlling', { isUpdate: true })
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('a worker activated from another tab offers a guarded plain reload, never reloads by itself', () => {
    let held = true
    const { wb, offers, reload } = setup(() => !held)
    wb.fire('controlling', { isUpdate: true })
    expect(reload).not.toHaveBeenCalled()
    expect(offers).toHaveLength(1)
    expect(offers[0]!.apply()).toBe(false)
    held = false
    expect(offers[0]!.apply()).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
    expect(wb.messageSkipWaiting).not.toHaveBeenCalled()
  })

  it('the first install taking control is no update', () => {
    const { wb, offers, reload } = setup()
    wb.fire('controlling', { isUpdate: false })
    expect(offers).toEqual([])
    expect(reload).not.toHaveBeenCalled()
  })
})
