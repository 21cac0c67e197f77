/**
 * The sync indicator of the student shell: offline with the number of changes waiting, the first
 * sync with a progress bar, clear errors with a retry, rejections shown once, and a note when the
 * browser refuses persistent storage.
 */
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import CloudDoneOutlined from '@mui/icons-material/CloudDoneOutlined'
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined'
import SyncOutlined from '@mui/icons-material/SyncOutlined'
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined'
import { useSyncState } from '@/data/local'
import { firstSyncProgressText, syncLabel } from './sync-label'

const PERSIST_NOTE_KEY = 'pendamping-sync:persist-note-dismissed'

function readDismissed(): boolean {
  try {
    return localStorage.getItem(PERSIST_NOTE_KEY) === '1'
  } catch {
    return false
  }
}

export function SyncIndicator() {
  const state = useSyncState()
  const navigate = useNavigate()
  const [persistNoteDismissed, setPersistNoteDismissed] = useState(readDismissed)
  const label = syncLabel(state)
  const rejection = state.rejections[0]

  const icon =
    label.kind === 'offline' ? (
      <CloudOffOutlined />
    ) : label.kind === 'error' || label.kind === 'reauth' ? (
      <ErrorOutline />
    ) : label.kind === 'synced' ? (
      <CloudDoneOutlined />
    ) : (
      <SyncOutlined />
    )
  const color =
    label.kind === 'offline'
      ? 'warning'
      : label.kind === 'error' || label.kind === 'reauth'
        ? 'error'
        : label.kind === 'synced'
          ? 'success'
          : 'info'

  return (
    <Box
      data-testid="sync-indicator"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
    >
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Tooltip title={label.detail ?? ''} disableHoverListener={!label.detail}>
          <Chip
            size="small"
            variant="outlined"
            color={color}
            icon={icon}
            label={label.text}
            data-testid="sync-status"
            aria-live="polite"
          />
        </Tooltip>
        {label.kind === 'first-sync' && (
          <>
            <LinearProgress
              variant={state.firstSyncProgress > 0 ? 'determinate' : 'indeterminate'}
              value={Math.floor(state.firstSyncProgress * 100)}
              aria-label="Kemajuan sinkronisasi pertama"
              sx={{ width: 140 }}
            />
            <Typography
              variant="caption"
              color="text.secondary"
              data-testid="first-sync-progress"
              sx={{ whiteSpace: 'nowrap' }}
            >
              {firstSyncProgressText(state)}
            </Typography>
          </>
        )}
      </Stack>
      {label.kind === 'error' && (
        <Button size="small" onClick={() => state.retrySync()}>
          Coba lagi
        </Button>
      )}
      {label.kind === 'reauth' && (
        <Button
          size="small"
          onClick={() => navigate('/login', { state: { from: window.location.pathname } })}
        >
          Masuk lagi
        </Button>
      )}
      <Snackbar
        open={Boolean(rejection)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="error"
          variant="filled"
          onClose={() => rejection && state.dismissRejection(rejection.materi_id)}
        >
          {rejection ? `Perubahan tidak diterima server: ${rejection.reason}` : ''}
        </Alert>
      </Snackbar>
      <Snackbar
        open={state.storagePersisted === false && !persistNoteDismissed && !rejection}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          severity="info"
          onClose={() => {
            try {
              localStorage.setItem(PERSIST_NOTE_KEY, '1')
            } catch {
              /* ignore */
            }
            setPersistNoteDismissed(true)
          }}
        >
          Browser menolak penyimpanan permanen: data offline dapat terhapus bila ruang penyimpanan
          perangkat penuh.
        </Alert>
      </Snackbar>
    </Box>
  )
}

export default SyncIndicator
