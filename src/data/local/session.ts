/**
 * The open local database of the signed-in user, shared by hooks and actions. The RxDB code
 * itself (engine.ts) is loaded lazily; this module only holds type imports of it.
 */
import { create } from 'zustand'
import type { RxCollection, RxDatabase } from 'rxdb'
import { logger } from '@/lib/logger'
import type { LocalDocs } from './types'

/** The RxDB collections of a user's database, one per synced collection (SPECS, schemas.ts). */
export type LocalCollections = { [N in keyof LocalDocs]: RxCollection<LocalDocs[N]> }

export type LocalCollectionName = keyof LocalCollections
export type LocalDatabase = RxDatabase<LocalCollections>

export interface SyncEngineHandle {
  /**
   * Pull everything again (checkpoints stay) and push what waits; with a trigger's request only
   * the collections it names or the probe reports as changed (sync/probe.ts).
   */
  resync(request?: { probe: boolean; collections: string[] }): void
  /** Push what waits; resolves with the number of changes still unsent. */
  pushPending(timeoutMs?: number): Promise<number>
  /** Number of local progress/review changes the server has not accepted yet. */
  countPending(): Promise<number>
  /** Resolves when every collection finished its first pull (rejects on failure). */
  awaitFirstSync(): Promise<void>
  /** Wait until nothing is left to push or pull. */
  awaitInSync(): Promise<void>
  /** Starts replicating after a deferred open (`deferReplication`); later calls do nothing more. */
  start(): Promise<void>
  /** Stop replication (the database stays open). */
  stop(): Promise<void>
  /** Replicate again after the same user signed in again (no-op while running). */
  restart(): Promise<void>
  /** Stop replication and close the database. */
  close(): Promise<void>
}

export interface LocalSession {
  userId: string
  userName: string
  db: LocalDatabase
  engine: SyncEngineHandle
}

interface SessionStore {
  session: LocalSession | null
  /** 'idle' = no user; 'opening' while the database opens. */
  status: 'idle' | 'opening' | 'open' | 'error'
  error: string | null
  /** Bumped each minute so hooks re-evaluate subscription expiry by the device clock. */
  clock: number
  /** The database already held synced data when it was opened. */
  hasData: boolean
}

export const useLocalSessionStore = create<SessionStore>()(() => ({
  session: null,
  status: 'idle',
  error: null,
  clock: Date.now(),
  hasData: false,
}))

export function currentSession(): LocalSession | null {
  return useLocalSessionStore.getState().session
}

/** How long a write issued while the database opens waits for it. */
export const OPEN_WAIT_MS = 15_000

/**
 * The open session; while the database is still opening (a screen shown from its last known view),
 * waits for it. Rejects when no database is open or opening, or it failed to open in time.
 */
export function openedSession(timeoutMs: number = OPEN_WAIT_MS): Promise<LocalSession> {
  const notReady = () => new Error('Data belum siap. Silakan masuk kembali.')
  const { session, status } = useLocalSessionStore.getState()
  if (session) return Promise.resolve(session)
  if (status !== 'opening') return Promise.reject(notReady())
  return new Promise((resolve, reject) => {
    const done = (fn: () => void) => {
      clearTimeout(timer)
      unsubscribe()
      fn()
    }
    const timer = setTimeout(() => done(() => reject(notReady())), timeoutMs)
    const unsubscribe = useLocalSessionStore.subscribe((s) => {
      if (s.session) {
        const opened = s.session
        done(() => resolve(opened))
      } else if (s.status !== 'opening') done(() => reject(notReady()))
    })
  })
}

/** Local queries waiting for their first answer, and when one last started or answered (hooks.ts). */
const queries = { waiting: 0, changedAt: 0 }

/** A live query was subscribed; call the returned function when it answered (or was dropped). */
export function noteQueryStarted(): () => void {
  queries.waiting += 1
  queries.changedAt = Date.now()
  let answered = false
  return () => {
    if (answered) return
    answered = true
    queries.waiting -= 1
    queries.changedAt = Date.now()
  }
}

/**
 * Resolves once no local query has been waiting for `quietMs` (the screen's queries, including
 * those that start after an earlier one answered, have answered), or after `maxMs`.
 */
export function whenQueriesSettle(quietMs = 100, maxMs = 3000): Promise<void> {
  const since = Date.now()
  return new Promise((resolve) => {
    const check = () => {
      const now = Date.now()
      const quiet = queries.waiting === 0 && now - Math.max(queries.changedAt, since) >= quietMs
      if (quiet || now - since >= maxMs) resolve()
      else setTimeout(check, 25)
    }
    setTimeout(check, quietMs)
  })
}

/** Removes what else a user left on this device (their downloaded videos, data/downloads). */
export type UserDataCleanup = (userId: string) => Promise<void> | void

const userDataCleanups = new Set<UserDataCleanup>()

/**
 * Registers a clean-up run on an explicit sign-out, after the user's database closed
 * (<LocalDataProvider>). Modules that keep a user's data beside the database add themselves here
 * (data/downloads/sign-out.ts, at start-up), so the local store needs no import of them. Returns a
 * function that unregisters it.
 */
export function registerUserDataCleanup(cleanup: UserDataCleanup): () => void {
  userDataCleanups.add(cleanup)
  return () => {
    userDataCleanups.delete(cleanup)
  }
}

/** Runs every registered clean-up for `userId`, one after another; one that fails does not stop the rest. */
export async function runUserDataCleanups(userId: string): Promise<void> {
  for (const cleanup of [...userDataCleanups]) {
    try {
      await cleanup(userId)
    } catch (error) {
      logger.error('Gagal menghapus data perangkat setelah logout:', error)
    }
  }
}
