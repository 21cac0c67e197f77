import { useCallback, useState } from 'react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router-dom'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { collectPendingChanges, signOut } from '@/data/auth'
import { logger } from '@/lib/logger'
import { toastError } from './toast-store'

export const LOGOUT_ERROR = 'Terjadi kesalahan saat logout'

/** 'N perubahan belum tersinkron akan hilang' */
export function unsyncedWarning(count: number, uncertain: boolean): string {
  if (count > 0) return `${count} perubahan belum tersinkron akan hilang`
  return uncertain ? 'Perubahan yang belum tersinkron mungkin akan hilang' : ''
}

/**
 * 'Keluar': pushes pending changes through the registered handlers; when some remain, asks first
 * ('N perubahan belum tersinkron akan hilang'); then signs out and goes to /.
 */
export function useSignOutFlow(): { start: () => void; busy: boolean; dialog: ReactNode } {
  const navigate = useNavigate()
  const [busy, setBusy] = useState(false)
  const [warning, setWarning] = useState<string | null>(null)

  const finish = useCallback(async () => {
    setBusy(true)
    try {
      await signOut()
      setWarning(null)
      navigate('/', { replace: true })
    } catch (error) {
      logger.error('Logout gagal:', error)
      toastError(LOGOUT_ERROR)
    } finally {
      setBusy(false)
    }
  }, [navigate])

  const start = useCallback(() => {
    if (busy) return
    setBusy(true)
    void (async () => {
      try {
        const pending = await collectPendingChanges()
        const text = unsyncedWarning(pending.count, pending.uncertain)
        if (text) {
          setWarning(text)
          setBusy(false)
          return
        }
        await finish()
      } catch (error) {
        logger.error('Logout gagal:', error)
        toastError(LOGOUT_ERROR)
        setBusy(false)
      }
    })()
  }, [busy, finish])

  const dialog = (
    <Dialog
      open={warning !== null}
      onClose={() => !busy && setWarning(null)}
      aria-labelledby="signout-title"
    >
      <DialogTitle id="signout-title">Keluar dari akun?</DialogTitle>
      <DialogContent>
        <DialogContentText>{warning}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          Sambungkan ke internet dan tunggu sinkronisasi selesai agar perubahan Anda tersimpan.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setWarning(null)} disabled={busy}>
          Batal
        </Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => void finish()}
          disabled={busy}
          sx={{ backgroundImage: 'none' }}
        >
          Tetap Keluar
        </Button>
      </DialogActions>
    </Dialog>
  )

  return { start, busy, dialog }
}
