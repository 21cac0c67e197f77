import { useState } from 'react'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import DownloadIcon from '@mui/icons-material/Download'
import DownloadDoneIcon from '@mui/icons-material/DownloadDone'
import PauseCircleIcon from '@mui/icons-material/PauseCircleOutlined'
import SystemUpdateIcon from '@mui/icons-material/SystemUpdateAlt'
import {
  downloadVideos,
  pauseDownloads,
  resumeDownloads,
  useDownloadEntries,
  useDownloadProgress,
  type DownloadRequest,
} from '@/data/downloads'
import { formatBytes } from '@/lib/bytes'
import { summarize } from '../logic/lesson-downloads'
import { DownloadConfirmDialog } from './download-confirm-dialog'

/** A lesson row's download state in the Lesson List: 'Unduh', progress (tap to pause/resume), or 'Tersedia offline'. */
export function LessonDownloadIcon({
  requests,
  online,
  title,
}: {
  requests: readonly DownloadRequest[]
  online: boolean
  title: string
}) {
  const entries = useDownloadEntries()
  const progress = useDownloadProgress()
  const [confirming, setConfirming] = useState(false)
  const s = summarize(requests, entries, progress)
  if (s.state === 'none') return null
  const percent = s.total ? Math.floor((s.stored / s.total) * 100) : 0
  let button
  if (s.state === 'offline') {
    button = (
      <Tooltip title="Tersedia offline">
        <Box
          component="span"
          sx={{ display: 'inline-flex', p: 1 }}
          aria-label={`${title}: Tersedia offline`}
          role="img"
        >
          <DownloadDoneIcon fontSize="small" color="success" />
        </Box>
      </Tooltip>
    )
  } else if (s.state === 'active' || s.state === 'waiting') {
    button = (
      <Tooltip title={`Mengunduh ${percent}% · ketuk untuk menjeda`}>
        <IconButton
          size="small"
          aria-label={`Jeda unduhan ${title} (${percent}%)`}
          onClick={() => pauseDownloads(s.downloading)}
        >
          <CircularProgress
            size={20}
            variant={percent > 0 ? 'determinate' : 'indeterminate'}
            value={percent}
          />
        </IconButton>
      </Tooltip>
    )
  } else if (s.state === 'paused' || s.state === 'error') {
    button = (
      <Tooltip title={s.error ?? `Dijeda di ${percent}% · ketuk untuk melanjutkan`}>
        <span>
          <IconButton
            size="small"
            disabled={!online}
            aria-label={`Lanjutkan unduhan ${title} (${percent}%)`}
            onClick={() => resumeDownloads(s.paused)}
          >
            <PauseCircleIcon fontSize="small" color={s.error ? 'error' : 'action'} />
          </IconButton>
        </span>
      </Tooltip>
    )
  } else {
    const update = s.state === 'update'
    button = (
      <Tooltip
        title={
          online
            ? `${update ? 'Pembaruan tersedia · Perbarui' : 'Unduh'} (${formatBytes(s.missing)})`
            : 'Sambungkan ke internet untuk mengunduh'
        }
      >
        <span>
          <IconButton
            size="small"
            disabled={!online}
            aria-label={`${update ? 'Perbarui' : 'Unduh'} ${title} (${formatBytes(s.missing)})`}
            onClick={() => setConfirming(true)}
          >
            {update ? (
              <SystemUpdateIcon fontSize="small" color="warning" />
            ) : (
              <DownloadIcon fontSize="small" />
            )}
          </IconButton>
        </span>
      </Tooltip>
    )
  }
  return (
    <Box sx={{ flexShrink: 0, pr: 1 }} data-testid="lesson-download" data-state={s.state}>
      {button}
      {confirming && (
        <DownloadConfirmDialog
          title="Unduh pelajaran untuk ditonton offline"
          size={s.missing}
          videos={s.toDownload.length}
          onConfirm={() => {
            setConfirming(false)
            downloadVideos(s.toDownload)
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Box>
  )
}
