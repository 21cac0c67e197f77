// The one Asia/Jakarta calendar of the hooks (pb_hooks/lib/shared/dates.js): UTC+7 without DST,
// so 17:00 UTC is already the next Jakarta day, and month and year ends roll over.
import { describe, expect, it } from 'vitest'
import { loadHookLib } from '../../support/hook-loader'

interface Dates {
  DAY_MS: number
  pbDate(ms: number): string
  toMs(value: unknown): number | null
  jakartaClock(ms: number): {
    year: number
    month: number
    day: number
    hours: number
    minutes: number
    seconds: number
    weekday: number
  }
  jakartaMidnight(year: number, month: number, day: number): number
  jakartaDay(ms: number): string
  jakartaMonth(ms: number): string
  startOfJakartaDay(ms: number): number
  startOfJakartaMonth(ms: number): number
  endOfDayJakarta(ms: number): number
}

const d = loadHookLib<Dates>('shared/dates.js')
const H = 3600 * 1000
/** UTC ms of a Jakarta wall-clock time. */
const wib = (y: number, m: number, day: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, day, h, min) - 7 * H

describe('the Jakarta wall clock', () => {
  it('reads an instant at UTC+7, weekday included', () => {
    expect(d.jakartaClock(Date.UTC(2026, 11, 31, 17, 5, 9))).toEqual({
      year: 2027,
      month: 1,
      day: 1,
      hours: 0,
      minutes: 5,
      seconds: 9,
      weekday: 5,
    })
  })

  it('keys days and months by the Jakarta date', () => {
    expect(d.jakartaDay(Date.UTC(2026, 11, 31, 16, 59))).toBe('2026-12-31')
    expect(d.jakartaDay(Date.UTC(2026, 11, 31, 17, 0))).toBe('2027-01-01')
    expect(d.jakartaMonth(Date.UTC(2026, 10, 30, 17, 0))).toBe('2026-12')
  })
})

describe('Jakarta day and month bounds', () => {
  it('starts a day at 00:00 WIB and ends it at 23:59:59.999 WIB', () => {
    const late = wib(2026, 3, 1, 23, 30)
    expect(d.startOfJakartaDay(late)).toBe(wib(2026, 3, 1))
    expect(d.endOfDayJakarta(late)).toBe(wib(2026, 3, 2) - 1)
    expect(d.endOfDayJakarta(wib(2026, 3, 2))).toBe(wib(2026, 3, 3) - 1)
  })

  it('starts a month on its first day, and rolls overflowing dates over', () => {
    expect(d.startOfJakartaMonth(wib(2026, 3, 31, 23))).toBe(wib(2026, 3, 1))
    expect(d.jakartaMidnight(2026, 13, 1)).toBe(wib(2027, 1, 1))
    expect(d.jakartaMidnight(2026, 3, 0)).toBe(wib(2026, 2, 28))
    expect(d.jakartaMidnight(2027, 0, 15)).toBe(wib(2026, 12, 15))
  })
})

describe('PocketBase dates', () => {
  it('writes and reads the datetime text in UTC', () => {
    const ms = Date.UTC(2026, 0, 2, 3, 4, 5, 6)
    expect(d.pbDate(ms)).toBe('2026-01-02 03:04:05.006Z')
    expect(d.toMs(d.pbDate(ms))).toBe(ms)
    expect(d.toMs('2026-01-02')).toBe(Date.UTC(2026, 0, 2))
    expect(d.toMs('0001-01-01 00:00:00.000Z')).toBeNull()
    expect(d.toMs('')).toBeNull()
  })
})
