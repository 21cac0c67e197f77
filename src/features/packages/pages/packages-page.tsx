import { useMemo } from 'react'
import { Link as RouterLink, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import { LoadingScreen } from '@/components/loading-screen'
import { usePageMeta } from '@/components/page-meta'
import { useClasses, useLocalDataReady, usePackages } from '@/data/local'
import { PackageCard, packageTarget } from '../package-card'

export default function PackagesPage() {
  usePageMeta({
    title: 'Kategori Kelas',
    description: 'Pilih kategori kelas Pendamping Skripsi.',
    noIndex: true,
  })
  const navigate = useNavigate()
  const ready = useLocalDataReady()
  const packages = usePackages()
  const classes = useClasses()
  const counts = useMemo(() => {
    const m = new Map<string, number>()
    for (const k of classes.data) m.set(k.paket_id, (m.get(k.paket_id) ?? 0) + 1)
    return m
  }, [classes.data])

  const loading = !ready || packages.loading || classes.loading

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali ke Dashboard
      </Button>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}
      >
        Kategori Kelas
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Pilih kategori untuk melihat kelas-kelas di dalamnya.
      </Typography>
      {loading ? (
        <LoadingScreen text="Memuat kategori kelas..." fullHeight={false} />
      ) : packages.data.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">Belum ada kategori kelas tersedia</Typography>
        </Paper>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {packages.data.map((p) => (
            <PackageCard
              key={p.id}
              paket={p}
              classCount={counts.get(p.id) ?? 0}
              onOpen={() => {
                const target = packageTarget(p)
                if (target.external) window.location.assign(target.href)
                else navigate(target.href)
              }}
            />
          ))}
        </Box>
      )}
    </Container>
  )
}
