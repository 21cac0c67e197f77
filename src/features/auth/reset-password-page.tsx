import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link as RouterLink, useSearchParams } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { confirmPasswordReset } from '@/data/auth'
import { usePageMeta } from '@/components/page-meta'
import { toastError } from '@/components/toast-store'
import { errorMessage, fieldErrors } from '@/lib/errors'
import { AuthLayout } from './auth-layout'
import { NewPasswordFields } from './new-password-fields'
import { validateNewPassword } from './validation'

const INVALID_LINK =
  'Link reset password tidak valid atau sudah kedaluwarsa. Minta link baru dari halaman masuk.'

/** /reset-password?token=…: the link of PocketBase's reset e-mail. */
export default function ResetPasswordPage() {
  usePageMeta({ title: 'Atur Ulang Password', path: '/reset-password', noIndex: true })
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [password, setPassword] = useState('')
  const [passwordConfirm, setPasswordConfirm] = useState('')
  const [errors, setErrors] = useState<{ password?: string; passwordConfirm?: string }>({})
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateNewPassword(password, passwordConfirm)
    setErrors(found)
    if (found.password || found.passwordConfirm) return
    setBusy(true)
    try {
      await confirmPasswordReset(token, password, passwordConfirm)
      setDone(true)
    } catch (error) {
      const fields = fieldErrors(error)
      if (fields.token) {
        toastError(INVALID_LINK)
      } else {
        setErrors({ password: fields.password, passwordConfirm: fields.passwordConfirm })
        toastError(errorMessage(error, 'Gagal mengubah password.'))
      }
    } finally {
      setBusy(false)
    }
  }

  if (!token) {
    return (
      <AuthLayout title="Atur Ulang Password">
        <Alert severity="error" sx={{ mb: 2 }}>
          {INVALID_LINK}
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Ke Halaman Masuk
        </Button>
      </AuthLayout>
    )
  }

  if (done) {
    return (
      <AuthLayout title="Password berhasil diubah">
        <Alert severity="success" sx={{ mb: 2 }}>
          Silakan masuk dengan password baru Anda.
        </Alert>
        <Button component={RouterLink} to="/login" variant="contained" fullWidth>
          Masuk
        </Button>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title="Atur Ulang Password" subtitle="Buat password baru untuk akun Anda.">
      <Box
        component="form"
        onSubmit={(e) => void submit(e)}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <NewPasswordFields
          password={password}
          passwordConfirm={passwordConfirm}
          onPasswordChange={setPassword}
          onPasswordConfirmChange={setPasswordConfirm}
          errors={errors}
          labels={{ password: 'Password Baru', passwordConfirm: 'Konfirmasi Password Baru' }}
        />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {busy ? 'Menyimpan...' : 'Simpan Password'}
        </Button>
      </Box>
    </AuthLayout>
  )
}
