import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { PaymentStatus, PaymentSummary } from '@/data/admin'
import { formatNumber, formatRupiah } from '@/lib/format'
import { statusLabel } from './logic/payments'

const ORDER: PaymentStatus[] = ['completed', 'pending', 'failed', 'cancelled']

function Card({
  title,
  value,
  detail,
  testId,
}: {
  title: string
  value: string
  detail: string
  testId: string
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        {title}
      </Typography>
      <Typography variant="h6" sx={{ fontWeight: 800 }}>
        {value}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {detail}
      </Typography>
    </Paper>
  )
}

/** Revenue today and this month (completed, Asia/Jakarta) and the totals per status. */
export function PaymentSummaryCards({ summary }: { summary: PaymentSummary | undefined }) {
  if (!summary) return null
  return (
    <Box sx={{ mb: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
          mb: 2,
        }}
      >
        <Card
          testId="revenue-today"
          title="Pendapatan hari ini"
          value={formatRupiah(summary.today.amount)}
          detail={`${formatNumber(summary.today.count)} transaksi berhasil · ${formatNumber(summary.today.credits)} kredit`}
        />
        <Card
          testId="revenue-month"
          title="Pendapatan bulan ini"
          value={formatRupiah(summary.month.amount)}
          detail={`${formatNumber(summary.month.count)} transaksi berhasil · ${formatNumber(summary.month.credits)} kredit`}
        />
        <Card
          testId="needs-review"
          title="Menunggu proses manual"
          value={formatNumber(summary.by_status.pending.count)}
          detail={`${formatNumber(summary.needs_review)} sudah dibayar, perlu ditinjau`}
        />
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }} data-testid="status-totals">
        {ORDER.map((s) => (
          <Typography key={s} variant="body2" color="text.secondary">
            {statusLabel(s)}: <strong>{formatNumber(summary.by_status[s].count)}</strong> (
            {formatRupiah(summary.by_status[s].amount)})
          </Typography>
        ))}
      </Box>
    </Box>
  )
}
