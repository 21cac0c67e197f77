/**
 * Pure rules of the local store, shared by the hooks, the sync engine and the tests.
 * The server's merge (pb_hooks/lib/sync/merge.js) applies the same grading rules.
 */
import type { Choice, Materi, Progress, Soal, Subscription } from './types'

const CHOICES = new Set<string>(['a', 'b', 'c', 'd'])

/** Milliseconds since the epoch of a PocketBase or ISO date string; NaN when empty or invalid. */
export function toMillis(value: string | null | undefined): number {
  if (!value) return NaN
  const text = value.trim()
  if (!text) return NaN
  return Date.parse(text.includes('T') ? text : text.replace(' ', 'T'))
}

/** A date in PocketBase's format ("2025-01-31 16:59:59.999Z"). */
export function toPbDate(millis: number): string {
  return new Date(millis).toISOString().replace('T', ' ')
}

/** Active = status active and durasi_akhir in the future (by the given clock). */
export function isActiveSubscription(
  sub: Pick<Subscription, 'status' | 'durasi_akhir'>,
  now: number,
): boolean {
  if (sub.status !== 'active') return false
  const end = toMillis(sub.durasi_akhir)
  return Number.isFinite(end) && end > now
}

/** Sorted, de-duplicated package ids the user may read now. */
export function activePaketIds(
  subs: ReadonlyArray<Pick<Subscription, 'status' | 'durasi_akhir' | 'paket_id'>>,
  now: number,
): string[] {
  const ids = new Set<string>()
  for (const s of subs) if (isActiveSubscription(s, now) && s.paket_id) ids.add(s.paket_id)
  return [...ids].sort()
}

/** Keeps only answers a..d to the given questions. */
export function sanitizeAnswers(
  answers: unknown,
  soalIds?: ReadonlySet<string>,
): Record<string, Choice> {
  const out: Record<string, Choice> = {}
  if (!answers || typeof answers !== 'object' || Array.isArray(answers)) return out
  for (const [k, v] of Object.entries(answers as Record<string, unknown>)) {
    if (typeof v !== 'string' || !CHOICES.has(v)) continue
    if (soalIds && !soalIds.has(k)) continue
    out[k] = v as Choice
  }
  return out
}

/**
 * Score 0..100 (rounded percentage of correct answers; unanswered = wrong). A test with no
 * questions scores 0 for a pre-test and 100 for a post-test; other items score 0.
 */
export function gradeAnswers(
  type: Materi['type'] | string,
  questions: ReadonlyArray<Pick<Soal, 'id' | 'jawaban_benar'>>,
  answers: Record<string, string>,
): number {
  if (type !== 'pretest' && type !== 'posttest') return 0
  if (questions.length === 0) return type === 'posttest' ? 100 : 0
  let correct = 0
  for (const q of questions) if (answers[q.id] === q.jawaban_benar) correct++
  return Math.round((correct / questions.length) * 100)
}

/**
 * The local result of completing a materi: the best attempt (higher score; ties keep the
 * existing one), the earliest completion time, status complete.
 */
export function mergeLocalCompletion(
  existing: Progress | null,
  attempt: {
    materi_id: string
    user_id: string
    skor: number
    answers: Record<string, Choice>
    completed_at: string
  },
): Progress {
  if (!existing) {
    return { id: '', created: '', updated: '', status: 'complete', ...attempt }
  }
  const better = attempt.skor > existing.skor
  const a = toMillis(existing.completed_at)
  const b = toMillis(attempt.completed_at)
  const earliest = !Number.isFinite(a)
    ? attempt.completed_at
    : Number.isFinite(b) && b < a
      ? attempt.completed_at
      : existing.completed_at
  return {
    ...existing,
    status: 'complete',
    skor: better ? attempt.skor : existing.skor,
    answers: better ? attempt.answers : existing.answers,
    completed_at: earliest,
  }
}
