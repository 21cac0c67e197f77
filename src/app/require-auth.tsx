import type { ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import { selectRole, useSession } from '@/data/auth'
import { toRole } from '@/data/types'
import { LoadingScreen } from '@/components/loading-screen'
import type { RouteAccess } from './guard-decision'
import { decideRedirect } from './guard-decision'

/** Route guard (docs/contract.md, Roles and access): spinner while loading, /login when signed out, the role's home when the role does not match. */
export function RequireAuth({
  access,
  loadingText = 'Memuat profil...',
  children,
}: {
  access: RouteAccess
  loadingText?: string
  children: ReactNode
}) {
  const loading = useSession((s) => s.loading)
  const user = useSession((s) => s.user)
  // The loaded profile's role decides; until it arrives, the record stored with the session admits
  // the routes it admitted before (guard-decision.ts).
  const role = useSession((s) => (s.profile ? selectRole(s) : null))
  const storedRole = user ? toRole(user.role) : null
  const location = useLocation()

  const decision = decideRedirect({ loading, signedIn: Boolean(user), role, storedRole, access })
  if (decision.kind === 'loading') return <LoadingScreen text={loadingText} />
  if (decision.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`
    return (
      <Navigate to={decision.to} replace state={decision.rememberFrom ? { from } : undefined} />
    )
  }
  return <>{children}</>
}
