import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded'
import type { SidangSessionSummary } from '@/data/sidang'
import { formatDateShort, formatDateTime } from '@/lib/format'
import { scoreText } from '../logic/texts'
import type { ChartPoint } from './score-chart'
import { ScoreChart } from './score-chart'

/** The finished sessions' scores, oldest first (the list is newest first). */
export function chartPoints(items: readonly SidangSessionSummary[]): ChartPoint[] {
  return items
    .filter((s) => s.status === 'finished' && s.overall !== null)
    .slice()
    .reverse()
    .map((s) => ({ label: formatDateShort(s.created), score: s.overall as number }))
}

/** The student's past sessions: scores over time, each one to open (resume or report) or delete. */
export function PastSessions({
  items,
  error,
  busyId,
  onOpen,
  onDelete,
}: {
  /** null while loading. */
  items: SidangSessionSummary[] | null
  error: string | null
  /** The session being opened or deleted. */
  busyId: string | null
  onOpen(id: string): void
  onDelete(id: string): Promise<boolean>
}) {
  const [confirm, setConfirm] = useState<SidangSessionSummary | null>(null)
  const points = items ? chartPoints(items) : []
  return (
    <Card component="section" aria-labelledby="sidang-history-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography id="sidang-history-title" variant="h5" component="h2">
          Riwayat latihan
        </Typography>
        {items === null && !error && (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={18} />
            <Typography variant="body2">Memuat riwayat...</Typography>
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {items && items.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            Belum ada sesi latihan.
          </Typography>
        )}
        {points.length > 0 && (
          <ScoreChart points={points} title="Skor simulasi dari waktu ke waktu" />
        )}
        {items && items.length > 0 && (
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
            data-testid="sidang-history"
          >
            {items.map((s) => {
              const finished = s.status === 'finished'
              const when = formatDateTime(s.created)
              return (
                <Box
                  component="li"
                  key={s.id}
                  data-testid="sidang-history-item"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: 1,
                    p: 1.25,
                    border: 1,
                    borderColor: 'divider',
                    borderRadius: 2,
                  }}
                >
                  <Box sx={{ minWidth: 0, flex: 1 }}>
                    <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {s.documentName || 'Dokumen dihapus'}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" component="p">
                      {when}
                    </Typography>
                    <Box sx={{ display: 'flex', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
                      {finished ? (
                        <Chip
                          size="small"
                          color="success"
                          variant="outlined"
                          label={`Skor ${scoreText(s.overall)}`}
                        />
                      ) : (
                        <Chip
                          size="small"
                          color="warning"
                          variant="outlined"
                          label={`Belum selesai · ${s.answered}/${s.questions} dijawab`}
                        />
                      )}
                    </Box>
                  </Box>
                  <Button
                    size="small"
                    variant="outlined"
                    disabled={busyId !== null}
                    onClick={() => onOpen(s.id)}
                    aria-label={`${finished ? 'Lihat laporan' : 'Lanjutkan'} sesi ${when}`}
                  >
                    {busyId === s.id ? (
                      <CircularProgress size={16} />
                    ) : finished ? (
                      'Laporan'
                    ) : (
                      'Lanjutkan'
                    )}
                  </Button>
                  <IconButton
                    aria-label={`Hapus sesi ${when}`}
                    disabled={busyId !== null}
                    onClick={() => setConfirm(s)}
                  >
                    <DeleteOutlineRounded />
                  </IconButton>
                </Box>
              )
            })}
          </Box>
        )}
      </CardContent>
      <Dialog
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        aria-labelledby="sidang-delete-title"
      >
        <DialogTitle id="sidang-delete-title">Hapus sesi latihan?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Sesi {confirm ? formatDateTime(confirm.created) : ''} beserta jawaban dan laporannya
            akan dihapus permanen. Kredit yang sudah terpakai tidak dikembalikan.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirm(null)}>Batal</Button>
          <Button
            color="error"
            variant="contained"
            onClick={async () => {
              const target = confirm
              setConfirm(null)
              if (target) await onDelete(target.id)
            }}
          >
            Hapus
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  )
}
