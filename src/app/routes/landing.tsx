import { lazy, Suspense } from 'react'
import Typography from '@mui/material/Typography'
import { LandingPage } from '@/features/landing'

// The trial chat (and, on the standalone landing, the toast area it reports to) load only when the
// visitor opens the assistant: neither is on the landing page's first load.
const TrialChatPanel = lazy(() => import('@/features/chat/trial-chat-panel'))
const Toaster = lazy(() => import('@/components/toaster').then((m) => ({ default: m.Toaster })))

/**
 * The landing page with the trial chat in its assistant slot. `standalone`: rendered by the landing's
 * own light root (src/app/landing-root.tsx) rather than inside the router's RootLayout, which already
 * has the toast area. `initialShowRest`: render the sections below the first screen at once.
 */
export function LandingRoute({
  standalone = false,
  initialShowRest = false,
}: {
  standalone?: boolean
  initialShowRest?: boolean
}) {
  const panel = (
    <Suspense
      fallback={
        <Typography role="status" color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          Memuat asisten...
        </Typography>
      }
    >
      <TrialChatPanel />
      {standalone && <Toaster />}
    </Suspense>
  )
  return <LandingPage assistantPanel={panel} initialShowRest={initialShowRest} />
}

export default function LandingRouteInApp() {
  return <LandingRoute />
}
