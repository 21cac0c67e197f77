import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { usePageMeta } from '@/components/page-meta'
import { ListPagination, ListState, ListToolbar } from '@/components/admin/list-toolbar'
import { PageHeader } from '@/components/admin/page-header'
import { useErrorToast } from '@/components/admin/use-error-toast'
import { useListQuery } from '@/components/admin/use-list-query'
import {
  listPackages,
  listSubscribers,
  useRemote,
  type SubscriberRow,
  type SubscriberStatusFilter,
} from '@/data/admin'
import { formatNumber } from '@/lib/format'
import { AddSubscriberDialog } from './add-subscriber-dialog'
import { DeleteSubscriberDialog } from './delete-subscriber-dialog'
import { EditSubscriberDialog } from './edit-subscriber-dialog'
import { SubscriberCard } from './subscriber-card'

const PER_PAGE = 24

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
  const query = useListQuery<SubscriberStatusFilter>('')
  const { q, status, page } = query
  const [adding, setAdding] = useState(false)
  const [editing, setEditing] = useState<SubscriberRow | null>(null)
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null)

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
      <ListToolbar
        query={query}
        placeholder="Cari nama, email, atau paket..."
        searchLabel="Cari subscriber"
        statuses={FILTERS}
        exportPath="/api/admin/subscribers/export"
        exportName="subscriber.csv"
      />
      <ListState
        total={`Total: ${formatNumber(list.data?.totalItems ?? 0)} subscriber`}
        totalTestId="subscriber-total"
        loading={list.loading}
        error={list.error}
        errorTitle="Gagal memuat subscriber"
        onRetry={() => void list.reload()}
        rows={rows.length}
        emptyText={query.filtered ? 'Tidak ada subscriber yang cocok' : 'Belum ada subscriber'}
      />
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
      <ListPagination
        totalPages={list.data?.totalPages ?? 0}
        page={page}
        onChange={query.setPage}
      />
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
