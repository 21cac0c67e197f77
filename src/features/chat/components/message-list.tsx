import { useEffect, useRef } from 'react'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ChatMessage } from '../logic/chat-message'
import { MessageBubble } from './message-bubble'
import { TypingIndicator } from './typing-indicator'

interface Props {
  messages: ChatMessage[]
  typing: boolean
  /** A step under 'Mengetik...' ('Mencari bagian skripsi...', 'Menyusun jawaban...'). */
  step?: string | null
  /** Shown while the tab has no messages yet. */
  intro: string
  label: string
}

/** The scrolling message log; it follows the newest message. */
export function MessageList({ messages, typing, step = null, intro, label }: Props) {
  const endRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' })
  }, [messages.length, typing])
  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label={label}
      sx={{
        flex: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 2 },
        py: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
      }}
    >
      {messages.length === 0 && (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ textAlign: 'center', maxWidth: 460, mx: 'auto', my: 'auto', px: 1 }}
        >
          {intro}
        </Typography>
      )}
      {messages.map((m) => (
        <MessageBubble key={m.id} message={m} />
      ))}
      {typing && <TypingIndicator step={step} />}
      <div ref={endRef} />
    </Box>
  )
}
