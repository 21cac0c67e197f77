import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import Skeleton from '@mui/material/Skeleton'
import { lazy, Suspense } from 'react'
import { getClassReport, useRemote, type ClassReport, type Kelas } from '@/data/admin'
import { errorMessage } from '@/lib/errors'
import { formatNumber } from '@/lib/format'
import { ExportCsvButton } from '@/components/admin/export-button'

// The charts (and @mui/x-charts) in their own chunk of the admin area.
const ReportCharts = lazy(() => import('./report-charts'))

const STEP_LABEL: Record<string, string> = {
  pretest: 'Pre Test',
  posttest: 'Post Test',
  lesson: 'Pelajaran',
  video: 'Video',
  chapter: 'Bab',
}

function score(value: number | null): string {
  return value === null ? '–' : value.toLocaleString('id-ID', { maximumFractionDigits: 1 })
}

function Figure({
  label,
  value,
  hint,
  testId,
}: {
  label: string
  value: string
  hint?: string
  testId: string
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={testId}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 800 }} data-testid="figure-value">
        {value}
      </Typography>
      {hint ? (
        <Typography variant="caption" color="text.secondary">
          {hint}
        </Typography>
      ) : null}
    </Paper>
  )
}

function ReportBody({ r }: { r: ClassReport }) {
  const gain = r.gain.average
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
        }}
      >
        <Figure
          testId="report-enrolled"
          label="Terdaftar (langganan aktif)"
          value={formatNumber(r.enrolled)}
        />
        <Figure testId="report-started" label="Mulai belajar" value={formatNumber(r.started)} />
        <Figure
          testId="report-finished"
          label="Selesai semua step"
          value={formatNumber(r.finished)}
        />
        <Figure
          testId="report-pretest"
          label="Rata-rata Pre Test"
          value={score(r.pretest.average)}
          hint={`${r.pretest.attempts} siswa`}
        />
        <Figure
          testId="report-posttest"
          label="Rata-rata Post Test"
          value={score(r.posttest.average)}
          hint={`${r.posttest.attempts} siswa`}
        />
        <Figure
          testId="report-gain"
          label="Peningkatan (post − pre)"
          value={gain === null ? '–' : `${gain > 0 ? '+' : ''}${score(gain)}`}
          hint={`dari ${r.gain.students} siswa yang mengerjakan keduanya`}
        />
      </Box>
      <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
        <ReportCharts report={r} />
      </Suspense>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Penyelesaian per step
        </Typography>
        {r.steps.length === 0 ? (
          <Typography color="text.secondary">Kelas ini belum punya step.</Typography>
        ) : null}
        {r.steps.map((s, i) => (
          <Box key={s.materi_id} sx={{ mb: 1 }} data-testid="report-step">
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="body2" noWrap>
                {i + 1}. {s.chapter ? `${s.chapter} › ` : ''}
                {s.judul}{' '}
                <Chip size="small" label={STEP_LABEL[s.type] ?? s.type} sx={{ ml: 0.5 }} />
              </Typography>
              <Typography variant="body2" sx={{ flexShrink: 0 }}>
                {s.completed} siswa ({s.percent}%)
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={s.percent}
              sx={{ height: 6, borderRadius: 3 }}
            />
          </Box>
        ))}
      </Box>
      <Box>
        <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
          Soal paling sering salah
        </Typography>
        {r.hardest.length === 0 ? (
          <Typography color="text.secondary">Belum ada jawaban tes.</Typography>
        ) : null}
        {r.hardest.map((h) => (
          <Paper
            key={h.soal_id}
            variant="outlined"
            sx={{ p: 1.5, mb: 1 }}
            data-testid="report-hard-question"
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {h.pertanyaan}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {h.test === 'pretest' ? 'Pre Test' : 'Post Test'} · salah {h.wrong} dari {h.answered}{' '}
              ({h.wrong_rate}%) · jawaban benar {h.jawaban_benar.toUpperCase()}
              {h.most_chosen_wrong
                ? ` · jawaban salah terbanyak ${h.most_chosen_wrong.toUpperCase()}`
                : ''}
            </Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  )
}

/** A class report computed on the server from progress (GET /api/admin/classes/{id}/report). */
export function ClassReportDialog({ kelas, onClose }: { kelas: Kelas; onClose: () => void }) {
  const report = useRemote(`report:${kelas.id}`, () => getClassReport(kelas.id))
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md">
      <DialogTitle>Laporan Kelas: {kelas.judul}</DialogTitle>
      <DialogContent>
        {report.loading ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {report.error ? (
          <Alert severity="error">Gagal memuat laporan: {errorMessage(report.error, '')}</Alert>
        ) : null}
        {report.data ? <ReportBody r={report.data} /> : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <ExportCsvButton
          path={`/api/admin/classes/${encodeURIComponent(kelas.id)}/report/export`}
          fallbackName="laporan-kelas.csv"
        />
        <Button onClick={() => void report.reload()}>Refresh</Button>
        <Button onClick={onClose}>Tutup</Button>
      </DialogActions>
    </Dialog>
  )
}
