import { useState, type ComponentType } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { toast, toastError } from '@/components/toast-store'
import { selectRole, useSession } from '@/data/auth'
import {
  deleteClass,
  listClasses,
  setClassActive,
  useRemote,
  type Kelas,
  type Paket,
} from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { ClassContentDialog } from '../class-content/class-content-dialog'
import { nextOrder } from '../logic/package-form'
import { ClassAdminCard } from './class-admin-card'
import { ClassFormDialog } from './class-form-dialog'
import { useErrorToast } from '@/components/admin/use-error-toast'

type Open =
  | { kind: 'form'; kelas: Kelas | null }
  | { kind: 'content'; kelas: Kelas }
  | { kind: 'report'; kelas: Kelas }
  | null

/**
 * A class's report ('Laporan'): the reports feature's dialog, handed down by the route that composes
 * the page (src/app/routes/admin-packages.tsx, superadmin-packages.tsx).
 */
export type ClassReportView = ComponentType<{ kelas: Kelas; onClose: () => void }>

/** 'Kelola Kelas' of one package. */
export function ClassesDialog({
  paket,
  onClose,
  onChanged,
  ClassReport,
}: {
  paket: Paket
  onClose: () => void
  onChanged: () => void
  ClassReport: ClassReportView
}) {
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const isSuperadmin = useSession((s) => selectRole(s) === 'superadmin')
  const classes = useRemote(`classes:${paket.id}`, () => listClasses(paket.id))
  const items = classes.data ?? []
  useErrorToast(classes.error, 'Failed to fetch classes')
  const [open, setOpen] = useState<Open>(null)
  const [busy, setBusy] = useState<string | null>(null)

  const changed = () => {
    void classes.reload()
    onChanged()
  }

  const remove = async (k: Kelas) => {
    if (!window.confirm('Apakah Anda yakin ingin menghapus kelas ini?')) return
    try {
      await deleteClass(k.id)
      toast({ title: 'Berhasil', description: 'Kelas berhasil dihapus', variant: 'success' })
      changed()
    } catch (err) {
      toastError(`Gagal menghapus kelas: ${errorMessage(err, 'Terjadi kesalahan')}`)
    }
  }

  const toggle = async (k: Kelas, active: boolean) => {
    setBusy(k.id)
    try {
      await setClassActive(k.id, active)
      toast({
        title: 'Berhasil',
        description: active
          ? 'Kelas diaktifkan'
          : 'Kelas dinonaktifkan dan hilang dari perangkat siswa',
        variant: 'success',
      })
      changed()
    } catch (err) {
      toastError(`Gagal menyimpan kelas: ${errorMessage(err, 'Terjadi kesalahan')}`)
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle>Kelola Kelas: {paket.nama_paket}</DialogTitle>
      <DialogContent>
        {isSuperadmin ? (
          <Button
            startIcon={<AddOutlined />}
            variant="outlined"
            onClick={() => setOpen({ kind: 'form', kelas: null })}
            sx={{ mb: 2 }}
          >
            Tambah Kelas
          </Button>
        ) : null}
        {classes.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {classes.error ? (
          <Alert severity="error">Failed to fetch classes: {errorMessage(classes.error, '')}</Alert>
        ) : null}
        {!classes.loading && !classes.error && items.length === 0 ? (
          <Typography color="text.secondary">Belum ada kelas</Typography>
        ) : null}
        <Stack spacing={1.5}>
          {items.map((k) => (
            <ClassAdminCard
              key={k.id}
              kelas={k}
              busy={busy === k.id}
              onEdit={() => setOpen({ kind: 'form', kelas: k })}
              onDelete={() => void remove(k)}
              onManage={() => setOpen({ kind: 'content', kelas: k })}
              onReport={() => setOpen({ kind: 'report', kelas: k })}
              onToggleActive={(active) => void toggle(k, active)}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
      {open?.kind === 'form' ? (
        <ClassFormDialog
          paketId={paket.id}
          kelas={open.kelas}
          nextUrutan={nextOrder(items)}
          onClose={() => setOpen(null)}
          onSaved={changed}
        />
      ) : null}
      <ClassContentDialog
        kelas={open?.kind === 'content' ? open.kelas : null}
        open={open?.kind === 'content'}
        onClose={() => setOpen(null)}
      />
      {open?.kind === 'report' ? (
        <ClassReport kelas={open.kelas} onClose={() => setOpen(null)} />
      ) : null}
    </Dialog>
  )
}
