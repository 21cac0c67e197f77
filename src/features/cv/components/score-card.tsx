import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Typography from '@mui/material/Typography'
import type { CvReport } from '../logic/types'
import { CV_TEXTS, scoreBand } from '../texts'
import { STATUS_COLOR } from './status-icon'

/** 'Skor keterbacaan' 0-100, what raised or lowered it, and what it does not mean. */
export function ScoreCard({ report }: { report: CvReport }) {
  const score = Math.max(0, Math.min(100, Math.round(report.score)))
  const band = scoreBand(score)
  return (
    <Card component="section" aria-labelledby="cv-score-title" data-testid="cv-score-card">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            role="img"
            aria-label={`${CV_TEXTS.scoreTitle} ${score} dari 100`}
            sx={{
              width: 76,
              height: 76,
              flexShrink: 0,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              border: 6,
              borderColor: STATUS_COLOR[band.status],
            }}
          >
            <Typography
              component="span"
              sx={{ fontSize: 26, fontWeight: 800, lineHeight: 1 }}
              data-testid="cv-score"
            >
              {score}
            </Typography>
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography id="cv-score-title" variant="h5" component="h2">
              {CV_TEXTS.scoreTitle}
            </Typography>
            <Typography sx={{ fontWeight: 600, color: STATUS_COLOR[band.status] }}>
              {band.label} ({score}/100)
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`${report.fileName} \u00B7 ${report.pages} halaman`}
            </Typography>
          </Box>
        </Box>
        {report.scoreExplanation.length > 0 && (
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="cv-score-explanation">
            {report.scoreExplanation.map((line) => (
              <li key={line}>
                <Typography variant="body2">{line}</Typography>
              </li>
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">
          {CV_TEXTS.scoreNote}
        </Typography>
      </CardContent>
    </Card>
  )
}
