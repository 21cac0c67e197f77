import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { PaymentRow } from '@/data/admin'
import { formatDateTimeNumeric, formatNumber, formatRupiah } from '@/lib/format'
import { PaymentStatusChip } from './payment-status-chip'

interface Props {
  rows: PaymentRow[]
  onDetail: (row: PaymentRow) => void
  onProcess: (row: PaymentRow) => void
}

/**
 * The payments table: order id, e-mail, amount, credits, status, date (dd/MM/yyyy HH:mm), action
 * (docs/architecture.md, "Product texts and screens").
 */
export function PaymentsTable({ rows, onDetail, onProcess }: Props) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Transaksi pembayaran">
        <TableHead>
          <TableRow>
            <TableCell>Order ID</TableCell>
            <TableCell>Email</TableCell>
            <TableCell align="right">Jumlah</TableCell>
            <TableCell align="right">Kredit</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Tanggal</TableCell>
            <TableCell align="right">Aksi</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover data-testid="payment-row" data-order-id={row.order_id}>
              <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
                {row.order_id}
              </TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {row.customer_email || '-'}
                {row.paket ? (
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    Paket: {row.paket.nama_paket}
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell align="right">{formatRupiah(row.amount)}</TableCell>
              <TableCell align="right">{formatNumber(row.credits_amount)}</TableCell>
              <TableCell>
                <PaymentStatusChip status={row.status} />
                {row.review_note ? (
                  <Typography variant="caption" color="warning.main" sx={{ display: 'block' }}>
                    Perlu ditinjau
                  </Typography>
                ) : null}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDateTimeNumeric(row.created)}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" onClick={() => onDetail(row)}>
                    Detail
                  </Button>
                  {row.status === 'pending' ? (
                    <Button size="small" variant="contained" onClick={() => onProcess(row)}>
                      Proses
                    </Button>
                  ) : null}
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
