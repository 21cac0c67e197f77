import { useEffect, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link as RouterLink, Navigate, useLocation, useNavigate } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import {
  SIGN_IN_BUSY_MESSAGE,
  requestPasswordReset,
  signIn,
  signInWithGoogle,
  useSession,
} from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { toast, toastError } from '@/components/toast-store'
import { errorMessage, errorStatus } from '@/lib/errors'
import { PURCHASE_URL } from '@/lib/links'
import { afterSignInPath, rememberedFrom } from '@/lib/redirect'
import { AuthLayout } from './auth-layout'
import { GoogleButton } from './google-button'
import {
  BUSY_WAIT_BUTTON,
  LOGIN_DESCRIPTION,
  LOGIN_SUBTITLE,
  LOGIN_TITLE,
  busyWaitText,
} from './login-texts'
import { validateLogin } from './validation'

export default function LoginPage() {
  usePageMeta({
    title: 'Masuk',
    description: LOGIN_DESCRIPTION,
    path: '/login',
  })
  const navigate = useNavigate()
  const location = useLocation()
  const user = useSession((s) => s.user)
  const expired = useSession((s) => s.sessionExpired)
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [errors, setErrors] = useState<{ email?: string; password?: string }>({})
  const [busy, setBusy] = useState(false)
  const [resetBusy, setResetBusy] = useState(false)
  /** Seconds until the app asks a busy server again (null: not waiting). */
  const [busyWait, setBusyWait] = useState<number | null>(null)
  const leaving = useRef<AbortController | null>(null)
  const target = afterSignInPath(rememberedFrom(location.state))

  useEffect(() => {
    const controller = new AbortController()
    leaving.current = controller
    return () => controller.abort()
  }, [])
  useEffect(() => {
    if (!busyWait || busyWait <= 1) return
    const tick = setTimeout(() => setBusyWait(busyWait - 1), 1000)
    return () => clearTimeout(tick)
  }, [busyWait])

  if (user && !expired && !busy) return <Navigate to={target} replace />

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateLogin(email, password)
    setErrors(found)
    if (found.email || found.password) return
    setBusy(true)
    const signal = leaving.current?.signal
    try {
      await signIn(email, password, { onBusyWait: setBusyWait, signal })
      navigate(target, { replace: true })
    } catch (error) {
      if (signal?.aborted) return
      // 503: the server was busy, whatever its answer's body (e.g. a proxy's page): never "wrong password".
      toastError(
        errorStatus(error) === 503
          ? SIGN_IN_BUSY_MESSAGE
          : errorMessage(error, 'Gagal masuk. Silakan coba lagi.'),
      )
    } finally {
      if (!signal?.aborted) {
        setBusy(false)
        setBusyWait(null)
      }
    }
  }

  const google = async () => {
    setBusy(true)
    try {
      await signInWithGoogle()
      navigate(target, { replace: true })
    } catch (error) {
      toastError(errorMessage(error, 'Gagal masuk dengan Google.'))
    } finally {
      setBusy(false)
    }
  }

  const forgotPassword = async () => {
    if (!email.trim()) {
      toast({
        title: 'Email required',
        description: 'Please enter your email address first',
        variant: 'destructive',
      })
      return
    }
    setResetBusy(true)
    try {
      await requestPasswordReset(email)
      toast({
        title: 'Reset link sent',
        description: 'Check your email for password reset instructions',
      })
    } catch (error) {
      toastError(errorMessage(error, 'Gagal mengirim link reset password.'))
    } finally {
      setResetBusy(false)
    }
  }

  return (
    <AuthLayout title={LOGIN_TITLE} subtitle={LOGIN_SUBTITLE}>
      <GoogleButton onClick={() => void google()} disabled={busy} />
      <Box
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email}
          required
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password}
          required
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Link
            component="button"
            type="button"
            onClick={() => void forgotPassword()}
            disabled={resetBusy}
            underline="hover"
          >
            Lupa password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busyWait ? BUSY_WAIT_BUTTON : busy ? 'Memproses...' : 'Masuk'}
        </Button>
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: 'center', display: busyWait ? 'block' : 'none' }}
        >
          {busyWait ? busyWaitText(busyWait) : ''}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Belum punya akun?{' '}
        <Link component={RouterLink} to="/register" sx={{ fontWeight: 700 }}>
          Daftar Sekarang
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        Belum membeli akses?{' '}
        <Link
          href={PURCHASE_URL}
          target={PURCHASE_URL.startsWith('http') ? '_blank' : undefined}
          rel="noopener noreferrer"
        >
          Beli akses di sini
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1, textAlign: 'center' }}>
        <Link component={RouterLink} to="/privasi">
          Kebijakan Privasi
        </Link>
      </Typography>
    </AuthLayout>
  )
}
