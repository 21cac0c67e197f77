import TextField from '@mui/material/TextField'

interface NewPasswordFieldsProps {
  password: string
  passwordConfirm: string
  onPasswordChange: (value: string) => void
  onPasswordConfirmChange: (value: string) => void
  errors: { password?: string; passwordConfirm?: string }
  /** Labels of the two fields ('Password' / 'Konfirmasi Password' by default). */
  labels?: { password: string; passwordConfirm: string }
}

/** The new-password pair of /register and /reset-password (minimum 6 characters, must match). */
export function NewPasswordFields({
  password,
  passwordConfirm,
  onPasswordChange,
  onPasswordConfirmChange,
  errors,
  labels = { password: 'Password', passwordConfirm: 'Konfirmasi Password' },
}: NewPasswordFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        type="password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => onPasswordChange(e.target.value)}
        error={Boolean(errors.password)}
        helperText={errors.password ?? 'Minimal 6 karakter'}
        required
        autoFocus
      />
      <TextField
        label={labels.passwordConfirm}
        type="password"
        name="passwordConfirm"
        autoComplete="new-password"
        value={passwordConfirm}
        onChange={(e) => onPasswordConfirmChange(e.target.value)}
        error={Boolean(errors.passwordConfirm)}
        helperText={errors.passwordConfirm}
        required
      />
    </>
  )
}
