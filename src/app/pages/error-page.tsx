import { isRouteErrorResponse, useRouteError } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { logger } from '@/lib/logger'

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`
  if (error instanceof Error) return error.message
  return typeof error === 'string' ? error : ''
}

/** The router's fallback screen (errorElement). Plain markup: it must render even when the app is broken. */
export default function ErrorPage() {
  const error = useRouteError()
  logger.error('Route error:', error)
  const detail = describe(error)
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        p: 3,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
        justifyContent: 'center',
        maxWidth: 640,
        mx: 'auto',
      }}
    >
      <Typography variant="h2" component="h1">
        Unexpected Application Error!
      </Typography>
      {detail && (
        <Typography
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', bgcolor: '#fff1e6', p: 2, borderRadius: 2, fontSize: 14 }}
        >
          {detail}
        </Typography>
      )}
      <Typography color="text.secondary">
        Terjadi kesalahan. Muat ulang halaman atau kembali ke beranda.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Muat Ulang
        </Button>
        <Button variant="outlined" href="/">
          Ke Beranda
        </Button>
      </Box>
    </Box>
  )
}
