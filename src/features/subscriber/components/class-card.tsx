import { Link as RouterLink } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import PeopleIcon from '@mui/icons-material/People'
import StarIcon from '@mui/icons-material/Star'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import type { Kelas } from '@/data/local'
import { classDurationLabel, levelLabel } from '@/lib/duration'
import { formatNumber, formatRupiah } from '@/lib/format'

/** Price text of a class: the discounted or original price, or 'Termasuk dalam paket' without one. */
export function classPriceText(k: Pick<Kelas, 'harga_asli' | 'harga_diskon'>): string {
  if (k.harga_diskon > 0) return formatRupiah(k.harga_diskon)
  if (k.harga_asli > 0) return formatRupiah(k.harga_asli)
  return 'Termasuk dalam paket'
}

export function ClassCard({ kelas: k }: { kelas: Kelas }) {
  const initial = (k.pengajar.trim()[0] ?? '?').toUpperCase()
  return (
    <Card
      variant="outlined"
      data-testid="class-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 9',
          background: 'linear-gradient(135deg, #f97316, #fb923c)',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        <MenuBookIcon sx={{ color: 'common.white', fontSize: 48, opacity: 0.8 }} />
        {k.thumbnail && (
          <Box
            component="img"
            src={`/api/files/kelas/${k.id}/${encodeURIComponent(k.thumbnail)}`}
            alt=""
            loading="lazy"
            sx={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: '100%',
              objectFit: 'cover',
            }}
            onError={(e: React.SyntheticEvent<HTMLImageElement>) =>
              (e.currentTarget.style.display = 'none')
            }
          />
        )}
        <Chip
          size="small"
          label={levelLabel(k.level)}
          sx={{ position: 'absolute', top: 8, left: 8, bgcolor: 'background.paper' }}
        />
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {k.judul}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Avatar sx={{ width: 24, height: 24, fontSize: 12, bgcolor: 'primary.main' }} aria-hidden>
            {initial}
          </Avatar>
          <Typography variant="body2">{k.pengajar}</Typography>
        </Stack>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            aria-label={`Rating ${k.rating.toFixed(2)}`}
          >
            <StarIcon fontSize="small" sx={{ color: '#f59e0b' }} /> {k.rating.toFixed(2)}
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <PeopleIcon fontSize="small" color="action" /> {formatNumber(k.jumlah_user)} siswa
          </Typography>
          <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <AccessTimeIcon fontSize="small" color="action" /> {classDurationLabel(k)}
          </Typography>
        </Stack>
        <Typography variant="subtitle2" color="primary" sx={{ fontWeight: 700 }}>
          {classPriceText(k)}
        </Typography>
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <Button
            component={RouterLink}
            to={`/subscriber/class/${k.id}`}
            variant="contained"
            fullWidth
          >
            Lanjutkan
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
