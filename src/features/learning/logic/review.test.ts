import { describe, expect, it } from 'vitest'
import { STUDENT_ROLES, validateReview } from './review'

const ok = { rating: 4, student_role: 'Mahasiswa S1', review_text: 'Materinya jelas' }

describe('validateReview', () => {
  it('accepts a complete review', () => {
    expect(validateReview(ok, true)).toBeNull()
    for (const role of STUDENT_ROLES)
      expect(validateReview({ ...ok, student_role: role }, true)).toBeNull()
  })
  it('requires a signed-in user', () => {
    expect(validateReview(ok, false)?.description).toBe('Anda harus login terlebih dahulu')
  })
  it.each([
    { rating: 0 },
    { rating: 6 },
    { rating: null },
    { rating: 2.5 },
    { student_role: '' },
    { student_role: 'Dosen' },
    { review_text: '   ' },
  ])('rejects %o', (patch) => {
    expect(validateReview({ ...ok, ...patch }, true)?.description).toBe(
      'Mohon lengkapi semua field',
    )
  })
})
