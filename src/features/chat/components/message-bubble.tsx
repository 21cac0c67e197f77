import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import { formatTime } from '@/lib/format'
import type { ChatCitation } from '@/data/chat/types'
import type { ChatMessage } from '../logic/chat-message'

export const FALLBACK_NOTE =
  'Dijawab oleh asisten bawaan karena layanan AI sedang tidak tersedia. Kredit Anda dikembalikan.'

/** Where a cited passage is: 'BAB II · hal. 12' (no page when it is unknown, 0). */
export function citationLocation(c: ChatCitation): string {
  const parts = [c.chapter.trim()].filter(Boolean)
  if (c.page > 0) parts.push(`hal. ${c.page}`)
  return parts.join(' · ')
}

function Citations({ citations }: { citations: ChatCitation[] }) {
  return (
    <Box
      component="ul"
      aria-label="Rujukan dari skripsi"
      data-testid="message-citations"
      sx={{
        listStyle: 'none',
        m: 0,
        mt: 1,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
      }}
    >
      {citations.map((c, i) => {
        const where = citationLocation(c)
        return (
          <Box
            component="li"
            key={i}
            aria-label={`Kutipan${where ? ` ${where}` : ''}: “${c.quote}”`}
            sx={{ borderLeft: 3, borderColor: 'primary.light', pl: 1 }}
          >
            {c.quote && (
              <Typography
                variant="caption"
                component="q"
                sx={{
                  display: 'block',
                  fontStyle: 'italic',
                  overflowWrap: 'anywhere',
                  quotes: 'none',
                }}
              >
                “{c.quote}”
              </Typography>
            )}
            {where && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {where}
              </Typography>
            )}
          </Box>
        )
      })}
    </Box>
  )
}

/**
 * One message: the bot on the left with its avatar, the user on the right; time as HH.mm. The text
 * is rendered as plain text (React escapes it; no links, images or HTML are made from it).
 */
export function MessageBubble({ message }: { message: ChatMessage }) {
  const bot = message.isBot
  return (
    <Box
      data-testid={bot ? 'bot-message' : 'user-message'}
      sx={{
        display: 'flex',
        gap: 1,
        justifyContent: bot ? 'flex-start' : 'flex-end',
        alignItems: 'flex-end',
      }}
    >
      {bot && (
        <Avatar
          sx={{
            width: 28,
            height: 28,
            bgcolor: 'primary.main',
            display: { xs: 'none', sm: 'flex' },
          }}
          aria-hidden
        >
          <SmartToyOutlined sx={{ fontSize: 18 }} />
        </Avatar>
      )}
      <Box
        sx={{
          maxWidth: { xs: '88%', sm: '78%' },
          px: 1.5,
          py: 1,
          borderRadius: 2.5,
          borderBottomLeftRadius: bot ? 4 : undefined,
          borderBottomRightRadius: bot ? undefined : 4,
          bgcolor: bot ? 'grey.100' : 'primary.main',
          color: bot ? 'text.primary' : 'primary.contrastText',
        }}
      >
        <Typography
          variant="body2"
          component="p"
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', m: 0 }}
        >
          {message.content}
        </Typography>
        {/* A built-in answer already quotes its passages, with chapter and page, in its text. */}
        {bot &&
          message.source !== 'builtin' &&
          message.citations &&
          message.citations.length > 0 && <Citations citations={message.citations} />}
        {bot && message.fallback && (
          <Typography
            variant="caption"
            color="text.secondary"
            component="p"
            data-testid="message-fallback"
            sx={{ m: 0, mt: 0.75, fontStyle: 'italic' }}
          >
            {FALLBACK_NOTE}
          </Typography>
        )}
        <Typography
          component="time"
          dateTime={new Date(message.timestamp).toISOString()}
          variant="caption"
          sx={{ display: 'block', textAlign: 'right', mt: 0.5, opacity: 0.75 }}
        >
          {formatTime(message.timestamp)}
        </Typography>
      </Box>
    </Box>
  )
}
