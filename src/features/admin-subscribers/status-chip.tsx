import Chip from '@mui/material/Chip'
import { subscriptionStatusBadge, type SubscriptionLike } from '@/lib/subscription'

/** 'Aktif' only when active and not ended; 'Expired' once the end passed; else the raw status. */
export function SubscriptionStatusChip({ sub }: { sub: SubscriptionLike }) {
  const badge = subscriptionStatusBadge(sub)
  return <Chip size="small" label={badge.label} color={badge.tone} data-testid="status-badge" />
}
