import { useId, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { Section } from '../components/section'

/**
 * The AI assistant: 'Coba Sekarang' reveals the trial chat (given by the app layer, loaded only when opened)
 * and turns into 'Tutup Assistant'.
 */
export function AssistantSection({ panel }: { panel: ReactNode }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  return (
    <Section
      id="asisten-ai"
      title="Coba Asisten AI Skripsi"
      subtitle="Ceritakan kendala skripsimu di Ruang Cerita, atau unggah dokumen dan tanyakan ke Asisten Akademik. Gratis untuk dicoba."
      bg="#fff"
    >
      <Box sx={{ textAlign: 'center' }}>
        <Button
          variant="contained"
          size="large"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Tutup Assistant' : 'Coba Sekarang'}
        </Button>
        {!open && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            5 pesan Ruang Cerita dan 1 analisis Asisten Akademik gratis.
          </Typography>
        )}
      </Box>
      <Box id={panelId} sx={{ mt: 3, maxWidth: 860, mx: 'auto' }}>
        {open && panel}
      </Box>
    </Section>
  )
}
