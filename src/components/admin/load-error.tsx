import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import { errorMessage } from '@/lib/errors'

/** A failed load with the server's reason and a retry. */
export function LoadError({
  title,
  error,
  onRetry,
}: {
  title: string
  error: unknown
  onRetry: () => void
}) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Coba lagi
        </Button>
      }
    >
      {title}: {errorMessage(error, 'Terjadi kesalahan')}
    </Alert>
  )
}
