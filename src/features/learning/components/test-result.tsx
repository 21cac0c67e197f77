import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CancelIcon from '@mui/icons-material/Cancel'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents'
import { CHOICES, countCorrect, isPassed, scoreTier, type Answers } from '../logic/scoring'
import { choiceText, type QuizQuestion } from './quiz'

export function ScoreSummary({
  kind,
  score,
  correct,
  total,
}: {
  kind: 'pretest' | 'posttest'
  score: number
  correct: number
  total: number
}) {
  const tier = scoreTier(score)
  const passed = isPassed(score)
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }} data-testid="test-score">
      {kind === 'posttest' && (
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, color: passed ? 'success.main' : 'warning.main' }}
        >
          {tier.label}
        </Typography>
      )}
      {kind === 'posttest' && tier.badge && (
        <Chip
          icon={<EmojiEventsIcon />}
          label="Perfect Score"
          color="warning"
          sx={{ mt: 1 }}
          data-testid="perfect-badge"
        />
      )}
      <Typography
        variant="h2"
        component="p"
        sx={{ fontWeight: 800, my: 1 }}
        aria-label={`Skor ${score}`}
      >
        {score}
      </Typography>
      <Typography color="text.secondary">
        Skor Anda: {score} dari 100{total > 0 ? ` (${correct} dari ${total} jawaban benar)` : ''}
      </Typography>
      <Typography sx={{ mt: 1 }} color={passed ? 'success.main' : 'text.secondary'}>
        {passed
          ? 'Selamat! Anda telah menguasai materi ini dengan baik.'
          : kind === 'pretest'
            ? 'Tidak apa-apa, materi berikutnya akan membantu Anda memahami topik ini.'
            : 'Pelajari kembali materi yang belum dikuasai dan coba lagi.'}
      </Typography>
    </Paper>
  )
}

export function AnswerReview({
  questions,
  answers,
}: {
  questions: readonly QuizQuestion[]
  answers: Readonly<Answers>
}) {
  return (
    <Stack
      spacing={1.5}
      component="ol"
      sx={{ pl: 0, listStyle: 'none', m: 0 }}
      aria-label="Review jawaban"
    >
      {questions.map((q, i) => {
        const given = answers[q.id]
        const right = q.jawaban_benar.trim().toLowerCase()
        const ok = given === right
        return (
          <Paper component="li" key={q.id} variant="outlined" sx={{ p: 2 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
              {ok ? (
                <CheckCircleIcon color="success" aria-label="Benar" />
              ) : (
                <CancelIcon color="error" aria-label="Salah" />
              )}
              <Typography sx={{ fontWeight: 600 }}>
                {i + 1}. {q.pertanyaan}
              </Typography>
            </Box>
            <Stack spacing={0.5} sx={{ mt: 1, pl: 4 }}>
              {CHOICES.map((c) => (
                <Typography
                  key={c}
                  variant="body2"
                  sx={{
                    color:
                      c === right ? 'success.main' : c === given ? 'error.main' : 'text.secondary',
                    fontWeight: c === right || c === given ? 600 : 400,
                  }}
                >
                  {c.toUpperCase()}. {choiceText(q, c)}
                  {c === given ? ' (jawaban Anda)' : ''}
                  {c === right ? ' ✓' : ''}
                </Typography>
              ))}
              {!given && (
                <Typography variant="body2" color="error.main">
                  Tidak dijawab
                </Typography>
              )}
            </Stack>
          </Paper>
        )
      })}
    </Stack>
  )
}

export interface TestResultProps {
  kind: 'pretest' | 'posttest'
  score: number
  questions: readonly QuizQuestion[]
  answers: Readonly<Answers>
  /** The best stored score when it differs from this attempt. */
  bestScore?: number | null
  children?: React.ReactNode
}

export function TestResult({
  kind,
  score,
  questions,
  answers,
  bestScore,
  children,
}: TestResultProps) {
  const [showReview, setShowReview] = useState(false)
  return (
    <Stack spacing={2}>
      <ScoreSummary
        kind={kind}
        score={score}
        correct={countCorrect(questions, answers)}
        total={questions.length}
      />
      {bestScore !== null && bestScore !== undefined && bestScore !== score && (
        <Alert severity="info">Nilai terbaik Anda yang tersimpan: {bestScore}</Alert>
      )}
      {questions.length > 0 && (
        <Box>
          <Button
            variant="outlined"
            onClick={() => setShowReview((v) => !v)}
            aria-expanded={showReview}
          >
            {showReview ? 'Sembunyikan Review Jawaban' : 'Lihat Review Jawaban'}
          </Button>
        </Box>
      )}
      {showReview && <AnswerReview questions={questions} answers={answers} />}
      {children}
    </Stack>
  )
}
