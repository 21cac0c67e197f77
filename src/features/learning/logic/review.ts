/** Review form rules. */

export const STUDENT_ROLES = [
  'Mahasiswa S1',
  'Mahasiswa S2',
  'Mahasiswa S3',
  'Mahasiswa D3',
  'Mahasiswa D4',
] as const

export interface ReviewValues {
  rating: number | null
  student_role: string
  review_text: string
}

export interface ReviewError {
  title: string
  description: string
}

/** Null when the review can be saved; otherwise the toast to show. */
export function validateReview(values: ReviewValues, signedIn: boolean): ReviewError | null {
  if (!signedIn) return { title: 'Error', description: 'Anda harus login terlebih dahulu' }
  const rating = values.rating ?? 0
  const complete =
    Number.isInteger(rating) &&
    rating >= 1 &&
    rating <= 5 &&
    (STUDENT_ROLES as readonly string[]).includes(values.student_role) &&
    values.review_text.trim().length > 0
  return complete ? null : { title: 'Error', description: 'Mohon lengkapi semua field' }
}
