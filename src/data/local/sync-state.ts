/** The sync-state store (zustand): what the sync indicator and screens show about replication. */
import { create } from 'zustand'
import type { SyncRejection, SyncState, SyncStateValues } from './types'

export const initialSyncState: SyncStateValues = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  pulling: false,
  pushing: false,
  firstSyncDone: false,
  firstSyncProgress: 0,
  firstSyncDocuments: 0,
  firstSyncTotal: null,
  lastSyncedAt: null,
  pendingChanges: 0,
  rejections: [],
  lastError: null,
  needsReauth: false,
  storagePersisted: null,
}

let retryHandler: (() => void) | null = null

/** The engine of the open database registers how a retry is done. */
export function setRetryHandler(handler: (() => void) | null): void {
  retryHandler = handler
}

export const useSyncStateStore = create<SyncState>()((set) => ({
  ...initialSyncState,
  retrySync() {
    set({ lastError: null })
    retryHandler?.()
  },
  dismissRejection(materiId: string) {
    set((s) => ({ rejections: s.rejections.filter((r) => r.materi_id !== materiId) }))
  },
}))

export function patchSyncState(patch: Partial<SyncStateValues>): void {
  useSyncStateStore.setState(patch)
}

export function addRejections(items: SyncRejection[]): void {
  if (!items.length) return
  useSyncStateStore.setState((s) => {
    const keep = s.rejections.filter(
      (r) => !items.some((i) => i.materi_id === r.materi_id && i.collection === r.collection),
    )
    return { rejections: [...keep, ...items] }
  })
}

export function resetSyncState(): void {
  useSyncStateStore.setState({
    ...initialSyncState,
    online: typeof navigator === 'undefined' ? true : navigator.onLine !== false,
  })
}
