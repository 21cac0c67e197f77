import { Link as RouterLink } from 'react-router-dom'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { DownloadRequest } from '@/data/downloads'
import { formatBytes } from '@/lib/bytes'
import { DownloadControl } from './download-control'
import { LessonDownloadIcon } from './lesson-download-icon'

interface ClassDownloadsCardProps {
  requests: readonly DownloadRequest[]
  lessons: ReadonlyArray<{ id: string; judul: string }>
  online: boolean
}

/** 'Tonton tanpa internet' on the class page: 'Unduh kelas' and each lesson with uploaded videos. */
export function ClassDownloadsCard({ requests, lessons, online }: ClassDownloadsCardProps) {
  if (!requests.length) return null
  const withVideos = lessons.filter((l) => requests.some((r) => r.materiId === l.id))
  const total = requests.reduce((n, r) => n + r.size, 0)
  return (
    <Box sx={{ mt: 2 }} data-testid="class-downloads">
      <Divider sx={{ mb: 2 }} />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        Tonton tanpa internet
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {requests.length} video unggahan ({formatBytes(total)}) bisa diunduh ke perangkat ini. Video
        YouTube hanya bisa diputar online.
      </Typography>
      <DownloadControl requests={requests} scope="class" online={online} />
      <Stack component="ul" spacing={0} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {withVideos.map((l) => {
          const own = requests.filter((r) => r.materiId === l.id)
          return (
            <Box
              component="li"
              key={l.id}
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
              data-testid={`lesson-downloads-${l.id}`}
            >
              <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap title={l.judul}>
                {l.judul}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatBytes(own.reduce((n, r) => n + r.size, 0))}
              </Typography>
              <LessonDownloadIcon requests={own} online={online} title={l.judul} />
            </Box>
          )
        })}
      </Stack>
      <Link component={RouterLink} to="/subscriber/unduhan" variant="body2">
        Kelola unduhan
      </Link>
    </Box>
  )
}
