import type { ReactNode } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'

/** Centred card on the brand gradient, used by the sign-in, sign-up and token pages. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string
  subtitle?: ReactNode
  children: ReactNode
}) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #fff7ed 0%, #ffedd5 45%, #fed7aa 100%)',
      }}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        sx={{ mb: 2, fontWeight: 800, fontSize: 20, color: '#c2410c' }}
      >
        Pendamping Skripsi
      </Link>
      <Card sx={{ width: '100%', maxWidth: 420, boxShadow: '0 10px 30px rgba(249,115,22,0.15)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h2" component="h1" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
        </CardContent>
      </Card>
    </Box>
  )
}
