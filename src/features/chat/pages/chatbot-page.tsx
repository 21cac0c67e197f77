import { useMemo, useState } from 'react'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import { selectUserId, useSession } from '@/data/auth'
import {
  parseThesisAnalysis,
  sendAcademicMessage,
  sendStoryMessage,
  uploadThesisDocument,
} from '@/data/chat'
import type { ChatMode } from '@/data/chat'
import { usePageMeta } from '@/components/page-meta'
import { useOnline } from '@/components/use-online'
import { ChatPanel } from '../components/chat-panel'
import { MAX_DOCUMENT_CHARS } from '@/lib/thesis-documents/read-errors'
import { localRoomStorage } from '../hooks/local-room-storage'
import type { ChatBackend } from '../hooks/use-chat-room'
import { useChatRoom } from '../hooks/use-chat-room'
import { newId } from '../logic/chat-message'

function ChatHeader() {
  const online = useOnline()
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1.5, sm: 2 },
        py: 1.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ position: 'relative' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }} aria-hidden>
          <SmartToyOutlined />
        </Avatar>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            right: -1,
            bottom: -1,
            width: 12,
            height: 12,
            borderRadius: '50%',
            border: '2px solid #fff',
            bgcolor: online ? 'success.main' : 'grey.400',
          }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          variant="h6"
          component="h1"
          sx={{ fontSize: { xs: 17, sm: 20 }, lineHeight: 1.2 }}
        >
          Asisten Skripsi AI
        </Typography>
        <Typography
          variant="caption"
          color={online ? 'success.main' : 'text.secondary'}
          data-testid="chat-online"
        >
          {online ? 'Online' : 'Offline'}
        </Typography>
      </Box>
    </Box>
  )
}

function ChatbotRoom({ userId }: { userId: string }) {
  // A chat session id per page load.
  const [sessionId] = useState(() => newId('sesi'))
  const [mode, setMode] = useState<ChatMode>('story')
  const storage = useMemo(() => localRoomStorage(userId), [userId])
  const backend = useMemo<ChatBackend>(
    () => ({
      maxDocumentChars: MAX_DOCUMENT_CHARS,
      send(m, message, document, history) {
        if (m === 'story') return sendStoryMessage({ message, sessionId, history })
        return sendAcademicMessage({ message, documentId: document?.documentId ?? '' })
      },
      async prepareDocument({ file, text, pages }) {
        const uploaded = await uploadThesisDocument({ file, text, pages })
        const analysis = parseThesisAnalysis(uploaded.analysis)
        return {
          document: {
            documentId: uploaded.documentId,
            fileName: uploaded.fileName || file.name,
            ...(analysis ? { analysis } : {}),
          },
          summary: uploaded.summary,
        }
      },
    }),
    [sessionId],
  )
  const room = useChatRoom(backend, storage)
  return (
    <ChatPanel
      room={room}
      mode={mode}
      onModeChange={setMode}
      header={<ChatHeader />}
      height={{ xs: 'calc(100dvh - 96px)', sm: 'calc(100dvh - 112px)' }}
    />
  )
}

/** /dashboard/chatbotskripsi: 'Asisten Skripsi AI' with Ruang Cerita and Asisten Akademik. */
export default function ChatbotPage() {
  usePageMeta({
    title: 'Asisten Skripsi AI',
    description: 'Chatbot konsultasi skripsi: Ruang Cerita dan Asisten Akademik.',
    noIndex: true,
  })
  const userId = useSession(selectUserId)
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      {userId && <ChatbotRoom key={userId} userId={userId} />}
    </Box>
  )
}
