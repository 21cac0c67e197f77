/**
 * 'Riwayat analisa': the student's last CV analyses, kept on this device only (localStorage, one
 * key per user), newest first. Each entry keeps the report and the pasted posting, never the file.
 * The list is forgotten at an explicit sign-out (history-key.ts).
 */
import type { CvReport } from '../logic/types'
import { cvHistoryKey } from './history-key'
import type { KeyValueStorage } from './history-key'

/** How many analyses are kept per user (the oldest go first). */
export const MAX_CV_HISTORY = 10
/** A posting is kept up to this many characters (enough to see what was matched). */
export const MAX_KEPT_POSTING = 20_000

export interface CvHistoryEntry {
  /** One analysis of one upload: a re-analysis with another posting replaces it. */
  id: string
  savedAt: string
  posting: string
  report: CvReport
}

function isReport(value: unknown): value is CvReport {
  if (value === null || typeof value !== 'object') return false
  const r = value as Record<string, unknown>
  return (
    typeof r.fileName === 'string' &&
    typeof r.analyzedAt === 'string' &&
    typeof r.score === 'number' &&
    Array.isArray(r.scoreExplanation) &&
    Array.isArray(r.checks) &&
    Array.isArray(r.bullets) &&
    r.checks.every(
      (c: unknown) =>
        c !== null &&
        typeof c === 'object' &&
        typeof (c as Record<string, unknown>).id === 'string' &&
        Array.isArray((c as Record<string, unknown>).findings),
    )
  )
}

function isEntry(value: unknown): value is CvHistoryEntry {
  if (value === null || typeof value !== 'object') return false
  const e = value as Record<string, unknown>
  return (
    typeof e.id === 'string' &&
    typeof e.savedAt === 'string' &&
    typeof e.posting === 'string' &&
    isReport(e.report)
  )
}

/** The user's kept analyses, newest first (an unreadable or foreign entry is skipped). */
export function readCvHistory(storage: KeyValueStorage, userId: string): CvHistoryEntry[] {
  let raw: string | null = null
  try {
    raw = storage.getItem(cvHistoryKey(userId))
  } catch {
    return []
  }
  if (!raw) return []
  try {
    const parsed: unknown = JSON.parse(raw)
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, MAX_CV_HISTORY) : []
  } catch {
    return []
  }
}

/** Writes the list; when the storage is full, drops the oldest entries until it fits. */
function write(storage: KeyValueStorage, userId: string, entries: CvHistoryEntry[]): boolean {
  for (let n = entries.length; n > 0; n--) {
    try {
      storage.setItem(cvHistoryKey(userId), JSON.stringify(entries.slice(0, n)))
      return true
    } catch {
      // full: try with one entry fewer
    }
  }
  return false
}

/**
 * Keeps an analysis at the top of the list (replacing an earlier version of the same analysis);
 * returns the list as kept. A full storage keeps fewer entries; nothing fails for the student.
 */
export function saveCvAnalysis(
  storage: KeyValueStorage,
  userId: string,
  entry: CvHistoryEntry,
): CvHistoryEntry[] {
  const kept: CvHistoryEntry = { ...entry, posting: entry.posting.slice(0, MAX_KEPT_POSTING) }
  const next = [kept, ...readCvHistory(storage, userId).filter((e) => e.id !== entry.id)].slice(
    0,
    MAX_CV_HISTORY,
  )
  return write(storage, userId, next) ? next : readCvHistory(storage, userId)
}

/** Removes one analysis; returns the list left. */
export function removeCvAnalysis(
  storage: KeyValueStorage,
  userId: string,
  id: string,
): CvHistoryEntry[] {
  const next = readCvHistory(storage, userId).filter((e) => e.id !== id)
  if (next.length === 0) {
    clearCvHistory(storage, userId)
    return []
  }
  return write(storage, userId, next) ? next : readCvHistory(storage, userId)
}

/** 'Hapus riwayat': forgets every kept analysis of the user on this device. */
export function clearCvHistory(storage: KeyValueStorage, userId: string): void {
  try {
    storage.removeItem(cvHistoryKey(userId))
  } catch {
    // storage unavailable: nothing kept
  }
}
