/**
 * Wires the downloads to the local store: opens the signed-in student's downloads with their
 * database, and after each completed pull deletes the downloads of videos that left the student's
 * scope (the pull removed them from the device: deleted, deactivated, access ended and confirmed by
 * the server). Offline, nothing is deleted: an expired subscription only hides content until a pull.
 */
import { useEffect } from 'react'
import { selectUserId, useSession } from '../auth/session-store'
import { useLocalSessionStore } from '../local/session'
import { useSyncStateStore } from '../local/sync-state'
import { keepOnlyDownloads, openDownloads } from './downloads-store'

export function useDownloadsLifecycle(): void {
  const signedIn = useSession(selectUserId)
  const open = useLocalSessionStore((s) => (s.status === 'open' ? s.session : null))
  // Only for the user who is signed in now (the database may still be the previous user's).
  const session = open && open.userId === signedIn ? open : null
  const userId = session?.userId ?? null
  const lastSyncedAt = useSyncStateStore((s) => s.lastSyncedAt)

  useEffect(() => {
    if (userId) void openDownloads(userId)
  }, [userId])

  useEffect(() => {
    if (!session || !lastSyncedAt) return
    let cancelled = false
    const timer = setTimeout(() => {
      void (async () => {
        try {
          await openDownloads(session.userId)
          const docs = await session.db.video_links.find().exec()
          if (cancelled) return
          await keepOnlyDownloads(docs.map((d) => ({ id: d.id, video: d.video })))
        } catch {
          /* the database closed meanwhile (sign-out): nothing to reconcile */
        }
      })()
    }, 300)
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [session, lastSyncedAt])
}
