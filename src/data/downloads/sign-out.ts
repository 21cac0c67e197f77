/**
 * An explicit sign-out deletes the user's downloaded videos with their local database. The
 * downloads add this clean-up to the local store's (data/local/session.ts, registerUserDataCleanup)
 * at start-up (src/app/mount-app.tsx), so it runs even when no screen of this visit opened the
 * downloads; the queue's code is loaded only then. The local store imports nothing of the downloads.
 */
import { registerUserDataCleanup } from '../local/session'

/** Registers the clean-up; returns a function that unregisters it. */
export function deleteDownloadsOnSignOut(): () => void {
  return registerUserDataCleanup(async (userId) => {
    const { deleteDownloadsOf } = await import('./downloads-store')
    await deleteDownloadsOf(userId)
  })
}
