import { useMemo } from 'react'
import { Link as RouterLink, Navigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { usePageMeta } from '@/components/page-meta'
import { selectRole, useSession } from '@/data/auth'
import { useClasses, useLocalDataReady, useMySubscriptions, usePackages } from '@/data/local'
import { formatDate } from '@/lib/format'
import { isSubscriptionActive, subscriptionEnd } from '@/lib/subscription'
import { ClassCard } from '../components/class-card'
import { SyncWait } from '../components/sync-wait'

export default function ClassesPage() {
  usePageMeta({ title: 'Daftar Kelas', noIndex: true })
  const role = useSession((s) => (s.profile || s.user ? selectRole(s) : null))
  const ready = useLocalDataReady()
  const subs = useMySubscriptions()
  const packages = usePackages()
  const now = new Date()
  const active = subs.data.filter((s) => isSubscriptionActive(s, now))
  const paketIds = useMemo(() => [...new Set(active.map((s) => s.paket_id))], [active])
  const classes = useClasses({ paketIds })
  const byId = useMemo(() => new Map(packages.data.map((p) => [p.id, p])), [packages.data])

  if (role !== null && role !== 'subscriber') return <Navigate to="/dashboard" replace />

  const loading = !ready || subs.loading || packages.loading || classes.loading

  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          Daftar Kelas
        </Typography>
        <Typography color="text.secondary">Kelas dari paket aktif Anda.</Typography>
      </Box>

      {loading ? (
        <SyncWait label="Memuat kelas..." />
      ) : active.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Belum ada paket aktif
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Anda belum memiliki paket aktif. Pilih paket untuk mulai belajar.
          </Typography>
          <Button component={RouterLink} to="/lms/packages" variant="contained">
            Lihat Paket Tersedia
          </Button>
        </Paper>
      ) : (
        <>
          <Paper
            component="section"
            variant="outlined"
            sx={{ p: 2 }}
            aria-labelledby="paket-aktif-heading"
          >
            <Typography
              id="paket-aktif-heading"
              variant="h6"
              component="h2"
              sx={{ fontWeight: 700, mb: 1 }}
            >
              Paket Aktif Anda
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {active.map((s) => {
                const end = subscriptionEnd(s)
                return (
                  <Chip
                    key={s.id}
                    color="primary"
                    variant="outlined"
                    label={`${byId.get(s.paket_id)?.nama_paket ?? 'Paket Tidak Ditemukan'} · berakhir ${end ? formatDate(end) : '-'}`}
                  />
                )
              })}
            </Stack>
          </Paper>
          {classes.data.length === 0 ? (
            <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
              <Typography color="text.secondary">Belum ada kelas di paket Anda.</Typography>
            </Paper>
          ) : (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
              }}
            >
              {classes.data.map((k) => (
                <ClassCard key={k.id} kelas={k} />
              ))}
            </Box>
          )}
        </>
      )}
    </Stack>
  )
}
