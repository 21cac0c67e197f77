// The periods of the admin charts (pb_hooks/lib/admin/buckets.js, on the Jakarta calendar of
// pb_hooks/lib/shared/dates.js): Asia/Jakarta days, Monday weeks and months across month ends and
// the year end, and per-day counts summed into them with empty periods as zero.
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { loadHookLib } from '../../support/hook-loader'

interface Period {
  key: string
  start: number
  end: number
}
interface Buckets {
  lastDays(now: number, n: number): Period[]
  lastWeeks(now: number, n: number): Period[]
  lastMonths(now: number, n: number): Period[]
  fill(
    periods: Period[],
    perDay: Record<string, unknown>,
    fields?: string[],
  ): Array<Record<string, number | string>>
}

interface JakartaDates {
  jakartaDay(ms: number): string
  jakartaMonth(ms: number): string
  startOfJakartaWeek(ms: number): number
}

const b = loadHookLib<Buckets>('admin/buckets.js')
const dates = loadHookLib<JakartaDates>('shared/dates.js')
const H = 3600 * 1000
const DAY = 24 * H
/** UTC ms of a Jakarta wall-clock time. */
const wib = (y: number, m: number, d: number, h = 0, min = 0) =>
  Date.UTC(y, m - 1, d, h, min) - 7 * H

describe('Jakarta days', () => {
  it('takes the day from UTC+7: 17:00 UTC is already tomorrow in Jakarta', () => {
    expect(dates.jakartaDay(Date.UTC(2026, 11, 31, 16, 59))).toBe('2026-12-31')
    expect(dates.jakartaDay(Date.UTC(2026, 11, 31, 17, 0))).toBe('2027-01-01')
    expect(dates.jakartaMonth(Date.UTC(2026, 10, 30, 17, 0))).toBe('2026-12')
  })

  it('lists the last 30 days oldest first across a month end, each 24 hours from 00:00 WIB', () => {
    const days = b.lastDays(wib(2026, 3, 2, 8), 30)
    expect(days).toHaveLength(30)
    expect(days[29].key).toBe('2026-03-02')
    expect(days[28].key).toBe('2026-03-01')
    expect(days[27].key).toBe('2026-02-28')
    expect(days[0].key).toBe('2026-02-01')
    expect(days[29].start).toBe(wib(2026, 3, 2))
    for (const d of days) expect(d.end - d.start).toBe(DAY)
    for (let i = 1; i < days.length; i++) expect(days[i].start).toBe(days[i - 1].end)
  })
})

describe('weeks (Monday to Sunday, WIB)', () => {
  it('starts the week on Monday 00:00 WIB, also late on Sunday UTC', () => {
    // Sunday 2026-11-29 23:30 WIB is still the week of Monday 2026-11-23.
    expect(dates.startOfJakartaWeek(wib(2026, 11, 29, 23, 30))).toBe(wib(2026, 11, 23))
    // Sunday 17:00 UTC = Monday 00:00 WIB: the next week.
    expect(dates.startOfJakartaWeek(Date.UTC(2026, 10, 29, 17, 0))).toBe(wib(2026, 11, 30))
  })

  it('lists 12 weeks across the year end, keyed by their Monday', () => {
    const weeks = b.lastWeeks(wib(2027, 1, 6, 12), 12)
    expect(weeks).toHaveLength(12)
    expect(weeks[11].key).toBe('2027-01-04')
    expect(weeks[10].key).toBe('2026-12-28') // the week spanning the year end
    expect(weeks[0].key).toBe('2026-10-19')
    for (const w of weeks) expect(w.end - w.start).toBe(7 * DAY)
    for (let i = 1; i < weeks.length; i++) expect(weeks[i].start).toBe(weeks[i - 1].end)
  })

  it('contains now in the last week, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (now) => {
        const weeks = b.lastWeeks(now, 12)
        const last = weeks[11]
        expect(now >= last.start && now < last.end).toBe(true)
        expect(new Date(last.start + 7 * H).getUTCDay()).toBe(1) // a Monday in Jakarta
        const days = b.lastDays(now, 30)
        expect(now >= days[29].start && now < days[29].end).toBe(true)
        const months = b.lastMonths(now, 12)
        expect(now >= months[11].start && now < months[11].end).toBe(true)
        expect(months[11].key).toBe(dates.jakartaMonth(now))
      }),
    )
  })
})

describe('months', () => {
  it('lists 12 months across the year end with their real lengths', () => {
    const months = b.lastMonths(wib(2027, 2, 15), 12)
    expect(months.map((m) => m.key)).toEqual([
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ])
    expect(months[9].start).toBe(wib(2026, 12, 1))
    expect(months[9].end).toBe(wib(2027, 1, 1))
    expect((months[11].end - months[11].start) / DAY).toBe(28)
    expect((months[0].end - months[0].start) / DAY).toBe(31)
  })

  it('starts on the 31st correctly (no month overflow)', () => {
    const months = b.lastMonths(wib(2026, 3, 31, 23), 3)
    expect(months.map((m) => m.key)).toEqual(['2026-01', '2026-02', '2026-03'])
  })
})

describe('fill', () => {
  it('sums days into their periods and shows empty periods as zero', () => {
    const weeks = b.lastWeeks(wib(2027, 1, 6), 3) // weeks of 21 Dec, 28 Dec, 4 Jan
    const filled = b.fill(weeks, {
      '2026-12-21': 2,
      '2026-12-27': 1, // Sunday: still the week of 21 Dec
      '2027-01-04': 5,
      '2027-01-06': 1,
      '2026-12-20': 9, // before the first week: ignored
      'not-a-day': 4,
    })
    expect(filled).toEqual([
      { key: '2026-12-21', value: 3 },
      { key: '2026-12-28', value: 0 },
      { key: '2027-01-04', value: 6 },
    ])
  })

  it('sums objects field by field', () => {
    const months = b.lastMonths(wib(2027, 1, 2), 2)
    const filled = b.fill(
      months,
      {
        '2026-12-31': { amount: 50000, count: 1 },
        '2027-01-01': { amount: 25000, count: 1 },
        '2027-01-02': { amount: 25000, count: 2 },
      },
      ['amount', 'count'],
    )
    expect(filled).toEqual([
      { key: '2026-12', amount: 50000, count: 1 },
      { key: '2027-01', amount: 50000, count: 3 },
    ])
  })

  it('keeps every total: the sum over periods equals the sum of the days inside them', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 50 })), {
          maxLength: 60,
        }),
        (now, entries) => {
          const months = b.lastMonths(now, 12)
          const perDay: Record<string, number> = {}
          let inside = 0
          for (const [back, n] of entries) {
            const key = dates.jakartaDay(now - back * DAY)
            perDay[key] = (perDay[key] ?? 0) + n
          }
          for (const [key, n] of Object.entries(perDay)) {
            const at = Date.UTC(+key.slice(0, 4), +key.slice(5, 7) - 1, +key.slice(8, 10)) - 7 * H
            if (at >= months[0].start) inside += n
          }
          const total = b.fill(months, perDay).reduce((s, p) => s + Number(p.value), 0)
          expect(total).toBe(inside)
        },
      ),
    )
  })
})
