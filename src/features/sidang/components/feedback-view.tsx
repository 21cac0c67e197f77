import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded'
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined'
import type { SidangFeedback, SidangQuestion } from '@/data/sidang'
import { SIDANG_TEXTS, questionPosition, scoreTone, sourceText } from '../logic/texts'

/** 'terlalu lambat' / 'wajar' / 'terlalu cepat' for a speaking pace in words per minute. */
export function paceNote(wpm: number): string {
  if (wpm < 90) return 'agak lambat'
  if (wpm > 170) return 'terlalu cepat'
  return 'wajar'
}

function PointList({
  title,
  items,
  color,
  testId,
}: {
  title: string
  items: string[]
  color: 'success' | 'warning'
  testId: string
}) {
  return (
    <Box data-testid={testId}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Tidak ada.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', p: 0, m: 0 }}
        >
          {items.map((item) => (
            <Box component="li" key={item} sx={{ maxWidth: '100%' }}>
              <Chip
                label={item}
                color={color}
                variant="outlined"
                size="small"
                sx={{
                  maxWidth: '100%',
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', py: 0.5 },
                }}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  )
}

/** The feedback on one answer: score, rubric, key points covered and missed, voice notes, comment, quotes. */
export function FeedbackView({
  feedback,
  question,
  isLast,
  onContinue,
}: {
  feedback: SidangFeedback
  question: SidangQuestion | null
  isLast: boolean
  onContinue(): void
}) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    headingRef.current?.focus()
  }, [feedback.index])
  const tone = scoreTone(feedback.score)
  return (
    <Card component="section" aria-labelledby="sidang-feedback-title" data-testid="sidang-feedback">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box>
          <Typography
            id="sidang-feedback-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none' }}
          >
            Masukan untuk{' '}
            {question ? questionPosition(question.index, question.total).toLowerCase() : 'jawaban'}
          </Typography>
          {question && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {question.text}
              {sourceText(question) ? ` (${sourceText(question)})` : ''}
            </Typography>
          )}
        </Box>

        <Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              component="p"
              sx={{ fontSize: 40, fontWeight: 800, lineHeight: 1, color: `${tone}.dark` }}
              data-testid="sidang-score"
            >
              {feedback.score}
            </Typography>
            <Typography color="text.secondary">/ 100</Typography>
          </Box>
          <LinearProgress
            variant="determinate"
            value={feedback.score}
            color={tone}
            aria-label={`Skor jawaban ${feedback.score} dari 100`}
            sx={{ mt: 1, height: 8, borderRadius: 4 }}
          />
        </Box>

        {feedback.rubric.length > 0 && (
          <Box sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label="Rincian penilaian" data-testid="sidang-rubric">
              <TableHead>
                <TableRow>
                  <TableCell>Kriteria</TableCell>
                  <TableCell align="right">Poin</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Catatan</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {feedback.rubric.map((r) => (
                  <TableRow key={r.key || r.label}>
                    <TableCell component="th" scope="row" sx={{ verticalAlign: 'top' }}>
                      <Box component="span" sx={{ fontWeight: 600 }}>
                        {r.label}
                      </Box>
                      {r.note && (
                        <Typography
                          variant="body2"
                          color="text.secondary"
                          sx={{ display: { xs: 'block', sm: 'none' }, mt: 0.25 }}
                        >
                          {r.note}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                      {r.points}/{r.max}
                    </TableCell>
                    <TableCell
                      sx={{ display: { xs: 'none', sm: 'table-cell' }, verticalAlign: 'top' }}
                    >
                      {r.note || '—'}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Box>
        )}

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <PointList
            title="Poin yang sudah disebut"
            items={feedback.covered}
            color="success"
            testId="sidang-covered"
          />
          <PointList
            title="Poin yang terlewat"
            items={feedback.missed}
            color="warning"
            testId="sidang-missed"
          />
        </Box>

        {(feedback.fillers || feedback.wpm !== null) && (
          <Box data-testid="sidang-voice-notes">
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              Cara berbicara
            </Typography>
            {feedback.fillers && (
              <Typography variant="body2">
                Kata pengisi: {feedback.fillers.total}
                {feedback.fillers.items.length > 0
                  ? ` (${feedback.fillers.items.map((i) => `${i.word} ×${i.count}`).join(', ')})`
                  : ''}
              </Typography>
            )}
            {feedback.wpm !== null && (
              <Typography variant="body2">
                Kecepatan bicara: {Math.round(feedback.wpm)} kata/menit ({paceNote(feedback.wpm)})
              </Typography>
            )}
          </Box>
        )}

        {feedback.comment && (
          <Box
            sx={{ bgcolor: 'background.default', borderRadius: 2, p: 1.5 }}
            data-testid="sidang-comment"
          >
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {feedback.source === 'llm' ? SIDANG_TEXTS.aiComment : SIDANG_TEXTS.comment}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
              {feedback.comment}
            </Typography>
          </Box>
        )}

        {feedback.citations.length > 0 && (
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              Kutipan dari skripsi Anda (sudah diperiksa)
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
              {feedback.citations.map((c, i) => {
                const where = sourceText({ chapter: c.chapter, section: '', page: c.page })
                return (
                  <Box
                    component="li"
                    key={i}
                    sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1.5 }}
                  >
                    <Typography variant="body2" component="blockquote" sx={{ m: 0 }}>
                      “{c.quote}”
                    </Typography>
                    {where && (
                      <Typography variant="caption" color="text.secondary">
                        {where}
                      </Typography>
                    )}
                  </Box>
                )
              })}
            </Box>
          </Box>
        )}

        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            endIcon={isLast ? <AssessmentOutlined /> : <ArrowForwardRounded />}
            onClick={onContinue}
          >
            {isLast ? SIDANG_TEXTS.report : SIDANG_TEXTS.next}
          </Button>
        </Box>
      </CardContent>
    </Card>
  )
}
