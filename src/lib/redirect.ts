/** Where to go after signing in: the remembered origin if it is a local, non-auth path, else /dashboard. */
export function afterSignInPath(from: unknown): string {
  if (
    typeof from !== 'string' ||
    !from.startsWith('/') ||
    from.startsWith('//') ||
    from.startsWith('/\\')
  )
    return '/dashboard'
  if (/^\/(login|register|reset-password|verifikasi-email)(\/|\?|#|$)/.test(from))
    return '/dashboard'
  return from
}

/** Reads `{ from }` from a router location state. */
export function rememberedFrom(state: unknown): unknown {
  return state !== null && typeof state === 'object'
    ? (state as { from?: unknown }).from
    : undefined
}
