import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import { videoPosterUrl, type VideoLink } from '@/data/admin'
import { httpLink } from './logic/content'
import { formatClock, formatSize } from './logic/upload-progress'
import { OrderButtons } from './order-buttons'
import { VideoThumb } from './video-thumb'

interface VideoItemProps {
  video: VideoLink
  index: number
  count: number
  disabled: boolean
  onMove: (delta: -1 | 1) => void
  onEdit: () => void
  onDelete: () => void
}

export function VideoItem({
  video,
  index,
  count,
  disabled,
  onMove,
  onEdit,
  onDelete,
}: VideoItemProps) {
  const uploaded = Boolean(video.video)
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
      data-testid="video-item"
    >
      {/* An upload shows the thumbnail URL typed by the owner, else the poster taken from the video. */}
      {uploaded ? (
        <VideoThumb src={video.thumbnail || videoPosterUrl(video)} link="" width={112} />
      ) : (
        <VideoThumb src={video.thumbnail} link={video.link_youtube} width={112} />
      )}
      <Box sx={{ flex: 1, minWidth: 160 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {video.judul}
          </Typography>
          <Chip
            size="small"
            variant="outlined"
            color={uploaded ? 'primary' : 'default'}
            label={uploaded ? 'Video unggahan' : 'YouTube'}
          />
        </Box>
        {uploaded ? (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block' }}
            data-testid="upload-facts"
          >
            {[
              video.video_duration > 0 ? `Durasi ${formatClock(video.video_duration)}` : null,
              video.video_size > 0 ? formatSize(video.video_size) : null,
            ]
              .filter(Boolean)
              .join(' · ') || 'Berkas MP4'}
          </Typography>
        ) : (
          <Link
            href={httpLink(video.link_youtube)}
            target="_blank"
            rel="noopener noreferrer"
            variant="caption"
            sx={{ overflowWrap: 'anywhere' }}
          >
            {video.link_youtube}
          </Link>
        )}
        {video.deskripsi ? (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'block', whiteSpace: 'pre-line' }}
          >
            {video.deskripsi}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ display: 'flex', flexShrink: 0 }}>
        <OrderButtons index={index} count={count} disabled={disabled} onMove={onMove} />
        <IconButton aria-label="Edit video" size="small" disabled={disabled} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
        <IconButton
          aria-label="Hapus video"
          size="small"
          color="error"
          disabled={disabled}
          onClick={onDelete}
        >
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </Box>
    </Paper>
  )
}
