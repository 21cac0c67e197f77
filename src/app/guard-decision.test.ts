import { describe, expect, it } from 'vitest'
import type { Role } from '@/data/types'
import type { RouteAccess } from './guard-decision'
import { decideRedirect, homeForRole } from './guard-decision'

const decide = (signedIn: boolean, role: Role | null, access: RouteAccess, loading = false) =>
  decideRedirect({ loading, signedIn, role, access })

describe('decideRedirect', () => {
  it('waits while loading', () => {
    expect(decide(false, null, 'signed-in', true)).toEqual({ kind: 'loading' })
    expect(decide(true, null, 'superadmin')).toEqual({ kind: 'loading' })
  })
  it('sends visitors to /login remembering the origin', () => {
    for (const access of ['signed-in', 'superadmin', 'subscriber'] as const) {
      expect(decide(false, null, access)).toEqual({
        kind: 'redirect',
        to: '/login',
        rememberFrom: true,
      })
    }
  })
  it('lets any signed-in user into signed-in routes', () => {
    for (const role of ['superadmin', 'subscriber', 'user'] as const)
      expect(decide(true, role, 'signed-in')).toEqual({ kind: 'allow' })
    expect(decide(true, null, 'signed-in')).toEqual({ kind: 'allow' })
  })
  it('admits the matching role and sends others to their home', () => {
    expect(decide(true, 'superadmin', 'superadmin')).toEqual({ kind: 'allow' })
    expect(decide(true, 'subscriber', 'subscriber')).toEqual({ kind: 'allow' })
    expect(decide(true, 'subscriber', 'superadmin')).toEqual({
      kind: 'redirect',
      to: '/subscriber',
      rememberFrom: false,
    })
    expect(decide(true, 'user', 'superadmin')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      rememberFrom: false,
    })
    expect(decide(true, 'superadmin', 'subscriber')).toEqual({
      kind: 'redirect',
      to: '/admin',
      rememberFrom: false,
    })
    expect(decide(true, 'user', 'subscriber')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
      rememberFrom: false,
    })
  })
  it('never loops: every role is admitted at its own home', () => {
    const accessOf: Record<string, RouteAccess> = {
      '/admin': 'superadmin',
      '/subscriber': 'subscriber',
      '/dashboard': 'signed-in',
    }
    for (const role of ['superadmin', 'subscriber', 'user'] as const) {
      for (const access of ['signed-in', 'superadmin', 'subscriber'] as const) {
        const first = decide(true, role, access)
        if (first.kind !== 'redirect') continue
        expect(first.to).toBe(homeForRole(role))
        expect(decide(true, role, accessOf[first.to]!)).toEqual({ kind: 'allow' })
      }
    }
  })
  it('while the profile loads, a stored role that admits the route renders it; one that would redirect waits', () => {
    const waiting = (storedRole: Role | null, access: RouteAccess) =>
      decideRedirect({ loading: false, signedIn: true, role: null, storedRole, access })
    expect(waiting('subscriber', 'subscriber')).toEqual({ kind: 'allow' })
    expect(waiting('superadmin', 'superadmin')).toEqual({ kind: 'allow' })
    // a stored 'user' may have become a subscriber since: wait for the fresh role, never redirect on the stale one
    expect(waiting('user', 'subscriber')).toEqual({ kind: 'loading' })
    expect(waiting('subscriber', 'superadmin')).toEqual({ kind: 'loading' })
    expect(waiting(null, 'subscriber')).toEqual({ kind: 'loading' })
    // the fresh role decides once it is there, whatever was stored
    expect(
      decideRedirect({
        loading: false,
        signedIn: true,
        role: 'user',
        storedRole: 'subscriber',
        access: 'subscriber',
      }),
    ).toEqual({ kind: 'redirect', to: '/dashboard', rememberFrom: false })
    // and the session still has to be read first
    expect(
      decideRedirect({
        loading: true,
        signedIn: true,
        role: null,
        storedRole: 'subscriber',
        access: 'subscriber',
      }),
    ).toEqual({ kind: 'loading' })
  })
})
