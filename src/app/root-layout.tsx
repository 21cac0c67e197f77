import { useEffect } from 'react'
import { Outlet, ScrollRestoration } from 'react-router-dom'
import { useSession } from '@/data/auth'
import { ReauthDialog } from '@/components/reauth-dialog'
import { Toaster } from '@/components/toaster'
import { toastError } from '@/components/toast-store'
import { UpdateSnackbar } from '@/components/update-snackbar'

/** Raises the spec's Error toast whenever authError is set. */
function AuthErrorToasts() {
  const authError = useSession((s) => s.authError)
  useEffect(() => {
    if (authError) toastError(authError)
  }, [authError])
  return null
}

/** The root of every page: the page itself, the toast area, the re-sign-in dialog, the app update offer. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <Toaster />
      <ReauthDialog />
      <UpdateSnackbar />
      <AuthErrorToasts />
      <ScrollRestoration />
    </>
  )
}
