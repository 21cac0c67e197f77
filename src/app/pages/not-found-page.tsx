import { useEffect } from 'react'
import { Link as RouterLink, useLocation } from 'react-router-dom'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { usePageMeta } from '@/components/page-meta'
import { logger } from '@/lib/logger'

export default function NotFoundPage() {
  const location = useLocation()
  usePageMeta({ title: 'Halaman tidak ditemukan', noIndex: true })
  useEffect(() => {
    logger.warn('404 Error: User attempted to access non-existent route:', location.pathname)
  }, [location.pathname])
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h1" sx={{ fontSize: '3rem', mb: 1 }}>
        404
      </Typography>
      <Typography variant="h5" component="p" color="text.secondary" sx={{ mb: 2 }}>
        Oops! Page not found
      </Typography>
      <Link component={RouterLink} to="/" underline="always">
        Return to Home
      </Link>
    </Box>
  )
}
