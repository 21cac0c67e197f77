import { useState } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Divider from '@mui/material/Divider'
import FormControlLabel from '@mui/material/FormControlLabel'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { toast, toastError } from '@/components/toast-store'
import { deleteUserAccount } from '@/data/account'
import { deleteSubscription, type SubscriberRow } from '@/data/admin'
import { errorMessage } from '@/lib/errors'

/**
 * The subscriber delete action: 'Hapus langganan' removes this one subscription (the person keeps
 * their account and everything else); 'Hapus akun pengguna' deletes the person with all their data,
 * as the privacy page describes (POST /api/admin/users/{id}/delete).
 */
export function DeleteSubscriberDialog({
  row,
  onClose,
  onDeleted,
}: {
  row: SubscriberRow
  onClose: () => void
  onDeleted: () => void
}) {
  const [busy, setBusy] = useState<'subscription' | 'account' | null>(null)
  const [understood, setUnderstood] = useState(false)
  const who = row.user?.full_name?.trim() || row.user?.email || 'subscriber ini'
  const paket = row.paket?.nama_paket ?? 'paket'
  const userId = row.user?.id || row.user_id

  const removeSubscription = async () => {
    setBusy('subscription')
    try {
      await deleteSubscription(row.id)
      toast({ title: 'Berhasil', description: 'Subscriber berhasil dihapus', variant: 'success' })
      onDeleted()
      onClose()
    } catch (err) {
      toastError(`Gagal menghapus subscriber: ${errorMessage(err, 'Terjadi kesalahan')}`)
      setBusy(null)
    }
  }

  const removeAccount = async () => {
    setBusy('account')
    try {
      await deleteUserAccount(userId)
      toast({
        title: 'Berhasil',
        description: `Akun ${who} dan semua datanya telah dihapus.`,
        variant: 'success',
      })
      onDeleted()
      onClose()
    } catch (err) {
      toastError(`Gagal menghapus akun pengguna: ${errorMessage(err, 'Terjadi kesalahan')}`)
      setBusy(null)
    }
  }

  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby="delete-subscriber-title"
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id="delete-subscriber-title">Hapus {who}?</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Hapus langganan
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Hanya langganan <strong>{paket}</strong> yang dihapus: {who} tidak lagi dapat membuka
          kelas paket ini. Akun, langganan lain, progres belajar, kredit chat, dan skripsinya tetap
          ada.
        </Typography>
        <Button
          variant="outlined"
          color="error"
          onClick={() => void removeSubscription()}
          disabled={busy !== null}
        >
          Hapus langganan
        </Button>
        <Divider sx={{ my: 2.5 }} />
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Hapus akun pengguna
        </Typography>
        {row.user ? (
          <>
            <Typography variant="body2" component="div">
              Orangnya dihapus beserta semua datanya, sama seperti bila ia menghapus akunnya sendiri
              (lihat{' '}
              <Link component={RouterLink} to="/privasi" target="_blank">
                Kebijakan Privasi
              </Link>
              ):
              <Box component="ul" sx={{ pl: 3, my: 1 }}>
                <li>akun ({row.user.email}), semua langganannya, dan sisa kredit chat;</li>
                <li>progres belajar dan jawaban tes;</li>
                <li>skripsi yang diunggah beserta teksnya, dan sesi Simulasi Sidang.</li>
              </Box>
              Ulasannya tetap tampil sebagai &lsquo;Pengguna&rsquo;, dan catatan pembayaran tetap
              disimpan untuk pembukuan tanpa terhubung ke akun.
            </Typography>
            <Alert severity="warning" sx={{ my: 1.5 }}>
              Tindakan ini tidak dapat dibatalkan.
            </Alert>
            <FormControlLabel
              control={
                <Checkbox
                  checked={understood}
                  onChange={(e) => setUnderstood(e.target.checked)}
                  disabled={busy !== null}
                />
              }
              label="Saya mengerti semua data pengguna ini akan dihapus permanen"
            />
            <Box sx={{ mt: 1 }}>
              <Button
                variant="contained"
                color="error"
                onClick={() => void removeAccount()}
                disabled={!understood || busy !== null}
                sx={{ backgroundImage: 'none' }}
              >
                Hapus akun pengguna
              </Button>
            </Box>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            Akun pengguna langganan ini sudah dihapus.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy !== null}>
          Batal
        </Button>
      </DialogActions>
    </Dialog>
  )
}
