import { useEffect, useState } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { confirmVerification, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { errorMessage } from '@/lib/errors'
import { AuthLayout } from './auth-layout'
import { MESSAGES } from './validation'

// One confirmation per token, even when React runs the effect twice (StrictMode).
const confirmations = new Map<string, Promise<void>>()

function confirmOnce(token: string): Promise<void> {
  let p = confirmations.get(token)
  if (!p) {
    p = confirmVerification(token)
    confirmations.set(token, p)
    p.catch(() => confirmations.delete(token))
  }
  return p
}

type State = { kind: 'verifying' } | { kind: 'done' } | { kind: 'failed'; detail: string }

/** /verifikasi-email?token=…: the link of PocketBase's verification e-mail. */
export default function VerifyEmailPage() {
  usePageMeta({ title: 'Verifikasi Email', path: '/verifikasi-email', noIndex: true })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const signedIn = useSession((s) => Boolean(s.user))
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'verifying' } : { kind: 'failed', detail: 'Link verifikasi tidak lengkap.' },
  )

  useEffect(() => {
    if (!token) return
    let alive = true
    confirmOnce(token).then(
      () => alive && setState({ kind: 'done' }),
      (error: unknown) =>
        alive &&
        setState({
          kind: 'failed',
          detail: errorMessage(error, 'Link tidak valid atau sudah kedaluwarsa.'),
        }),
    )
    return () => {
      alive = false
    }
  }, [token])

  return (
    <AuthLayout title="Verifikasi Email">
      {state.kind === 'verifying' && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} />
          <Typography>Memverifikasi email...</Typography>
        </Box>
      )}
      {state.kind === 'done' && (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            Email berhasil diverifikasi. Akun Anda sudah aktif.
          </Alert>
          <Button
            component={RouterLink}
            to={signedIn ? '/dashboard' : '/login'}
            variant="contained"
            fullWidth
          >
            {signedIn ? 'Ke Dashboard' : 'Masuk'}
          </Button>
        </>
      )}
      {state.kind === 'failed' && (
        <>
          <Alert severity="error" sx={{ mb: 2 }}>
            <strong>{MESSAGES.verifyEmailFailed}</strong>
            <br />
            {state.detail}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            Ke Halaman Masuk
          </Button>
        </>
      )}
    </AuthLayout>
  )
}
