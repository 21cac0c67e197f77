import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link as RouterLink, Navigate, useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined'
import { isEmailAuthorized, requestVerification, signUp, useSession } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { toast, toastError } from '@/components/toast-store'
import { errorMessage, errorStatus, fieldErrors } from '@/lib/errors'
import { PURCHASE_URL } from '@/lib/links'
import { AuthLayout } from './auth-layout'
import { NewPasswordFields } from './new-password-fields'
import { MESSAGES, cleanEmail, validateEmail, validateNewPassword } from './validation'

type Step = 'email' | 'password' | 'check-email'

interface FieldErrors {
  email?: string
  password?: string
  passwordConfirm?: string
}

export default function RegisterPage() {
  usePageMeta({
    title: 'Daftar',
    description: 'Daftar akun Pendamping Skripsi dengan email yang Anda gunakan saat pembelian.',
    path: '/register',
  })
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const signedIn = useSession((s) => Boolean(s.user) && !s.sessionExpired)

  const verifyEmail = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = validateEmail(email)
    if (invalid) {
      setErrors({ email: invalid })
      return
    }
    const clean = cleanEmail(email)
    setBusy(true)
    setErrors({})
    try {
      if (await isEmailAuthorized(clean)) {
        setEmail(clean)
        setStep('password')
      } else {
        setErrors({ email: MESSAGES.emailNotAuthorized })
        toastError(MESSAGES.emailNotAuthorized)
      }
    } catch (error) {
      // A rate limit (429) carries its own Indonesian message; anything else is
      // MESSAGES.verifyEmailFailed.
      const message =
        errorStatus(error) === 429
          ? errorMessage(error, MESSAGES.verifyEmailFailed)
          : MESSAGES.verifyEmailFailed
      setErrors({ email: message })
      toastError(message)
    } finally {
      setBusy(false)
    }
  }

  const createAccount = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateNewPassword(password, passwordConfirm)
    setErrors(found)
    if (found.password || found.passwordConfirm) return
    setBusy(true)
    try {
      const result = await signUp({
        email,
        password,
        passwordConfirm,
        skipAuthorizationCheck: true,
      })
      if (result.status === 'signed-in') {
        navigate('/dashboard', { replace: true })
      } else {
        setStep('check-email')
      }
    } catch (error) {
      const fields = fieldErrors(error)
      setErrors({
        email: fields.email,
        password: fields.password,
        passwordConfirm: fields.passwordConfirm,
      })
      toastError(errorMessage(error, MESSAGES.signUpFailed))
    } finally {
      setBusy(false)
    }
  }

  const resend = async () => {
    setBusy(true)
    try {
      await requestVerification(email)
      toast({ title: 'Email terkirim', description: `Link verifikasi dikirim ulang ke ${email}` })
    } catch (error) {
      toastError(errorMessage(error, 'Gagal mengirim ulang email verifikasi.'))
    } finally {
      setBusy(false)
    }
  }

  if (signedIn && !busy) return <Navigate to="/dashboard" replace />

  if (step === 'check-email') {
    return (
      <AuthLayout title="Cek email untuk verifikasi">
        <Box sx={{ textAlign: 'center' }}>
          <MarkEmailReadOutlined color="primary" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
          <Typography sx={{ mb: 2 }}>
            Akun Anda sudah dibuat. Kami telah mengirim link verifikasi ke <strong>{email}</strong>.
            Buka email tersebut dan klik link-nya untuk mengaktifkan akun, lalu masuk.
          </Typography>
          <Alert severity="info" sx={{ mb: 2, textAlign: 'left' }}>
            Tidak menemukan email? Periksa folder spam atau kirim ulang.
          </Alert>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Button variant="contained" component={RouterLink} to="/login">
              Ke Halaman Masuk
            </Button>
            <Button onClick={() => void resend()} disabled={busy}>
              Kirim ulang email verifikasi
            </Button>
          </Box>
        </Box>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Daftar Akun"
      subtitle={
        step === 'email'
          ? 'Masukkan email yang Anda gunakan saat pembelian untuk memverifikasi akses.'
          : 'Email terverifikasi. Buat password untuk akun Anda.'
      }
    >
      {step === 'email' ? (
        <Box
          component="form"
          onSubmit={(e) => void verifyEmail(e)}
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
            autoFocus
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Memverifikasi...' : 'Verifikasi Email'}
          </Button>
        </Box>
      ) : (
        <Box
          component="form"
          onSubmit={(e) => void createAccount(e)}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            label="Email"
            type="email"
            name="email"
            value={email}
            slotProps={{ input: { readOnly: true } }}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <NewPasswordFields
            password={password}
            passwordConfirm={passwordConfirm}
            onPasswordChange={setPassword}
            onPasswordConfirmChange={setPasswordConfirm}
            errors={errors}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {busy ? 'Membuat akun...' : 'Buat Akun'}
          </Button>
          <Button
            onClick={() => {
              setStep('email')
              setErrors({})
              setPassword('')
              setPasswordConfirm('')
            }}
            disabled={busy}
          >
            Ganti email
          </Button>
        </Box>
      )}
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Sudah punya akun?{' '}
        <Link component={RouterLink} to="/login" sx={{ fontWeight: 700 }}>
          Masuk
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
