import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CardList } from '../components/card-list'
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
      <CardList>
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
      </CardList>
    </Section>
  )
}
