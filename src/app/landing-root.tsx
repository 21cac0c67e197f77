import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { preloadBelowFold } from '@/features/landing'
import { LandingRoute } from './routes/landing'
import { theme } from './theme'

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

/** `showRest`: render the sections below the first screen at once (the visitor is already going there). */
export function mountLanding(
  container: HTMLElement,
  { showRest = false }: { showRest?: boolean } = {},
): void {
  if (showRest) preloadBelowFold()
  createRoot(container).render(
    <StrictMode>
      <LandingRoot showRest={showRest} />
    </StrictMode>,
  )
}
