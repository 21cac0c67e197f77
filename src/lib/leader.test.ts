import { describe, expect, it } from 'vitest'
import { electLeader, type LockManagerLike } from './leader'

/** An exclusive lock manager like navigator.locks: FIFO waiters, ifAvailable, abort signals. */
function fakeLocks(): LockManagerLike & { held: Set<string> } {
  const held = new Set<string>()
  const waiting = new Map<string, Array<() => void>>()
  const run = async (name: string, cb: (lock: unknown) => Promise<void> | void) => {
    held.add(name)
    try {
      await cb({ name })
    } finally {
      held.delete(name)
      waiting.get(name)?.shift()?.()
    }
  }
  return {
    held,
    request(name, options, cb) {
      if (!held.has(name)) return run(name, cb)
      if (options.ifAvailable) return Promise.resolve(cb(null))
      return new Promise((resolve, reject) => {
        const start = () => void run(name, cb).then(resolve, reject)
        const queue = waiting.get(name) ?? []
        queue.push(start)
        waiting.set(name, queue)
        options.signal?.addEventListener('abort', () => {
          const i = queue.indexOf(start)
          if (i >= 0) queue.splice(i, 1)
          reject(new DOMException('aborted', 'AbortError'))
        })
      })
    },
  }
}

describe('electLeader', () => {
  it('leads at once without Web Locks (node, a single device)', async () => {
    const l = await electLeader('db', undefined)
    expect(l.isLeader).toBe(true)
    await l.whenLeader
  })

  it('one tab leads; the next takes over when the leader releases, in order', async () => {
    const locks = fakeLocks()
    const a = await electLeader('db', locks)
    const b = await electLeader('db', locks)
    const c = await electLeader('db', locks)
    const other = await electLeader('other-user-db', locks)
    expect([a.isLeader, b.isLeader, c.isLeader, other.isLeader]).toEqual([true, false, false, true])
    a.release()
    await b.whenLeader
    expect([a.isLeader, b.isLeader, c.isLeader]).toEqual([false, true, false])
    b.release()
    await c.whenLeader
    expect(c.isLeader).toBe(true)
  })

  it('a follower that gives up waiting never leads; the lock goes to the next', async () => {
    const locks = fakeLocks()
    const a = await electLeader('db', locks)
    const b = await electLeader('db', locks)
    const c = await electLeader('db', locks)
    b.release()
    a.release()
    await c.whenLeader
    expect(b.isLeader).toBe(false)
    expect(c.isLeader).toBe(true)
    c.release()
    await new Promise((r) => setTimeout(r, 0))
    expect(locks.held.has('db')).toBe(false)
  })
})
