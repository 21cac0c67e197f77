import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'

interface Props {
  title: string
  /** Shown above the fields (validation or a refused save); what was typed stays. */
  error?: string | null
  saving: boolean
  onClose: () => void
  onSubmit: () => void
  submitLabel?: string
  submitDisabled?: boolean
  maxWidth?: 'sm' | 'md'
  children: ReactNode
}

/** The admin's form dialogs: title, error, fields, 'Batal' and the save button; not closable while saving. */
export function FormDialog({
  title,
  error,
  saving,
  onClose,
  onSubmit,
  submitLabel = 'Simpan',
  submitDisabled,
  maxWidth = 'sm',
  children,
}: Props) {
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth={maxWidth}>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error ? <Alert severity="error">{error}</Alert> : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Batal
        </Button>
        <Button variant="contained" onClick={onSubmit} disabled={saving || submitDisabled}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
