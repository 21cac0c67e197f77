import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { checkSpace, useStorageInfo } from '@/data/downloads'
import { formatBytes } from '@/lib/bytes'

interface DownloadConfirmDialogProps {
  title: string
  /** Bytes still to download. */
  size: number
  videos: number
  onConfirm: () => void
  onClose: () => void
}

/** Size and free storage before a download starts; refuses what does not fit, warns when tight. */
export function DownloadConfirmDialog({
  title,
  size,
  videos,
  onConfirm,
  onClose,
}: DownloadConfirmDialogProps) {
  const info = useStorageInfo()
  const space = checkSpace(size, info)
  const metered =
    typeof navigator !== 'undefined' &&
    (navigator as { connection?: { saveData?: boolean; type?: string } }).connection
  return (
    <Dialog open onClose={onClose} aria-labelledby="download-confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="download-confirm-title">{title}</DialogTitle>
      <DialogContent>
        <Typography>
          {videos} video, ukuran total{' '}
          <strong data-testid="download-size">{formatBytes(size)}</strong>.
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1 }}
          data-testid="download-free"
        >
          {info && info.quota > 0
            ? `Ruang kosong untuk aplikasi ini: ${formatBytes(info.free)}`
            : 'Ruang kosong perangkat tidak dapat diperiksa di browser ini.'}
        </Typography>
        {space.kind === 'full' && (
          <Alert severity="error" sx={{ mt: 2 }}>
            Ruang penyimpanan tidak cukup: kurang {formatBytes(space.missing)}. Hapus unduhan lain
            atau kosongkan memori perangkat.
          </Alert>
        )}
        {space.kind === 'tight' && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            Setelah diunduh, ruang kosong tinggal {formatBytes(space.freeAfter)}. Perangkat bisa
            menjadi lambat dan browser dapat menghapus unduhan saat penyimpanan penuh.
          </Alert>
        )}
        {metered && (metered.saveData || metered.type === 'cellular') && (
          <Alert severity="info" sx={{ mt: 2 }}>
            Anda tampaknya memakai data seluler. Unduh lewat Wi-Fi agar kuota tidak cepat habis.
          </Alert>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          Unduhan berjalan selama aplikasi terbuka dan dilanjutkan dari bagian terakhir bila koneksi
          terputus.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Batal</Button>
        <Button variant="contained" onClick={onConfirm} disabled={space.kind === 'full'}>
          Mulai unduh
        </Button>
      </DialogActions>
    </Dialog>
  )
}
