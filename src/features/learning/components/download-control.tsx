import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CloseIcon from '@mui/icons-material/Close'
import DownloadIcon from '@mui/icons-material/Download'
import DownloadDoneIcon from '@mui/icons-material/DownloadDone'
import PauseIcon from '@mui/icons-material/Pause'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt'
import {
  cancelDownloads,
  downloadVideos,
  pauseDownloads,
  resumeDownloads,
  useDownloadEntries,
  useDownloadProgress,
  type DownloadRequest,
} from '@/data/downloads'
import { formatBytes, formatSpeed, formatTimeLeft } from '@/lib/bytes'
import { summarize } from '../logic/lesson-downloads'
import { DownloadConfirmDialog } from './download-confirm-dialog'

interface DownloadControlProps {
  requests: readonly DownloadRequest[]
  /** 'class': 'Unduh kelas' with details; 'lesson': 'Unduh' for one lesson. */
  scope: 'class' | 'lesson'
  online: boolean
  /** Dense layout for list rows. */
  compact?: boolean
}

/** Download, progress, pause/resume/cancel and 'Tersedia offline' for a lesson's or a class's uploaded videos. */
export function DownloadControl({
  requests,
  scope,
  online,
  compact = false,
}: DownloadControlProps) {
  const entries = useDownloadEntries()
  const progress = useDownloadProgress()
  const [confirming, setConfirming] = useState(false)
  const s = summarize(requests, entries, progress)
  if (s.state === 'none') return null

  const label = scope === 'class' ? 'Unduh kelas' : 'Unduh'
  const testId = `download-${scope}`
  const percent = s.total ? Math.floor((s.stored / s.total) * 100) : 0
  const start = () => {
    setConfirming(false)
    downloadVideos(s.toDownload)
  }

  const startButton = (text: string, icon = <DownloadIcon />) => (
    <Tooltip title={online ? '' : 'Sambungkan ke internet untuk mengunduh'}>
      <span>
        <Button
          size="small"
          variant={scope === 'class' ? 'contained' : 'outlined'}
          startIcon={icon}
          disabled={!online}
          onClick={(e) => {
            e.stopPropagation()
            setConfirming(true)
          }}
          aria-label={`${text} (${formatBytes(s.missing)})`}
        >
          {text} · {formatBytes(scope === 'class' && s.state === 'idle' ? s.total : s.missing)}
        </Button>
      </span>
    </Tooltip>
  )

  const busy =
    s.state === 'active' || s.state === 'waiting' || s.state === 'paused' || s.state === 'error'

  return (
    <Box
      data-testid={testId}
      data-state={s.state}
      onClick={(e) => e.stopPropagation()}
      sx={{ minWidth: 0 }}
    >
      {s.state === 'offline' && (
        <Chip
          size="small"
          color="success"
          variant="outlined"
          icon={<DownloadDoneIcon />}
          label="Tersedia offline"
          data-testid="offline-ready"
        />
      )}
      {s.state === 'update' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip
            size="small"
            color="warning"
            variant="outlined"
            icon={<SystemUpdateIcon />}
            label="Pembaruan tersedia"
          />
          {startButton('Perbarui', <SystemUpdateIcon />)}
        </Stack>
      )}
      {(s.state === 'idle' || s.state === 'partial') && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          {startButton(label)}
          {s.state === 'partial' && !compact && (
            <Typography variant="caption" color="text.secondary">
              {s.offlineVideos} dari {s.videos} video tersedia offline
            </Typography>
          )}
        </Stack>
      )}
      {busy && (
        <Box sx={{ minWidth: compact ? 140 : 220 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <LinearProgress
                variant="determinate"
                value={percent}
                aria-label={
                  scope === 'class' ? 'Progres unduhan kelas' : 'Progres unduhan pelajaran'
                }
                sx={{ height: 6, borderRadius: 3 }}
              />
            </Box>
            {s.state === 'paused' || s.state === 'error' ? (
              <Tooltip title="Lanjutkan">
                <IconButton
                  size="small"
                  aria-label="Lanjutkan unduhan"
                  disabled={!online}
                  onClick={() => resumeDownloads(s.paused)}
                >
                  <PlayArrowIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : (
              <Tooltip title="Jeda">
                <IconButton
                  size="small"
                  aria-label="Jeda unduhan"
                  onClick={() => pauseDownloads(s.downloading)}
                >
                  <PauseIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
            <Tooltip title="Batalkan">
              <IconButton
                size="small"
                aria-label="Batalkan unduhan"
                onClick={() => void cancelDownloads([...s.downloading, ...s.paused])}
              >
                <CloseIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            data-testid={`${testId}-progress`}
          >
            {percent}% · {formatBytes(s.stored)} dari {formatBytes(s.total)}
            {s.state === 'active' &&
              s.speed > 0 &&
              ` · ${formatSpeed(s.speed)} · ${formatTimeLeft(s.eta)}`}
            {s.state === 'waiting' && ' · menunggu koneksi'}
            {s.state === 'paused' && ' · dijeda'}
          </Typography>
          {s.state === 'error' && s.error && (
            <Typography variant="caption" color="error" component="p">
              {s.error}
            </Typography>
          )}
        </Box>
      )}
      {confirming && (
        <DownloadConfirmDialog
          title={
            scope === 'class'
              ? 'Unduh kelas untuk ditonton offline'
              : 'Unduh pelajaran untuk ditonton offline'
          }
          size={s.missing}
          videos={s.toDownload.length}
          onConfirm={start}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  )
}
