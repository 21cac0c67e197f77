import { createRoot } from 'react-dom/client'
import type { Root } from 'react-dom/client'
import { ThemeProvider } from '@mui/material/styles'
import { Toaster } from '@/components/toaster'
import { theme } from '@/components/theme'

/**
 * The app's toasts ('Notifications' region) for the prerendered /login shell, which has no app root yet:
 * loaded on the first toast. Returns the unmount to call before the app takes over the page.
 */
export function mountShellToaster(): () => void {
  const host = document.createElement('div')
  host.id = 'login-shell-toaster'
  document.body.appendChild(host)
  const root: Root = createRoot(host)
  root.render(
    <ThemeProvider theme={theme}>
      <Toaster />
    </ThemeProvider>,
  )
  return () => {
    root.unmount()
    host.remove()
  }
}
