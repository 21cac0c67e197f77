import { useEffect, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Pagination from '@mui/material/Pagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { usePageMeta } from '@/components/page-meta'
import {
  listPackages,
  listSubscribers,
  useRemote,
  type SubscriberRow,
  type SubscriberStatusFilter,
} from '@/data/admin'
import { formatNumber } from '@/lib/format'
import { EmptyState } from '../components/empty-state'
import { LoadError } from '../components/load-error'
import { ExportCsvButton } from '../components/export-button'
import { PageHeader } from '../components/page-header'
import { AddSubscriberDialog } from './add-subscriber-dialog'
import { DeleteSubscriberDialog } from './delete-subscriber-dialog'
import { EditSubscriberDialog } from './edit-subscriber-dialog'
import { SubscriberCard } from './subscriber-card'
import { useErrorToast } from '../components/use-error-toast'
import { useDebounced } from '../components/use-debounced'

const PER_PAGE = 24
const SEARCH_DEBOUNCE_MS = 300

const FILTERS: Array<{ value: SubscriberStatusFilter; label: string }> = [
  { value: '', label: 'Semua status' },
  { value: 'active', label: 'Aktif' },
  { value: 'expiring', label: 'Segera berakhir' },
  { value: 'expired', label: 'Expired' },
  { value: 'suspended', label: 'Suspended' },
]

/** Manage Subscribers: server-side search and pages, so it stays fast with thousands of rows. */
export default function SubscribersPage() {
  usePageMeta({
    title: 'Kelola Subscribers',
    description: 'Cari, tambah, ubah, dan hapus subscriber.',
    noIndex: true,
  })
  const [search, setSearch] = useState('')
  const q = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS)
  const [status, setStatus] = useState<SubscriberStatusFilter>('')
  const [page, setPage] = useState(1)
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<SubscriberRow | null>(null)
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null)
  useEffect(() => setPage(1), [q, status])

  const list = useRemote(`subs:${q}:${status}:${page}`, () =>
    listSubscribers({ q, status, page, perPage: PER_PAGE }),
  )
  const packages = useRemote('packages', listPackages)
  const rows = list.data?.items ?? []
  useErrorToast(list.error, 'Gagal memuat subscriber')

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Kelola Subscribers"
        subtitle="Langganan paket para mahasiswa"
        actions={
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            Tambah Subscriber
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, mb: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <TextField
          fullWidth
          placeholder="Cari nama, email, atau paket..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          slotProps={{
            htmlInput: { 'aria-label': 'Cari subscriber' },
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
          onChange={(e) => setStatus(e.target.value as SubscriberStatusFilter)}
          sx={{ minWidth: 200 }}
        >
          {FILTERS.map((f) => (
            <MenuItem key={f.value || 'all'} value={f.value}>
              {f.label}
            </MenuItem>
          ))}
        </TextField>
        <ExportCsvButton
          path="/api/admin/subscribers/export"
          query={{ q, status }}
          fallbackName="subscriber.csv"
        />
      </Box>
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mb: 1 }}
        data-testid="subscriber-total"
      >
        Total: {formatNumber(list.data?.totalItems ?? 0)} subscriber
      </Typography>
      {list.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {list.error ? (
        <LoadError
          title="Gagal memuat subscriber"
          error={list.error}
          onRetry={() => void list.reload()}
        />
      ) : null}
      {!list.loading && !list.error && rows.length === 0 ? (
        <EmptyState
          text={q || status ? 'Tidak ada subscriber yang cocok' : 'Belum ada subscriber'}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {rows.map((row) => (
          <SubscriberCard
            key={row.id}
            row={row}
            onEdit={() => setEditing(row)}
            onDelete={() => setDeleting(row)}
          />
        ))}
      </Box>
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
      {adding ? (
        <AddSubscriberDialog
          packages={packages.data ?? []}
          onClose={() => setAdding(false)}
          onCreated={() => void list.reload()}
        />
      ) : null}
      {deleting ? (
        <DeleteSubscriberDialog
          row={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => void list.reload()}
        />
      ) : null}
      {editing ? (
        <EditSubscriberDialog
          row={editing}
          packages={packages.data ?? []}
          onClose={() => setEditing(null)}
          onSaved={() => void list.reload()}
        />
      ) : null}
    </Box>
  )
}
