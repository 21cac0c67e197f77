import { useMemo } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { usePageMeta } from '@/components/page-meta'
import {
  useLocalDataReady,
  useMySubscriptions,
  usePackageContent,
  usePackages,
  type Paket,
  type Subscription,
} from '@/data/local'
import { isSubscriptionActive } from '@/lib/subscription'
import { SubscriptionCard } from '../components/subscription-card'
import { SyncWait } from '../components/sync-wait'

function PackageContentList({ paketId }: { paketId: string }) {
  const content = usePackageContent(paketId)
  if (content.loading || content.data.length === 0) return null
  return (
    <Box>
      <Divider sx={{ mb: 1 }} />
      <Typography variant="subtitle2" component="h4" sx={{ mb: 0.5 }}>
        Isi Paket
      </Typography>
      <Stack component="ol" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
        {content.data.map((c) => (
          <li key={c.id}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {c.judul}
            </Typography>
            {c.konten && (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                {c.konten}
              </Typography>
            )}
          </li>
        ))}
      </Stack>
    </Box>
  )
}

function ActivePackageCard({
  subscription,
  paket,
  now,
}: {
  subscription: Subscription
  paket: Paket | null
  now: Date
}) {
  return (
    <SubscriptionCard subscription={subscription} paket={paket} now={now}>
      {paket?.deskripsi && (
        <Typography variant="body2" color="text.secondary">
          {paket.deskripsi}
        </Typography>
      )}
      {paket && <PackageContentList paketId={paket.id} />}
    </SubscriptionCard>
  )
}

export default function MyPackagesPage() {
  usePageMeta({ title: 'Paket Saya', noIndex: true })
  const ready = useLocalDataReady()
  const subs = useMySubscriptions()
  const packages = usePackages()
  const byId = useMemo(() => new Map(packages.data.map((p) => [p.id, p])), [packages.data])
  const now = new Date()
  const active = subs.data.filter((s) => isSubscriptionActive(s, now))

  return (
    <Stack spacing={3}>
      <Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
        >
          Paket Saya
        </Typography>
        <Typography color="text.secondary">
          Paket belajar yang sedang aktif beserta isinya.
        </Typography>
      </Box>
      {!ready || subs.loading || packages.loading ? (
        <SyncWait label="Memuat paket..." />
      ) : active.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ mb: 2 }}>Anda belum memiliki paket aktif.</Typography>
          <Button component={RouterLink} to="/lms/packages" variant="contained">
            Lihat Paket Tersedia
          </Button>
        </Paper>
      ) : (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
        >
          {active.map((s) => (
            <ActivePackageCard
              key={s.id}
              subscription={s}
              paket={byId.get(s.paket_id) ?? null}
              now={now}
            />
          ))}
        </Box>
      )}
    </Stack>
  )
}
