import { useState } from 'react'
import type { FormEvent } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { toast, toastError } from '@/components/toast-store'
import { updateFullName } from '@/data/account'
import { MAX_NAME_LENGTH, roleLabel, validateFullName } from '../logic/validation'
import { SectionCard } from './section-card'

/** E-mail and role (read only) and 'Nama lengkap' with 'Simpan nama'. */
export function ProfileSection({
  email,
  role,
  fullName,
}: {
  email: string
  role: string
  fullName: string
}) {
  const [name, setName] = useState(fullName)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const problem = validateFullName(name, fullName)
    setError(problem)
    if (problem) return
    setBusy(true)
    try {
      const record = await updateFullName(name)
      setName(record.full_name)
      toast({ title: 'Berhasil', description: 'Nama lengkap disimpan.', variant: 'success' })
    } catch (err) {
      toastError(err instanceof Error ? err.message : 'Gagal menyimpan nama')
    } finally {
      setBusy(false)
    }
  }

  return (
    <SectionCard id="profil" title="Profil">
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1, m: 0 }}
      >
        <Typography component="dt" variant="body2" color="text.secondary">
          Email
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
          <span data-testid="account-email">{email}</span>
        </Typography>
        <Typography component="dt" variant="body2" color="text.secondary">
          Peran
        </Typography>
        <Typography component="dd" variant="body2" sx={{ m: 0 }} data-testid="account-role">
          {roleLabel(role)}
        </Typography>
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        sx={{ mt: 2, display: 'flex', gap: 1.5, flexDirection: { xs: 'column', sm: 'row' } }}
      >
        <TextField
          label="Nama lengkap"
          value={name}
          onChange={(e) => {
            setName(e.target.value)
            if (error) setError(null)
          }}
          error={Boolean(error)}
          helperText={error ?? ' '}
          autoComplete="name"
          fullWidth
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH + 50 } }}
        />
        <Box>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            sx={{ minHeight: 56, whiteSpace: 'nowrap' }}
          >
            Simpan nama
          </Button>
        </Box>
      </Box>
    </SectionCard>
  )
}
