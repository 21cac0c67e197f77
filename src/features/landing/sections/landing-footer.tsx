import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { SITE_NAME } from '@/components/page-meta'
import { INSTAGRAM_URL } from '../config'

export function LandingFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: '#431407', color: '#fed7aa', py: 4 }}>
      <Container
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 2,
          justifyContent: 'space-between',
          alignItems: { sm: 'center' },
        }}
      >
        <Typography variant="body2">
          © {new Date().getFullYear()} {SITE_NAME}. Pendamping skripsi dan kelas online untuk
          mahasiswa Indonesia.
        </Typography>
        <Box component="nav" aria-label="Tautan bawah" sx={{ display: 'flex', gap: 2 }}>
          <Link href="/login" sx={{ color: '#fff' }}>
            Masuk
          </Link>
          <Link href="/register" sx={{ color: '#fff' }}>
            Daftar
          </Link>
          <Link href="/privasi" sx={{ color: '#fff' }}>
            Kebijakan Privasi
          </Link>
          <Link
            href={INSTAGRAM_URL}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ color: '#fff' }}
          >
            Instagram
          </Link>
        </Box>
      </Container>
    </Box>
  )
}
