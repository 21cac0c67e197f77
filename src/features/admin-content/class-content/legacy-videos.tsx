import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Materi } from '@/data/admin'
import { httpLink } from './logic/content'
import { VideoThumb } from './video-thumb'

/** 'video'-type materi (the older single-video items), read-only, so no content is hidden. */
export function LegacyVideos({ items }: { items: readonly Materi[] }) {
  if (items.length === 0) return null
  return (
    <Stack spacing={1}>
      <Typography sx={{ fontWeight: 700 }}>Materi Video (format lama)</Typography>
      <Alert severity="info">
        Materi ini dibuat dengan format lama (satu video per materi). Siswa tetap melihatnya setelah
        semua pelajaran dan sebelum Post Test. Di sini hanya ditampilkan; untuk video baru gunakan
        bab dan pelajaran di atas.
      </Alert>
      {items.map((m) => (
        <Paper
          key={m.id}
          variant="outlined"
          sx={{ p: 1, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}
          data-testid="legacy-video-item"
        >
          <VideoThumb src="" link={m.link_video} width={112} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {m.judul}
            </Typography>
            {httpLink(m.link_video) ? (
              <Link
                href={httpLink(m.link_video)}
                target="_blank"
                rel="noopener noreferrer"
                variant="caption"
                sx={{ overflowWrap: 'anywhere' }}
              >
                {m.link_video}
              </Link>
            ) : (
              <Typography variant="caption" color="text.secondary">
                {m.link_video || 'Tanpa link video'}
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Stack>
  )
}
