import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import Typography from '@mui/material/Typography'
import type { CvCheck, CvFinding } from '../logic/types'
import { CV_TEXTS, SECTION_LABEL, STATUS_LABEL, placeText } from '../texts'
import { STATUS_COLOR, StatusIcon } from './status-icon'

/** 'hal. 1 · Pengalaman Organisasi — "Membantu panitia…"' under a finding. */
function Where({ where, text }: { where: CvFinding['where']; text: string }) {
  const place = placeText(where)
  const line = where?.line && where.line.trim() !== text.trim() ? where.line : ''
  if (!place && !line) return null
  return (
    <Typography
      variant="caption"
      color="text.secondary"
      component="p"
      data-testid="cv-where"
      sx={{ overflowWrap: 'anywhere' }}
    >
      {place}
      {place && line ? ' \u2014 ' : ''}
      {line ? `\u201C${line}\u201D` : ''}
    </Typography>
  )
}

function Findings({
  findings,
  bulletAction,
}: {
  findings: CvFinding[]
  bulletAction?: (text: string) => ReactNode
}) {
  if (findings.length === 0) return null
  return (
    <Box
      component="ul"
      sx={{ m: 0, pl: 2.5, display: 'flex', flexDirection: 'column', gap: 1 }}
      data-testid="cv-findings"
    >
      {findings.map((f, i) => (
        <li key={`${i}-${f.text}`}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {f.text}
          </Typography>
          {f.suggestion && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              Saran: {f.suggestion}
            </Typography>
          )}
          <Where where={f.where} text={f.text} />
          {bulletAction?.(f.text)}
        </li>
      ))}
    </Box>
  )
}

function Sections({ sections }: { sections: NonNullable<CvCheck['sections']> }) {
  if (sections.length === 0) return null
  return (
    <Box>
      <Typography variant="subtitle2" component="h4">
        {CV_TEXTS.sectionsFound}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {sections.map((s) => (
          <Box
            component="li"
            key={`${s.id}-${s.heading}`}
            data-section={s.id}
            title={placeText(s.where)}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 2, px: 1.25, py: 0.5 }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {SECTION_LABEL[s.id]}
            </Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {`\u201C${s.heading}\u201D`}
              {s.where.page > 0 ? ` \u00B7 hal. ${s.where.page}` : ''}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  )
}

function Keywords({ check }: { check: CvCheck }) {
  const missing = check.missing ?? []
  return (
    <Box>
      {typeof check.matchPercent === 'number' && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="cv-match">
          Kecocokan dengan lowongan: {Math.round(check.matchPercent)}%
        </Typography>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>
        {CV_TEXTS.missingTerms}
      </Typography>
      {missing.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {CV_TEXTS.noMissingTerms}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ m: 0, mt: 0.5, p: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 1 }}
        >
          {missing.map((term) => (
            <li key={term} data-missing={term}>
              <Chip label={term} size="small" variant="outlined" color="warning" />
            </li>
          ))}
        </Box>
      )}
    </Box>
  )
}

/**
 * One check of the report: `data-check` and `data-status` (the contract's attributes), what was
 * found, where, and why it matters. `bulletAction` adds e.g. 'Perbaiki dengan AI' under a bullet
 * the check names (weak openers, unquantified bullets).
 */
export function CheckCard({
  check,
  bulletAction,
}: {
  check: CvCheck
  bulletAction?: (text: string) => ReactNode
}) {
  const titleId = `cv-check-${check.id}`
  return (
    <Card
      component="article"
      variant="outlined"
      data-check={check.id}
      data-status={check.status}
      aria-labelledby={titleId}
      sx={{ borderLeft: 4, borderLeftColor: STATUS_COLOR[check.status] }}
    >
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.25 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <StatusIcon status={check.status} />
          <Typography id={titleId} variant="h6" component="h3" sx={{ flex: '1 1 auto' }}>
            {check.title}
          </Typography>
          <Typography
            variant="caption"
            sx={{ color: STATUS_COLOR[check.status], fontWeight: 700 }}
            data-testid="cv-status-label"
          >
            {STATUS_LABEL[check.status]}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="cv-summary">
          {check.summary}
        </Typography>
        {check.sections && <Sections sections={check.sections} />}
        {check.id === 'keywords' && <Keywords check={check} />}
        <Findings findings={check.findings} bulletAction={bulletAction} />
        <Typography variant="body2" color="text.secondary" data-testid="cv-why">
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {CV_TEXTS.why}:
          </Box>{' '}
          {check.why}
        </Typography>
      </CardContent>
    </Card>
  )
}
