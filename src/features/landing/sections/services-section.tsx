import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CardList } from '../components/card-list'
import { Section } from '../components/section'
import { SERVICES } from '../content'

export function ServicesSection() {
  return (
    <Section
      id="layanan"
      title="Layanan Kami"
      subtitle="Pilih bantuan yang paling kamu butuhkan saat ini."
      bg="#fff"
    >
      <CardList>
        {SERVICES.map((s, i) => (
          <Box
            component="li"
            key={s.title}
            sx={{ borderRadius: 4, p: 3, border: '1px solid #fed7aa', bgcolor: '#fff7ed' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 44,
                height: 44,
                borderRadius: 3,
                display: 'grid',
                placeItems: 'center',
                bgcolor: '#c2410c',
                color: '#fff',
                fontWeight: 800,
                mb: 2,
              }}
            >
              {i + 1}
            </Box>
            <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
              {s.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {s.text}
            </Typography>
          </Box>
        ))}
      </CardList>
    </Section>
  )
}
