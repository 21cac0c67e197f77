import { useMemo } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import StarIcon from '@mui/icons-material/Star'
import { LoadingScreen } from '@/components/loading-screen'
import { usePageMeta } from '@/components/page-meta'
import { selectRole, useSession } from '@/data/auth'
import { useClasses, useLocalDataReady, useMySubscriptions, usePackage } from '@/data/local'
import { classDurationLabel, levelLabel } from '@/lib/duration'
import { formatRupiah } from '@/lib/format'
import { isSubscriptionActive } from '@/lib/subscription'
import { courseCountLabel } from '../package-card'
import { SuperadminPackagesNotice } from '../superadmin-notice'

export default function PackageDetailPage() {
  const { id = '' } = useParams()
  const ready = useLocalDataReady()
  const paket = usePackage(id)
  const ids = useMemo(() => [id], [id])
  const classes = useClasses({ paketIds: ids })
  const subs = useMySubscriptions()
  const role = useSession((s) => (s.profile || s.user ? selectRole(s) : null))
  usePageMeta({ title: paket.data?.nama_paket ?? 'Paket Kelas', noIndex: true })

  const loading = !ready || paket.loading || classes.loading || subs.loading
  const subscribed = subs.data.some((s) => s.paket_id === id && isSubscriptionActive(s))
  const p = paket.data

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button
        component={RouterLink}
        to="/lms/packages"
        startIcon={<ArrowBackIcon />}
        sx={{ mb: 2 }}
      >
        Kembali ke Kategori Kelas
      </Button>
      {role === 'superadmin' ? (
        <SuperadminPackagesNotice />
      ) : loading ? (
        <LoadingScreen text="Memuat paket..." fullHeight={false} />
      ) : !p ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            Paket Tidak Ditemukan
          </Typography>
          <Typography color="text.secondary">
            Paket yang Anda cari tidak ada atau sudah dihapus.
          </Typography>
        </Paper>
      ) : (
        <Stack spacing={3}>
          <Paper
            sx={{
              p: { xs: 2.5, sm: 4 },
              color: 'common.white',
              background: `linear-gradient(135deg, ${p.gradient_from || '#f97316'}, ${p.gradient_to || '#fb923c'})`,
            }}
          >
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}
            >
              {p.nama_paket}
            </Typography>
            <Typography sx={{ opacity: 0.95, mt: 1, whiteSpace: 'pre-line' }}>
              {p.deskripsi || 'Tidak ada deskripsi'}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', rowGap: 1 }}>
              <Chip
                label={courseCountLabel(classes.data.length)}
                sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
              />
              <Chip
                label={`${p.durasi_hari} hari akses`}
                sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
              />
              {p.harga > 0 && (
                <Chip
                  label={formatRupiah(p.harga)}
                  sx={{ bgcolor: 'rgba(255,255,255,0.2)', color: 'inherit' }}
                />
              )}
              {subscribed && <Chip label="Paket Aktif Anda" color="success" />}
            </Stack>
          </Paper>

          <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            Daftar Kelas
          </Typography>
          {classes.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">Belum ada kelas</Typography>
            </Paper>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              }}
            >
              {classes.data.map((k) => (
                <Card
                  key={k.id}
                  variant="outlined"
                  sx={{ display: 'flex', flexDirection: 'column' }}
                >
                  <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
                    <Chip
                      size="small"
                      label={levelLabel(k.level)}
                      sx={{ alignSelf: 'flex-start' }}
                    />
                    <Typography
                      variant="h6"
                      component="h3"
                      sx={{ fontWeight: 700, lineHeight: 1.3 }}
                    >
                      {k.judul}
                    </Typography>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <Avatar
                        sx={{ width: 24, height: 24, fontSize: 12, bgcolor: 'primary.main' }}
                        aria-hidden
                      >
                        {(k.pengajar.trim()[0] ?? '?').toUpperCase()}
                      </Avatar>
                      <Typography variant="body2">{k.pengajar}</Typography>
                    </Stack>
                    <Stack direction="row" spacing={1.5}>
                      <Typography
                        variant="body2"
                        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <StarIcon fontSize="small" sx={{ color: '#f59e0b' }} />{' '}
                        {k.rating.toFixed(2)}
                      </Typography>
                      <Typography
                        variant="body2"
                        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <AccessTimeIcon fontSize="small" color="action" /> {classDurationLabel(k)}
                      </Typography>
                    </Stack>
                    {k.deskripsi && (
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
                        {k.deskripsi}
                      </Typography>
                    )}
                    {subscribed && role === 'subscriber' && (
                      <Button
                        component={RouterLink}
                        to={`/subscriber/class/${k.id}`}
                        variant="contained"
                        sx={{ mt: 'auto' }}
                      >
                        Lanjutkan
                      </Button>
                    )}
                  </CardContent>
                </Card>
              ))}
            </Box>
          )}
        </Stack>
      )}
    </Container>
  )
}
