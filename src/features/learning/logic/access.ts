/** The class access rule (docs/contract.md, Roles and access): an active, unexpired subscription to the class's package. */
import { isSubscriptionActive, type SubscriptionLike } from '@/lib/subscription'

export type ClassAccess = 'ok' | 'not-found' | 'denied'

export function classAccess(
  kelas: { paket_id: string; is_active: boolean } | null,
  subscriptions: ReadonlyArray<SubscriptionLike & { paket_id: string }>,
  now: Date = new Date(),
): ClassAccess {
  if (!kelas || !kelas.is_active) return 'not-found'
  return subscriptions.some((s) => s.paket_id === kelas.paket_id && isSubscriptionActive(s, now))
    ? 'ok'
    : 'denied'
}
