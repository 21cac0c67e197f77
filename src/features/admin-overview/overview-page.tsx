import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import PeopleOutlined from '@mui/icons-material/PeopleOutlined'
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined'
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined'
import HourglassBottomOutlined from '@mui/icons-material/HourglassBottomOutlined'
import RefreshOutlined from '@mui/icons-material/RefreshOutlined'
import { Suspense, useState, type ComponentType, type ReactNode } from 'react'
import { usePageMeta } from '@/components/page-meta'
import { getOverview, useRemote, type AdminStats } from '@/data/admin'
import { formatNumber } from '@/lib/format'
import { LoadError } from '@/components/admin/load-error'
import { PageHeader } from '@/components/admin/page-header'
import { ActivityList } from './activity-list'
import { AssistantCard } from './assistant-card'
import { useErrorToast } from '@/components/admin/use-error-toast'

const STATS: Array<{ key: keyof AdminStats; label: string; icon: ReactNode; color: string }> = [
  {
    key: 'total_subscribers',
    label: 'Total Subscribers',
    icon: <PeopleOutlined />,
    color: '#2563eb',
  },
  {
    key: 'active_subscribers',
    label: 'Active Subscribers',
    icon: <HowToRegOutlined />,
    color: '#16a34a',
  },
  {
    key: 'total_packages',
    label: 'Total Packages',
    icon: <Inventory2Outlined />,
    color: '#7c3aed',
  },
  {
    key: 'expiring_soon',
    label: 'Expiring Soon',
    icon: <HourglassBottomOutlined />,
    color: '#ea580c',
  },
]

/**
 * The admin's home: the four counts, the charts, quick links, the activity feed and the assistant's
 * state. `Charts` is the reports feature's chart panel, composed by src/app/routes/admin-overview.tsx
 * (lazy: @mui/x-charts loads after the summary); `refresh` changes on 'Refresh'.
 */
export function OverviewPage({ Charts }: { Charts: ComponentType<{ refresh: number }> }) {
  usePageMeta({
    title: 'Admin Dashboard',
    description: 'Ringkasan subscriber, paket, dan aktivitas terbaru.',
    noIndex: true,
  })
  const overview = useRemote('overview', getOverview)
  const stats = overview.data?.stats
  useErrorToast(overview.error, 'Gagal memuat ringkasan')
  const [refresh, setRefresh] = useState(0)

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Admin Dashboard"
        subtitle="Ringkasan platform Pendamping Skripsi"
        actions={
          <Button
            startIcon={<RefreshOutlined />}
            onClick={() => {
              void overview.reload()
              setRefresh((n) => n + 1)
            }}
            disabled={overview.loading}
          >
            Refresh
          </Button>
        }
      />
      {overview.error && !overview.data ? (
        <LoadError
          title="Gagal memuat ringkasan"
          error={overview.error}
          onRetry={() => void overview.reload()}
        />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          mb: 3,
        }}
      >
        {STATS.map((s) => (
          <Card key={s.key} data-testid={`stat-${s.key}`}>
            <CardContent>
              <Box
                sx={{
                  display: 'flex',
                  justifyContent: 'space-between',
                  alignItems: 'flex-start',
                  gap: 1,
                }}
              >
                <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
                  {s.label}
                </Typography>
                <Box sx={{ color: s.color, display: 'flex' }} aria-hidden>
                  {s.icon}
                </Box>
              </Box>
              <Typography
                variant="h4"
                component="p"
                sx={{ fontWeight: 800, mt: 1 }}
                data-testid="stat-value"
              >
                {stats ? formatNumber(stats[s.key]) : <Skeleton width={60} />}
              </Typography>
              {s.key === 'expiring_soon' ? (
                <Typography variant="caption" color="text.secondary">
                  aktif, berakhir dalam 7 hari
                </Typography>
              ) : null}
            </CardContent>
          </Card>
        ))}
      </Box>
      <Box sx={{ mb: 3 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={220} />}>
          <Charts refresh={refresh} />
        </Suspense>
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' },
          alignItems: 'start',
        }}
      >
        <Card>
          <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              Aksi Cepat
            </Typography>
            <Button
              variant="contained"
              component={RouterLink}
              to="/admin/subscribers"
              startIcon={<PeopleOutlined />}
            >
              Kelola Subscribers
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to="/admin/packages"
              startIcon={<Inventory2Outlined />}
            >
              Kelola Paket & Kelas
            </Button>
            <Button variant="outlined" component={RouterLink} to="/admin/payments">
              Lihat Pembayaran
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Aktivitas Terbaru
            </Typography>
            <ActivityList items={overview.data?.activity} />
          </CardContent>
        </Card>
      </Box>
      <Box sx={{ mt: 2 }}>
        <AssistantCard />
      </Box>
    </Box>
  )
}
