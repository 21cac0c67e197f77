import { useCallback, useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import CircularProgress from '@mui/material/CircularProgress'
import IconButton from '@mui/material/IconButton'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import MicRounded from '@mui/icons-material/MicRounded'
import ReplayRounded from '@mui/icons-material/ReplayRounded'
import SendRounded from '@mui/icons-material/SendRounded'
import StopRounded from '@mui/icons-material/StopRounded'
import TimerOutlined from '@mui/icons-material/TimerOutlined'
import VolumeOffRounded from '@mui/icons-material/VolumeOffRounded'
import VolumeUpRounded from '@mui/icons-material/VolumeUpRounded'
import { SIDANG_MAX_ANSWER_CHARS, type AnswerInput, type SidangQuestion } from '@/data/sidang'
import type { ExaminerVoice } from '../hooks/use-examiner-voice'
import { useElapsed } from '../hooks/use-elapsed'
import { useVoiceInput } from '../hooks/use-voice-input'
import { SIDANG_TEXTS, appendTranscript, questionPosition, sourceText } from '../logic/texts'
import { elapsedLabel, formatElapsed, isOverSoftLimit } from '../logic/timer'
import { RECOGNITION_TEXTS } from '../speech/recognition'
import type { RecognitionCtor } from '../speech/recognition'

interface Props {
  question: SidangQuestion
  voice: ExaminerVoice
  sending: boolean
  /** Sending is not possible now (offline); the answer can still be written. */
  blocked?: boolean
  /** The route's refusal of the last answer (Indonesian), if any. */
  error: string | null
  onSubmit(input: AnswerInput): void
  /** Tests pass a fake SpeechRecognition (null = unsupported); the browser's by default. */
  recognition?: RecognitionCtor | null
}

/**
 * One examiner question: read aloud (unless muted or no Indonesian voice), answered by typing or by
 * voice (the transcript lands in the editable box before sending), with the time taken.
 * Mount it with `key` = the question's index, so each question starts afresh.
 */
export function QuestionPanel({
  question,
  voice,
  sending,
  blocked = false,
  error,
  onSubmit,
  recognition,
}: Props) {
  const [draft, setDraft] = useState('')
  const [usedVoice, setUsedVoice] = useState(false)
  const [startedAt] = useState(() => Date.now())
  const elapsed = useElapsed(startedAt, !sending)
  const over = isOverSoftLimit(elapsed)
  const onFinal = useCallback((text: string) => {
    setDraft((d) => appendTranscript(d, text))
    setUsedVoice(true)
  }, [])
  const mic = useVoiceInput(onFinal, recognition)
  const { speak, cancel, available, muted } = voice
  const headingRef = useRef<HTMLHeadingElement>(null)

  // Each new question is read aloud once (and again when the voice becomes available or is unmuted).
  useEffect(() => {
    if (available && !muted) speak(question.text)
    return () => cancel()
  }, [question.text, available, muted, speak, cancel])

  useEffect(() => {
    headingRef.current?.focus()
  }, [question.index])

  const answer = (mic.listening ? appendTranscript(draft, mic.interim) : draft).trim()
  const submit = () => {
    if (!answer || sending || blocked) return
    const fromVoice = usedVoice || (mic.listening && mic.interim.trim() !== '')
    if (mic.listening) mic.abort()
    cancel()
    onSubmit({ answer, mode: fromVoice ? 'voice' : 'text', durationMs: Date.now() - startedAt })
  }
  const where = sourceText(question)
  const position = questionPosition(question.index, question.total)

  return (
    <Card component="section" aria-labelledby="sidang-question-title">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            id="sidang-question-title"
            ref={headingRef}
            tabIndex={-1}
            variant="h6"
            component="h2"
            sx={{ outline: 'none', mr: 'auto' }}
          >
            {position}
          </Typography>
          {question.followUp && (
            <Chip label={SIDANG_TEXTS.followUp} color="warning" size="small" variant="outlined" />
          )}
          {available && (
            <>
              <Tooltip title="Dengarkan pertanyaan lagi">
                <span>
                  <IconButton
                    aria-label="Dengarkan pertanyaan lagi"
                    disabled={muted}
                    onClick={() => speak(question.text)}
                  >
                    <ReplayRounded />
                  </IconButton>
                </span>
              </Tooltip>
              <IconButton
                aria-label="Bisukan suara penguji"
                aria-pressed={muted}
                onClick={() => voice.setMuted(!muted)}
              >
                {muted ? <VolumeOffRounded /> : <VolumeUpRounded />}
              </IconButton>
            </>
          )}
        </Box>

        <Box>
          <Typography
            component="p"
            sx={{ fontSize: { xs: 18, sm: 20 }, fontWeight: 600, lineHeight: 1.4 }}
            data-testid="sidang-question"
          >
            {question.text}
          </Typography>
          {where && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Dari bagian: {where}
            </Typography>
          )}
        </Box>
        {!available && (
          <Typography variant="caption" color="text.secondary">
            Suara penguji bahasa Indonesia tidak tersedia di perangkat ini; pertanyaan hanya
            ditampilkan.
          </Typography>
        )}

        <TextField
          label="Jawaban Anda"
          multiline
          minRows={4}
          maxRows={14}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={sending}
          slotProps={{ htmlInput: { maxLength: SIDANG_MAX_ANSWER_CHARS } }}
        />
        {mic.listening && (
          <Typography variant="body2" color="text.secondary" data-testid="sidang-interim">
            Mendengarkan{mic.interim ? `: ${mic.interim}` : '...'}
          </Typography>
        )}
        {!mic.supported && (
          <Alert severity="info" data-testid="sidang-voice-unsupported">
            {RECOGNITION_TEXTS.unsupported}
          </Alert>
        )}
        {mic.error && (
          <Alert severity="warning" role="alert">
            {mic.error}
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        )}

        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
            justifyContent: 'space-between',
          }}
        >
          <Box
            role="timer"
            aria-label={elapsedLabel(elapsed)}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.5,
              color: over ? 'warning.dark' : 'text.secondary',
              fontWeight: over ? 700 : 500,
            }}
            data-testid="sidang-timer"
            data-over={over ? 'true' : 'false'}
          >
            <TimerOutlined fontSize="small" aria-hidden />
            <span aria-hidden>{formatElapsed(elapsed)}</span>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', ml: 'auto' }}>
            {mic.supported && (
              <Button
                variant="outlined"
                color={mic.listening ? 'error' : 'primary'}
                startIcon={mic.listening ? <StopRounded /> : <MicRounded />}
                disabled={sending}
                onClick={() => {
                  if (mic.listening) mic.stop()
                  else {
                    cancel()
                    mic.start()
                  }
                }}
              >
                {mic.listening ? 'Berhenti merekam' : 'Jawab dengan suara'}
              </Button>
            )}
            <Button
              variant="contained"
              startIcon={sending ? <CircularProgress size={18} color="inherit" /> : <SendRounded />}
              disabled={!answer || sending || blocked}
              onClick={submit}
            >
              {sending ? 'Menilai jawaban...' : 'Kirim jawaban'}
            </Button>
          </Box>
        </Box>
        {over && (
          <Typography variant="body2" color="warning.dark" data-testid="sidang-over-limit">
            Sudah lebih dari 2 menit. Jawaban sidang sebaiknya ringkas; tetap boleh dilanjutkan.
          </Typography>
        )}
      </CardContent>
    </Card>
  )
}
