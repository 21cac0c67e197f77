import { useState } from 'react'
import type { FormEvent } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { MySubscription } from '@/data/account'
import { formatDate, formatNumber } from '@/lib/format'
import { ACCOUNT_MESSAGES } from '../logic/validation'

export interface SubscriptionsState {
  loading: boolean
  error: string | null
  items: MySubscription[]
}

/**
 * 'Hapus akun': what will be lost (unused credits and active subscriptions named), what stays
 * without a name, the password typed again. `onConfirm` rejects with a message to show under the
 * password field (e.g. 'Password salah.').
 */
export function DeleteAccountDialog({
  open,
  credits,
  subscriptions,
  onClose,
  onConfirm,
}: {
  open: boolean
  credits: number
  subscriptions: SubscriptionsState
  onClose: () => void
  onConfirm: (password: string) => Promise<void>
}) {
  const [password, setPassword] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const active = subscriptions.items.filter((s) => s.active)

  const close = () => {
    if (busy) return
    setPassword('')
    setError(null)
    onClose()
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setError(ACCOUNT_MESSAGES.deletePasswordRequired)
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onConfirm(password)
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : 'Gagal menghapus akun')
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="delete-account-title"
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="delete-account-title">Hapus akun secara permanen?</DialogTitle>
        <DialogContent>
          <DialogContentText component="div">
            <Typography sx={{ fontWeight: 600 }}>
              Yang akan hilang dan tidak dapat dikembalikan:
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }} data-testid="delete-account-losses">
              <li>Akun Anda (email, nama) — Anda tidak dapat masuk lagi dengan akun ini.</li>
              <li data-testid="delete-account-credits">
                {credits > 0
                  ? `Sisa kredit chat yang belum terpakai: ${formatNumber(credits)} kredit (hangus, tidak dapat dikembalikan).`
                  : 'Kredit chat: tidak ada sisa kredit.'}
              </li>
              <li data-testid="delete-account-subscriptions">
                {subscriptions.loading ? (
                  'Memuat langganan...'
                ) : subscriptions.error ? (
                  `Langganan aktif Anda (gagal dimuat: ${subscriptions.error}).`
                ) : active.length === 0 ? (
                  'Langganan aktif: tidak ada.'
                ) : (
                  <>
                    Langganan aktif yang berakhir saat itu juga:
                    <Box component="ul" sx={{ pl: 3, my: 0.5 }}>
                      {active.map((s) => (
                        <li key={s.id}>
                          {s.paketName} (berlaku sampai {formatDate(s.durasi_akhir)})
                        </li>
                      ))}
                    </Box>
                  </>
                )}
              </li>
              <li>Progres belajar, jawaban tes, dan langganan yang sudah berakhir.</li>
              <li>Skripsi yang Anda unggah beserta teksnya.</li>
              <li>Sesi dan laporan Simulasi Sidang.</li>
              <li>Data akun dan riwayat chat yang tersimpan di perangkat ini.</li>
            </Box>
            <Typography sx={{ fontWeight: 600, mt: 1 }}>
              Yang tetap disimpan tanpa nama Anda:
            </Typography>
            <Box component="ul" sx={{ pl: 3, my: 1 }}>
              <li>Ulasan Anda tetap tampil, dengan nama &lsquo;Pengguna&rsquo;.</li>
              <li>Catatan pembayaran untuk pembukuan, tanpa terhubung ke akun.</li>
            </Box>
          </DialogContentText>
          <Alert severity="warning" sx={{ my: 2 }}>
            Ingin menyimpan salinan? Gunakan &lsquo;Unduh data saya&rsquo; sebelum menghapus akun.
          </Alert>
          <TextField
            label="Password Anda"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value)
              if (error) setError(null)
            }}
            error={Boolean(error)}
            helperText={error ?? 'Ketik ulang password untuk memastikan ini memang Anda.'}
            fullWidth
            autoFocus
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Batal
          </Button>
          <Button
            type="submit"
            color="error"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
            sx={{ backgroundImage: 'none' }}
          >
            Hapus akun permanen
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  )
}
