import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Collapse from '@mui/material/Collapse'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import DeleteOutlined from '@mui/icons-material/DeleteOutlined'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import type { Materi, VideoLink } from '@/data/admin'
import { nextOrder } from './logic/content'
import { LessonItem } from './lesson-item'
import { OrderButtons } from './order-buttons'
import { TitleEditor } from './title-editor'
import type { ContentActions } from './use-content-actions'

interface ChapterItemProps {
  chapter: Materi
  lessons: readonly Materi[]
  index: number
  /** Ids of all chapters, in order. */
  chapterIds: readonly string[]
  expanded: boolean
  onToggle: () => void
  videos: ReadonlyMap<string, VideoLink[]>
  actions: ContentActions
  onVideoForm: (lesson: Materi, video: VideoLink | null) => void
}

/** A chapter: title (rename), order, delete, expand/collapse, and its lessons. */
export function ChapterItem({
  chapter,
  lessons,
  index,
  chapterIds,
  expanded,
  onToggle,
  videos,
  actions,
  onVideoForm,
}: ChapterItemProps) {
  const { busy } = actions
  const lessonIds = lessons.map((l) => l.id)
  const addLesson = () =>
    void actions.create(
      {
        kelas_id: chapter.kelas_id,
        type: 'lesson',
        judul: 'Pelajaran Baru',
        parent_id: chapter.id,
        order: nextOrder(lessons.map((l) => l.order)),
      },
      'Pelajaran berhasil ditambahkan',
      'Gagal menambahkan pelajaran',
    )

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="chapter-item">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexWrap: 'wrap' }}>
        <IconButton
          aria-label={expanded ? 'Tutup bab' : 'Buka bab'}
          aria-expanded={expanded}
          aria-controls={`chapter-${chapter.id}`}
          size="small"
          onClick={onToggle}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 700 }}>
          Bab {index + 1}
        </Typography>
        <TitleEditor
          title={chapter.judul}
          strong
          disabled={busy}
          onSave={(judul) => actions.rename(chapter, judul)}
        />
        <Typography variant="caption" color="text.secondary">
          {lessons.length} pelajaran
        </Typography>
        <Box sx={{ display: 'flex' }}>
          <OrderButtons
            index={index}
            count={chapterIds.length}
            disabled={busy}
            onMove={(d) => actions.move(chapterIds, index, d)}
          />
          <IconButton
            aria-label="Hapus bab"
            size="small"
            color="error"
            disabled={busy}
            onClick={() => actions.remove(chapter)}
          >
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Box>
      <Collapse in={expanded} unmountOnExit>
        <Stack spacing={1} sx={{ mt: 1, pl: { sm: 4 } }} id={`chapter-${chapter.id}`}>
          {lessons.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Belum ada pelajaran di bab ini.
            </Typography>
          ) : null}
          {lessons.map((lesson, i) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              index={i}
              siblingIds={lessonIds}
              videos={videos.get(lesson.id) ?? []}
              actions={actions}
              onVideoForm={(video) => onVideoForm(lesson, video)}
            />
          ))}
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<AddOutlined />}
              disabled={busy}
              onClick={addLesson}
            >
              Tambah Pelajaran
            </Button>
          </Box>
        </Stack>
      </Collapse>
    </Paper>
  )
}
