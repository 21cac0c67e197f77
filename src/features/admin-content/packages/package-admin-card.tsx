import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import ClassOutlined from '@mui/icons-material/ClassOutlined'
import ArticleOutlined from '@mui/icons-material/ArticleOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { recordFileUrl, type PackageStats, type Paket } from '@/data/admin'
import { formatRupiah } from '@/lib/format'

interface Props {
  paket: Paket
  stats: PackageStats | undefined
  onClasses: () => void
  onContent: () => void
  onEdit: () => void
  onDelete: () => void
}

export function PackageAdminCard({
  paket: p,
  stats,
  onClasses,
  onContent,
  onEdit,
  onDelete,
}: Props) {
  const thumb = p.thumbnail ? recordFileUrl('paket_pembelajaran', p.id, p.thumbnail, '400x0') : ''
  return (
    <Card data-testid="admin-package-card" sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={{
          height: 140,
          background: `linear-gradient(135deg, ${p.gradient_from || '#f97316'}, ${p.gradient_to || '#fb923c'})`,
          display: 'grid',
          placeItems: 'center',
          color: 'common.white',
        }}
      >
        {thumb ? (
          <Box
            component="img"
            src={thumb}
            alt={p.nama_paket}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography sx={{ fontWeight: 700, opacity: 0.9 }}>No Image</Typography>
        )}
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700, lineHeight: 1.25 }}>
          {p.nama_paket}
        </Typography>
        <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>
          {formatRupiah(p.harga)}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{
            display: '-webkit-box',
            WebkitLineClamp: 3,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {p.deskripsi?.trim() || 'Tidak ada deskripsi'}
        </Typography>
        <Typography variant="body2" data-testid="package-meta">
          {stats ? `${stats.jumlah_kelas} kelas` : '… kelas'} · {p.durasi_hari} hari
          {stats ? ` · ${stats.jumlah_subscriber_aktif} subscriber aktif` : ''}
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, mt: 'auto', pt: 1 }}>
          <Button
            size="small"
            variant="contained"
            startIcon={<ClassOutlined />}
            onClick={onClasses}
          >
            Classes
          </Button>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ArticleOutlined />}
            onClick={onContent}
          >
            Content
          </Button>
          <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
            Edit Package
          </Button>
          <Button
            size="small"
            color="error"
            variant="outlined"
            startIcon={<DeleteOutlined />}
            onClick={onDelete}
          >
            Delete
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
