/** Free storage before a download, and persistent storage (so the browser does not evict downloads). */
import type { StorageInfo } from './types'

/** Space a download must leave free: the device needs room to work (Kolibri keeps 250 MB). */
export const SAFE_MARGIN_BYTES = 250 * 1024 * 1024

export async function readStorageInfo(): Promise<StorageInfo | null> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  if (!storage?.estimate) return null
  try {
    const { usage = 0, quota = 0 } = await storage.estimate()
    const persisted = storage.persisted ? await storage.persisted() : null
    return { usage, quota, free: Math.max(0, quota - usage), persisted }
  } catch {
    return null
  }
}

/** Asks the browser to keep this origin's data (granted silently to installed apps on Chrome). */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
  if (!storage?.persist) return null
  try {
    if (storage.persisted && (await storage.persisted())) return true
    return await storage.persist()
  } catch {
    return null
  }
}

export type SpaceCheck =
  | { kind: 'ok' }
  | { kind: 'tight'; freeAfter: number }
  | { kind: 'full'; missing: number }
  | { kind: 'unknown' }

/** Whether `need` more bytes fit: 'tight' when less than the safe margin would be left. */
export function checkSpace(need: number, info: StorageInfo | null): SpaceCheck {
  if (!info || info.quota <= 0) return { kind: 'unknown' }
  if (need > info.free) return { kind: 'full', missing: need - info.free }
  const freeAfter = info.free - need
  return freeAfter < SAFE_MARGIN_BYTES ? { kind: 'tight', freeAfter } : { kind: 'ok' }
}
