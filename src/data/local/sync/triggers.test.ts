import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  coalesce,
  eventCollection,
  startTriggers,
  type RealtimeSource,
  type ResyncRequest,
} from './triggers'

/** A PocketBase client whose realtime subscriptions can be fired by hand. */
function fakeRealtime() {
  const handlers = new Map<string, (event?: unknown) => void>()
  const unsubscribed: string[] = []
  const sub = (topic: string) => (_t: string, cb: (event?: unknown) => void) => {
    handlers.set(topic, cb)
    return Promise.resolve(async () => void unsubscribed.push(topic))
  }
  const pb: RealtimeSource = {
    realtime: { subscribe: (t, cb) => sub(t)(t, cb) },
    collection: (name) => ({ subscribe: sub(name) }),
  }
  return {
    pb,
    fire: (topic: string, event?: unknown) => handlers.get(topic)!(event),
    handlers,
    unsubscribed,
  }
}

function setup() {
  const rt = fakeRealtime()
  const win = new EventTarget()
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' })
  const calls = { resync: 0, tick: 0, online: [] as boolean[], requests: [] as ResyncRequest[] }
  const cleanups = startTriggers({
    pb: rt.pb,
    topics: ['kelas', 'materi', 'tombstones'],
    resync: (request) => {
      calls.resync++
      calls.requests.push(request)
    },
    setOnline: (v) => calls.online.push(v),
    tick: () => calls.tick++,
    win,
    doc,
  })
  return { ...rt, win, doc, calls, cleanups }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('coalesce', () => {
  it('runs once per burst, after the delay from the first call', () => {
    const fn = vi.fn()
    const c = coalesce(fn, 300)
    c.trigger()
    vi.advanceTimersByTime(200)
    c.trigger()
    c.trigger()
    expect(fn).not.toHaveBeenCalled()
    vi.advanceTimersByTime(100)
    expect(fn).toHaveBeenCalledTimes(1)
    c.trigger()
    vi.advanceTimersByTime(300)
    expect(fn).toHaveBeenCalledTimes(2)
    c.trigger()
    c.cancel()
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(2)
  })
})

describe('startTriggers', () => {
  it('subscribes to PB_CONNECT and every topic; a burst of events gives one resync', () => {
    const { handlers, fire, calls } = setup()
    expect([...handlers.keys()].sort()).toEqual(['PB_CONNECT', 'kelas', 'materi', 'tombstones'])
    for (let i = 0; i < 20; i++) fire(i % 2 ? 'kelas' : 'tombstones')
    fire('PB_CONNECT')
    expect(calls.resync).toBe(0)
    vi.advanceTimersByTime(300)
    expect(calls.resync).toBe(1)
    vi.advanceTimersByTime(5000)
    expect(calls.resync).toBe(1)
    fire('materi')
    vi.advanceTimersByTime(300)
    expect(calls.resync).toBe(2)
  })

  it('online resyncs and reports online; offline only reports; focus and a visible page resync, a hidden one not', () => {
    const { win, doc, calls } = setup()
    win.dispatchEvent(new Event('offline'))
    vi.advanceTimersByTime(300)
    expect(calls).toMatchObject({ resync: 0, online: [false] })
    win.dispatchEvent(new Event('online'))
    win.dispatchEvent(new Event('focus'))
    vi.advanceTimersByTime(300)
    expect(calls).toMatchObject({ resync: 1, online: [false, true] })
    doc.visibilityState = 'hidden'
    doc.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(300)
    expect(calls.resync).toBe(1)
    doc.visibilityState = 'visible'
    doc.dispatchEvent(new Event('visibilitychange'))
    vi.advanceTimersByTime(300)
    expect(calls.resync).toBe(2)
  })

  it('realtime events name their collections (a tombstone its coll); other triggers ask for a probe', () => {
    const { fire, win, calls } = setup()
    fire('kelas', { action: 'update', record: { id: 'k1' } })
    fire('tombstones', { action: 'create', record: { coll: 'soal', record_id: 's1' } })
    fire('kelas', { action: 'create', record: { id: 'k2' } })
    vi.advanceTimersByTime(300)
    expect(calls.requests).toEqual([{ probe: false, collections: ['kelas', 'soal'] }])
    fire('tombstones', { action: 'create', record: {} })
    vi.advanceTimersByTime(300)
    expect(calls.requests[1]).toEqual({ probe: true, collections: [] })
    win.dispatchEvent(new Event('focus'))
    fire('materi', { record: { id: 'm1' } })
    vi.advanceTimersByTime(300)
    expect(calls.requests[2]).toEqual({ probe: true, collections: ['materi'] })
    fire('PB_CONNECT')
    vi.advanceTimersByTime(300)
    expect(calls.requests[3]).toEqual({ probe: true, collections: [] })
    expect(eventCollection('materi', undefined)).toBe('materi')
  })

  it('ticks every minute for the scope', () => {
    const { calls } = setup()
    vi.advanceTimersByTime(59_999)
    expect(calls.tick).toBe(0)
    vi.advanceTimersByTime(1)
    vi.advanceTimersByTime(60_000)
    expect(calls.tick).toBe(2)
    expect(calls.resync).toBe(0)
  })

  it('the cleanups stop everything: a pending resync, realtime, window events and the tick', async () => {
    const { fire, win, calls, cleanups, unsubscribed } = setup()
    fire('kelas')
    for (const fn of cleanups) fn()
    await vi.runAllTimersAsync()
    expect(unsubscribed.sort()).toEqual(['PB_CONNECT', 'kelas', 'materi', 'tombstones'])
    win.dispatchEvent(new Event('online'))
    vi.advanceTimersByTime(120_000)
    expect(calls).toMatchObject({ resync: 0, tick: 0, online: [] })
  })
})
