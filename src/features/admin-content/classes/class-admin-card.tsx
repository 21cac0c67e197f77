import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Rating from '@mui/material/Rating'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { recordFileUrl, type Kelas } from '@/data/admin'
import { classDurationLabel } from '@/lib/duration'
import { formatNumber, formatRupiah } from '@/lib/format'

interface Props {
  kelas: Kelas
  busy: boolean
  onEdit: () => void
  onDelete: () => void
  onManage: () => void
  onReport: () => void
  onToggleActive: (active: boolean) => void
}

/** One class in 'Kelola Kelas': thumbnail, level, stars, counts, duration, prices and its actions. */
export function ClassAdminCard({
  kelas: k,
  busy,
  onEdit,
  onDelete,
  onManage,
  onReport,
  onToggleActive,
}: Props) {
  const thumb = k.thumbnail ? recordFileUrl('kelas', k.id, k.thumbnail, '100x100') : ''
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1.5,
        flexDirection: { xs: 'column', sm: 'row' },
        opacity: k.is_active ? 1 : 0.7,
      }}
      data-testid="admin-class-card"
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 120 },
          height: 90,
          borderRadius: 1,
          bgcolor: 'grey.100',
          overflow: 'hidden',
          flexShrink: 0,
          display: 'grid',
          placeItems: 'center',
        }}
      >
        {thumb ? (
          <Box
            component="img"
            src={thumb}
            alt={k.judul}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="caption">No Image</Typography>
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 700 }}>
            {k.urutan}. {k.judul}
          </Typography>
          <Chip size="small" label={k.level || 'Beginner'} />
          {!k.is_active ? <Chip size="small" color="warning" label="Nonaktif" /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {k.pengajar}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
          <Rating value={k.rating} precision={0.1} readOnly size="small" />
          <Typography variant="body2">
            {k.rating.toFixed(1)} ({formatNumber(k.jumlah_review)} review) ·{' '}
            {formatNumber(k.jumlah_user)} siswa · {classDurationLabel(k)}
          </Typography>
        </Box>
        <Typography variant="body2">
          {k.harga_asli ? <s>{formatRupiah(k.harga_asli)}</s> : null}{' '}
          {k.harga_diskon ? (
            <strong>{formatRupiah(k.harga_diskon)}</strong>
          ) : k.harga_asli ? null : (
            'Termasuk dalam paket'
          )}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Button size="small" variant="contained" onClick={onManage}>
            Manage Class
          </Button>
          <Button size="small" variant="outlined" onClick={onReport}>
            Laporan
          </Button>
          <Button size="small" onClick={onEdit}>
            Edit
          </Button>
          <Button size="small" color="error" onClick={onDelete}>
            Delete
          </Button>
          <FormControlLabel
            sx={{ ml: 'auto' }}
            control={
              <Switch
                size="small"
                checked={k.is_active}
                disabled={busy}
                onChange={(e) => onToggleActive(e.target.checked)}
                slotProps={{ input: { 'aria-label': `Aktifkan ${k.judul}` } }}
              />
            }
            label={k.is_active ? 'Aktif' : 'Nonaktif'}
          />
        </Box>
      </Box>
    </Paper>
  )
}
