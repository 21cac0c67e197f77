import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import { toast, toastError } from '@/components/toast-store'
import {
  deletePackageContent,
  listPackageContent,
  savePackageContent,
  useRemote,
  type Paket,
  type PaketContent,
} from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { nextOrder } from '../logic/package-form'

interface Draft {
  id: string | null
  judul: string
  konten: string
  urutan: string
}

/** 'Kelola Konten' of a package: the package's own content items (list, add, edit, delete). */
export function PackageContentDialog({ paket, onClose }: { paket: Paket; onClose: () => void }) {
  const list = useRemote(`pkcontent:${paket.id}`, () => listPackageContent(paket.id))
  const items = list.data ?? []
  const [draft, setDraft] = useState<Draft | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const startNew = () => {
    setError(null)
    setDraft({ id: null, judul: '', konten: '', urutan: String(nextOrder(items)) })
  }
  const startEdit = (c: PaketContent) => {
    setError(null)
    setDraft({ id: c.id, judul: c.judul, konten: c.konten ?? '', urutan: String(c.urutan || 1) })
  }

  const save = async () => {
    if (!draft) return
    const judul = draft.judul.trim()
    if (!judul) return setError('Judul harus diisi')
    const urutan = Number(draft.urutan || nextOrder(items))
    if (!Number.isInteger(urutan) || urutan < 1) return setError('Urutan minimal 1')
    setSaving(true)
    try {
      await savePackageContent(draft.id, {
        paket_id: paket.id,
        judul,
        konten: draft.konten.trim(),
        urutan,
      })
      toast({
        title: 'Berhasil',
        description: draft.id ? 'Konten berhasil diperbarui' : 'Konten berhasil ditambahkan',
        variant: 'success',
      })
      setDraft(null)
      void list.reload()
    } catch (err) {
      setError(`Gagal menyimpan konten: ${errorMessage(err, 'Terjadi kesalahan')}`)
    } finally {
      setSaving(false)
    }
  }

  const remove = async (c: PaketContent) => {
    if (!window.confirm('Apakah Anda yakin ingin menghapus konten ini?')) return
    try {
      await deletePackageContent(c.id)
      toast({ title: 'Berhasil', description: 'Konten berhasil dihapus', variant: 'success' })
      void list.reload()
    } catch (err) {
      toastError(`Gagal menghapus konten: ${errorMessage(err, 'Terjadi kesalahan')}`)
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Kelola Konten: {paket.nama_paket}</DialogTitle>
      <DialogContent>
        {list.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {list.error ? (
          <Alert severity="error">Gagal memuat konten paket: {errorMessage(list.error, '')}</Alert>
        ) : null}
        {draft ? (
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Stack spacing={2}>
              <Typography sx={{ fontWeight: 700 }}>
                {draft.id ? 'Edit Konten' : 'Konten Baru'}
              </Typography>
              {error ? <Alert severity="error">{error}</Alert> : null}
              <TextField
                label="Judul"
                value={draft.judul}
                onChange={(e) => setDraft({ ...draft, judul: e.target.value })}
                required
                autoFocus
              />
              <TextField
                label="Konten"
                value={draft.konten}
                onChange={(e) => setDraft({ ...draft, konten: e.target.value })}
                multiline
                minRows={4}
              />
              <TextField
                label="Urutan"
                type="number"
                value={draft.urutan}
                onChange={(e) => setDraft({ ...draft, urutan: e.target.value })}
                slotProps={{ htmlInput: { min: 1, step: 1 } }}
                sx={{ maxWidth: 160 }}
              />
              <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
                <Button onClick={() => setDraft(null)} disabled={saving}>
                  Batal
                </Button>
                <Button variant="contained" onClick={() => void save()} disabled={saving}>
                  Simpan Konten
                </Button>
              </Box>
            </Stack>
          </Paper>
        ) : (
          <Button startIcon={<AddOutlined />} variant="outlined" onClick={startNew} sx={{ mb: 2 }}>
            Tambah Konten
          </Button>
        )}
        {!list.loading && items.length === 0 ? (
          <Typography color="text.secondary">Belum ada konten untuk paket ini.</Typography>
        ) : null}
        <Stack spacing={1}>
          {items.map((c) => (
            <Paper
              key={c.id}
              variant="outlined"
              sx={{ p: 1.5, display: 'flex', gap: 1, alignItems: 'flex-start' }}
              data-testid="package-content-item"
            >
              <Typography sx={{ fontWeight: 700, minWidth: 28 }}>{c.urutan}.</Typography>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{c.judul}</Typography>
                {c.konten ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{
                      whiteSpace: 'pre-line',
                      display: '-webkit-box',
                      WebkitLineClamp: 3,
                      WebkitBoxOrient: 'vertical',
                      overflow: 'hidden',
                    }}
                  >
                    {c.konten}
                  </Typography>
                ) : null}
              </Box>
              <IconButton aria-label="Edit konten" size="small" onClick={() => startEdit(c)}>
                <EditOutlined fontSize="small" />
              </IconButton>
              <IconButton
                aria-label="Hapus konten"
                size="small"
                color="error"
                onClick={() => void remove(c)}
              >
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Paper>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  )
}
