import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import { SITE_NAME } from '@/components/page-meta'

/** Sticky header: the name and the Masuk button to /login (a plain link: the landing has no router of its own). */
export function LandingHeader() {
  return (
    <Box
      component="header"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        height: 64,
        bgcolor: 'rgba(255,247,237,0.95)',
        borderBottom: '1px solid #fed7aa',
      }}
    >
      <Container
        sx={{
          height: '100%',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box
          component="a"
          href="/"
          sx={{ fontWeight: 800, fontSize: 20, color: '#c2410c', textDecoration: 'none' }}
        >
          {SITE_NAME}
        </Box>
        <Button href="/login" variant="contained">
          Masuk
        </Button>
      </Container>
    </Box>
  )
}
