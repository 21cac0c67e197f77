import { describe, expect, it } from 'vitest'
import {
  dayLabel,
  dayLabelLong,
  monthLabel,
  monthLabelLong,
  rupiahShort,
  weekLabelLong,
} from './chart-format'

describe('chart labels (Indonesian, Jakarta calendar keys)', () => {
  it('formats days, weeks and months with the id locale', () => {
    expect(dayLabel('2026-12-31')).toBe('31 Des')
    expect(dayLabelLong('2027-01-01')).toBe('1 Jan 2027')
    expect(weekLabelLong('2026-11-23')).toBe('23–29 Nov 2026')
    expect(weekLabelLong('2026-11-30')).toBe('30 Nov – 6 Des 2026')
    expect(weekLabelLong('2026-12-28')).toBe('28 Des 2026 – 3 Jan 2027')
    expect(monthLabel('2026-08')).toBe('Agt 2026')
    expect(monthLabelLong('2026-08')).toBe('Agustus 2026')
  })

  it('shortens Rupiah for axes with Indonesian units', () => {
    expect(rupiahShort(0)).toBe('Rp0')
    expect(rupiahShort(250000)).toBe('Rp250 rb')
    expect(rupiahShort(1500000)).toBe('Rp1,5 jt')
    expect(rupiahShort(2_000_000_000)).toBe('Rp2 M')
  })
})
