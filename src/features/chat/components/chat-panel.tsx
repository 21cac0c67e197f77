import type { ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import type { ChatMode } from '@/data/chat/types'
import type { ChatRoom } from '../hooks/use-chat-room'
import { CHAT_TEXTS } from '../logic/error-mapping'
import { ChatComposer } from './chat-composer'
import { MessageList } from './message-list'
import { ModeTabs } from './mode-tabs'
import { MODE_LABELS } from './mode-tabs'
import { UploadControl } from './upload-control'

export const MODE_INTROS: Record<ChatMode, string> = {
  story:
    'Halo! Ini Ruang Cerita. Ceritakan apa saja tentang perjalanan skripsimu, entah lelah, bingung, atau butuh semangat. Aku siap mendengarkan.',
  academic:
    'Halo! Ini Asisten Akademik. Upload skripsi kamu (PDF atau DOCX), lalu tanyakan struktur bab, sitasi dan daftar pustaka, atau isi bagian tertentu.',
}

interface Props {
  room: ChatRoom
  mode: ChatMode
  onModeChange(mode: ChatMode): void
  /** Panel height (the landing page's trial uses 60vh). */
  height: string | Record<string, string>
  header?: ReactNode
  /** A notice under the tabs (e.g. trial credits used up). */
  notice?: ReactNode
  tabsDisabled?: Partial<Record<ChatMode, boolean>>
  credits?: Record<ChatMode, number>
  /** Why the active mode cannot send at all (e.g. no trial credits left); disables the input. */
  blockedReason?: string | null
}

/** The chat shared by the dashboard chatbot and the landing page's trial. */
export function ChatPanel({
  room,
  mode,
  onModeChange,
  height,
  header,
  notice,
  tabsDisabled,
  credits,
  blockedReason,
}: Props) {
  const needsDocument = mode === 'academic' && !room.document
  const blocked = Boolean(blockedReason)
  const processing = room.upload.status === 'processing'
  return (
    <Paper
      variant="outlined"
      sx={{
        height,
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: 3,
        minHeight: 320,
      }}
    >
      {header}
      <ModeTabs mode={mode} onChange={onModeChange} disabled={tabsDisabled} credits={credits} />
      {notice}
      <MessageList
        messages={room.messages[mode]}
        typing={room.pending[mode]}
        step={room.progress[mode]}
        intro={MODE_INTROS[mode]}
        label={`Percakapan ${MODE_LABELS[mode]}`}
      />
      {mode === 'academic' && (
        <UploadControl
          document={room.document}
          upload={room.upload}
          disabled={blocked}
          onFile={(f) => void room.chooseFile(f)}
        />
      )}
      {needsDocument && !blocked && !processing && (
        <Alert severity="info" sx={{ mx: { xs: 1, sm: 1.5 }, mt: 1, py: 0 }}>
          {CHAT_TEXTS.documentRequired}
        </Alert>
      )}
      {blocked && (
        <Alert severity="warning" sx={{ mx: { xs: 1, sm: 1.5 }, mt: 1, py: 0 }}>
          {blockedReason}
        </Alert>
      )}
      <ChatComposer
        value={room.drafts[mode]}
        onChange={(v) => room.setDraft(mode, v)}
        onSend={() => void room.send(mode)}
        disabled={blocked || needsDocument}
        busy={room.pending[mode] || processing}
        error={room.inputError[mode]}
        placeholder={
          needsDocument
            ? CHAT_TEXTS.documentRequired
            : mode === 'story'
              ? 'Ceritakan apa yang kamu rasakan...'
              : 'Tanyakan tentang skripsimu...'
        }
      />
    </Paper>
  )
}
