import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { Section } from '../components/section'
import { VideoEmbed } from '../components/video-embed'
import { VIDEOS } from '../config'

export function VideosSection() {
  return (
    <Section
      id="video-gratis"
      title="Video Gratis"
      subtitle="Tonton dulu, semangat dulu: dua video pilihan untuk menemani proses skripsimu."
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}
      >
        {VIDEOS.map((v) => (
          <Box key={v.id}>
            <VideoEmbed id={v.id} title={v.title} />
            <Typography variant="h3" sx={{ fontSize: '1rem', mt: 1.5 }}>
              {v.title}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  )
}
