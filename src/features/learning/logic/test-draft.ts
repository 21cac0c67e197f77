/**
 * Unfinished tests survive a reload: the answers given so far and the current question are kept
 * in the browser's storage per user and test, and dropped on submit.
 */
import { sanitizeAnswers, type Answers, type QuestionLike } from './scoring'

export interface TestDraft {
  answers: Answers
  index: number
}

export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const PREFIX = 'ps:test-draft'

export function draftKey(userId: string, materiId: string): string {
  return `${PREFIX}:${userId}:${materiId}`
}

function defaultStorage(): DraftStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The saved draft for this test, limited to its current questions; null when there is none. */
export function loadDraft(
  userId: string,
  materiId: string,
  questions: readonly QuestionLike[],
  storage: DraftStorage | null = defaultStorage(),
): TestDraft | null {
  if (!storage) return null
  let raw: unknown
  try {
    const text = storage.getItem(draftKey(userId, materiId))
    if (!text) return null
    raw = JSON.parse(text)
  } catch {
    return null
  }
  if (!raw || typeof raw !== 'object') return null
  const value = raw as { answers?: unknown; index?: unknown }
  const answers = sanitizeAnswers(questions, value.answers)
  const last = Math.max(0, questions.length - 1)
  const index =
    typeof value.index === 'number' && Number.isInteger(value.index)
      ? Math.min(Math.max(0, value.index), last)
      : 0
  return { answers, index }
}

export function saveDraft(
  userId: string,
  materiId: string,
  draft: TestDraft,
  storage: DraftStorage | null = defaultStorage(),
): void {
  if (!storage) return
  try {
    storage.setItem(draftKey(userId, materiId), JSON.stringify(draft))
  } catch {
    // Storage full or blocked: the test still works, only the draft is not kept.
  }
}

export function clearDraft(
  userId: string,
  materiId: string,
  storage: DraftStorage | null = defaultStorage(),
): void {
  if (!storage) return
  try {
    storage.removeItem(draftKey(userId, materiId))
  } catch {
    // ignore
  }
}
