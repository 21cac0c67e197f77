/**
 * A tiny shared registry of reasons not to reload the page now (e.g. a pre/post test in progress).
 * The update flow (src/app/register-sw.ts) only reloads when `canReloadNow()`.
 */

type Listener = () => void

const holds = new Map<number, string>()
const listeners = new Set<Listener>()
let nextId = 1

function notify(): void {
  for (const listener of [...listeners]) listener()
}

/** Holds reloads until the returned release is called (calling it again does nothing). */
export function holdReload(reason: string): () => void {
  const id = nextId++
  holds.set(id, reason)
  notify()
  return () => {
    if (holds.delete(id)) notify()
  }
}

/** True when nothing holds reloads. */
export function canReloadNow(): boolean {
  return holds.size === 0
}

/** The reasons currently held, oldest first. */
export function reloadHoldReasons(): string[] {
  return [...holds.values()]
}

/** Calls `listener` whenever a hold starts or ends; returns the unsubscribe function. */
export function subscribeReloadGuard(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}
