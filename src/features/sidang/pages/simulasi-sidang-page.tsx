import { useCallback, useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded'
import { selectUserId, useSession } from '@/data/auth'
import {
  answerSidangQuestion,
  deleteSidangSession,
  getSidangSession,
  listSidangSessions,
  listThesisDocuments,
  startSidangSession,
  toSidangApiError,
} from '@/data/sidang'
import type {
  AnswerInput,
  SidangFeedback,
  SidangQuestion,
  SidangReport,
  SidangSessionList,
  StartInput,
  ThesisDocumentRow,
} from '@/data/sidang'
import { usePageMeta } from '@/components/page-meta'
import { useOnline } from '@/components/use-online'
import { CreditsDialog } from '../components/credits-dialog'
import { FeedbackView } from '../components/feedback-view'
import { PastSessions } from '../components/past-sessions'
import { QuestionPanel } from '../components/question-panel'
import { ReportView } from '../components/report-view'
import type { StartSettings } from '../components/start-panel'
import { StartPanel } from '../components/start-panel'
import { useExaminerVoice } from '../hooks/use-examiner-voice'
import { useThesisUpload } from '../hooks/use-thesis-upload'
import { visuallyHidden } from '../components/visually-hidden'
import { SIDANG_TEXTS, questionPosition } from '../logic/texts'

interface SessionRef {
  id: string
  documentName: string
}

type Screen =
  | { kind: 'home' }
  | { kind: 'question'; session: SessionRef; question: SidangQuestion }
  | {
      kind: 'feedback'
      session: SessionRef
      question: SidangQuestion
      feedback: SidangFeedback
      next: SidangQuestion | null
      report: SidangReport | null
    }
  | { kind: 'report'; session: SessionRef; report: SidangReport }

/** What screen readers hear when the screen changes (a live region that stays mounted). */
export function announcement(screen: Screen): string {
  switch (screen.kind) {
    case 'question':
      return `${questionPosition(screen.question.index, screen.question.total)}${
        screen.question.followUp ? ` (${SIDANG_TEXTS.followUp.toLowerCase()})` : ''
      }: ${screen.question.text}`
    case 'feedback':
      return `Masukan: skor jawaban ${screen.feedback.score} dari 100.`
    case 'report':
      return `Laporan simulasi: skor keseluruhan ${screen.report.overall} dari 100.`
    default:
      return ''
  }
}

interface CreditsRefusal {
  message: string
  credits: number | null
  price: number | null
}

function useCredits(): number {
  const credits = useSession((s) => (s.profile ?? s.user)?.credits)
  return typeof credits === 'number' && Number.isFinite(credits) ? credits : 0
}

function SidangRoom({ userId }: { userId: string }) {
  const online = useOnline()
  const credits = useCredits()
  const voice = useExaminerVoice()
  const upload = useThesisUpload()
  const [screen, setScreen] = useState<Screen>({ kind: 'home' })
  const [list, setList] = useState<SidangSessionList | null>(null)
  const [listError, setListError] = useState<string | null>(null)
  const [documents, setDocuments] = useState<ThesisDocumentRow[] | null>(null)
  const [documentsError, setDocumentsError] = useState<string | null>(null)
  const [selectedId, setSelectedId] = useState('')
  const [busy, setBusy] = useState<null | 'start' | 'answer' | 'retry'>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<CreditsRefusal | null>(null)
  const live = useRef(true)
  useEffect(
    () => () => {
      live.current = false
    },
    [],
  )

  const loadList = useCallback(async () => {
    try {
      const result = await listSidangSessions()
      if (!live.current) return
      setList(result)
      setListError(null)
    } catch (e) {
      if (live.current) setListError(toSidangApiError(e).message)
    }
  }, [])

  const loadDocuments = useCallback(
    async (select?: string) => {
      try {
        const rows = await listThesisDocuments(userId)
        if (!live.current) return
        setDocuments(rows)
        setDocumentsError(null)
        setSelectedId((current) => {
          if (select && rows.some((r) => r.id === select)) return select
          if (current && rows.some((r) => r.id === current)) return current
          return rows[0]?.id ?? ''
        })
      } catch (e) {
        if (live.current) setDocumentsError(toSidangApiError(e).message)
      }
    },
    [userId],
  )

  // Load (and reload once the network is back).
  useEffect(() => {
    if (!online) return
    void loadList()
    void loadDocuments()
  }, [online, loadList, loadDocuments])

  const fail = (e: unknown) => {
    const err = toSidangApiError(e)
    if (err.code === 'INSUFFICIENT_CREDITS' || err.status === 402) {
      setRefusal({
        message: err.message,
        credits: err.credits,
        price: err.price ?? list?.price ?? null,
      })
      return
    }
    setError(err.message)
  }

  const begin = async (input: StartInput, documentName: string, kind: 'start' | 'retry') => {
    if (busy) return
    setBusy(kind)
    setError(null)
    try {
      const started = await startSidangSession(input)
      setScreen({
        kind: 'question',
        session: { id: started.id, documentName },
        question: started.question,
      })
      void loadList()
    } catch (e) {
      fail(e)
    } finally {
      setBusy(null)
    }
  }

  const start = (settings: StartSettings) => {
    const name = documents?.find((d) => d.id === settings.documentId)?.fileName ?? ''
    void begin(settings, name, 'start')
  }

  const answer = async (session: SessionRef, question: SidangQuestion, input: AnswerInput) => {
    if (busy) return
    setBusy('answer')
    setError(null)
    try {
      const result = await answerSidangQuestion(session.id, input)
      setScreen({ kind: 'feedback', session, question, ...result })
      if (!result.next) void loadList()
    } catch (e) {
      const err = toSidangApiError(e)
      if (err.code === 'SESSION_FINISHED' || err.code === 'SESSION_NOT_FOUND') {
        setScreen({ kind: 'home' })
        void loadList()
      } else if (err.code === 'SESSION_CHANGED') {
        // Answered elsewhere (another tab): pick the session up where it now is.
        await open(session.id)
      }
      setError(err.message)
    } finally {
      setBusy(null)
    }
  }

  const open = async (id: string) => {
    if (busyId) return
    setBusyId(id)
    setError(null)
    try {
      const s = await getSidangSession(id)
      const ref = { id: s.id, documentName: s.documentName }
      if (s.status === 'active' && s.current) {
        setScreen({ kind: 'question', session: ref, question: s.current })
      } else if (s.report) {
        setScreen({ kind: 'report', session: ref, report: s.report })
      } else {
        setError('Sesi ini belum memiliki laporan.')
      }
      window.scrollTo?.({ top: 0 })
    } catch (e) {
      setError(toSidangApiError(e).message)
    } finally {
      setBusyId(null)
    }
  }

  const remove = async (id: string): Promise<boolean> => {
    setBusyId(id)
    setError(null)
    try {
      await deleteSidangSession(id)
      setList((l) => (l ? { ...l, items: l.items.filter((s) => s.id !== id) } : l))
      setScreen((s) => (s.kind !== 'home' && s.session.id === id ? { kind: 'home' } : s))
      return true
    } catch (e) {
      setError(toSidangApiError(e).message)
      return false
    } finally {
      setBusyId(null)
    }
  }

  const onUpload = async (file: File) => {
    const uploaded = await upload.upload(file)
    if (uploaded) await loadDocuments(uploaded.documentId)
  }

  const goHome = () => {
    voice.cancel()
    setError(null)
    setScreen({ kind: 'home' })
    if (online) void loadList()
  }

  const price = list?.price ?? null
  const history = (
    <PastSessions
      items={list?.items ?? null}
      error={listError}
      busyId={busyId}
      onOpen={(id) => void open(id)}
      onDelete={remove}
    />
  )

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!online && (
        <Alert severity="warning" role="alert" data-testid="sidang-offline">
          {SIDANG_TEXTS.offline}
        </Alert>
      )}
      {error && (
        <Alert
          severity="error"
          role="alert"
          onClose={() => setError(null)}
          data-testid="sidang-error"
        >
          {error}
        </Alert>
      )}

      {screen.kind !== 'home' && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <Button size="small" startIcon={<ArrowBackRounded />} onClick={goHome}>
            Daftar sesi
          </Button>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ minWidth: 0 }}
            title={screen.session.documentName}
          >
            {screen.session.documentName}
          </Typography>
        </Box>
      )}

      {screen.kind === 'home' && (
        <>
          <StartPanel
            documents={documents}
            documentsError={documentsError}
            selectedId={selectedId}
            onSelect={setSelectedId}
            upload={upload.state}
            onUpload={(file) => void onUpload(file)}
            price={price}
            credits={credits}
            starting={busy === 'start'}
            disabled={!online}
            onStart={start}
          />
          {history}
        </>
      )}

      {screen.kind === 'question' && (
        <QuestionPanel
          key={`${screen.session.id}:${screen.question.index}`}
          question={screen.question}
          voice={voice}
          sending={busy === 'answer'}
          blocked={!online}
          error={null}
          onSubmit={(input) => void answer(screen.session, screen.question, input)}
        />
      )}

      {screen.kind === 'feedback' && (
        <FeedbackView
          feedback={screen.feedback}
          question={screen.question}
          isLast={!screen.next}
          onContinue={() => {
            setError(null)
            if (screen.next) {
              setScreen({ kind: 'question', session: screen.session, question: screen.next })
            } else if (screen.report) {
              setScreen({ kind: 'report', session: screen.session, report: screen.report })
            } else {
              void open(screen.session.id)
            }
          }}
        />
      )}

      {screen.kind === 'report' && (
        <>
          <ReportView
            report={screen.report}
            documentName={screen.session.documentName}
            price={price}
            retrying={busy === 'retry'}
            disabled={!online}
            onRetry={() =>
              void begin({ retryOf: screen.session.id }, screen.session.documentName, 'retry')
            }
            onBack={goHome}
          />
          {history}
        </>
      )}

      <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
        {announcement(screen)}
      </Box>

      <CreditsDialog
        open={refusal !== null}
        message={refusal?.message ?? ''}
        credits={refusal?.credits ?? null}
        price={refusal?.price ?? null}
        onClose={() => setRefusal(null)}
      />
    </Box>
  )
}

/** /dashboard/simulasi-sidang: the defence rehearsal (docs/sidang.md). */
export default function SimulasiSidangPage() {
  usePageMeta({
    title: SIDANG_TEXTS.title,
    description: 'Latihan sidang skripsi bersama penguji yang sudah membaca skripsi Anda.',
    noIndex: true,
  })
  const userId = useSession(selectUserId)
  return (
    <Box sx={{ maxWidth: 860, mx: 'auto', display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Typography variant="h2" component="h1">
          {SIDANG_TEXTS.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {SIDANG_TEXTS.intro}
        </Typography>
      </Box>
      {userId && <SidangRoom key={userId} userId={userId} />}
    </Box>
  )
}
