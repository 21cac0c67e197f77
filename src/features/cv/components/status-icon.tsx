import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded'
import ErrorRounded from '@mui/icons-material/ErrorRounded'
import WarningRounded from '@mui/icons-material/WarningRounded'
import type { CvStatus } from '../logic/types'

export const STATUS_COLOR = {
  ok: 'success.main',
  warn: 'warning.main',
  fail: 'error.main',
} as const

/** A finding's status as an icon (its label is said by the text next to it). */
export function StatusIcon({ status }: { status: CvStatus }) {
  const sx = { color: STATUS_COLOR[status], flexShrink: 0 }
  if (status === 'ok') return <CheckCircleRounded sx={sx} aria-hidden />
  if (status === 'warn') return <WarningRounded sx={sx} aria-hidden />
  return <ErrorRounded sx={sx} aria-hidden />
}
