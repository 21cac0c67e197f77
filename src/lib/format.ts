import { format, isValid } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'

const thousands = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

/** Rupiah in the Indonesian style: 400000 → 'Rp400.000', -1500 → '-Rp1.500'. Missing values show 'Rp0'. */
export function formatRupiah(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.round(value) : 0
  const body = thousands.format(Math.abs(n))
  return n < 0 ? `-Rp${body}` : `Rp${body}`
}

/** Indonesian thousands separator without currency: 1234567 → '1.234.567'. */
export function formatNumber(value: number | null | undefined): string {
  const n = typeof value === 'number' && Number.isFinite(value) ? value : 0
  return thousands.format(n)
}

export type DateInput = Date | string | number | null | undefined

/** Parses PocketBase dates ('2026-01-31 10:00:00.000Z'), ISO strings, epoch ms or Dates; null when invalid. */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return isValid(value) ? value : null
  if (typeof value === 'number') {
    const d = new Date(value)
    return isValid(d) ? d : null
  }
  // PocketBase writes 'YYYY-MM-DD HH:mm:ss.SSSZ' (space instead of 'T').
  const normalised = /^\d{4}-\d{2}-\d{2} \d/.test(value) ? value.replace(' ', 'T') : value
  const d = new Date(normalised)
  return isValid(d) ? d : null
}

function fmt(value: DateInput, pattern: string): string {
  const d = toDate(value)
  return d ? format(d, pattern, { locale: idLocale }) : '-'
}

/** '31 Januari 2026' */
export const formatDate = (value: DateInput): string => fmt(value, 'd MMMM yyyy')
/** '31 Jan 2026' */
export const formatDateShort = (value: DateInput): string => fmt(value, 'd MMM yyyy')
/** Indonesian time format: '09.05' */
export const formatTime = (value: DateInput): string => fmt(value, 'HH.mm')
/** '31 Januari 2026 09.05' */
export const formatDateTime = (value: DateInput): string => fmt(value, 'd MMMM yyyy HH.mm')
/** Numeric table format used by the payments table: '31/01/2026 09:05'. */
export const formatDateTimeNumeric = (value: DateInput): string => fmt(value, 'dd/MM/yyyy HH:mm')
