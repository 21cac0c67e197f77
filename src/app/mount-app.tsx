import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initAuth, registerAfterSignOut } from '@/data/auth'
import { deleteDownloadsOnSignOut } from '@/data/downloads/sign-out'
import { openStoredUserData } from '@/data/local'
import { registerUserDataCleanup } from '@/data/local/session'
import { captureInstallPrompt } from '@/lib/install-prompt'
import { perfMark } from '@/lib/perf-mark'
import { forgetChatOnSignOut } from '@/features/chat/forget-on-sign-out'
import { forgetCvHistoryOnSignOut } from '@/features/cv/history/history-key'
import { App } from './app'

/** The whole app (router, session, local store) for every route but a first visit to /. */
export function mountApp(container: HTMLElement): void {
  // Read the stored session before the first render (works offline).
  initAuth()
  // The student's local database starts opening now, alongside React's first render.
  openStoredUserData()
  // An explicit sign-out also forgets the user's chat on this device (the local store's own cleanup is
  // registered by <LocalDataProvider>, src/data/local/provider.tsx), and deletes their downloaded
  // videos (run by the local store's cleanup once their database closed).
  registerAfterSignOut(forgetChatOnSignOut)
  deleteDownloadsOnSignOut()
  // ...and the CV analyses kept in 'Riwayat analisa' (only their storage key is in this chunk).
  registerUserDataCleanup(forgetCvHistoryOnSignOut)
  // The browser's install offer fires early: keep it for the 'Pasang aplikasi' button.
  captureInstallPrompt()
  perfMark('render')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
