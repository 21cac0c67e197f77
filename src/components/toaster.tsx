import { useEffect, useRef } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import type { Toast } from './toast-store'
import { useToasts } from './toast-store'

function ToastItem({ item, onDismiss }: { item: Toast; onDismiss: (id: number) => void }) {
  useEffect(() => {
    if (!item.duration) return
    const timer = setTimeout(() => onDismiss(item.id), item.duration)
    return () => clearTimeout(timer)
  }, [item.duration, item.id, onDismiss])
  const onClose = () => onDismiss(item.id)
  const severity =
    item.variant === 'destructive' ? 'error' : item.variant === 'success' ? 'success' : 'info'
  return (
    <Alert
      severity={severity}
      variant={item.variant === 'destructive' ? 'filled' : 'standard'}
      onClose={onClose}
      role={item.variant === 'destructive' ? 'alert' : 'status'}
      data-testid="toast"
      sx={{ boxShadow: 3, pointerEvents: 'auto', width: '100%', alignItems: 'flex-start' }}
    >
      <AlertTitle sx={{ mb: item.description ? 0.5 : 0, fontWeight: 700 }}>{item.title}</AlertTitle>
      {item.description}
    </Alert>
  )
}

/** The toast area: a region labelled 'Notifications', focused with Alt+T; at the top on phones. */
export function Toaster() {
  const toasts = useToasts((s) => s.toasts)
  const dismiss = useToasts((s) => s.dismiss)
  const regionRef = useRef<HTMLElement>(null)

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't')) {
        event.preventDefault()
        regionRef.current?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])

  return (
    <Box
      component="section"
      ref={regionRef}
      aria-label="Notifications"
      tabIndex={-1}
      aria-live="polite"
      sx={{
        position: 'fixed',
        zIndex: (t) => t.zIndex.snackbar,
        // On a phone a form's action button sits at the bottom of the screen ('Selesai', 'Submit'),
        // so toasts appear at the top there, below the app bar (56 px), where they cover no button
        // the student needs next.
        top: { xs: 64, sm: 'auto' },
        bottom: { xs: 'auto', sm: 16 },
        right: { xs: 8, sm: 16 },
        left: { xs: 8, sm: 'auto' },
        width: { sm: 380 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
        outline: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} item={t} onDismiss={dismiss} />
      ))}
    </Box>
  )
}
