import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { DEFAULT_DESCRIPTION, SITE_NAME, usePageMeta } from '@/components/page-meta'

const FEATURES = [
  { title: 'Bimbingan Skripsi', text: 'Didampingi mentor profesional dari judul sampai sidang.' },
  { title: 'Asisten AI', text: 'Konsultasi dan analisis skripsi kapan saja bersama asisten AI.' },
  { title: 'Kelas Online', text: 'Materi video, pre test, dan post test yang bisa dipelajari offline.' },
]

/** The public home page (a simple hero; the full landing page comes with a later issue). */
export default function LandingPage() {
  usePageMeta({
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    path: '/',
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'EducationalOrganization',
      name: SITE_NAME,
      description: DEFAULT_DESCRIPTION,
      url: typeof window !== 'undefined' ? window.location.origin + '/' : '/',
      areaServed: 'ID',
      inLanguage: 'id-ID',
    },
  })
  return (
    <Box sx={{ minHeight: '100dvh', bgcolor: '#fff7ed' }}>
      <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 10, bgcolor: 'rgba(255,247,237,0.9)', backdropFilter: 'blur(8px)' }}>
        <Container sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5 }}>
          <Typography component="p" sx={{ fontWeight: 800, fontSize: 20, color: '#c2410c' }}>
            {SITE_NAME}
          </Typography>
          <Button component={RouterLink} to="/login" variant="contained">
            Masuk
          </Button>
        </Container>
      </Box>
      <Box component="main">
        <Box sx={{ background: 'linear-gradient(135deg, #f97316 0%, #fb923c 100%)', color: '#fff', py: { xs: 6, md: 10 } }}>
          <Container>
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}>
              Skripsi lebih terarah, lulus lebih tenang
            </Typography>
            <Typography sx={{ mt: 2, fontSize: { xs: 16, md: 20 }, maxWidth: 640, opacity: 0.95 }}>
              Pendamping Skripsi membantu mahasiswa Indonesia menyelesaikan skripsi dengan bimbingan mentor, asisten AI, dan kelas
              online.
            </Typography>
            <Box sx={{ display: 'flex', gap: 1.5, mt: 4, flexWrap: 'wrap' }}>
              <Button
                component={RouterLink}
                to="/login"
                size="large"
                sx={{ bgcolor: '#fff', color: '#c2410c', '&:hover': { bgcolor: '#ffedd5' }, backgroundImage: 'none' }}
              >
                Masuk
              </Button>
              <Button component={RouterLink} to="/register" size="large" variant="outlined" sx={{ color: '#fff', borderColor: '#fff' }}>
                Daftar Sekarang
              </Button>
            </Box>
          </Container>
        </Box>
        <Container id="pricing-section" sx={{ py: { xs: 5, md: 8 } }}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
            {FEATURES.map((f) => (
              <Box component="li" key={f.title} sx={{ bgcolor: '#fff', borderRadius: 4, p: 3, border: '1px solid #fed7aa' }}>
                <Typography variant="h5" component="h2" gutterBottom>
                  {f.title}
                </Typography>
                <Typography color="text.secondary">{f.text}</Typography>
              </Box>
            ))}
          </Box>
        </Container>
      </Box>
      <Box component="footer" sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">© {new Date().getFullYear()} {SITE_NAME}</Typography>
      </Box>
    </Box>
  )
}
