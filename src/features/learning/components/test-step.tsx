import { useEffect, useMemo, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  completeMateri,
  saveReview,
  useMyReview,
  useSoal,
  type Materi,
  type Progress,
} from '@/data/local'
import { holdReload } from '@/lib/reload-guard'
import { emptyTestScore, sanitizeAnswers, scoreTest, type Answers } from '../logic/scoring'
import { clearDraft, loadDraft, saveDraft } from '../logic/test-draft'
import { notify } from '../notify'
import { Quiz } from './quiz'
import { ReviewForm } from './review-form'
import { AnswerReview, ScoreSummary, TestResult } from './test-result'

/** Visual pause before a finished pre-test moves on; the attempt is stored at once. */
export const PRETEST_ADVANCE_DELAY_MS = 2000

type Phase = 'quiz' | 'result' | 'done'

export interface TestStepProps {
  materi: Materi
  userId: string
  progress: Progress | null
  /** The attempt was stored: the player may enable 'COMPLETE LESSON'. */
  onSubmitted: () => void
  /** Go to the next step (pre-test after its result; an empty pre-test). */
  onAdvance: () => void
  /** The post-test is finished ('Selesai' / 'Lewati & Selesai'). */
  onFinish: () => void
}

function sameAnswers(a: Readonly<Answers>, b: Readonly<Answers>): boolean {
  const ka = Object.keys(a)
  return ka.length === Object.keys(b).length && ka.every((k) => a[k] === b[k])
}

/** A test while its questions load (also the player's while the database opens). */
export function TestLoading({ label }: { label: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <CircularProgress aria-label={`Memuat soal ${label}`} />
    </Box>
  )
}

export function TestStep({
  materi,
  userId,
  progress,
  onSubmitted,
  onAdvance,
  onFinish,
}: TestStepProps) {
  const kind = materi.type === 'posttest' ? 'posttest' : 'pretest'
  const label = kind === 'posttest' ? 'Post Test' : 'Pre Test'
  const soal = useSoal(materi.id)
  const questions = soal.data
  const complete = progress?.status === 'complete'
  const draft = useMemo(
    () => (soal.loading ? null : loadDraft(userId, materi.id, questions)),
    [soal.loading, userId, materi.id, questions],
  )
  const [phase, setPhase] = useState<Phase | null>(null)
  const [attempt, setAttempt] = useState<Answers | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [retakeKey, setRetakeKey] = useState(0)
  const effectivePhase: Phase = phase ?? (draft || !complete ? 'quiz' : 'done')

  const submit = async (answers: Answers) => {
    setSubmitting(true)
    try {
      await completeMateri({ materi_id: materi.id, answers })
      clearDraft(userId, materi.id)
      setAttempt(answers)
      setPhase('result')
      onSubmitted()
    } catch (error) {
      notify({
        title: 'Gagal menandai materi selesai',
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      })
    } finally {
      setSubmitting(false)
    }
  }

  // A finished pre-test shows its score for 2 s, then the next step opens.
  const advanceRef = useRef(onAdvance)
  useEffect(() => {
    advanceRef.current = onAdvance
  }, [onAdvance])
  useEffect(() => {
    if (kind !== 'pretest' || effectivePhase !== 'result') return
    const t = setTimeout(() => {
      notify({ title: 'Berhasil', description: 'Materi telah ditandai selesai' })
      advanceRef.current()
    }, PRETEST_ADVANCE_DELAY_MS)
    return () => clearTimeout(t)
  }, [kind, effectivePhase])

  // No app update reloads the page while the student is answering (src/lib/reload-guard.ts).
  const answering = !soal.loading && questions.length > 0 && effectivePhase === 'quiz'
  useEffect(() => (answering ? holdReload(label) : undefined), [answering, label])

  if (soal.loading) return <TestLoading label={label} />

  if (questions.length === 0) {
    const continueEmpty = async () => {
      try {
        await completeMateri({ materi_id: materi.id, answers: {} })
        onSubmitted()
        notify({ title: 'Berhasil', description: 'Materi telah ditandai selesai' })
        if (kind === 'pretest') onAdvance()
        else onFinish()
      } catch (error) {
        notify({
          title: 'Gagal menandai materi selesai',
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        })
      }
    }
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {materi.judul}
        </Typography>
        <Alert severity="info">
          <AlertTitle>
            {kind === 'posttest' ? 'Post Test Belum Tersedia' : 'Pre Test Belum Tersedia'}
          </AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Soal untuk {label.toLowerCase()} ini belum ditambahkan. Anda dapat melanjutkan
            {kind === 'posttest' ? ' dan menyelesaikan kelas ini.' : ' ke materi berikutnya.'}
          </Typography>
          <Button variant="contained" onClick={continueEmpty}>
            Lanjutkan
          </Button>
        </Alert>
      </Stack>
    )
  }

  const storedAnswers = sanitizeAnswers(questions, progress?.answers)
  const storedScore = complete ? (progress?.skor ?? 0) : null

  if (effectivePhase === 'quiz') {
    return (
      <Quiz
        key={`${materi.id}:${retakeKey}`}
        title={materi.judul}
        questions={questions}
        initial={retakeKey === 0 ? draft : null}
        submitting={submitting}
        onDraftChange={(d) => saveDraft(userId, materi.id, d)}
        onSubmit={(answers) => void submit(answers)}
        onIncomplete={() =>
          notify({
            title: 'Belum Lengkap',
            description: 'Mohon jawab semua soal sebelum submit',
            variant: 'destructive',
          })
        }
      />
    )
  }

  const retake = () => {
    clearDraft(userId, materi.id)
    setAttempt(null)
    setRetakeKey((k) => k + 1)
    setPhase('quiz')
  }

  if (effectivePhase === 'result' && attempt) {
    const attemptScore = scoreTest(questions, attempt, emptyTestScore(kind))
    // Once synced the stored row carries the server's grade of this very attempt.
    const isStored = complete && sameAnswers(storedAnswers, attempt)
    const score = isStored && storedScore !== null ? storedScore : attemptScore
    return (
      <Stack spacing={2}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          Hasil {materi.judul}
        </Typography>
        <TestResult
          kind={kind}
          score={score}
          questions={questions}
          answers={attempt}
          bestScore={isStored ? null : storedScore}
        >
          {kind === 'pretest' ? (
            <Alert severity="success" role="status">
              Hasil pre-test tersimpan. Melanjutkan ke materi berikutnya...
            </Alert>
          ) : (
            <PostTestReview materiId={materi.id} signedIn={Boolean(userId)} onFinish={onFinish} />
          )}
        </TestResult>
      </Stack>
    )
  }

  // A test completed earlier: its stored score (the server's after sync), its answers, a retake.
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {materi.judul}
      </Typography>
      <Alert severity="success">Anda sudah menyelesaikan {label.toLowerCase()} ini.</Alert>
      <ScoreSummary
        kind={kind}
        score={storedScore ?? 0}
        correct={questions.filter((q) => storedAnswers[q.id] === q.jawaban_benar).length}
        total={questions.length}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={retake}>
          Ulangi Test
        </Button>
      </Box>
      {Object.keys(storedAnswers).length > 0 && (
        <details>
          <summary style={{ cursor: 'pointer' }}>Lihat Review Jawaban</summary>
          <Box sx={{ mt: 1 }}>
            <AnswerReview questions={questions} answers={storedAnswers} />
          </Box>
        </details>
      )}
      {kind === 'posttest' && (
        <PostTestReview materiId={materi.id} signedIn={Boolean(userId)} onFinish={onFinish} />
      )}
    </Stack>
  )
}

function PostTestReview({
  materiId,
  signedIn,
  onFinish,
}: {
  materiId: string
  signedIn: boolean
  onFinish: () => void
}) {
  const review = useMyReview(materiId)
  const [saving, setSaving] = useState(false)
  if (review.loading) return null
  const existing = review.data
  return (
    <Box sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <ReviewForm
        key={existing ? 'edit' : 'new'}
        initial={existing}
        signedIn={signedIn}
        saving={saving}
        submitLabel="Selesai"
        onInvalid={(e) =>
          notify({ title: e.title, description: e.description, variant: 'destructive' })
        }
        onSubmit={async (values) => {
          setSaving(true)
          try {
            await saveReview({ materi_id: materiId, ...values })
            notify({
              title: existing ? 'Review berhasil diperbarui' : 'Review berhasil ditambahkan',
              description: 'Terima kasih! Review Anda telah disimpan',
            })
            onFinish()
          } catch (error) {
            notify({
              title: 'Gagal menyimpan review',
              description: error instanceof Error ? error.message : undefined,
              variant: 'destructive',
            })
          } finally {
            setSaving(false)
          }
        }}
        actions={
          <Button onClick={onFinish} disabled={saving}>
            Lewati &amp; Selesai
          </Button>
        }
      />
    </Box>
  )
}
