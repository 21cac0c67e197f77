import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { initAuth } from '@/data/auth'
import { openStoredUserData } from '@/data/local'
import { captureInstallPrompt } from '@/lib/install-prompt'
import { perfMark } from '@/lib/perf-mark'
import { App } from './app'

/** The whole app (router, session, local store) for every route but a first visit to /. */
export function mountApp(container: HTMLElement): void {
  // Read the stored session before the first render (works offline).
  initAuth()
  // The student's local database starts opening now, alongside React's first render.
  openStoredUserData()
  // The browser's install offer fires early: keep it for the 'Pasang aplikasi' button.
  captureInstallPrompt()
  perfMark('render')
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
