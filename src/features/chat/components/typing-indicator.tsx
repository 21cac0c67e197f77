import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { keyframes } from '@mui/material/styles'

const blink = keyframes`
  0%, 80%, 100% { opacity: 0.25; }
  40% { opacity: 1; }
`

/** 'Mengetik...' while a reply is awaited, with the current step when there is one. */
export function TypingIndicator({ step = null }: { step?: string | null }) {
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 1,
        bgcolor: 'grey.100',
        borderRadius: 2.5,
        width: 'fit-content',
      }}
    >
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5 }}>
        {[0, 1, 2].map((i) => (
          <Box
            key={i}
            sx={{
              width: 6,
              height: 6,
              borderRadius: '50%',
              bgcolor: 'text.secondary',
              animation: `${blink} 1.2s ${i * 0.2}s infinite ease-in-out`,
            }}
          />
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary">
        Mengetik...
      </Typography>
      {step && (
        <Typography variant="caption" color="text.secondary" data-testid="typing-step">
          {step}
        </Typography>
      )}
    </Box>
  )
}
