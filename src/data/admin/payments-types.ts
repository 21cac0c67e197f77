/** Types of the payments screen (payment_transactions, docs/contract.md, Collections; routes in pb_hooks/payments.pb.js). */

export type PaymentStatus = 'pending' | 'completed' | 'failed' | 'cancelled'

export type PaymentStatusFilter = '' | PaymentStatus

export interface PaymentRow {
  id: string
  order_id: string
  customer_email: string
  amount: number
  credits_amount: number
  status: PaymentStatus
  payment_method: string
  /** The package a purchase named (custom_field2), if any. */
  paket: { id: string; nama_paket: string } | null
  /** Why a paid notification waits for manual review ('' otherwise). */
  review_note: string
  /** PocketBase date texts ('' when unset). */
  created: string
  processed_at: string
  paid_at: string
}

/** One transaction as the records API returns it (with the raw notification). */
export interface PaymentDetail {
  id: string
  order_id: string
  customer_email: string
  amount: number
  credits_amount: number
  status: PaymentStatus
  payment_method: string
  paket_id: string
  review_note: string
  webhook_data: unknown
  created: string
  processed_at: string
  paid_at: string
  processed_by: string
}

export interface PaymentQuery {
  q?: string
  status?: PaymentStatusFilter
  page?: number
  perPage?: number
}

export interface RevenueFigure {
  count: number
  amount: number
  credits: number
}

export interface PaymentSummary {
  today: RevenueFigure
  month: RevenueFigure
  by_status: Record<PaymentStatus, { count: number; amount: number }>
  needs_review: number
}

export interface ProcessPaymentResult {
  id: string
  order_id: string
  status: 'completed'
  credits: number
  paket_id: string
  /** 'account': granted to a verified account now; 'pending': kept for the e-mail until it is verified. */
  granted_to: 'account' | 'pending'
  processed_at: string
}
