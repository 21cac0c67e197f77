import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import CircularProgress from '@mui/material/CircularProgress'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import ReplayRounded from '@mui/icons-material/ReplayRounded'
import type { SidangReport } from '@/data/sidang'
import { SIDANG_TEXTS, priceText, scoreText, scoreTone, sourceText } from '../logic/texts'

/** The report of a finished session: overall, per category, the weakest answers, 'Latihan lagi'. */
export function ReportView({
  report,
  documentName,
  price,
  retrying,
  disabled,
  onRetry,
  onBack,
}: {
  report: SidangReport
  documentName: string
  price: number | null
  retrying: boolean
  disabled: boolean
  onRetry(): void
  onBack(): void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [])
  return (
    <Card component="section" aria-labelledby="sidang-report-title" data-testid="sidang-report">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Box>
          <Typography
            id="sidang-report-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h5"
            component="h2"
            sx={{ outline: 'none' }}
          >
            Laporan simulasi
          </Typography>
          {documentName && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {documentName}
            </Typography>
          )}
        </Box>

        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
          <Typography variant="body1" sx={{ fontWeight: 600 }}>
            Skor keseluruhan
          </Typography>
          <Typography
            component="p"
            sx={{ fontSize: 44, fontWeight: 800, color: `${scoreTone(report.overall)}.dark` }}
            data-testid="sidang-overall"
          >
            {report.overall}
          </Typography>
          <Typography color="text.secondary">/ 100</Typography>
        </Box>

        <Box component="section" aria-labelledby="sidang-categories-title">
          <Typography
            id="sidang-categories-title"
            variant="subtitle1"
            component="h3"
            sx={{ fontWeight: 700 }}
          >
            Skor per kategori
          </Typography>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.25 }}
            data-testid="sidang-categories"
          >
            {report.categories.map((c) => (
              <Box component="li" key={c.key || c.label}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2">{c.label}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {scoreText(c.score)}
                  </Typography>
                </Box>
                <LinearProgress
                  variant="determinate"
                  value={c.score ?? 0}
                  color={c.score === null ? 'inherit' : scoreTone(c.score)}
                  aria-label={
                    c.score === null
                      ? `${c.label}: tidak dinilai`
                      : `${c.label}: ${c.score} dari 100`
                  }
                  sx={{ height: 6, borderRadius: 3, mt: 0.5, opacity: c.score === null ? 0.3 : 1 }}
                />
              </Box>
            ))}
          </Box>
        </Box>

        {report.weakest.length > 0 && (
          <Box component="section" aria-labelledby="sidang-weakest-title">
            <Typography
              id="sidang-weakest-title"
              variant="subtitle1"
              component="h3"
              sx={{ fontWeight: 700 }}
            >
              Jawaban terlemah: baca ulang bagian ini
            </Typography>
            <Box
              component="ol"
              sx={{ pl: 2.5, m: 0, mt: 1, display: 'grid', gap: 1.25 }}
              data-testid="sidang-weakest"
            >
              {report.weakest.map((w) => {
                const where = sourceText(w)
                return (
                  <li key={w.index}>
                    <Typography variant="body2">{w.text}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      Skor {w.score}
                      {where ? ` · Baca ulang: ${where}` : ''}
                    </Typography>
                  </li>
                )
              })}
            </Box>
          </Box>
        )}

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            gap: 1.5,
            justifyContent: 'space-between',
            alignItems: { xs: 'stretch', sm: 'center' },
          }}
        >
          <Button startIcon={<ArrowBackRounded />} onClick={onBack}>
            Kembali
          </Button>
          <Box
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: { xs: 'stretch', sm: 'flex-end' },
              gap: 0.5,
            }}
          >
            <Button
              variant="contained"
              startIcon={
                retrying ? <CircularProgress size={18} color="inherit" /> : <ReplayRounded />
              }
              disabled={retrying || disabled}
              onClick={onRetry}
            >
              {SIDANG_TEXTS.retry}
            </Button>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ textAlign: { xs: 'center', sm: 'right' } }}
            >
              Ulangi pertanyaan terlemah · {price === null ? 'Biaya: memuat...' : priceText(price)}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  )
}
