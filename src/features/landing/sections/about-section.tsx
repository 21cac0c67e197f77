import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { CardList } from '../components/card-list'
import { Section } from '../components/section'
import { ABOUT_STATS } from '../content'

export function AboutSection() {
  return (
    <Section
      id="tentang"
      title="Tentang Pendamping Skripsi"
      subtitle="Kami membantu mahasiswa menyelesaikan skripsi dengan bimbingan yang terarah, jadwal yang jelas, dan mentor yang sabar."
    >
      <CardList>
        {ABOUT_STATS.map((s) => (
          <Box
            component="li"
            key={s.label}
            sx={{
              bgcolor: '#fff',
              borderRadius: 4,
              p: 3,
              border: '1px solid #fed7aa',
              textAlign: 'center',
            }}
          >
            <Typography
              component="p"
              sx={{ fontSize: 36, fontWeight: 800, color: '#c2410c', lineHeight: 1.1 }}
            >
              {s.value}
            </Typography>
            <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 1 }}>
              {s.label}
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
