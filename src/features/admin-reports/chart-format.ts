import { format } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import { formatNumber, formatRupiah } from '@/lib/format'

/**
 * Labels of the admin charts. The server's period keys are already Asia/Jakarta calendar dates
 * ('YYYY-MM-DD' days and week Mondays, 'YYYY-MM' months): they are read as plain calendar dates,
 * never shifted by the browser's time zone.
 */
function calendar(key: string): Date | null {
  const m = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(key)
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1) : null
}

/** '2026-11-23' → '23 Nov' */
export function dayLabel(key: string): string {
  const d = calendar(key)
  return d ? format(d, 'd MMM', { locale: idLocale }) : key
}

/** '2026-11-23' → '23 Nov 2026' (tables and tooltips) */
export function dayLabelLong(key: string): string {
  const d = calendar(key)
  return d ? format(d, 'd MMM yyyy', { locale: idLocale }) : key
}

/** A week by its Monday: '2026-11-23' → '23–29 Nov 2026', across months '30 Nov – 6 Des 2026'. */
export function weekLabelLong(key: string): string {
  const start = calendar(key)
  if (!start) return key
  const end = new Date(start.getFullYear(), start.getMonth(), start.getDate() + 6)
  const sameMonth = start.getMonth() === end.getMonth() && start.getFullYear() === end.getFullYear()
  if (sameMonth)
    return `${format(start, 'd', { locale: idLocale })}–${format(end, 'd MMM yyyy', { locale: idLocale })}`
  const sameYear = start.getFullYear() === end.getFullYear()
  return `${format(start, sameYear ? 'd MMM' : 'd MMM yyyy', { locale: idLocale })} – ${format(end, 'd MMM yyyy', { locale: idLocale })}`
}

/** '2026-11' → 'Nov 2026' */
export function monthLabel(key: string): string {
  const d = calendar(key)
  return d ? format(d, 'MMM yyyy', { locale: idLocale }) : key
}

/** '2026-11' → 'November 2026' */
export function monthLabelLong(key: string): string {
  const d = calendar(key)
  return d ? format(d, 'MMMM yyyy', { locale: idLocale }) : key
}

/** Short Rupiah for an axis: 1500000 → 'Rp1,5 jt', 250000 → 'Rp250 rb', 900 → 'Rp900'. */
export function rupiahShort(value: number): string {
  const n = Math.round(value)
  const abs = Math.abs(n)
  const sign = n < 0 ? '-' : ''
  const short = (x: number) => x.toLocaleString('id-ID', { maximumFractionDigits: 1 })
  if (abs >= 1_000_000_000) return `${sign}Rp${short(abs / 1_000_000_000)} M`
  if (abs >= 1_000_000) return `${sign}Rp${short(abs / 1_000_000)} jt`
  if (abs >= 1_000) return `${sign}Rp${short(abs / 1_000)} rb`
  return `${sign}Rp${abs}`
}

export { formatNumber, formatRupiah }

/** The sum of a list of numbers. */
export function total(values: number[]): number {
  return values.reduce((s, v) => s + v, 0)
}
