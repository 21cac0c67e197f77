import { describe, expect, it } from 'vitest'
import { format } from 'date-fns'
import { jakartaDateKey, jakartaDayBound, jakartaWallClock } from './jakarta'

describe('Asia/Jakarta calendar maths (UTC+7, no DST)', () => {
  it('gives the Jakarta calendar date of an instant', () => {
    expect(jakartaDateKey(new Date('2025-03-10T16:59:59.999Z'))).toBe('2025-03-10')
    expect(jakartaDateKey(new Date('2025-03-10T17:00:00Z'))).toBe('2025-03-11')
    expect(jakartaDateKey(new Date('2025-12-31T17:30:00Z'))).toBe('2026-01-01')
  })

  it('gives the first and last millisecond of a Jakarta day', () => {
    expect(jakartaDayBound('2025-03-11', 'start')?.toISOString()).toBe('2025-03-10T17:00:00.000Z')
    expect(jakartaDayBound('2025-03-11', 'end')?.toISOString()).toBe('2025-03-11T16:59:59.999Z')
    expect(jakartaDayBound(' 2025-03-11 ', 'end')?.toISOString()).toBe('2025-03-11T16:59:59.999Z')
    expect(jakartaDayBound('2025-03-11 10:00:00Z', 'end')).toBeNull()
    expect(jakartaDayBound('', 'start')).toBeNull()
  })

  it("gives the Jakarta wall clock in the browser's zone, for local-time formatters", () => {
    const at = new Date('2026-11-25T17:05:30.250Z')
    const clock = jakartaWallClock(at)
    expect([clock.getFullYear(), clock.getMonth(), clock.getDate()]).toEqual([2026, 10, 26])
    expect([clock.getHours(), clock.getMinutes(), clock.getSeconds()]).toEqual([0, 5, 30])
    expect(format(clock, 'yyyy-MM-dd HH.mm')).toBe('2026-11-26 00.05')
  })
})
