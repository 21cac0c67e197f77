/** Local writes of the student: stored at once, pushed by the sync engine when online. */
import { gradeAnswers, mergeLocalCompletion, sanitizeAnswers, toPbDate } from './logic'
import { openedSession, type LocalSession } from './session'
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

/**
 * Marks a materi complete locally (status complete, completed_at now, skor graded locally
 * until the server's grade arrives), keeping the best local attempt; queued for push.
 */
export async function completeMateri(
  input: CompleteMateriInput,
  session?: LocalSession,
): Promise<void> {
  // A screen shown from its last known view while the database opens: the write waits for it.
  const { db, userId } = session ?? (await openedSession())
  if (!input.materi_id) throw new Error('Materi tidak ditemukan')
  const materi = await db.materi.findOne(input.materi_id).exec()
  const questions = await db.soal.find({ selector: { materi_id: input.materi_id } }).exec()
  const ids = new Set(questions.map((q) => q.id))
  const answers = sanitizeAnswers(input.answers ?? {}, materi ? ids : undefined)
  const skor = materi
    ? gradeAnswers(
        materi.type,
        questions.map((q) => ({ id: q.id, jawaban_benar: q.jawaban_benar })),
        answers,
      )
    : 0
  const attempt = {
    materi_id: input.materi_id,
    user_id: userId,
    skor,
    answers,
    completed_at: toPbDate(Date.now()),
  }
  const existing = await db.progress.findOne(input.materi_id).exec()
  if (existing) {
    await existing.incrementalModify((doc) => mergeLocalCompletion(doc as Progress, attempt))
  } else {
    await db.progress.insert(mergeLocalCompletion(null, attempt))
  }
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
