import { logger } from '@/lib/logger'

/** Pushes pending changes and resolves with how many remain unsent. */
export type BeforeSignOutHandler = () => Promise<number>
/** Runs after an explicit sign-out (not after an expired session): e.g. close or delete local data. */
export type AfterSignOutHandler = (userId: string) => Promise<void> | void

const beforeHandlers = new Set<BeforeSignOutHandler>()
const afterHandlers = new Set<AfterSignOutHandler>()

/** Registers a handler run when the user presses 'Keluar'; returns a function that unregisters it. */
export function registerBeforeSignOut(handler: BeforeSignOutHandler): () => void {
  beforeHandlers.add(handler)
  return () => {
    beforeHandlers.delete(handler)
  }
}

/** Registers a handler run once the session is cleared by an explicit sign-out. */
export function registerAfterSignOut(handler: AfterSignOutHandler): () => void {
  afterHandlers.add(handler)
  return () => {
    afterHandlers.delete(handler)
  }
}

export interface PendingChanges {
  /** Total changes that remain unsent. */
  count: number
  /** True when a handler failed or timed out: the count may be incomplete. */
  uncertain: boolean
}

const HANDLER_TIMEOUT_MS = 15_000

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms)
    promise.then(
      (v) => {
        clearTimeout(timer)
        resolve(v)
      },
      (e: unknown) => {
        clearTimeout(timer)
        reject(e instanceof Error ? e : new Error(String(e)))
      },
    )
  })
}

/** Runs every before-sign-out handler (in parallel) and sums what remains unsent. */
export async function collectPendingChanges(
  timeoutMs = HANDLER_TIMEOUT_MS,
): Promise<PendingChanges> {
  const results = await Promise.allSettled(
    [...beforeHandlers].map((handler) => withTimeout(Promise.resolve().then(handler), timeoutMs)),
  )
  let count = 0
  let uncertain = false
  for (const r of results) {
    if (r.status === 'fulfilled') {
      count += Number.isFinite(r.value) && r.value > 0 ? Math.floor(r.value) : 0
    } else {
      uncertain = true
      logger.warn('Sinkronisasi sebelum logout gagal:', r.reason)
    }
  }
  return { count, uncertain }
}

export async function runAfterSignOut(userId: string): Promise<void> {
  for (const handler of [...afterHandlers]) {
    try {
      await handler(userId)
    } catch (error) {
      logger.error('Handler setelah logout gagal:', error)
    }
  }
}
