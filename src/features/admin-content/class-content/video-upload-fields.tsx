import { useRef } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import { videoPosterUrl, type VideoLink } from '@/data/admin'
import { formatClock, formatSize } from './logic/upload-progress'
import type { ChosenVideo } from './use-video-file'
import { VideoThumb } from './video-thumb'

interface VideoUploadFieldsProps {
  /** The record being edited (its current upload is shown), or null. */
  video: VideoLink | null
  chosen: ChosenVideo | null
  onChoose: (file: File | null) => void
  thumbnail: string
  onThumbnail: (value: string) => void
  disabled: boolean
}

function CurrentUpload({ video }: { video: VideoLink }) {
  const facts = [
    video.video_duration > 0 ? formatClock(video.video_duration) : null,
    video.video_size > 0 ? formatSize(video.video_size) : null,
  ].filter(Boolean)
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }} data-testid="current-upload">
      <VideoThumb src={video.thumbnail || videoPosterUrl(video)} link="" width={128} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          Video saat ini
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {facts.length ? facts.join(' · ') : 'Ukuran dan durasi belum tercatat'}
        </Typography>
      </Box>
    </Box>
  )
}

function ChosenFile({ chosen }: { chosen: ChosenVideo }) {
  const { file, check } = chosen
  const duration = check
    ? check.duration !== null
      ? formatClock(check.duration)
      : 'tidak diketahui'
    : 'membaca…'
  return (
    <Box data-testid="chosen-video">
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {file.name}
      </Typography>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        Ukuran {formatSize(file.size)} · Durasi {duration}
      </Typography>
      {!check ? (
        <Box sx={{ mt: 1 }}>
          <LinearProgress aria-label="Memeriksa video" />
          <Typography variant="caption" color="text.secondary">
            Memeriksa video…
          </Typography>
        </Box>
      ) : (
        <Box
          sx={{ display: 'flex', flexDirection: 'column', gap: 1, mt: 1 }}
          data-testid="video-check"
        >
          {check.errors.map((e) => (
            <Alert key={e.code} severity="error" sx={{ overflowWrap: 'anywhere' }}>
              {e.text}
            </Alert>
          ))}
          {check.warnings.map((w) => (
            <Alert key={w.code} severity="warning" sx={{ overflowWrap: 'anywhere' }}>
              {w.text}
            </Alert>
          ))}
          {check.errors.length === 0 ? (
            <Alert severity="success">
              Pemeriksaan lolos: {check.summary}. Video siap diunggah.
            </Alert>
          ) : null}
        </Box>
      )}
    </Box>
  )
}

/** 'Unggah video': the file picker, the chosen file with its check, or the current upload, and the thumbnail URL. */
export function VideoUploadFields({
  video,
  chosen,
  onChoose,
  thumbnail,
  onThumbnail,
  disabled,
}: VideoUploadFieldsProps) {
  const input = useRef<HTMLInputElement>(null)
  const current = video?.video ? video : null
  const pickLabel = chosen ? 'Pilih video lain' : current ? 'Ganti video' : 'Pilih video MP4'
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {chosen ? <ChosenFile chosen={chosen} /> : current ? <CurrentUpload video={current} /> : null}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<UploadFileOutlined />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          {pickLabel}
        </Button>
        {chosen ? (
          <Button size="small" disabled={disabled} onClick={() => onChoose(null)}>
            {current ? 'Tetap pakai video saat ini' : 'Hapus pilihan'}
          </Button>
        ) : null}
        <input
          ref={input}
          id="video-file"
          type="file"
          accept="video/mp4,.mp4"
          hidden
          aria-label="Berkas video"
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null
            e.target.value = ''
            if (file) onChoose(file)
          }}
        />
      </Box>
      <Typography variant="caption" color="text.secondary">
        MP4 dengan video H.264 dan suara AAC, maksimal 1 GB. Disarankan 720p sekitar 1,5 Mbit/s
        (kira-kira 11 MB per menit). Unggahan harus selesai dalam 10 menit: gunakan koneksi yang
        cepat.
      </Typography>
      <TextField
        label="URL Thumbnail (opsional)"
        value={thumbnail}
        onChange={(e) => onThumbnail(e.target.value)}
        disabled={disabled}
        size="small"
        helperText="Kosongkan untuk memakai gambar dari video."
        slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false } }}
      />
    </Paper>
  )
}
