import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatDateTime,
  formatDateTimeNumeric,
  formatNumber,
  formatRupiah,
  formatTime,
  toDate,
} from './format'

describe('formatRupiah', () => {
  it('uses Indonesian thousands and no space after Rp', () => {
    expect(formatRupiah(400000)).toBe('Rp400.000')
    expect(formatRupiah(1200000)).toBe('Rp1.200.000')
    expect(formatRupiah(20000)).toBe('Rp20.000')
    expect(formatRupiah(999)).toBe('Rp999')
  })
  it('handles zero, negatives, decimals and missing values', () => {
    expect(formatRupiah(0)).toBe('Rp0')
    expect(formatRupiah(-1500)).toBe('-Rp1.500')
    expect(formatRupiah(1500.6)).toBe('Rp1.501')
    expect(formatRupiah(null)).toBe('Rp0')
    expect(formatRupiah(undefined)).toBe('Rp0')
    expect(formatRupiah(Number.NaN)).toBe('Rp0')
  })
  it('formats plain numbers', () => {
    expect(formatNumber(1234567)).toBe('1.234.567')
    expect(formatNumber(undefined)).toBe('0')
  })
})

describe('dates', () => {
  const d = new Date(2026, 0, 31, 9, 5)
  it('uses the id locale and HH.mm times', () => {
    expect(formatDate(d)).toBe('31 Januari 2026')
    expect(formatTime(d)).toBe('09.05')
    expect(formatDateTime(d)).toBe('31 Januari 2026 09.05')
    expect(formatDateTimeNumeric(d)).toBe('31/01/2026 09:05')
  })
  it('parses PocketBase date strings', () => {
    const parsed = toDate('2026-03-01 10:20:30.000Z')
    expect(parsed?.toISOString()).toBe('2026-03-01T10:20:30.000Z')
    expect(toDate('')).toBeNull()
    expect(toDate('bukan tanggal')).toBeNull()
    expect(toDate(null)).toBeNull()
  })
  it('shows a dash for missing dates', () => {
    expect(formatDate(null)).toBe('-')
    expect(formatTime('xx')).toBe('-')
  })
})
