import { useState } from 'react'
import { useSession } from '@/data/auth'
import {
  answerSidangQuestion,
  deleteSidangSession,
  getSidangSession,
  startSidangSession,
  toSidangApiError,
} from '@/data/sidang'
import type { AnswerInput, SidangQuestion, StartInput } from '@/data/sidang'
import { useOnline } from '@/components/use-online'
import type { StartSettings } from '../components/start-panel'
import type { FeedbackScreen, Screen, SessionRef } from '../logic/screen'
import { useExaminerVoice } from './use-examiner-voice'
import { useSidangLists } from './use-sidang-lists'
import { useThesisUpload } from './use-thesis-upload'

interface CreditsRefusal {
  message: string
  credits: number | null
  price: number | null
}

function useCredits(): number {
  const credits = useSession((s) => (s.profile ?? s.user)?.credits)
  return typeof credits === 'number' && Number.isFinite(credits) ? credits : 0
}

/**
 * The state of the Simulasi Sidang room (docs/sidang.md): the screen shown, the past sessions and
 * the uploaded theses (useSidangLists), what is busy, the error and the credits refusal, with the
 * actions of the screens (start, answer, open, delete, upload, retry, continue, back to the list).
 */
export function useSidangRoom(userId: string) {
  const online = useOnline()
  const credits = useCredits()
  const voice = useExaminerVoice()
  const upload = useThesisUpload()
  const [screen, setScreen] = useState<Screen>({ kind: 'home' })
  const [busy, setBusy] = useState<null | 'start' | 'answer' | 'retry'>(null)
  const [busyId, setBusyId] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<CreditsRefusal | null>(null)
  const {
    list,
    setList,
    listError,
    documents,
    documentsError,
    selectedId,
    setSelectedId,
    loadList,
    loadDocuments,
  } = useSidangLists(userId, online)

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

  const retry = (session: SessionRef) => {
    void begin({ retryOf: session.id }, session.documentName, 'retry')
  }

  /** 'Lanjut' after the feedback: the next question, the report, or the session reloaded. */
  const proceed = (current: FeedbackScreen) => {
    setError(null)
    if (current.next) {
      setScreen({ kind: 'question', session: current.session, question: current.next })
    } else if (current.report) {
      setScreen({ kind: 'report', session: current.session, report: current.report })
    } else {
      void open(current.session.id)
    }
  }

  return {
    online,
    credits,
    voice,
    upload: upload.state,
    screen,
    list,
    listError,
    documents,
    documentsError,
    selectedId,
    setSelectedId,
    busy,
    busyId,
    error,
    dismissError: () => setError(null),
    refusal,
    closeRefusal: () => setRefusal(null),
    start,
    answer,
    open,
    remove,
    onUpload,
    goHome,
    retry,
    proceed,
  }
}
