/**
 * The offer of a new app version (a waiting service worker), shared between the registration
 * (src/app/register-sw.ts) and the snackbar (src/components/update-snackbar.tsx).
 */

export interface AppUpdate {
  /** Activates the new version and reloads; false (nothing done) while reloads are held. */
  apply: () => boolean
}

type Listener = () => void

let current: AppUpdate | null = null
const listeners = new Set<Listener>()

export function offerAppUpdate(update: AppUpdate | null): void {
  current = update
  for (const listener of [...listeners]) listener()
}

export function getAppUpdate(): AppUpdate | null {
  return current
}

export function subscribeAppUpdate(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
