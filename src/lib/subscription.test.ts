import { describe, expect, it } from 'vitest'
import {
  daysRemaining,
  isSubscriptionActive,
  parseDate,
  subscriptionStatusBadge,
} from './subscription'

// 2025-03-10 10:00 in Jakarta.
const now = new Date('2025-03-10T03:00:00Z')

describe('parseDate', () => {
  it('reads PocketBase dates and ISO strings', () => {
    expect(parseDate('2025-03-10 16:59:59.999Z')?.toISOString()).toBe('2025-03-10T16:59:59.999Z')
    expect(parseDate('2025-03-10T16:59:59.999Z')?.toISOString()).toBe('2025-03-10T16:59:59.999Z')
  })
  it('reads a date-only end as the end of that day in Jakarta', () => {
    expect(parseDate('2025-03-10', 'end')?.toISOString()).toBe('2025-03-10T16:59:59.999Z')
    expect(parseDate('2025-03-10')?.toISOString()).toBe('2025-03-09T17:00:00.000Z')
  })
  it('returns null for empty or invalid values', () => {
    expect(parseDate('')).toBeNull()
    expect(parseDate(null)).toBeNull()
    expect(parseDate('kemarin')).toBeNull()
  })
})

describe('daysRemaining', () => {
  it('is the ceiling of the days to the end', () => {
    // End of 10 March in Jakarta is 14 h away: still 1 day.
    expect(daysRemaining('2025-03-10 16:59:59.999Z', now)).toBe(1)
    expect(daysRemaining('2025-03-11 16:59:59.999Z', now)).toBe(2)
    expect(daysRemaining('2025-04-08 16:59:59.999Z', now)).toBe(30)
  })
  it('is computed on Jakarta days for date-only ends', () => {
    expect(daysRemaining('2025-03-10', now)).toBe(1)
    // 23:30 on 10 March in Jakarta (16:30Z): the 11th ends 24.5 h later.
    expect(daysRemaining('2025-03-11', new Date('2025-03-10T16:30:00Z'))).toBe(2)
    // 00:30 on 11 March in Jakarta (17:30Z on the 10th UTC): the 11th ends 23.5 h later.
    expect(daysRemaining('2025-03-11', new Date('2025-03-10T17:30:00Z'))).toBe(1)
  })
  it('is never negative', () => {
    expect(daysRemaining('2025-03-01 16:59:59.999Z', now)).toBe(0)
    expect(daysRemaining(null, now)).toBe(0)
    expect(daysRemaining(new Date(now.getTime()), now)).toBe(0)
  })
})

describe('subscription status', () => {
  const future = '2025-04-01 16:59:59.999Z'
  const past = '2025-03-01 16:59:59.999Z'
  it("shows 'Aktif' only when active and not ended", () => {
    expect(subscriptionStatusBadge({ status: 'active', durasi_akhir: future }, now).label).toBe(
      'Aktif',
    )
    expect(isSubscriptionActive({ status: 'active', durasi_akhir: future }, now)).toBe(true)
  })
  it("shows 'Expired' once the end date passed, whatever the status", () => {
    expect(subscriptionStatusBadge({ status: 'active', durasi_akhir: past }, now).label).toBe(
      'Expired',
    )
    expect(subscriptionStatusBadge({ status: 'suspended', durasi_akhir: past }, now).label).toBe(
      'Expired',
    )
    expect(isSubscriptionActive({ status: 'active', durasi_akhir: past }, now)).toBe(false)
  })
  it('shows the raw status otherwise', () => {
    expect(subscriptionStatusBadge({ status: 'suspended', durasi_akhir: future }, now).label).toBe(
      'suspended',
    )
    expect(subscriptionStatusBadge({ status: 'expired', durasi_akhir: future }, now).label).toBe(
      'expired',
    )
    expect(isSubscriptionActive({ status: 'suspended', durasi_akhir: future }, now)).toBe(false)
    expect(isSubscriptionActive({ status: 'active', durasi_akhir: '' }, now)).toBe(false)
  })
})
