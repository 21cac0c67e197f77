/**
 * The write-ahead journal of completions (docs/sync.md, "Push"): `completeMateri` records the
 * student's attempt here synchronously, before any await, and removes it once the database write
 * resolved (or failed where the student sees it). A localStorage write survives the tab closing
 * (or the phone killing the app) while an IndexedDB transaction still in flight is aborted, so an
 * attempt whose write never committed is still here when the user's database opens next, and is
 * replayed then (`replayPendingCompletions` in actions.ts). Per user; an explicit sign-out drops
 * the user's journal with their database. Unreadable entries are ignored.
 */
import { sanitizeAnswers, toMillis } from './logic'
import type { Choice } from './types'

/** The part of the Web Storage API used here (tests pass a Map-backed one). */
export interface JournalStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** An attempt as the student submitted it; the grade is computed when it is written. */
export interface PendingCompletion {
  user_id: string
  materi_id: string
  answers: Record<string, Choice>
  /** PocketBase date of the submission (kept by a replay). */
  completed_at: string
}

const PREFIX = 'pendamping-pending-completions:'

export function journalKey(userId: string): string {
  return `${PREFIX}${userId}`
}

export function browserJournalStorage(): JournalStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** Pure: the well-formed entries of `userId` in a stored journal (anything else is ignored). */
export function parseJournal(text: string | null, userId: string): PendingCompletion[] {
  if (!text) return []
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return []
  }
  if (!Array.isArray(raw)) return []
  const entries: PendingCompletion[] = []
  for (const item of raw as unknown[]) {
    if (!item || typeof item !== 'object') continue
    const e = item as Record<string, unknown>
    if (e.user_id !== userId) continue
    if (typeof e.materi_id !== 'string' || !e.materi_id) continue
    if (typeof e.completed_at !== 'string' || !Number.isFinite(toMillis(e.completed_at))) continue
    entries.push({
      user_id: userId,
      materi_id: e.materi_id,
      answers: sanitizeAnswers(e.answers),
      completed_at: e.completed_at,
    })
  }
  return entries
}

/** The user's journalled attempts, oldest first. */
export function readPendingCompletions(
  userId: string,
  storage: JournalStorage | null = browserJournalStorage(),
): PendingCompletion[] {
  if (!storage || !userId) return []
  try {
    return parseJournal(storage.getItem(journalKey(userId)), userId)
  } catch {
    return []
  }
}

function writeJournal(storage: JournalStorage, userId: string, entries: PendingCompletion[]): void {
  if (entries.length) storage.setItem(journalKey(userId), JSON.stringify(entries))
  else storage.removeItem(journalKey(userId))
}

/** Journals an attempt (synchronously); false when it could not be kept (no or full storage). */
export function recordPendingCompletion(
  entry: PendingCompletion,
  storage: JournalStorage | null = browserJournalStorage(),
): boolean {
  if (!storage || !entry.user_id) return false
  try {
    writeJournal(storage, entry.user_id, [...readPendingCompletions(entry.user_id, storage), entry])
    return true
  } catch {
    return false
  }
}

/** Removes an attempt (the same materi and submission time) from its user's journal. */
export function removePendingCompletion(
  entry: Pick<PendingCompletion, 'user_id' | 'materi_id' | 'completed_at'>,
  storage: JournalStorage | null = browserJournalStorage(),
): void {
  if (!storage || !entry.user_id) return
  try {
    const rest = readPendingCompletions(entry.user_id, storage).filter(
      (e) => e.materi_id !== entry.materi_id || e.completed_at !== entry.completed_at,
    )
    writeJournal(storage, entry.user_id, rest)
  } catch {
    /* unavailable storage */
  }
}

/** Drops a user's journal (explicit sign-out: it leaves with their database). */
export function clearPendingCompletions(
  userId: string,
  storage: JournalStorage | null = browserJournalStorage(),
): void {
  if (!storage || !userId) return
  try {
    storage.removeItem(journalKey(userId))
  } catch {
    /* unavailable storage */
  }
}
