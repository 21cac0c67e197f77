import type { FormEvent, KeyboardEvent } from 'react'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import SendRounded from '@mui/icons-material/SendRounded'
import { MAX_MESSAGE_LENGTH, MAX_MESSAGE_TEXT, isSendKey } from '../logic/message-validation'

interface Props {
  value: string
  onChange(value: string): void
  onSend(): void
  /** No typing at all (e.g. no credits left in the trial). */
  disabled: boolean
  /** Typing allowed, sending not (a reply is awaited). */
  busy: boolean
  error: string | null
  placeholder: string
}

/** The input: Enter sends, Shift+Enter makes a new line. */
export function ChatComposer({
  value,
  onChange,
  onSend,
  disabled,
  busy,
  error,
  placeholder,
}: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (
      !isSendKey({
        key: event.key,
        shiftKey: event.shiftKey,
        isComposing: event.nativeEvent.isComposing,
      })
    )
      return
    event.preventDefault()
    if (!busy && !disabled) onSend()
  }
  function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (!busy && !disabled) onSend()
  }
  const near = value.length > MAX_MESSAGE_LENGTH - 200
  return (
    <Box
      component="form"
      onSubmit={onSubmit}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: { xs: 1, sm: 1.5 } }}
    >
      <TextField
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        disabled={disabled}
        multiline
        maxRows={5}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={
          error ??
          (near
            ? `${value.trim().length.toLocaleString('id-ID')} / ${MAX_MESSAGE_TEXT} karakter`
            : undefined)
        }
        slotProps={{ htmlInput: { 'aria-label': 'Tulis pesan' } }}
      />
      <IconButton
        type="submit"
        color="primary"
        aria-label="Kirim pesan"
        disabled={disabled || busy || !value.trim()}
        sx={{ mb: error || near ? 3 : 0 }}
      >
        <SendRounded />
      </IconButton>
    </Box>
  )
}
