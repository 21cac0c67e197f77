import { useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import TextField from '@mui/material/TextField'
import AddOutlined from '@mui/icons-material/AddOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { usePageMeta } from '@/components/page-meta'
import { getPackageStats, listPackages, useRemote, type Paket } from '@/data/admin'
import { ClassesDialog, type ClassReportView } from '../classes/classes-dialog'
import { EmptyState } from '@/components/admin/empty-state'
import { LoadError } from '@/components/admin/load-error'
import { PageHeader } from '@/components/admin/page-header'
import { confirmAndDeletePackage } from './delete-package'
import { PackageAdminCard } from './package-admin-card'
import { PackageContentDialog } from './package-content-dialog'
import { PackageFormDialog } from './package-form-dialog'
import { useErrorToast } from '@/components/admin/use-error-toast'

type Open =
  | { kind: 'form'; paket: Paket | null }
  | { kind: 'content'; paket: Paket }
  | { kind: 'classes'; paket: Paket }
  | null

/**
 * Manage Packages: search, the card grid, and every package dialog. `ClassReport` is the class
 * report the classes dialog opens (composed by src/app/routes/admin-packages.tsx).
 */
export function PackagesPage({ ClassReport }: { ClassReport: ClassReportView }) {
  usePageMeta({
    title: 'Kelola Paket',
    description: 'Paket, kelas, dan konten pembelajaran.',
    noIndex: true,
  })
  const packages = useRemote('packages', listPackages)
  const stats = useRemote('package-stats', getPackageStats)
  useErrorToast(packages.error, 'Gagal memuat data paket')
  const [search, setSearch] = useState('')
  const [open, setOpen] = useState<Open>(null)

  const shown = useMemo(() => {
    const q = search.trim().toLowerCase()
    const all = packages.data ?? []
    if (!q) return all
    return all.filter(
      (p) =>
        p.nama_paket.toLowerCase().includes(q) || (p.deskripsi ?? '').toLowerCase().includes(q),
    )
  }, [packages.data, search])

  const reloadAll = () => {
    void packages.reload()
    void stats.reload()
  }

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title="Kelola Paket"
        subtitle="Paket pembelajaran, kelas, dan kontennya"
        actions={
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            onClick={() => setOpen({ kind: 'form', paket: null })}
          >
            Add Package
          </Button>
        }
      />
      <TextField
        fullWidth
        placeholder="Cari nama atau deskripsi paket..."
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        sx={{ mb: 2 }}
        slotProps={{
          htmlInput: { 'aria-label': 'Cari paket' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchOutlined />
              </InputAdornment>
            ),
          },
        }}
      />
      {packages.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
      {packages.error ? (
        <LoadError title="Gagal memuat data paket" error={packages.error} onRetry={reloadAll} />
      ) : null}
      {!packages.loading && !packages.error && shown.length === 0 ? (
        <EmptyState text={search.trim() ? 'Tidak ada hasil' : 'Belum ada paket'} />
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {shown.map((p) => (
          <PackageAdminCard
            key={p.id}
            paket={p}
            stats={stats.data?.get(p.id)}
            onClasses={() => setOpen({ kind: 'classes', paket: p })}
            onContent={() => setOpen({ kind: 'content', paket: p })}
            onEdit={() => setOpen({ kind: 'form', paket: p })}
            onDelete={() =>
              void confirmAndDeletePackage(p, stats.data?.get(p.id)).then((ok) => ok && reloadAll())
            }
          />
        ))}
      </Box>
      {open?.kind === 'form' ? (
        <PackageFormDialog paket={open.paket} onClose={() => setOpen(null)} onSaved={reloadAll} />
      ) : null}
      {open?.kind === 'content' ? (
        <PackageContentDialog paket={open.paket} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'classes' ? (
        <ClassesDialog
          ClassReport={ClassReport}
          paket={open.paket}
          onClose={() => setOpen(null)}
          onChanged={() => void stats.reload()}
        />
      ) : null}
    </Box>
  )
}
