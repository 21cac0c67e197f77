import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined'
import { formatTime } from '@/lib/format'
import type { ChatMessage } from '../logic/chat-message'

/** One message: the bot on the left with its avatar, the user on the right; time as HH.mm. */
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
