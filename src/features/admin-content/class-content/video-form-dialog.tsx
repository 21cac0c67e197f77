import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import { FormDialog } from '@/components/admin/form-dialog'
import { toast, toastError } from '@/components/toast-store'
import { saveVideo, type VideoLink } from '@/data/admin'
import { extractYouTubeId, youTubeThumbnailUrl } from '@/lib/youtube'
import { checkVideo, videoDraft, type VideoDraft, type VideoSource } from './logic/video-form'
import { UploadProgressView } from './upload-progress-view'
import { useVideoFile } from './use-video-file'
import { useVideoUpload } from './use-video-upload'
import { VideoThumb } from './video-thumb'
import { VideoUploadFields } from './video-upload-fields'

interface VideoFormDialogProps {
  lesson: { id: string; judul: string }
  /** The video to edit, or null for a new one. */
  video: VideoLink | null
  /** `urutan` of a new video (highest of the lesson plus one). */
  nextUrutan: number
  onClose: () => void
  onSaved: () => void
}

/**
 * Add or edit a lesson video: a YouTube link (with a live thumbnail once the link parses) or an
 * uploaded MP4, checked in the browser and sent with progress. Mount it to open it.
 */
export function VideoFormDialog({
  lesson,
  video,
  nextUrutan,
  onClose,
  onSaved,
}: VideoFormDialogProps) {
  const [draft, setDraft] = useState<VideoDraft>(() => videoDraft(video))
  const [error, setError] = useState<string | null>(null)
  /** The outcome of the last upload attempt, shown where its progress was. */
  const [outcome, setOutcome] = useState<{ severity: 'info' | 'error'; text: string } | null>(null)
  const [saving, setSaving] = useState(false)
  const { chosen, choose } = useVideoFile()
  const upload = useVideoUpload()
  const id = extractYouTubeId(draft.link)
  const linkTyped = draft.link.trim() !== ''
  const hasUpload = Boolean(video?.video)
  const busy = saving || upload.busy
  const uploadMode = draft.source === 'upload'
  const checkFailed = Boolean(chosen && (!chosen.check || chosen.check.errors.length > 0))

  const set = (patch: Partial<VideoDraft>) => {
    setDraft((d) => ({ ...d, ...patch }))
    setError(null)
    setOutcome(null)
  }

  const pick = (file: File | null) => {
    setError(null)
    setOutcome(null)
    void choose(file)
  }

  const save = async () => {
    const checked = checkVideo(draft, lesson.id, video ? video.urutan : nextUrutan, {
      file: uploadMode ? (chosen?.file ?? null) : null,
      errors: chosen?.check ? chosen.check.errors.map((e) => e.text) : null,
      current: hasUpload,
    })
    if (!checked.ok) return setError(checked.error)
    setError(null)
    setOutcome(null)
    if (checked.upload && chosen) {
      const result = await upload.start(video?.id ?? null, checked.input, chosen.file, {
        withPoster: !checked.input.thumbnail,
      })
      if (result.kind === 'cancelled')
        return setOutcome({ severity: 'info', text: 'Unggahan dibatalkan' })
      if (result.kind === 'failed') return setOutcome({ severity: 'error', text: result.message })
      toast({ title: 'Berhasil', description: 'Video berhasil diunggah', variant: 'success' })
      return onSaved()
    }
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
      saving={busy}
      onClose={onClose}
      onSubmit={() => void save()}
      submitLabel={uploadMode && chosen ? 'Unggah & Simpan' : 'Simpan'}
      submitDisabled={uploadMode && checkFailed}
    >
      <Typography variant="body2" color="text.secondary">
        Pelajaran: {lesson.judul}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={draft.source}
        disabled={busy}
        aria-label="Sumber video"
        onChange={(_, v: VideoSource | null) => {
          if (v) set({ source: v })
        }}
      >
        <ToggleButton value="youtube">YouTube</ToggleButton>
        <ToggleButton value="upload">Unggah video</ToggleButton>
      </ToggleButtonGroup>
      <TextField
        label="Judul Video"
        value={draft.judul}
        onChange={(e) => set({ judul: e.target.value })}
        autoFocus
        disabled={upload.busy}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
      {uploadMode ? (
        <>
          {upload.phase.kind !== 'idle' ? (
            <UploadProgressView phase={upload.phase} onCancel={upload.cancel} />
          ) : outcome ? (
            <Alert severity={outcome.severity} role="alert" data-testid="upload-outcome">
              {outcome.text}
            </Alert>
          ) : null}
          <VideoUploadFields
            video={video}
            chosen={chosen}
            onChoose={pick}
            thumbnail={draft.thumbnail}
            onThumbnail={(thumbnail) => set({ thumbnail })}
            disabled={busy}
          />
        </>
      ) : (
        <>
          {hasUpload ? (
            <Alert severity="info">
              Video unggahan saat ini akan dihapus dari server saat video YouTube disimpan.
            </Alert>
          ) : null}
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
            <Box
              sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}
              data-testid="video-preview"
            >
              <VideoThumb src={youTubeThumbnailUrl(id)} link={draft.link} width={192} />
              <Typography variant="caption" color="text.secondary">
                ID video: {id}
              </Typography>
            </Box>
          ) : null}
        </>
      )}
      <TextField
        label="Deskripsi"
        value={draft.deskripsi}
        onChange={(e) => set({ deskripsi: e.target.value })}
        disabled={upload.busy}
        multiline
        minRows={2}
      />
    </FormDialog>
  )
}
