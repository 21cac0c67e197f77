import { describe, expect, it } from 'vitest'
import {
  allAnswered,
  countCorrect,
  emptyTestScore,
  firstUnanswered,
  isPassed,
  sanitizeAnswers,
  scoreTest,
  scoreTier,
  type Answers,
} from './scoring'

const q = (id: string, jawaban_benar: string) => ({ id, jawaban_benar })
const five = [q('1', 'a'), q('2', 'b'), q('3', 'c'), q('4', 'd'), q('5', 'a')]
const three = [q('1', 'a'), q('2', 'b'), q('3', 'c')]

describe('scoreTest', () => {
  it('is the rounded percentage of correct answers', () => {
    expect(scoreTest(five, { '1': 'a', '2': 'b', '3': 'c', '4': 'd', '5': 'a' })).toBe(100)
    expect(scoreTest(five, { '1': 'a', '2': 'b', '3': 'c', '4': 'a', '5': 'b' })).toBe(60)
    expect(scoreTest(three, { '1': 'a', '2': 'a', '3': 'a' })).toBe(33)
    expect(scoreTest(three, { '1': 'a', '2': 'b', '3': 'a' })).toBe(67)
  })

  it('counts unanswered questions as wrong', () => {
    expect(scoreTest(five, { '1': 'a' })).toBe(20)
    expect(countCorrect(five, {})).toBe(0)
  })

  it('accepts stored answer keys in any case or with spaces', () => {
    expect(scoreTest([q('1', ' A ')], { '1': 'a' })).toBe(100)
  })

  it('gives an empty test its fallback score (pre-test 0, post-test 100)', () => {
    expect(scoreTest([], {}, emptyTestScore('pretest'))).toBe(0)
    expect(scoreTest([], {}, emptyTestScore('posttest'))).toBe(100)
  })
})

describe('answer checks', () => {
  it('knows when every question is answered', () => {
    const partial: Answers = { '1': 'a', '3': 'c' }
    expect(allAnswered(three, partial)).toBe(false)
    expect(firstUnanswered(three, partial)).toBe(1)
    expect(allAnswered(three, { ...partial, '2': 'd' })).toBe(true)
    expect(firstUnanswered(three, { ...partial, '2': 'd' })).toBe(-1)
  })

  it('keeps only valid answers to this test when restoring a draft', () => {
    expect(sanitizeAnswers(three, { '1': 'a', '2': 'x', '9': 'b', '3': 3 })).toEqual({ '1': 'a' })
    expect(sanitizeAnswers(three, null)).toEqual({})
    expect(sanitizeAnswers(three, 'junk')).toEqual({})
  })
})

describe('scoreTier', () => {
  it.each([
    [100, 'Luar Biasa!', true],
    [90, 'Luar Biasa!', true],
    [89, 'Sangat Baik!', false],
    [80, 'Sangat Baik!', false],
    [79, 'Baik!', false],
    [70, 'Baik!', false],
    [69, 'Perlu Ditingkatkan', false],
    [0, 'Perlu Ditingkatkan', false],
  ])('%i → %s', (score, label, badge) => {
    expect(scoreTier(score)).toMatchObject({ label, badge })
  })

  it('passes at 70', () => {
    expect(isPassed(70)).toBe(true)
    expect(isPassed(69)).toBe(false)
  })
})
