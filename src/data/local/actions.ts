/** Local writes of the student: stored at once, pushed by the sync engine when online. */
import { selectUserId, useSession } from '@/data/auth/session-store'
import { logger } from '@/lib/logger'
import {
  browserJournalStorage,
  readPendingCompletions,
  recordPendingCompletion,
  removePendingCompletion,
  type JournalStorage,
  type PendingCompletion,
} from './completion-journal'
import { gradeAnswers, mergeLocalCompletion, sanitizeAnswers, toPbDate } from './logic'
import { currentSession, openedSession, type LocalDatabase, type LocalSession } from './session'
import type { CompleteMateriInput, Progress, Review, SaveReviewInput } from './types'

export const STUDENT_ROLES = [
  'Mahasiswa S1',
  'Mahasiswa S2',
  'Mahasiswa S3',
  'Mahasiswa D3',
  'Mahasiswa D4',
] as const

/** Validates a review; returns an Indonesian message or null. */
export function reviewProblem(input: SaveReviewInput): string | null {
  if (!input.materi_id) return 'Materi tidak ditemukan'
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    return 'Rating harus antara 1 dan 5'
  if (!(STUDENT_ROLES as readonly string[]).includes(input.student_role))
    return 'Status mahasiswa tidak valid'
  if (typeof input.review_text !== 'string' || input.review_text.length > 5000)
    return 'Ulasan terlalu panjang (maksimal 5000 karakter)'
  return null
}

const NOT_READY = 'Data belum siap. Silakan masuk kembali.'

/**
 * Marks a materi complete locally (status complete, completed_at now, skor graded locally
 * until the server's grade arrives), keeping the best local attempt; queued for push. The attempt
 * is journalled before any await (completion-journal.ts), so a tab closed before the database
 * write commits keeps it: it is written when the user's database opens next.
 */
export async function completeMateri(
  input: CompleteMateriInput,
  session?: LocalSession,
): Promise<void> {
  if (!input.materi_id) throw new Error('Materi tidak ditemukan')
  const userId = session?.userId ?? currentSession()?.userId ?? selectUserId(useSession.getState())
  const attempt: PendingCompletion = {
    user_id: userId ?? '',
    materi_id: input.materi_id,
    answers: sanitizeAnswers(input.answers ?? {}),
    completed_at: toPbDate(Date.now()),
  }
  const journalled = userId !== null && recordPendingCompletion(attempt)
  try {
    // A screen shown from its last known view while the database opens: the write waits for it.
    const opened = session ?? (await openedSession())
    if (userId !== null && opened.userId !== userId) throw new Error(NOT_READY)
    await writeCompletion(opened.db, { ...attempt, user_id: opened.userId })
  } finally {
    // Written, or failed where the student is told (a test's draft stays for another try).
    if (journalled) removePendingCompletion(attempt)
  }
}

/**
 * Writes a (journalled) attempt: graded against the local questions, merged with the stored
 * progress (mergeLocalCompletion). Nothing is written when the stored progress already reflects it
 * (a replay of an attempt that was written, or a lower retake).
 */
async function writeCompletion(db: LocalDatabase, pending: PendingCompletion): Promise<void> {
  const materi = await db.materi.findOne(pending.materi_id).exec()
  const questions = await db.soal.find({ selector: { materi_id: pending.materi_id } }).exec()
  const ids = new Set(questions.map((q) => q.id))
  const answers = sanitizeAnswers(pending.answers, materi ? ids : undefined)
  const skor = materi
    ? gradeAnswers(
        materi.type,
        questions.map((q) => ({ id: q.id, jawaban_benar: q.jawaban_benar })),
        answers,
      )
    : 0
  const attempt = { ...pending, skor, answers }
  let existing = await db.progress.findOne(pending.materi_id).exec()
  if (!existing) {
    try {
      await db.progress.insert(mergeLocalCompletion(null, attempt))
      return
    } catch (error) {
      // Inserted meanwhile (another tab, a replay): merged into below.
      existing = await db.progress.findOne(pending.materi_id).exec()
      if (!existing) throw error
    }
  }
  const merged = mergeLocalCompletion(existing.toJSON() as Progress, attempt)
  const unchanged =
    merged.status === existing.status &&
    merged.skor === existing.skor &&
    merged.completed_at === existing.completed_at
  if (unchanged) return
  await existing.incrementalModify((doc) => mergeLocalCompletion(doc as Progress, attempt))
}

/**
 * Writes the user's journalled attempts whose write did not complete (the tab closed meanwhile);
 * called when their database opens (engine.ts), before replication starts. An attempt that was
 * written already changes nothing. Returns how many were replayed; a failed one stays journalled.
 */
export async function replayPendingCompletions(
  db: LocalDatabase,
  userId: string,
  storage: JournalStorage | null = browserJournalStorage(),
): Promise<number> {
  let replayed = 0
  for (const pending of readPendingCompletions(userId, storage)) {
    try {
      await writeCompletion(db, pending)
      removePendingCompletion(pending, storage)
      replayed++
    } catch (error) {
      logger.warn('Penyelesaian materi tertunda gagal ditulis:', error)
    }
  }
  return replayed
}

/** Saves the student's review of a materi locally (one per materi; the last write wins); queued for push. */
export async function saveReview(input: SaveReviewInput, session?: LocalSession): Promise<void> {
  const problem = reviewProblem(input)
  if (problem) throw new Error(problem)
  const { db, userId, userName } = session ?? (await openedSession())
  const existing = await db.reviews.findOne(input.materi_id).exec()
  const fields = {
    rating: input.rating,
    student_role: input.student_role,
    review_text: input.review_text,
  }
  if (existing) {
    await existing.incrementalModify((doc) => ({ ...(doc as Review), ...fields }))
  } else {
    await db.reviews.insert({
      id: '',
      created: '',
      updated: '',
      user_id: userId,
      materi_id: input.materi_id,
      author_name: userName || 'Pengguna',
      ...fields,
    })
  }
}
