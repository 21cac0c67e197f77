import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import EditOutlined from '@mui/icons-material/EditOutlined'

interface TitleEditorProps {
  title: string
  /** Saves the trimmed, non-empty title; resolves true when stored. */
  onSave: (judul: string) => Promise<boolean>
  disabled?: boolean
  strong?: boolean
}

/** A title with an 'Ubah judul' button that turns it into a field with 'Simpan' / 'Batal'. */
export function TitleEditor({ title, onSave, disabled, strong }: TitleEditorProps) {
  const [value, setValue] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  const cancel = () => {
    setValue(null)
    setError(null)
  }
  const save = async () => {
    if (value === null) return
    const judul = value.trim()
    if (!judul) return setError('Judul harus diisi')
    if (judul === title) return cancel()
    setSaving(true)
    const ok = await onSave(judul)
    setSaving(false)
    if (ok) cancel()
  }

  if (value === null) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0, flex: 1 }}>
        <Typography sx={{ fontWeight: strong ? 700 : 500, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <IconButton
          aria-label="Ubah judul"
          size="small"
          disabled={disabled}
          onClick={() => setValue(title)}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Box>
    )
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flex: 1, flexWrap: 'wrap' }}>
      <TextField
        label="Judul"
        size="small"
        value={value}
        autoFocus
        error={Boolean(error)}
        helperText={error ?? undefined}
        onChange={(e) => {
          setValue(e.target.value)
          setError(null)
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter') void save()
          if (e.key === 'Escape') {
            e.stopPropagation()
            cancel()
          }
        }}
        slotProps={{ htmlInput: { maxLength: 300 } }}
        sx={{ flex: 1, minWidth: 180 }}
      />
      <Button
        variant="contained"
        size="small"
        disabled={saving}
        onClick={() => void save()}
        sx={{ mt: 0.5 }}
      >
        Simpan
      </Button>
      <Button size="small" disabled={saving} onClick={cancel} sx={{ mt: 0.5 }}>
        Batal
      </Button>
    </Box>
  )
}
