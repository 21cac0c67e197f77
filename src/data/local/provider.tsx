/**
 * Opens the signed-in student's local database (loading RxDB lazily), closes it on sign-out or
 * user change, and removes it after an explicit sign-out (the user was warned about unsent changes).
 * An expired session keeps the database; replication resumes when the same user signs in again.
 */
import { useEffect, type ReactNode } from 'react'
import { pb } from '@/data/pocketbase'
import { registerAfterSignOut, registerBeforeSignOut, useSession } from '@/data/auth'
import { useLocalSessionStore, type LocalSession } from './session'
import { patchSyncState, resetSyncState } from './sync-state'
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

function enqueue(task: () => Promise<void>): Promise<void> {
  queue = queue.then(task).catch((error: unknown) => {
    useLocalSessionStore.setState({ status: 'error', error: error instanceof Error ? error.message : String(error) })
  })
  return queue
}

async function closeCurrent(remove: boolean): Promise<void> {
  const session = useLocalSessionStore.getState().session
  useLocalSessionStore.setState({ session: null, status: 'idle', error: null, hasData: false })
  resetSyncState()
  if (!session) return
  const db = session.db
  await session.engine.close()
  if (remove) {
    const { removeRxDatabase } = await import('rxdb')
    await removeRxDatabase(db.name, db.storage)
  }
}

function openFor(userId: string, userName: string): void {
  wantedUser = userId
  void enqueue(async () => {
    const current = useLocalSessionStore.getState().session
    if (current?.userId === userId || wantedUser !== userId) return
    await closeCurrent(false)
    useLocalSessionStore.setState({ status: 'opening', error: null })
    const { openLocalData } = await loadEngine()
    const session: LocalSession = await openLocalData({ pb, userId, userName })
    const present = (await session.db.subscribers.count().exec()) + (await session.db.kelas.count().exec()) > 0
    if (wantedUser !== userId) {
      await session.engine.close()
      return
    }
    useLocalSessionStore.setState({ session, status: 'open', hasData: present })
  })
}

function closeFor(remove: boolean): void {
  wantedUser = null
  void enqueue(() => closeCurrent(remove))
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
    const offAfter = registerAfterSignOut(() => closeFor(true))
    const tick = setInterval(() => useLocalSessionStore.setState({ clock: Date.now() }), 60_000)
    return () => {
      offBefore()
      offAfter()
      clearInterval(tick)
    }
  }, [])

  return children
}
