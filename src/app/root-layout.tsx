import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useSession } from '@/data/auth'
import { ReauthDialog } from '@/components/reauth-dialog'
import { Toaster } from '@/components/toaster'
import { toastError } from '@/components/toast-store'
import { getAppUpdate, subscribeAppUpdate } from '@/lib/app-update'

/**
 * Raises the red 'Error' toast whenever authError is set
 * (docs/architecture.md, "Product texts and screens").
 */
function AuthErrorToasts() {
  const authError = useSession((s) => s.authError)
  useEffect(() => {
    if (authError) toastError(authError)
  }, [authError])
  return null
}

// Loaded only when a new version waits: the snackbar stays off the first screen's critical path.
const UpdateSnackbar = lazy(() => import('@/components/update-snackbar'))

/** 'Versi baru tersedia' once a new service worker waits (src/app/register-sw.ts). */
function AppUpdateOffer() {
  const update = useSyncExternalStore(subscribeAppUpdate, getAppUpdate, () => null)
  if (!update) return null
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  )
}

/** The root of every page: the page itself, the toast area, the re-sign-in dialog, the app update offer. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ReauthDialog />
      <AppUpdateOffer />
      <AuthErrorToasts />
      <ScrollRestoration />
    </>
  )
}
