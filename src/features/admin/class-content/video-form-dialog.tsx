import { useState } from 'react'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormDialog } from '../components/form-dialog'
import { toast, toastError } from '@/components/toast-store'
import { saveVideo, type VideoLink } from '@/data/admin'
import { extractYouTubeId, youTubeThumbnailUrl } from '@/lib/youtube'
import { checkVideo, videoDraft, type VideoDraft } from './logic/video-form'
import { VideoThumb } from './video-thumb'

interface VideoFormDialogProps {
  lesson: { id: string; judul: string }
  /** The video to edit, or null for a new one. */
  video: VideoLink | null
  /** `urutan` of a new video (highest of the lesson plus one). */
  nextUrutan: number
  onClose: () => void
  onSaved: () => void
}

/** Add or edit a lesson video, with a live thumbnail once the link parses. Mount it to open it. */
export function VideoFormDialog({
  lesson,
  video,
  nextUrutan,
  onClose,
  onSaved,
}: VideoFormDialogProps) {
  const [draft, setDraft] = useState<VideoDraft>(() => videoDraft(video))
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const id = extractYouTubeId(draft.link)
  const linkTyped = draft.link.trim() !== ''

  const set = (patch: Partial<VideoDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setError(null)
  }

  const save = async () => {
    const checked = checkVideo(draft, lesson.id, video ? video.urutan : nextUrutan)
    if (!checked.ok) return setError(checked.error)
    setSaving(true)
    try {
      await saveVideo(video?.id ?? null, checked.input)
    } catch {
      setSaving(false)
      toastError('Gagal menyimpan video')
      return
    }
    toast({ title: 'Berhasil', description: 'Video berhasil disimpan', variant: 'success' })
    onSaved()
  }

  return (
    <FormDialog
      title={video ? 'Edit Video' : 'Tambah Video'}
      error={error}
      saving={saving}
      onClose={onClose}
      onSubmit={() => void save()}
    >
      <Typography variant="body2" color="text.secondary">
        Pelajaran: {lesson.judul}
      </Typography>
      <TextField
        label="Judul Video"
        value={draft.judul}
        onChange={(e) => set({ judul: e.target.value })}
        autoFocus
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      <TextField
        label="Link YouTube"
        value={draft.link}
        onChange={(e) => set({ link: e.target.value })}
        error={linkTyped && !id}
        helperText={
          linkTyped && !id
            ? 'Link YouTube tidak valid'
            : 'Contoh: https://www.youtube.com/watch?v=... atau https://youtu.be/...'
        }
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
      {id ? (
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="video-preview">
          <VideoThumb src={youTubeThumbnailUrl(id)} link={draft.link} width={192} />
          <Typography variant="caption" color="text.secondary">
            ID video: {id}
          </Typography>
        </Box>
      ) : null}
      <TextField
        label="Deskripsi"
        value={draft.deskripsi}
        onChange={(e) => set({ deskripsi: e.target.value })}
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
