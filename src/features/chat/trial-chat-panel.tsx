import { useCallback, useEffect, useMemo, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { trialApi } from '@/data/chat/trial-api'
import type { ChatMode, TrialStatus } from '@/data/chat/types'
import { PURCHASE_URL } from '@/lib/links'
import { ChatPanel } from './components/chat-panel'
import { MODE_LABELS } from './components/mode-tabs'
import { MAX_TRIAL_DOCUMENT_CHARS } from '@/lib/thesis-documents/read-errors'
import { browserStorage } from './hooks/browser-storage'
import type { ChatBackend } from './hooks/use-chat-room'
import { useChatRoom } from './hooks/use-chat-room'
import { newId } from './logic/chat-message'
import {
  availableMode,
  loadTrialCredits,
  reconcileTrialCredits,
  saveTrialCredits,
  spendTrialCredit,
  trialUsedUp,
  withModeExhausted,
} from './logic/trial-credits'
import type { TrialCredits } from './logic/trial-credits'

export const TRIAL_TEXTS = {
  usedUp: 'Kredit uji coba Anda sudah habis.',
  buy: 'Beli Akses Penuh',
  modeEmpty: (mode: ChatMode) => `Kredit uji coba ${MODE_LABELS[mode]} sudah habis.`,
  documentReady: (name: string, words: number, pages: number) =>
    `Dokumen "${name}" sudah dibaca (${words.toLocaleString('id-ID')} kata${pages ? `, ${pages} halaman` : ''}). ` +
    'Silakan ajukan pertanyaan, misalnya "Bagaimana struktur bab skripsi saya?" atau "Apakah sitasi saya sudah ada di daftar pustaka?"',
} as const

/** Trial credits: localStorage per mode, reconciled with the server's count (the smaller wins). */
function useTrialCredits() {
  const storage = useMemo(() => browserStorage(), [])
  const [credits, setCredits] = useState<TrialCredits>(() =>
    storage ? loadTrialCredits(storage) : { story: 5, academic: 1 },
  )
  const update = useCallback(
    (next: (c: TrialCredits) => TrialCredits) => {
      setCredits((c) => {
        const value = next(c)
        if (storage) saveTrialCredits(storage, value)
        return value
      })
    },
    [storage],
  )
  useEffect(() => {
    let active = true
    trialApi.status().then(
      (server: TrialStatus) => {
        if (active) update((c) => reconcileTrialCredits(c, server))
      },
      () => undefined, // offline or server down: the local count stands
    )
    return () => {
      active = false
    }
  }, [update])
  return { credits, update }
}

/** The landing page's free trial chat (60vh): 5 Ruang Cerita and 1 Asisten Akademik messages. */
export default function TrialChatPanel() {
  const { credits, update } = useTrialCredits()
  // Until the visitor picks a tab or sends a message, the panel shows a mode that still has credits;
  // afterwards their mode stays (one that runs out stays on screen, disabled, so its last reply can be read).
  const [chosen, setChosen] = useState<ChatMode | null>(null)
  const mode = chosen ?? availableMode(credits, 'story')
  const [sessionId] = useState(() => newId('trial'))
  const backend = useMemo<ChatBackend>(
    () => ({
      maxDocumentChars: MAX_TRIAL_DOCUMENT_CHARS,
      async send(m, message, document) {
        setChosen(m)
        const res =
          m === 'story'
            ? await trialApi.sendStory({ message, sessionId })
            : await trialApi.sendAcademic({
                message,
                document: document?.text
                  ? { name: document.fileName, text: document.text }
                  : undefined,
              })
        update((c) => spendTrialCredit(c, m, res.remaining))
        return res
      },
      async prepareDocument({ file, text, pages, words }) {
        // The trial keeps the visitor's document in this page only; its text goes with the question.
        return {
          document: { fileName: file.name, text },
          summary: TRIAL_TEXTS.documentReady(file.name, words, pages),
        }
      },
      onSendFailure(m, failure) {
        if (failure.kind === 'trial-exhausted') update((c) => withModeExhausted(c, m))
      },
    }),
    [sessionId, update],
  )
  const room = useChatRoom(backend)
  const usedUp = trialUsedUp(credits)
  return (
    <ChatPanel
      room={room}
      mode={mode}
      onModeChange={setChosen}
      height="60vh"
      credits={credits}
      tabsDisabled={{ story: credits.story <= 0, academic: credits.academic <= 0 }}
      blockedReason={credits[mode] <= 0 ? TRIAL_TEXTS.modeEmpty(mode) : null}
      notice={
        usedUp ? (
          <Alert
            severity="warning"
            sx={{ m: 1, alignItems: 'center' }}
            action={
              <Button
                href={PURCHASE_URL}
                color="inherit"
                size="small"
                variant="outlined"
                sx={{ whiteSpace: 'nowrap' }}
              >
                {TRIAL_TEXTS.buy}
              </Button>
            }
          >
            <Box component="span" data-testid="trial-used-up">
              {TRIAL_TEXTS.usedUp}
            </Box>
          </Alert>
        ) : null
      }
    />
  )
}
