import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import EditOutlined from '@mui/icons-material/EditOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import type { SubscriberRow } from '@/data/admin'
import { formatDate } from '@/lib/format'
import { daysRemaining, isSubscriptionActive } from '@/lib/subscription'
import { SubscriptionStatusChip } from './status-chip'

export function SubscriberCard({
  row,
  onEdit,
  onDelete,
}: {
  row: SubscriberRow
  onEdit: () => void
  onDelete: () => void
}) {
  const name = row.user?.full_name?.trim() || row.user?.email || 'Pengguna dihapus'
  const active = isSubscriptionActive(row)
  return (
    <Card data-testid="subscriber-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 1,
            alignItems: 'flex-start',
          }}
        >
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }} noWrap>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {row.user?.email ?? '-'}
            </Typography>
          </Box>
          <SubscriptionStatusChip sub={row} />
        </Box>
        <Typography variant="body2">
          Paket: <strong>{row.paket?.nama_paket ?? 'Paket Tidak Ditemukan'}</strong>
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Mulai
            </Typography>
            <Typography variant="body2">{formatDate(row.durasi_mulai)}</Typography>
          </Box>
          <Box>
            <Typography variant="caption" color="text.secondary">
              Berakhir
            </Typography>
            <Typography variant="body2">{formatDate(row.durasi_akhir)}</Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {active ? `${daysRemaining(row.durasi_akhir)} hari tersisa` : ' '}
          </Typography>
          <Box>
            <Tooltip title="Edit">
              <IconButton aria-label="Edit subscriber" onClick={onEdit} size="small">
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Hapus">
              <IconButton
                aria-label="Hapus subscriber"
                onClick={onDelete}
                size="small"
                color="error"
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
