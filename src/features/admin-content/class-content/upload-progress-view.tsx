import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import {
  formatSpeed,
  formatTimeLeft,
  formatTransferred,
  percentOf,
  secondsLeft,
} from './logic/upload-progress'
import type { UploadPhase } from './use-video-upload'

/** The running upload: percent, MB sent, speed, time left, and 'Batalkan'. */
export function UploadProgressView({
  phase,
  onCancel,
}: {
  phase: Exclude<UploadPhase, { kind: 'idle' }>
  onCancel: () => void
}) {
  const p = phase.kind === 'sending' ? phase.progress : null
  const percent = p ? percentOf(p) : 0
  const left = p ? secondsLeft(p) : null
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="upload-progress">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, flex: 1 }}>
          {!p
            ? 'Menyiapkan thumbnail dari video…'
            : percent >= 100
              ? 'Terkirim 100%, menyimpan di server…'
              : `Mengunggah video… ${percent}%`}
        </Typography>
        <Button size="small" color="error" variant="outlined" onClick={onCancel}>
          Batalkan
        </Button>
      </Box>
      <LinearProgress
        variant={p ? 'determinate' : 'indeterminate'}
        value={percent}
        aria-label="Kemajuan unggahan"
        data-testid="upload-progress-bar"
      />
      {p ? (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ display: 'block', mt: 0.5 }}
          data-testid="upload-progress-text"
        >
          {[
            `${percent}%`,
            formatTransferred(p.loaded, p.total),
            p.speed !== null && percent < 100 ? formatSpeed(p.speed) : null,
            percent < 100 ? formatTimeLeft(left) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      ) : null}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        Jangan tutup halaman ini sampai unggahan selesai. Unggahan yang terputus harus diulang dari
        awal.
      </Typography>
    </Paper>
  )
}
