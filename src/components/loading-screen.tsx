import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'

/** A centred spinner with a text, e.g. 'Memuat profil...'. */
export function LoadingScreen({
  text = 'Memuat...',
  fullHeight = true,
}: {
  text?: string
  fullHeight?: boolean
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{
        minHeight: fullHeight ? '100dvh' : 240,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
      }}
    >
      <CircularProgress color="primary" aria-hidden />
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  )
}
