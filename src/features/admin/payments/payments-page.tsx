import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { usePageMeta } from '@/components/page-meta'
import {
  getPaymentSummary,
  listPayments,
  useRemote,
  type PaymentRow,
  type PaymentStatusFilter,
} from '@/data/admin'
import { formatNumber } from '@/lib/format'
import { EmptyState } from '../components/empty-state'
import { LoadError } from '../components/load-error'
import { ExportCsvButton } from '../components/export-button'
import { PageHeader } from '../components/page-header'
import { useErrorToast } from '../components/use-error-toast'
import { STATUS_FILTERS } from './logic/payments'
import { PaymentDetailDialog } from './payment-detail-dialog'
import { PaymentSummaryCards } from './payment-summary'
import { PaymentsTable } from './payments-table'
import { ProcessPaymentDialog } from './process-payment-dialog'
import { useLivePayments } from './use-live-payments'
import { WebhookUrlBox } from './webhook-url-box'
import { useDebounced } from '../components/use-debounced'

const PER_PAGE = 25
const SEARCH_DEBOUNCE_MS = 300

/** Kelola Pembayaran: server-side pages, search and filters, a revenue summary, live updates. */
export default function PaymentsPage() {
  usePageMeta({
    title: 'Kelola Pembayaran',
    description: 'Transaksi pembayaran dan proses manual.',
    noIndex: true,
  })
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const [status, setStatus] = useState<PaymentStatusFilter>('')
  const [page, setPage] = useState(1)
  const [detail, setDetail] = useState<PaymentRow | null>(null)
  const [processing, setProcessing] = useState<PaymentRow | null>(null)
  useEffect(() => setPage(1), [q, status])

  const list = useRemote(`payments:${q}:${status}:${page}`, () =>
    listPayments({ q, status, page, perPage: PER_PAGE }),
  )
  const summary = useRemote('payments-summary', getPaymentSummary)
  useErrorToast(list.error, 'Gagal mengambil data transaksi')
  const refresh = () => {
    void list.reload()
    void summary.reload()
  }
  const live = useLivePayments(refresh)
  const rows = list.data?.items ?? []
  const filtered = q !== '' || status !== ''

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Kelola Pembayaran"
        subtitle="Transaksi dari payment gateway dan proses manual"
        actions={
          <>
            <Chip
              size="small"
              label={live ? 'Live' : 'Offline'}
              color={live ? 'success' : 'default'}
              variant="outlined"
              data-testid="live-indicator"
              sx={{ alignSelf: 'center' }}
            />
            <Button
              variant="outlined"
              startIcon={<RefreshOutlined />}
              onClick={refresh}
              disabled={list.loading}
            >
              Refresh
            </Button>
          </>
        }
      />
      <PaymentSummaryCards summary={summary.data} />
      <WebhookUrlBox />
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          fullWidth
          placeholder="Cari order id atau email..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Cari transaksi' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchOutlined />
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          select
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as PaymentStatusFilter)}
          sx={{ minWidth: 200 }}
        >
          {STATUS_FILTERS.map((f) => (
            <MenuItem key={f.value || 'all'} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <ExportCsvButton
          path="/api/admin/payments/export"
          query={{ q, status }}
          fallbackName="pembayaran.csv"
        />
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="payment-total">
        Total: {formatNumber(list.data?.totalItems ?? 0)} transaksi
      </Typography>
      {list.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {list.error ? (
        <LoadError
          title="Gagal mengambil data transaksi"
          error={list.error}
          onRetry={() => void list.reload()}
        />
      ) : null}
      {!list.loading && !list.error && rows.length === 0 ? (
        <EmptyState
          text={filtered ? 'Tidak ada transaksi yang cocok' : 'Belum ada transaksi pembayaran'}
        />
      ) : null}
      {rows.length > 0 ? (
        <PaymentsTable rows={rows} onDetail={setDetail} onProcess={setProcessing} />
      ) : null}
      {(list.data?.totalPages ?? 0) > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination
            count={list.data!.totalPages}
            page={page}
            onChange={(_, p) => setPage(p)}
            color="primary"
          />
        </Box>
      ) : null}
      {detail ? <PaymentDetailDialog row={detail} onClose={() => setDetail(null)} /> : null}
      {processing ? (
        <ProcessPaymentDialog
          row={processing}
          onClose={() => setProcessing(null)}
          onDone={refresh}
        />
      ) : null}
    </Box>
  )
}
