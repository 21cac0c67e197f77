import Chip from '@mui/material/Chip'
import type { PaymentStatus } from '@/data/admin'
import { STATUS_TONE, statusLabel } from './logic/payments'

export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  return (
    <Chip
      size="small"
      label={statusLabel(status)}
      color={STATUS_TONE[status] ?? 'default'}
      data-testid="payment-status"
    />
  )
}
