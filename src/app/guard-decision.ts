import type { Role } from '@/data/types'

/** What a route needs: any signed-in user, or one role. */
export type RouteAccess = 'signed-in' | Role

export type GuardDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string; rememberFrom: boolean }

/** The home of a role: superadmin → /admin, subscriber → /subscriber, anyone else → /dashboard. */
export function homeForRole(role: Role | null | undefined): string {
  if (role === 'superadmin') return '/admin'
  if (role === 'subscriber') return '/subscriber'
  return '/dashboard'
}

/**
 * The route guard (docs/contract.md, Roles and access). `loading` while the session or the role is not known yet;
 * no user → /login (remembering where they were going); a wrong role → that role's home. A role's
 * home always admits that role, so a redirect never loops.
 *
 * `role` is the freshly loaded profile's; `storedRole` the record saved with the session (the last
 * profile this device saw). While the fresh profile is on its way (slow or dead campus link) a stored
 * role that admits the route renders it at once, as the student left it; the fresh role decides again
 * when it arrives. A stored role that would redirect waits for the fresh one (a purchase may have made
 * a user a subscriber since). The server enforces access either way.
 */
export function decideRedirect(input: {
  loading: boolean
  signedIn: boolean
  role: Role | null
  storedRole?: Role | null
  access: RouteAccess
}): GuardDecision {
  if (input.loading) return { kind: 'loading' }
  if (!input.signedIn) return { kind: 'redirect', to: '/login', rememberFrom: true }
  if (input.access === 'signed-in') return { kind: 'allow' }
  if (input.role === null)
    return input.storedRole === input.access ? { kind: 'allow' } : { kind: 'loading' }
  if (input.role === input.access) return { kind: 'allow' }
  return { kind: 'redirect', to: homeForRole(input.role), rememberFrom: false }
}
