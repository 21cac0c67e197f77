import { describe, expect, it } from 'vitest'
import { classDurationLabel, durationText, levelLabel } from './duration'

describe('durationText', () => {
  it.each([
    [90, '1 jam 30 menit', '1j 30m'],
    [60, '1 jam', '1j'],
    [45, '45 menit', '45m'],
    [125, '2 jam 5 menit', '2j 5m'],
    [0, '0 menit', '0m'],
  ])('%i minutes', (minutes, long, short) => {
    expect(durationText(minutes)).toBe(long)
    expect(durationText(minutes, 'short')).toBe(short)
  })
  it('treats negative or missing minutes as 0', () => {
    expect(durationText(-5)).toBe('0 menit')
    expect(durationText(undefined, 'short')).toBe('0m')
    expect(durationText(Number.NaN)).toBe('0 menit')
  })
  it("prefers a class's own duration text", () => {
    expect(classDurationLabel({ durasi_text: ' 3 Jam Intensif ', durasi_menit: 90 })).toBe(
      '3 Jam Intensif',
    )
    expect(classDurationLabel({ durasi_text: '', durasi_menit: 90 })).toBe('1 jam 30 menit')
  })
})

describe('levelLabel', () => {
  it("shows Beginner as 'All Levels'", () => {
    expect(levelLabel('Beginner')).toBe('All Levels')
    expect(levelLabel('Intermediate')).toBe('Intermediate')
    expect(levelLabel('Advanced')).toBe('Advanced')
    expect(levelLabel('')).toBe('All Levels')
  })
})
