import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import ArrowForwardIcon from '@mui/icons-material/ArrowForward'
import { allAnswered, CHOICES, isChoice, type Answers, type Choice } from '../logic/scoring'
import type { TestDraft } from '../logic/test-draft'

export interface QuizQuestion {
  id: string
  pertanyaan: string
  pilihan_a: string
  pilihan_b: string
  pilihan_c: string
  pilihan_d: string
  jawaban_benar: string
}

export function choiceText(q: QuizQuestion, c: Choice): string {
  return { a: q.pilihan_a, b: q.pilihan_b, c: q.pilihan_c, d: q.pilihan_d }[c]
}

export interface QuizProps {
  title: string
  questions: readonly QuizQuestion[]
  initial?: TestDraft | null
  submitting?: boolean
  onDraftChange?: (draft: TestDraft) => void
  onSubmit: (answers: Answers) => void
  /** Submit was pressed with unanswered questions ('Belum Lengkap'). */
  onIncomplete: () => void
}

/** One question at a time, with navigation, a progress bar and a guard against unanswered questions. */
export function Quiz({
  title,
  questions,
  initial,
  submitting,
  onDraftChange,
  onSubmit,
  onIncomplete,
}: QuizProps) {
  const [answers, setAnswers] = useState<Answers>(() => ({ ...(initial?.answers ?? {}) }))
  const [index, setIndex] = useState(() =>
    Math.min(initial?.index ?? 0, Math.max(0, questions.length - 1)),
  )
  const question = questions[index]
  const total = questions.length
  const answeredCount = questions.filter((q) => isChoice(answers[q.id])).length
  const last = index === total - 1
  const current = question ? answers[question.id] : undefined

  const update = (nextAnswers: Answers, nextIndex: number) => {
    setAnswers(nextAnswers)
    setIndex(nextIndex)
    onDraftChange?.({ answers: nextAnswers, index: nextIndex })
  }

  const submit = () => {
    if (!allAnswered(questions, answers)) {
      onIncomplete()
      return
    }
    onSubmit(answers)
  }

  if (!question) return null

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Soal {index + 1} dari {total}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {answeredCount}/{total} terjawab
          </Typography>
        </Box>
        <LinearProgress
          variant="determinate"
          value={((index + 1) / total) * 100}
          sx={{ mt: 1, height: 8, borderRadius: 4 }}
          aria-label="Progres soal"
        />
      </Box>

      <Box
        component="nav"
        aria-label="Nomor soal"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      >
        {questions.map((q, i) => (
          <Button
            key={q.id}
            size="small"
            variant={i === index ? 'contained' : isChoice(answers[q.id]) ? 'outlined' : 'text'}
            color={isChoice(answers[q.id]) || i === index ? 'primary' : 'inherit'}
            onClick={() => update(answers, i)}
            aria-label={`Soal ${i + 1}`}
            aria-current={i === index ? 'step' : undefined}
            sx={{ minWidth: 36, px: 0 }}
          >
            {i + 1}
          </Button>
        ))}
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id={`soal-${question.id}`}
          sx={{ fontWeight: 600, mb: 2, whiteSpace: 'pre-line' }}
        >
          {question.pertanyaan}
        </Typography>
        <RadioGroup
          aria-labelledby={`soal-${question.id}`}
          value={current ?? ''}
          onChange={(e) => {
            const value = e.target.value
            if (isChoice(value)) update({ ...answers, [question.id]: value }, index)
          }}
        >
          {CHOICES.map((c) => (
            <FormControlLabel
              key={c}
              value={c}
              control={<Radio />}
              label={`${c.toUpperCase()}. ${choiceText(question, c)}`}
              sx={{
                m: 0,
                mb: 1,
                border: 1,
                borderColor: current === c ? 'primary.main' : 'divider',
                borderRadius: 1,
                pr: 1,
                bgcolor: current === c ? 'action.selected' : 'transparent',
              }}
            />
          ))}
        </RadioGroup>
      </Paper>

      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Button
          startIcon={<ArrowBackIcon />}
          disabled={index === 0}
          onClick={() => update(answers, index - 1)}
        >
          Sebelumnya
        </Button>
        {last ? (
          <Button variant="contained" onClick={submit} disabled={submitting}>
            Submit
          </Button>
        ) : (
          <Button
            variant="contained"
            endIcon={<ArrowForwardIcon />}
            disabled={!current}
            onClick={() => update(answers, index + 1)}
          >
            Selanjutnya
          </Button>
        )}
      </Box>
    </Stack>
  )
}
