import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { SxProps, Theme } from '@mui/material/styles'

/** A thesis being read and uploaded: its step and, when known, the percentage (chat and Simulasi Sidang). */
export function UploadProgress({
  message,
  progress,
  sx,
}: {
  message: string
  /** 0-100, or null while the length of the step is unknown */
  progress: number | null
  sx?: SxProps<Theme>
}) {
  return (
    <Box role="status" sx={sx}>
      <Typography variant="caption" color="text.secondary">
        {message}
        {progress !== null ? ` ${progress}%` : ''}
      </Typography>
      <LinearProgress
        variant={progress === null ? 'indeterminate' : 'determinate'}
        value={progress ?? undefined}
        aria-label={message}
        sx={{ mt: 0.5, borderRadius: 1 }}
      />
    </Box>
  )
}
