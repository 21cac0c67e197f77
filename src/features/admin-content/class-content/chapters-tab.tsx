import { useEffect, useMemo, useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AddOutlined from '@mui/icons-material/AddOutlined'
import { toastError } from '@/components/toast-store'
import { listVideos, useRemote, type Materi, type VideoLink } from '@/data/admin'
import { ChapterItem } from './chapter-item'
import { LegacyVideos } from './legacy-videos'
import { LessonItem } from './lesson-item'
import { contentTree, nextOrder, videosByLesson } from './logic/content'
import { useContentActions } from './use-content-actions'
import { VideoFormDialog } from './video-form-dialog'

interface ChaptersTabProps {
  kelas: { id: string; judul: string }
  /** All materi of the class. */
  materi: readonly Materi[]
  onChanged: () => Promise<void>
}

/** 'Sub Bab & Video': chapters with their lessons and each lesson's videos (YouTube or uploaded). */
export function ChaptersTab({ kelas, materi, onChanged }: ChaptersTabProps) {
  const tree = useMemo(() => contentTree(materi), [materi])
  const lessonIds = [...tree.chapters.flatMap((c) => c.lessons), ...tree.orphanLessons].map(
    (l) => l.id,
  )
  const videos = useRemote(`videos:${lessonIds.join(',')}`, () => listVideos(lessonIds))
  const byLesson = useMemo(() => videosByLesson(videos.data ?? []), [videos.data])
  const actions = useContentActions(onChanged, videos.reload)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const [videoForm, setVideoForm] = useState<{ lesson: Materi; video: VideoLink | null } | null>(
    null,
  )

  useEffect(() => {
    if (videos.error) toastError('Gagal memuat video')
  }, [videos.error])

  const chapterIds = tree.chapters.map((c) => c.chapter.id)
  const toggle = (id: string) =>
    setCollapsed((prev) => {
      const next = new Set(prev)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const addChapter = () =>
    void actions.create(
      {
        kelas_id: kelas.id,
        type: 'chapter',
        judul: 'Bab Baru',
        order: nextOrder(tree.chapters.map((c) => c.chapter.order)),
      },
      'Bab berhasil ditambahkan',
      'Gagal menambahkan bab',
    )
  const openVideoForm = (lesson: Materi, video: VideoLink | null) => setVideoForm({ lesson, video })
  const orphanIds = tree.orphanLessons.map((l) => l.id)

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 220 }}>
          Susun materi dalam bab; setiap bab berisi pelajaran, setiap pelajaran berisi video (link
          YouTube atau video unggahan MP4). Siswa mempelajarinya sesuai urutan ini, setelah Pre Test
          dan sebelum Post Test.
        </Typography>
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          disabled={actions.busy}
          onClick={addChapter}
        >
          Tambah Bab
        </Button>
      </Box>
      {tree.chapters.length === 0 ? (
        <Typography color="text.secondary">
          Belum ada bab. Klik 'Tambah Bab' untuk mulai menyusun materi.
        </Typography>
      ) : null}
      {tree.chapters.map(({ chapter, lessons }, i) => (
        <ChapterItem
          key={chapter.id}
          chapter={chapter}
          lessons={lessons}
          index={i}
          chapterIds={chapterIds}
          expanded={!collapsed.has(chapter.id)}
          onToggle={() => toggle(chapter.id)}
          videos={byLesson}
          actions={actions}
          onVideoForm={openVideoForm}
        />
      ))}
      {tree.orphanLessons.length > 0 ? (
        <Stack spacing={1}>
          <Typography sx={{ fontWeight: 700 }}>Pelajaran tanpa bab</Typography>
          <Typography variant="body2" color="text.secondary">
            Bab dari pelajaran berikut tidak ditemukan. Siswa tetap melihatnya setelah semua bab.
          </Typography>
          {tree.orphanLessons.map((lesson, i) => (
            <LessonItem
              key={lesson.id}
              lesson={lesson}
              index={i}
              siblingIds={orphanIds}
              videos={byLesson.get(lesson.id) ?? []}
              actions={actions}
              onVideoForm={(video) => openVideoForm(lesson, video)}
            />
          ))}
        </Stack>
      ) : null}
      <LegacyVideos items={tree.legacyVideos} />
      {videoForm ? (
        <VideoFormDialog
          lesson={videoForm.lesson}
          video={videoForm.video}
          nextUrutan={nextOrder((byLesson.get(videoForm.lesson.id) ?? []).map((v) => v.urutan))}
          onClose={() => setVideoForm(null)}
          onSaved={() => {
            setVideoForm(null)
            void videos.reload()
          }}
        />
      ) : null}
    </Stack>
  )
}
