import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Section } from '../components/section'
import { LEGALITY } from '../content'

export function LegalitySection() {
  return (
    <Section
      id="legalitas"
      title="Legalitas & Kepercayaan"
      subtitle="Belajar dengan tenang bersama layanan yang jelas dan bertanggung jawab."
      bg="#fff"
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' },
        }}
      >
        {LEGALITY.map((l) => (
          <Box
            component="li"
            key={l.title}
            sx={{ p: 3, borderRadius: 4, border: '1px dashed #fdba74', textAlign: 'center' }}
          >
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              ✓ {l.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {l.text}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
