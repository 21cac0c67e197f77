/**
 * Opens the signed-in student's local database (loading RxDB lazily), closes it on sign-out or
 * user change, and removes it after an explicit sign-out (the user was warned about unsent changes).
 * An expired session keeps the database; replication resumes when the same user signs in again.
 */
import { useEffect, type ReactNode } from 'react'
import { pb } from '@/data/pocketbase'
import { perfMark } from '@/lib/perf-mark'
import { registerAfterSignOut, registerBeforeSignOut, useSession } from '@/data/auth'
import { clearPendingCompletions } from './completion-journal'
import { firstSyncUnfinished, forgetFirstSync } from './sync/first-sync'
import { clearLastViews } from './last-view'
import {
  runUserDataCleanups,
  useLocalSessionStore,
  whenQueriesSettle,
  type LocalSession,
} from './session'
import { patchSyncState, resetSyncState, useSyncStateStore } from './sync-state'
import type * as EngineModuleNs from './engine'

type EngineModule = typeof EngineModuleNs

let engineModule: Promise<EngineModule> | null = null
function loadEngine(): Promise<EngineModule> {
  engineModule ??= import('./engine')
  return engineModule
}

/** Serialises open/close so a database is always closed before the next one opens. */
let queue: Promise<void> = Promise.resolve()
let wantedUser: string | null = null
/** The user whose database was closed last without being removed (see closeCurrent). */
let lastClosedUser: string | null = null

function enqueue(task: () => Promise<void>): Promise<void> {
  queue = queue.then(task).catch((error: unknown) => {
    useLocalSessionStore.setState({
      status: 'error',
      error: error instanceof Error ? error.message : String(error),
    })
  })
  return queue
}

/** Removes a user's database that is not open (e.g. already closed when the session went away). */
async function removeDatabaseOf(userId: string): Promise<void> {
  const [{ removeRxDatabase }, { getRxStorageDexie }, { databaseNameFor }] = await Promise.all([
    import('rxdb'),
    import('rxdb/plugins/storage-dexie'),
    loadEngine(),
  ])
  await removeRxDatabase(databaseNameFor(userId), getRxStorageDexie())
}

/**
 * Closes the open database; `remove` deletes it too. `removeUserId` (an explicit sign-out) also
 * deletes that user's database when it is no longer the open one: clearing the session re-renders
 * the provider, whose effect may close the database (without removing it) before the after-sign-out
 * handler runs.
 */
async function closeCurrent(remove: boolean, removeUserId?: string): Promise<void> {
  const session = useLocalSessionStore.getState().session
  useLocalSessionStore.setState({ session: null, status: 'idle', error: null, hasData: false })
  resetSyncState()
  if (session) {
    const db = session.db
    await session.engine.close()
    lastClosedUser = remove ? null : session.userId
    if (remove) {
      const { removeRxDatabase } = await import('rxdb')
      await removeRxDatabase(db.name, db.storage)
    }
    return
  }
  if (remove && removeUserId && lastClosedUser === removeUserId) {
    lastClosedUser = null
    await removeDatabaseOf(removeUserId)
  }
}

function openFor(userId: string, userName: string): void {
  wantedUser = userId
  void enqueue(async () => {
    const current = useLocalSessionStore.getState().session
    if (current?.userId === userId || wantedUser !== userId) return
    await closeCurrent(false)
    useLocalSessionStore.setState({ status: 'opening', error: null })
    perfMark('db:open-start')
    const { openLocalData } = await loadEngine()
    perfMark('db:engine-loaded')
    // Replication starts once the first screen has rendered from the local queries (engine.ts).
    const session: LocalSession = await openLocalData({
      pb,
      userId,
      userName,
      deferReplication: true,
    })
    perfMark('db:started')
    // Whether the database holds synced data: known from the first-sync flag (engine.start() read it);
    // never the partial data of a first sync that a reload interrupted (the screens would take a class
    // not pulled yet for one that is gone and send the student away); else counted (both at once),
    // for a device whose flag could not be stored.
    const present =
      useSyncStateStore.getState().firstSyncDone ||
      (!firstSyncUnfinished(userId) &&
        (
          await Promise.all([
            session.db.subscribers.count().exec(),
            session.db.kelas.count().exec(),
          ])
        ).some((n) => n > 0))
    if (wantedUser !== userId) {
      await session.engine.close()
      return
    }
    useLocalSessionStore.setState({ session, status: 'open', hasData: present })
    perfMark('db:open')
    // Replicate once the screen rendered from the local queries (a no-op when it started already).
    void whenQueriesSettle().then(() => {
      if (useLocalSessionStore.getState().session !== session) return
      perfMark('sync:start')
      session.engine.start().catch(async (error: unknown) => {
        const { describeSyncError } = await loadEngine()
        patchSyncState({ lastError: describeSyncError(error) })
      })
    })
  })
}

function closeFor(remove: boolean, removeUserId?: string): void {
  wantedUser = null
  void enqueue(() => closeCurrent(remove, removeUserId))
}

/**
 * Starts opening the stored session's database before the first render (src/app/mount-app.tsx), so
 * loading RxDB and opening IndexedDB overlap React's start; <LocalDataProvider> then finds it open
 * or opening. The same rule as the provider: a signed-in user who is not a superadmin.
 */
export function openStoredUserData(): void {
  const s = useSession.getState()
  const user = s.user
  const role = s.profile?.role ?? user?.role ?? null
  if (user && role !== 'superadmin') openFor(user.id, s.profile?.full_name ?? user.full_name ?? '')
}

export function LocalDataProvider({ children }: { children: ReactNode }) {
  const userId = useSession((s) => s.user?.id ?? null)
  const role = useSession((s) => s.profile?.role ?? s.user?.role ?? null)
  const name = useSession((s) => s.profile?.full_name ?? s.user?.full_name ?? '')
  const expired = useSession((s) => s.sessionExpired)
  const token = useSession((s) => s.token)
  const student = userId !== null && role !== 'superadmin'

  useEffect(() => {
    if (student && userId) openFor(userId, name)
    else if (!userId) closeFor(false)
    // The name only labels new reviews; a change must not reopen the database.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [student, userId])

  useEffect(() => {
    const session = useLocalSessionStore.getState().session
    if (!session || session.userId !== userId) return
    if (expired) patchSyncState({ needsReauth: true })
    else session.engine.restart()
  }, [expired, token, userId])

  useEffect(() => {
    const offBefore = registerBeforeSignOut(async () => {
      const session = useLocalSessionStore.getState().session
      return session ? session.engine.pushPending() : 0
    })
    const offAfter = registerAfterSignOut(async (userId) => {
      // The user's last known views, journalled completions and first-sync flag go with their
      // database (last-view.ts, completion-journal.ts, sync/first-sync.ts); then what other modules
      // registered, e.g. the downloaded videos (session.ts, registerUserDataCleanup).
      clearLastViews(userId)
      clearPendingCompletions(userId)
      forgetFirstSync(userId)
      closeFor(true, userId)
      await runUserDataCleanups(userId)
    })
    const tick = setInterval(() => useLocalSessionStore.setState({ clock: Date.now() }), 60_000)
    return () => {
      offBefore()
      offAfter()
      clearInterval(tick)
    }
  }, [])

  return children
}
