/** The list of a user's downloads, kept in localStorage (small: one row per video; bytes live in Cache Storage). */
import type { DownloadEntry } from './types'

const VERSION = 1

function storageKey(userId: string): string {
  return `pendamping-downloads:${userId}`
}

export function loadEntries(userId: string): Record<string, DownloadEntry> {
  try {
    const raw = localStorage.getItem(storageKey(userId))
    if (!raw) return {}
    const parsed = JSON.parse(raw) as { version?: number; entries?: DownloadEntry[] }
    if (parsed.version !== VERSION || !Array.isArray(parsed.entries)) return {}
    return Object.fromEntries(
      parsed.entries.filter((e) => e && typeof e.videoId === 'string').map((e) => [e.videoId, e]),
    )
  } catch {
    return {}
  }
}

export function saveEntries(userId: string, entries: Record<string, DownloadEntry>): void {
  try {
    localStorage.setItem(
      storageKey(userId),
      JSON.stringify({ version: VERSION, entries: Object.values(entries) }),
    )
  } catch {
    /* storage full or private mode: the list is rebuilt from what is stored next time */
  }
}

export function clearEntries(userId: string): void {
  try {
    localStorage.removeItem(storageKey(userId))
  } catch {
    /* nothing stored */
  }
}
