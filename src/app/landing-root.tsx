import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { preloadBelowFold } from '@/features/landing'
import { LandingRoute } from './routes/landing'
import { theme } from '@/components/theme'

/**
 * The landing page's own light root for a first visit to /: theme and page only — no router, session,
 * local store or SDK (every link on it is a plain link). Also what scripts/prerender.mjs renders into
 * index.html at build time, so the client's first render has the same layout.
 */
export function LandingRoot({ showRest = false }: { showRest?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LandingRoute standalone initialShowRest={showRest} />
    </ThemeProvider>
  )
}

const FOCUSABLE = 'a[href], button, summary, [tabindex]:not([tabindex="-1"])'

/**
 * Renders the landing page into `container`, replacing its prerendered markup (same layout). The element
 * a keyboard visitor had focused in the markup gets the focus back in the rendered page.
 * `showRest`: render the sections below the first screen at once (the visitor is already going there).
 */
export function mountLanding(
  container: HTMLElement,
  { showRest = false }: { showRest?: boolean } = {},
): void {
  if (showRest) preloadBelowFold()
  const focused = Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).indexOf(
    document.activeElement as HTMLElement,
  )
  const root = createRoot(container)
  flushSync(() =>
    root.render(
      <StrictMode>
        <LandingRoot showRest={showRest} />
      </StrictMode>,
    ),
  )
  if (focused >= 0)
    container.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus({ preventScroll: true })
}
