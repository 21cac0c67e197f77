import { browserStorage } from './hooks/browser-storage'
import { clearHistory } from './logic/history-keys'

/**
 * An explicit sign-out forgets the user's chat on this device, as it does the local store. The app
 * registers it as an after-sign-out handler when it mounts (src/app/mount-app.tsx), so it runs whether or
 * not the chatbot page was opened in this page load, and from every sign-out ('Keluar' in each role's
 * shell, the re-sign-in dialog).
 */
export function forgetChatOnSignOut(userId: string): void {
  const storage = browserStorage()
  if (storage) clearHistory(storage, userId)
}
