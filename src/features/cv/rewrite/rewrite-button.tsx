import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded'
import { rewriteCvBullet, toCvApiError } from '@/data/cv'
import type { CvRewrite } from '@/data/cv'
import { REWRITE_TEXTS, costText, creditsLeftText, rewriteErrorMessage } from './rewrite-texts'

type RewriteState =
  | { status: 'idle' }
  | { status: 'working' }
  | { status: 'done'; result: CvRewrite }
  | { status: 'failed'; message: string }

/**
 * 'Perbaiki dengan AI' under one bullet: the rewrite (with the credits left) or why there is none.
 * Shown only when the server offers it; `onUnavailable` hides every button after a 409.
 */
export function RewriteButton({
  bullet,
  posting,
  cost,
  onUnavailable,
}: {
  bullet: string
  posting: string
  cost: number
  onUnavailable(): void
}) {
  const [state, setState] = useState<RewriteState>({ status: 'idle' })
  async function run() {
    setState({ status: 'working' })
    try {
      setState({ status: 'done', result: await rewriteCvBullet({ bullet, posting }) })
    } catch (error) {
      const e = toCvApiError(error)
      setState({ status: 'failed', message: rewriteErrorMessage(e, cost) })
      if (e.code === 'CV_AI_UNAVAILABLE') onUnavailable()
    }
  }
  return (
    <Box
      sx={{ mt: 0.75, display: 'flex', flexDirection: 'column', gap: 0.75 }}
      data-testid="cv-rewrite"
    >
      <Box>
        <Button
          size="small"
          variant="text"
          startIcon={
            state.status === 'working' ? <CircularProgress size={14} /> : <AutoFixHighRounded />
          }
          disabled={state.status === 'working'}
          onClick={() => void run()}
          aria-label={`${REWRITE_TEXTS.button} (${costText(cost)}): ${bullet}`}
        >
          {state.status === 'working' ? REWRITE_TEXTS.working : REWRITE_TEXTS.button}
        </Button>
        <Typography variant="caption" color="text.secondary">
          {costText(cost)}
        </Typography>
      </Box>
      {state.status === 'done' && (
        <Box
          sx={{ bgcolor: 'action.hover', borderRadius: 2, p: 1.5 }}
          data-testid="cv-rewrite-result"
          role="status"
        >
          <Typography variant="caption" sx={{ fontWeight: 700 }}>
            {REWRITE_TEXTS.result}
          </Typography>
          <Typography
            variant="body2"
            sx={{ overflowWrap: 'anywhere' }}
            data-testid="cv-rewrite-text"
          >
            {state.result.rewrite}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            {REWRITE_TEXTS.check}
          </Typography>
          <Typography variant="caption" component="p" data-testid="cv-rewrite-credits">
            {creditsLeftText(state.result.credits)}
          </Typography>
        </Box>
      )}
      {state.status === 'failed' && (
        <Alert severity="warning" data-testid="cv-rewrite-error">
          {state.message}
        </Alert>
      )}
    </Box>
  )
}
