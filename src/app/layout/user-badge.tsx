import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { selectDisplayName, useSession } from '@/data/auth'

/** The signed-in user's full name, else e-mail. */
export function UserBadge() {
  const name = useSession(selectDisplayName)
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
        {(name || '?').charAt(0).toUpperCase()}
      </Avatar>
      <Typography
        variant="body2"
        data-testid="user-name"
        sx={{
          fontWeight: 600,
          maxWidth: { xs: 110, sm: 220 },
          overflow: 'hidden',
          textOverflow: 'ellipsis',
          whiteSpace: 'nowrap',
        }}
      >
        {name}
      </Typography>
    </Box>
  )
}
