import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import { usePageMeta } from '@/components/page-meta'
import { ListPagination, ListState, ListToolbar } from '@/components/admin/list-toolbar'
import { PageHeader } from '@/components/admin/page-header'
import { useErrorToast } from '@/components/admin/use-error-toast'
import { useListQuery } from '@/components/admin/use-list-query'
import {
  getPaymentSummary,
  listPayments,
  useRemote,
  type PaymentRow,
  type PaymentStatusFilter,
} from '@/data/admin'
import { formatNumber } from '@/lib/format'
import { STATUS_FILTERS } from './logic/payments'
import { PaymentDetailDialog } from './payment-detail-dialog'
import { PaymentSummaryCards } from './payment-summary'
import { PaymentsTable } from './payments-table'
import { ProcessPaymentDialog } from './process-payment-dialog'
import { useLivePayments } from './use-live-payments'
import { WebhookUrlBox } from './webhook-url-box'

const PER_PAGE = 25

/** Kelola Pembayaran: server-side pages, search and filters, a revenue summary, live updates. */
export default function PaymentsPage() {
  usePageMeta({
    title: 'Kelola Pembayaran',
    description: 'Transaksi pembayaran dan proses manual.',
    noIndex: true,
  })
  const query = useListQuery<PaymentStatusFilter>('')
  const { q, status, page } = query
  const [detail, setDetail] = useState<PaymentRow | null>(null)
  const [processing, setProcessing] = useState<PaymentRow | null>(null)

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
      <ListToolbar
        query={query}
        placeholder="Cari order id atau email..."
        searchLabel="Cari transaksi"
        statuses={STATUS_FILTERS}
        exportPath="/api/admin/payments/export"
        exportName="pembayaran.csv"
      />
      <ListState
        total={`Total: ${formatNumber(list.data?.totalItems ?? 0)} transaksi`}
        totalTestId="payment-total"
        loading={list.loading}
        error={list.error}
        errorTitle="Gagal mengambil data transaksi"
        onRetry={() => void list.reload()}
        rows={rows.length}
        emptyText={
          query.filtered ? 'Tidak ada transaksi yang cocok' : 'Belum ada transaksi pembayaran'
        }
      />
      {rows.length > 0 ? (
        <PaymentsTable rows={rows} onDetail={setDetail} onProcess={setProcessing} />
      ) : null}
      <ListPagination
        totalPages={list.data?.totalPages ?? 0}
        page={page}
        onChange={query.setPage}
      />
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
