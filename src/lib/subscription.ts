/**
 * Subscription rules shared by the subscriber, learning and admin screens.
 * Dates are Asia/Jakarta calendar dates (./jakarta.ts).
 */
import { jakartaDayBound } from './jakarta'

const DAY_MS = 24 * 60 * 60 * 1000

export interface SubscriptionLike {
  status: string
  durasi_mulai?: string | null
  durasi_akhir?: string | null
}

/**
 * Parses a PocketBase date ("2025-01-31 16:59:59.999Z"), an ISO string, or a date-only string
 * ("2025-01-31", meaning the end of that day in Jakarta for an end date, its start otherwise).
 * Returns null for empty or invalid input.
 */
export function parseDate(
  value: string | null | undefined,
  dateOnlyAs: 'start' | 'end' = 'start',
): Date | null {
  if (!value) return null
  const text = value.trim()
  if (!text) return null
  const dateOnly = jakartaDayBound(text, dateOnlyAs)
  if (dateOnly) return dateOnly
  const date = new Date(text.replace(' ', 'T'))
  return Number.isNaN(date.getTime()) ? null : date
}

/** The end of a subscription as an instant (a date-only end is the end of that day in Jakarta). */
export function subscriptionEnd(sub: SubscriptionLike): Date | null {
  return parseDate(sub.durasi_akhir, 'end')
}

/** Active = status active and end date in the future. */
export function isSubscriptionActive(sub: SubscriptionLike, now: Date = new Date()): boolean {
  const end = subscriptionEnd(sub)
  return sub.status === 'active' && end !== null && end.getTime() > now.getTime()
}

/** Days remaining = ceiling of the days to the end date, minimum 0 (0 without an end date). */
export function daysRemaining(
  end: string | Date | null | undefined,
  now: Date = new Date(),
): number {
  const endDate = end instanceof Date ? end : parseDate(end, 'end')
  if (!endDate) return 0
  const diff = endDate.getTime() - now.getTime()
  if (diff <= 0) return 0
  return Math.ceil(diff / DAY_MS)
}

export type StatusTone = 'success' | 'error' | 'warning'

/**
 * Status badge: 'Aktif' only when active and the end date is in the future; 'Expired' when the
 * end date has passed; otherwise the raw status.
 */
export function subscriptionStatusBadge(
  sub: SubscriptionLike,
  now: Date = new Date(),
): { label: string; tone: StatusTone } {
  if (isSubscriptionActive(sub, now)) return { label: 'Aktif', tone: 'success' }
  const end = subscriptionEnd(sub)
  if (end && end.getTime() <= now.getTime()) return { label: 'Expired', tone: 'error' }
  return { label: sub.status, tone: 'warning' }
}
