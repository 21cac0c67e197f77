import { useState } from 'react'
import type { FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { toast, toastError } from '@/components/toast-store'
import { AccountError, changePassword } from '@/data/account'
import type { PasswordErrors } from '@/data/account'
import { hasErrors, validatePasswordChange } from '../logic/validation'
import { SectionCard } from './section-card'

const EMPTY = { oldPassword: '', password: '', passwordConfirm: '' }
type Field = keyof typeof EMPTY

const FIELDS: Array<{ name: Field; label: string; autoComplete: string }> = [
  { name: 'oldPassword', label: 'Password lama', autoComplete: 'current-password' },
  { name: 'password', label: 'Password baru', autoComplete: 'new-password' },
  { name: 'passwordConfirm', label: 'Konfirmasi password baru', autoComplete: 'new-password' },
]

/** 'Ganti password': old, new and confirmation; signs in again with the new one. */
export function PasswordSection() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<PasswordErrors>({})
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problems = validatePasswordChange(values)
    setErrors(problems)
    if (hasErrors(problems)) return
    setBusy(true)
    try {
      await changePassword(values)
      setValues(EMPTY)
      toast({ title: 'Berhasil', description: 'Password berhasil diganti.', variant: 'success' })
    } catch (err) {
      if (err instanceof AccountError && hasErrors(err.fields)) setErrors(err.fields)
      else toastError(err instanceof Error ? err.message : 'Gagal mengganti password')
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard
      id="password"
      title="Ganti password"
      description="Password minimal 6 karakter. Setelah diganti, perangkat lain perlu masuk kembali. Akun yang dibuat dengan Google belum punya password: buat dulu lewat 'Lupa password?' di halaman masuk."
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}
      >
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            type="password"
            autoComplete={f.autoComplete}
            value={values[f.name]}
            onChange={(e) => {
              setValues((v) => ({ ...v, [f.name]: e.target.value }))
              if (errors[f.name]) setErrors((x) => ({ ...x, [f.name]: undefined }))
            }}
            error={Boolean(errors[f.name])}
            helperText={errors[f.name] ?? ' '}
            fullWidth
          />
        ))}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            Ganti password
          </Button>
        </Box>
      </Box>
    </SectionCard>
  )
}
