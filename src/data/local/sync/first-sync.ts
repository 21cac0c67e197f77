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

/**
 * A first sync began on this device and never completed (a reload or a closed tab interrupted it):
 * what the database holds is partial (the subscriptions without their classes, say), so it does not
 * count as synced data (provider.tsx `hasData`) and the screens wait for the first sync instead of
 * taking a class not pulled yet for one that is gone.
 */
export function firstSyncUnfinished(userId: string): boolean {
  return readFlag(storageKey(userId, 'first-sync')) === '0'
}

/** Forgets the flag with the user's database (an explicit sign-out deletes it): the next one syncs anew. */
export function forgetFirstSync(userId: string): void {
  try {
    if (typeof localStorage !== 'undefined')
      localStorage.removeItem(storageKey(userId, 'first-sync'))
  } catch {
    /* private mode: nothing was stored */
  }
}

export class FirstSync {
  private caught = new Set<string>()
  private documents = 0
  private totalDocuments: number | null = null
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
    const key = storageKey(this.userId, 'first-sync')
    const firstDone = readFlag(key) === '1'
    // '0' until it completes ('1'): partial data of an interrupted first sync is known as such.
    if (!firstDone) writeFlag(key, '0')
    patchSyncState({
      firstSyncDone: firstDone,
      firstSyncProgress: firstDone ? 1 : 0,
      firstSyncDocuments: 0,
      firstSyncTotal: null,
      needsReauth: false,
      lastError: null,
    })
    if (firstDone) this.resolve()
  }

  /** Another tab replicates and reported that the first sync completed. */
  adopt(): void {
    this.resolve()
  }

  /** The number of documents the first sync pulls (counted on the server when it starts). */
  setTotal(total: number): void {
    if (useSyncStateStore.getState().firstSyncDone) return
    this.totalDocuments = total
    patchSyncState({ firstSyncTotal: total })
    this.report()
  }

  /** Documents written by a pull batch of the first sync. */
  addDocuments(n: number): void {
    if (!n || useSyncStateStore.getState().firstSyncDone) return
    this.documents += n
    patchSyncState({ firstSyncDocuments: this.documents })
    this.report()
  }

  /** Progress: documents of the total when known (below 1 until every collection caught up). */
  private report(): void {
    if (useSyncStateStore.getState().firstSyncDone) return
    const byCollections = this.caught.size / this.total
    const progress =
      this.totalDocuments && this.totalDocuments > 0
        ? Math.min(0.99, this.documents / this.totalDocuments)
        : byCollections
    patchSyncState({ firstSyncProgress: byCollections === 1 ? 1 : progress })
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
    if (!state.firstSyncDone && wasFirst) this.report()
    if (this.caught.size === this.total) {
      patchSyncState({ lastSyncedAt: new Date().toISOString(), lastError: null })
      if (!state.firstSyncDone) {
        writeFlag(storageKey(this.userId, 'first-sync'), '1')
        patchSyncState({
          firstSyncDone: true,
          firstSyncProgress: 1,
          firstSyncDocuments: this.totalDocuments ?? this.documents,
        })
        this.resolve()
        void requestPersistence()
      }
    }
  }
}
