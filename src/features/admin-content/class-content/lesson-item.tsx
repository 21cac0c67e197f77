import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import type { Materi, VideoLink } from '@/data/admin'
import { OrderButtons } from './order-buttons'
import { TitleEditor } from './title-editor'
import type { ContentActions } from './use-content-actions'
import { VideoItem } from './video-item'

interface LessonItemProps {
  lesson: Materi
  index: number
  /** Ids of the lesson and its siblings, in order. */
  siblingIds: readonly string[]
  videos: readonly VideoLink[]
  actions: ContentActions
  onVideoForm: (video: VideoLink | null) => void
}

/** A lesson: title (rename), order, delete, and its videos. */
export function LessonItem({
  lesson,
  index,
  siblingIds,
  videos,
  actions,
  onVideoForm,
}: LessonItemProps) {
  const { busy } = actions
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, bgcolor: 'background.default' }}
      data-testid="lesson-item"
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <TitleEditor
          title={lesson.judul}
          disabled={busy}
          onSave={(judul) => actions.rename(lesson, judul)}
        />
        <Box sx={{ display: 'flex' }}>
          <OrderButtons
            index={index}
            count={siblingIds.length}
            disabled={busy}
            onMove={(d) => actions.move(siblingIds, index, d)}
          />
          <IconButton
            aria-label="Hapus pelajaran"
            size="small"
            color="error"
            disabled={busy}
            onClick={() => actions.remove(lesson)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      <Stack spacing={1} sx={{ mt: 1 }}>
        {videos.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada video.
          </Typography>
        ) : null}
        {videos.map((v, i) => (
          <VideoItem
            key={v.id}
            video={v}
            index={i}
            count={videos.length}
            disabled={busy}
            onMove={(d) => actions.moveVideo(videos, i, d)}
            onEdit={() => onVideoForm(v)}
            onDelete={() => actions.removeVideo(v)}
          />
        ))}
        <Box>
          <Button
            size="small"
            startIcon={<AddOutlined />}
            disabled={busy}
            onClick={() => onVideoForm(null)}
          >
            Tambah Video
          </Button>
        </Box>
      </Stack>
    </Paper>
  )
}
