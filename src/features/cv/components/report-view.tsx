import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { CvCheck, CvReport } from '../logic/types'
import { bySeverity } from '../report-order'
import { CV_TEXTS } from '../texts'
import { CheckCard } from './check-card'
import { ScoreCard } from './score-card'

/** The checks whose findings are bullets of the CV ('Perbaiki dengan AI' is offered under them). */
const BULLET_CHECKS = new Set<CvCheck['id']>(['weak-openers', 'quantified'])

/** A CV report: the score, then each check (the contract's data attributes), most urgent first. */
export function ReportView({
  report,
  actions,
  bulletAction,
}: {
  report: CvReport
  /** Shown under the score (e.g. 'Unduh laporan CV'). */
  actions?: ReactNode
  bulletAction?: (text: string) => ReactNode
}) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      data-testid="cv-report"
      data-with-posting={report.withPosting ? 'true' : 'false'}
    >
      <ScoreCard report={report} />
      {actions}
      <Typography variant="h5" component="h2">
        {CV_TEXTS.findingsTitle}
      </Typography>
      {bySeverity(report.checks).map((check) => (
        <CheckCard
          key={check.id}
          check={check}
          bulletAction={BULLET_CHECKS.has(check.id) ? bulletAction : undefined}
        />
      ))}
    </Box>
  )
}
