/** Test scoring and result tiers. */

export type Choice = 'a' | 'b' | 'c' | 'd'
export const CHOICES: readonly Choice[] = ['a', 'b', 'c', 'd']

export interface QuestionLike {
  id: string
  jawaban_benar: string
}

/** Answers keyed by question (soal) id. */
export type Answers = Record<string, Choice>

export function isChoice(value: unknown): value is Choice {
  return typeof value === 'string' && (CHOICES as readonly string[]).includes(value)
}

/** Number of questions answered correctly; unanswered questions count as wrong. */
export function countCorrect(
  questions: readonly QuestionLike[],
  answers: Readonly<Answers>,
): number {
  return questions.filter((q) => {
    const answer = answers[q.id]
    return answer !== undefined && answer === q.jawaban_benar.trim().toLowerCase()
  }).length
}

/**
 * Score = percentage of correct answers, rounded, 0-100. A test without questions scores
 * `emptyScore` (0 for a pre-test, 100 for a post-test, as the server grades them).
 */
export function scoreTest(
  questions: readonly QuestionLike[],
  answers: Readonly<Answers>,
  emptyScore = 0,
): number {
  if (questions.length === 0) return emptyScore
  return Math.round((countCorrect(questions, answers) / questions.length) * 100)
}

/** The score a test with no questions is given. */
export function emptyTestScore(type: 'pretest' | 'posttest' | string): number {
  return type === 'posttest' ? 100 : 0
}

/** True when every question has an answer. */
export function allAnswered(
  questions: readonly QuestionLike[],
  answers: Readonly<Answers>,
): boolean {
  return questions.every((q) => isChoice(answers[q.id]))
}

/** Index of the first unanswered question, or -1. */
export function firstUnanswered(
  questions: readonly QuestionLike[],
  answers: Readonly<Answers>,
): number {
  return questions.findIndex((q) => !isChoice(answers[q.id]))
}

export const PASS_SCORE = 70

export function isPassed(score: number): boolean {
  return score >= PASS_SCORE
}

export type TierKey = 'outstanding' | 'very-good' | 'good' | 'improve'

export interface Tier {
  key: TierKey
  label: string
  /** True at 90 and above: the result shows the perfect-score badge. */
  badge: boolean
}

/** Post-test tiers: 90+ 'Luar Biasa!' (with badge), 80+ 'Sangat Baik!', 70+ 'Baik!', else 'Perlu Ditingkatkan'. */
export function scoreTier(score: number): Tier {
  if (score >= 90) return { key: 'outstanding', label: 'Luar Biasa!', badge: true }
  if (score >= 80) return { key: 'very-good', label: 'Sangat Baik!', badge: false }
  if (score >= 70) return { key: 'good', label: 'Baik!', badge: false }
  return { key: 'improve', label: 'Perlu Ditingkatkan', badge: false }
}

/** Keeps only answers that are valid choices for questions of this test. */
export function sanitizeAnswers(questions: readonly QuestionLike[], raw: unknown): Answers {
  const out: Answers = {}
  if (!raw || typeof raw !== 'object') return out
  const source = raw as Record<string, unknown>
  for (const q of questions) {
    const value = source[q.id]
    if (isChoice(value)) out[q.id] = value
  }
  return out
}
