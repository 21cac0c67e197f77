import type { PaymentRow, PaymentStatus, PaymentStatusFilter } from '@/data/admin'

/** The payment provider's name, shown when a notification carried no payment_type. */
export const PROVIDER_NAME = 'Midtrans'

export const STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Berhasil',
  failed: 'Gagal',
  cancelled: 'Dibatalkan',
}

export const STATUS_TONE: Record<PaymentStatus, 'warning' | 'success' | 'error' | 'default'> = {
  pending: 'warning',
  completed: 'success',
  failed: 'error',
  cancelled: 'default',
}

export const STATUS_FILTERS: Array<{ value: PaymentStatusFilter; label: string }> = [
  { value: '', label: 'Semua status' },
  { value: 'pending', label: STATUS_LABEL.pending },
  { value: 'completed', label: STATUS_LABEL.completed },
  { value: 'failed', label: STATUS_LABEL.failed },
  { value: 'cancelled', label: STATUS_LABEL.cancelled },
]

export function statusLabel(status: string): string {
  return STATUS_LABEL[status as PaymentStatus] ?? status
}

export function methodLabel(method: string | null | undefined): string {
  const m = (method ?? '').trim()
  return m || PROVIDER_NAME
}

/** The webhook endpoint an operator enters in the provider's dashboard. */
export function webhookUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/api/payments/webhook`
}

/** The raw notification, pretty-printed ('-' when there is none). */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined || value === '') return '-'
  try {
    return JSON.stringify(value, null, 2)
  } catch {
    return String(value)
  }
}

/**
 * How manual processing decides the credits:
 * - 'package': the purchase names a package (granted), extra credits optional;
 * - 'pack': the transaction carries credits_amount (stored by the webhook from the credit pack of the
 *   amount, or otherwise): the server adds exactly that, nothing to choose;
 * - 'choose': the amount matches no pack, the superadmin enters the credits (≥ 1).
 */
export type CreditsRule = 'package' | 'pack' | 'choose'

export function creditsRule(row: Pick<PaymentRow, 'paket' | 'credits_amount'>): CreditsRule {
  if (row.paket) return 'package'
  if (row.credits_amount > 0) return 'pack'
  return 'choose'
}

export const CREDITS_MAX = 1_000_000

/** The credits field of the process dialog → the number to send (undefined = none), or an error text. */
export function parseCreditsInput(
  text: string,
  rule: CreditsRule,
): { credits?: number; error?: string } {
  if (rule === 'pack') return {}
  const t = text.trim()
  if (!t) return rule === 'choose' ? { error: 'Masukkan jumlah kredit yang ditambahkan' } : {}
  if (!/^\d+$/.test(t)) return { error: 'Jumlah kredit harus bilangan bulat' }
  const n = Number(t)
  if (n > CREDITS_MAX) return { error: 'Jumlah kredit maksimal 1.000.000' }
  if (rule === 'choose' && n < 1) return { error: 'Jumlah kredit minimal 1' }
  return { credits: n }
}

/** The success toast's text (docs/architecture.md, "Product texts and screens"). */
export function processedMessage(credits: number): string {
  return `Berhasil memproses transaksi dan menambah ${credits} kredit`
}
