import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CategoryIcon from '@mui/icons-material/Category'
import Inventory2Icon from '@mui/icons-material/Inventory2Outlined'
import LightbulbIcon from '@mui/icons-material/Lightbulb'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import { usePageMeta } from '@/components/page-meta'
import { selectDisplayName, useSession } from '@/data/auth'
import { useLocalDataReady, useMySubscriptions, usePackages } from '@/data/local'
import { SubscriptionCard } from '../components/subscription-card'
import { SyncWait } from '../components/sync-wait'

const QUICK_LINKS = [
  {
    to: '/subscriber/my-packages',
    title: 'Paket Saya',
    text: 'Lihat paket aktif dan isinya',
    icon: <Inventory2Icon color="primary" />,
  },
  {
    to: '/subscriber/classes',
    title: 'Daftar Kelas',
    text: 'Lanjutkan belajar di kelas Anda',
    icon: <MenuBookIcon color="primary" />,
  },
  {
    to: '/lms/packages',
    title: 'Kategori Kelas',
    text: 'Jelajahi semua paket kelas',
    icon: <CategoryIcon color="primary" />,
  },
]

const TIPS = [
  'Kerjakan pre-test dulu untuk mengukur pemahaman awal Anda.',
  'Ikuti materi sesuai urutan: setiap step terbuka setelah step sebelumnya selesai.',
  'Tandai pelajaran selesai dengan tombol COMPLETE LESSON setelah memahami materinya.',
  'Materi dan tes tetap bisa dibuka tanpa internet; progres tersinkron otomatis saat online.',
  'Selesaikan post-test dan beri review agar kami bisa terus meningkatkan kelas.',
]

export default function SubscriberHomePage() {
  usePageMeta({ title: 'Dashboard Subscriber', noIndex: true })
  const name = useSession(selectDisplayName)
  const ready = useLocalDataReady()
  const subs = useMySubscriptions()
  const packages = usePackages()
  const byId = useMemo(() => new Map(packages.data.map((p) => [p.id, p])), [packages.data])
  const now = new Date()

  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          Dashboard Subscriber
        </Typography>
        <Typography color="text.secondary">
          Selamat datang{name ? `, ${name}` : ''}! Pantau langganan dan lanjutkan belajar Anda.
        </Typography>
      </Box>

      <Box component="section" aria-labelledby="langganan-heading">
        <Typography
          id="langganan-heading"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Langganan Anda
        </Typography>
        {!ready || subs.loading || packages.loading ? (
          <SyncWait label="Memuat langganan..." />
        ) : subs.data.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>Anda belum memiliki langganan paket.</Typography>
            <Button component={RouterLink} to="/lms/packages" variant="contained">
              Lihat Paket Tersedia
            </Button>
          </Paper>
        ) : (
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
            }}
          >
            {subs.data.map((s) => (
              <SubscriptionCard
                key={s.id}
                subscription={s}
                paket={byId.get(s.paket_id) ?? null}
                now={now}
              />
            ))}
          </Box>
        )}
      </Box>

      <Box component="section" aria-labelledby="navigasi-heading">
        <Typography
          id="navigasi-heading"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1.5 }}
        >
          Navigasi Cepat
        </Typography>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
        >
          {QUICK_LINKS.map((l) => (
            <Card key={l.to} variant="outlined">
              <CardActionArea
                component={RouterLink}
                to={l.to}
                sx={{ p: 2, display: 'flex', gap: 1.5, justifyContent: 'flex-start' }}
              >
                {l.icon}
                <Box>
                  <Typography sx={{ fontWeight: 600 }}>{l.title}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {l.text}
                  </Typography>
                </Box>
              </CardActionArea>
            </Card>
          ))}
        </Box>
      </Box>

      <Paper
        component="section"
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 } }}
        aria-labelledby="tips-heading"
      >
        <Typography
          id="tips-heading"
          variant="h6"
          component="h2"
          sx={{ fontWeight: 700, mb: 1, display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <LightbulbIcon color="warning" /> Tips Belajar
        </Typography>
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {TIPS.map((t) => (
            <Typography component="li" key={t} sx={{ mb: 0.5 }}>
              {t}
            </Typography>
          ))}
        </Box>
      </Paper>
    </Stack>
  )
}
