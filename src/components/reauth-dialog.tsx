import { useState } from 'react'
import type { FormEvent } from 'react'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { reauthenticate, useSession } from '@/data/auth'
import { errorMessage } from '@/lib/errors'
import { useSignOutFlow } from './sign-out-flow'
import { useOnline } from './use-online'

/**
 * Shown when the server refused the session (expired token): the same user signs in again and keeps
 * everything stored on this device. Hidden while offline (the student keeps working locally).
 */
export function ReauthDialog() {
  const user = useSession((s) => s.user)
  const expired = useSession((s) => s.sessionExpired)
  const online = useOnline()
  const [password, setPassword] = useState('')
  const [error, setError] = useState('')
  const [busy, setBusy] = useState(false)
  const signOutFlow = useSignOutFlow()

  const open = Boolean(user && expired && online)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      setError('Password wajib diisi')
      return
    }
    setBusy(true)
    setError('')
    try {
      await reauthenticate(password)
      setPassword('')
    } catch (err) {
      setError(errorMessage(err, 'Gagal masuk. Silakan coba lagi.'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Dialog open={open} aria-labelledby="reauth-title" fullWidth maxWidth="xs">
        <form onSubmit={(e) => void submit(e)} noValidate>
          <DialogTitle id="reauth-title">Sesi berakhir</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Sesi Anda telah berakhir. Masukkan password untuk masuk kembali sebagai {user?.email}.
              Data di perangkat ini tetap tersimpan.
            </DialogContentText>
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={Boolean(error)}
              helperText={error || ' '}
              autoFocus
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={signOutFlow.start} disabled={busy || signOutFlow.busy}>
              Keluar
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              Masuk
            </Button>
          </DialogActions>
        </form>
      </Dialog>
      {signOutFlow.dialog}
    </>
  )
}
