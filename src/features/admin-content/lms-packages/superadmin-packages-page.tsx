import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Container from '@mui/material/Container'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { usePageMeta } from '@/components/page-meta'
import {
  getPackageStats,
  listPackages,
  useRemote,
  type PackageStats,
  type Paket,
} from '@/data/admin'
import { ClassesDialog, type ClassReportView } from '../classes/classes-dialog'
import { EmptyState } from '@/components/admin/empty-state'
import { LoadError } from '@/components/admin/load-error'
import { PackageFormDialog } from '../packages/package-form-dialog'
import { useErrorToast } from '@/components/admin/use-error-toast'

function courses(n: number): string {
  return `${n} ${n === 1 ? 'Course' : 'Courses'}`
}

function SuperadminPackageCard({
  paket: p,
  stats,
  onEdit,
  onClasses,
}: {
  paket: Paket
  stats?: PackageStats
  onEdit: () => void
  onClasses: () => void
}) {
  const from = p.gradient_from || '#f97316'
  const to = p.gradient_to || '#fb923c'
  return (
    <Card
      data-testid="package-card"
      sx={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{
          background: `linear-gradient(135deg, ${from}, ${to})`,
          color: 'common.white',
          p: 2.5,
          minHeight: 110,
        }}
      >
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {p.nama_paket}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.9 }}>
          {courses(stats?.jumlah_kelas_aktif ?? 0)}
        </Typography>
      </Box>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
          {p.deskripsi || 'Tidak ada deskripsi'}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 'auto' }}>
          <Button
            variant="contained"
            onClick={onClasses}
            sx={{ flex: 1, background: `linear-gradient(90deg, ${from}, ${to})` }}
          >
            {p.button_text?.trim() || 'Mulai Kelas'}
          </Button>
          <Button
            variant="outlined"
            startIcon={<EditOutlined />}
            onClick={onEdit}
            aria-label={`Edit ${p.nama_paket}`}
          >
            Edit
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}

/**
 * /lms/packages for a superadmin (online): the category grid with 'Tambah Package Baru' and an edit
 * dialog per card. `ClassReport`: see PackagesPage (composed by src/app/routes/superadmin-packages.tsx).
 */
export function SuperadminPackagesPage({ ClassReport }: { ClassReport: ClassReportView }) {
  usePageMeta({
    title: 'Kategori Kelas',
    description: 'Kelola kategori kelas Pendamping Skripsi.',
    noIndex: true,
  })
  const packages = useRemote('packages', listPackages)
  const stats = useRemote('package-stats', getPackageStats)
  useErrorToast(packages.error, 'Gagal memuat data paket')
  const [editing, setEditing] = useState<{ paket: Paket | null } | null>(null)
  const [classesOf, setClassesOf] = useState<Paket | null>(null)
  const reload = () => {
    void packages.reload()
    void stats.reload()
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to="/dashboard" startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Kembali ke Dashboard
      </Button>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
          gap: 2,
          flexDirection: { xs: 'column', sm: 'row' },
          mb: 3,
        }}
      >
        <Box>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', sm: '2.2rem' } }}
          >
            Kategori Kelas
          </Typography>
          <Typography color="text.secondary">
            Pilih kategori untuk melihat kelas-kelas di dalamnya.
          </Typography>
        </Box>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          onClick={() => setEditing({ paket: null })}
        >
          Tambah Package Baru
        </Button>
      </Box>
      {packages.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {packages.error ? (
        <LoadError title="Gagal memuat data paket" error={packages.error} onRetry={reload} />
      ) : null}
      {!packages.loading && !packages.error && (packages.data ?? []).length === 0 ? (
        <EmptyState text="Belum ada kategori kelas tersedia" />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {(packages.data ?? []).map((p) => (
          <SuperadminPackageCard
            key={p.id}
            paket={p}
            stats={stats.data?.get(p.id)}
            onEdit={() => setEditing({ paket: p })}
            onClasses={() => setClassesOf(p)}
          />
        ))}
      </Box>
      {editing ? (
        <PackageFormDialog
          paket={editing.paket}
          onClose={() => setEditing(null)}
          onSaved={reload}
        />
      ) : null}
      {classesOf ? (
        <ClassesDialog
          ClassReport={ClassReport}
          paket={classesOf}
          onClose={() => setClassesOf(null)}
          onChanged={reload}
        />
      ) : null}
    </Container>
  )
}
