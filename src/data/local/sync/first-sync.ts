/**
 * The first sync: which collections finished a pull round, the progress bar's share, the flag that
 * a first sync completed on this device (kept across reloads), and the request for persistent
 * storage once it completed.
 */
import { patchSyncState, useSyncStateStore } from '../sync-state'

function storageKey(userId: string, what: string): string {
  return `pendamping-sync:${userId}:${what}`
}

function readFlag(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeFlag(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value)
  } catch {
    /* private mode: the flag is only a hint */
  }
}

async function requestPersistence(): Promise<void> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  if (!storage?.persist) return
  try {
    const already = storage.persisted ? await storage.persisted() : false
    patchSyncState({ storagePersisted: already || (await storage.persist()) })
  } catch {
    patchSyncState({ storagePersisted: false })
  }
}

export class FirstSync {
  private caught = new Set<string>()
  private resolve!: () => void
  /** Resolves when every collection finished its first pull round (at once when it was done before). */
  readonly done: Promise<void>

  constructor(
    private userId: string,
    private total: number,
  ) {
    this.done = new Promise((resolve) => (this.resolve = resolve))
  }

  /** Publishes the state known from an earlier session. */
  begin(): void {
    const firstDone = readFlag(storageKey(this.userId, 'first-sync')) === '1'
    patchSyncState({
      firstSyncDone: firstDone,
      firstSyncProgress: firstDone ? 1 : 0,
      needsReauth: false,
      lastError: null,
    })
    if (firstDone) this.resolve()
  }

  /** A collection's replication restarts from zero (a new scope). */
  forget(name: string): void {
    this.caught.delete(name)
  }

  /** A pull round of the collection ended with a page that was not full. */
  caughtUp(name: string): void {
    const wasFirst = !this.caught.has(name)
    this.caught.add(name)
    const state = useSyncStateStore.getState()
    if (!state.firstSyncDone && wasFirst)
      patchSyncState({ firstSyncProgress: this.caught.size / this.total })
    if (this.caught.size === this.total) {
      patchSyncState({ lastSyncedAt: new Date().toISOString(), lastError: null })
      if (!state.firstSyncDone) {
        writeFlag(storageKey(this.userId, 'first-sync'), '1')
        patchSyncState({ firstSyncDone: true, firstSyncProgress: 1 })
        this.resolve()
        void requestPersistence()
      }
    }
  }
}
