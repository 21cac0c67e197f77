/**
 * The superadmin's payment operations: the server-side list and summary (/api/admin/payments*),
 * one transaction with its raw notification, manual processing, and live change events.
 */
import { pb } from '../pocketbase'
import type { PageResult } from './types'
import type {
  PaymentDetail,
  PaymentQuery,
  PaymentRow,
  PaymentSummary,
  ProcessPaymentResult,
} from './payments-types'

export function listPayments(query: PaymentQuery): Promise<PageResult<PaymentRow>> {
  const params: Record<string, string | number> = {
    page: query.page ?? 1,
    perPage: query.perPage ?? 20,
  }
  if (query.q?.trim()) params.q = query.q.trim()
  if (query.status) params.status = query.status
  return pb.send<PageResult<PaymentRow>>('/api/admin/payments', { method: 'GET', query: params })
}

export function getPaymentSummary(): Promise<PaymentSummary> {
  return pb.send<PaymentSummary>('/api/admin/payments/summary', { method: 'GET' })
}

export function getPayment(id: string): Promise<PaymentDetail> {
  return pb.collection('payment_transactions').getOne<PaymentDetail>(id)
}

/** Completes a pending transaction; `credits` only when its amount matches no credit pack (or to add credits to a package). */
export function processPayment(id: string, credits?: number): Promise<ProcessPaymentResult> {
  const body = credits === undefined ? {} : { credits }
  return pb.send<ProcessPaymentResult>(`/api/payments/${encodeURIComponent(id)}/process`, {
    method: 'POST',
    body,
  })
}

/**
 * Calls `onChange` on every create, update or delete of a payment transaction (realtime).
 * Returns the unsubscribe function.
 */
export async function subscribePayments(onChange: () => void): Promise<() => Promise<void>> {
  return pb.collection('payment_transactions').subscribe('*', () => onChange())
}
