import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { getPayment, useRemote, type PaymentRow } from '@/data/admin'
import { formatDateTimeNumeric, formatNumber, formatRupiah } from '@/lib/format'
import { errorMessage } from '@/lib/errors'
import { methodLabel, prettyJson } from './logic/payments'
import { PaymentStatusChip } from './payment-status-chip'

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, gap: 1, py: 0.5 }}
    >
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ wordBreak: 'break-all' }}>{children}</Box>
    </Box>
  )
}

/** One transaction: its fields, the payment method and the raw provider notification. */
export function PaymentDetailDialog({ row, onClose }: { row: PaymentRow; onClose: () => void }) {
  const detail = useRemote(`payment:${row.id}:${row.status}`, () => getPayment(row.id))
  const d = detail.data
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Detail Transaksi</DialogTitle>
      <DialogContent dividers>
        {detail.loading && !d ? <LinearProgress /> : null}
        {detail.error ? (
          <Alert severity="error">
            Gagal mengambil data transaksi: {errorMessage(detail.error, 'Terjadi kesalahan')}
          </Alert>
        ) : null}
        <Field label="Order ID">
          <Typography sx={{ fontFamily: 'monospace' }}>{row.order_id}</Typography>
        </Field>
        <Field label="Status">
          <PaymentStatusChip status={d?.status ?? row.status} />
        </Field>
        <Field label="Email">{row.customer_email || '-'}</Field>
        <Field label="Jumlah">{formatRupiah(row.amount)}</Field>
        <Field label="Kredit">{formatNumber(d?.credits_amount ?? row.credits_amount)}</Field>
        {row.paket ? <Field label="Paket">{row.paket.nama_paket}</Field> : null}
        <Field label="Metode">{methodLabel(d?.payment_method ?? row.payment_method)}</Field>
        <Field label="Dibuat">{formatDateTimeNumeric(row.created)}</Field>
        {d?.paid_at || row.paid_at ? (
          <Field label="Dibayar">{formatDateTimeNumeric(d?.paid_at || row.paid_at)}</Field>
        ) : null}
        <Field label="Diproses">{formatDateTimeNumeric(d?.processed_at || row.processed_at)}</Field>
        {(d?.review_note ?? row.review_note) ? (
          <Alert severity="warning" sx={{ my: 1 }}>
            {d?.review_note ?? row.review_note}
          </Alert>
        ) : null}
        <Typography variant="subtitle2" sx={{ mt: 2, mb: 1, fontWeight: 700 }}>
          Data Webhook
        </Typography>
        <Box
          component="pre"
          data-testid="webhook-data"
          sx={{
            m: 0,
            p: 2,
            bgcolor: 'grey.100',
            borderRadius: 1,
            overflow: 'auto',
            maxHeight: 360,
            fontSize: 12,
          }}
        >
          {d ? prettyJson(d.webhook_data) : '...'}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  )
}
