/**
 * One leading tab per job and user, by Web Lock: the tab holding the lock `name` leads; the other
 * tabs wait for the lock, which the browser hands over when the leader releases it or its tab goes
 * away. Without Web Locks (node, very old browsers) this instance leads at once, so a single device
 * never waits for an election. Used by the local store's sync engine (one replicating tab per
 * database, `data/local/engine.ts`: two tabs replicating one database would pull and push everything
 * twice; RxDB's leader election plugin uses the same Web Lock, holding it here keeps the engine in
 * charge of when leadership is given up) and by the download queue (one tab per user runs the
 * queue, `data/downloads/downloads-store.ts`).
 */

/** The part of `navigator.locks` used here. */
export interface LockManagerLike {
  request(
    name: string,
    options: { ifAvailable?: boolean; signal?: AbortSignal },
    callback: (lock: unknown) => Promise<void> | void,
  ): Promise<unknown>
}

export interface Leadership {
  /** This instance replicates now. */
  readonly isLeader: boolean
  /** Resolves when this instance becomes the leader (at once when it already is). */
  readonly whenLeader: Promise<void>
  /** Gives the leadership up, or stops waiting for it. */
  release(): void
}

export function browserLocks(): LockManagerLike | undefined {
  const nav = typeof navigator === 'undefined' ? undefined : navigator
  return (nav as { locks?: LockManagerLike } | undefined)?.locks
}

/** Leadership of `name`, decided before it resolves: leader now, or waiting for the lock. */
export async function electLeader(
  name: string,
  locks: LockManagerLike | undefined = browserLocks(),
): Promise<Leadership> {
  if (!locks) return { isLeader: true, whenLeader: Promise.resolve(), release: () => undefined }
  let leader = false
  let released = false
  let becomeLeader!: () => void
  const whenLeader = new Promise<void>((resolve) => (becomeLeader = resolve))
  let unlock: (() => void) | null = null
  const hold = (): Promise<void> => {
    leader = true
    becomeLeader()
    return new Promise<void>((resolve) => {
      unlock = resolve
      if (released) resolve()
    })
  }
  const abort = typeof AbortController === 'undefined' ? null : new AbortController()
  // First ask without queueing: the answer says at once whether another tab leads.
  const got = await new Promise<boolean>((resolve) => {
    locks
      .request(name, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(false)
          return
        }
        resolve(true)
        return hold()
      })
      .catch(() => resolve(false))
  })
  if (!got) {
    // Queue for the lock: granted when the leader releases it or its tab closes.
    locks
      .request(name, abort ? { signal: abort.signal } : {}, () => (released ? undefined : hold()))
      .catch(() => undefined)
  }
  return {
    get isLeader() {
      return leader && !released
    },
    whenLeader,
    release() {
      if (released) return
      released = true
      abort?.abort()
      unlock?.()
    },
  }
}
