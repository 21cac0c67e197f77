import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined'
import ForumOutlined from '@mui/icons-material/ForumOutlined'
import type { ChatMode } from '@/data/chat/types'

export const MODE_LABELS: Record<ChatMode, string> = {
  story: 'Ruang Cerita',
  academic: 'Asisten Akademik',
}

interface Props {
  mode: ChatMode
  onChange(mode: ChatMode): void
  disabled?: Partial<Record<ChatMode, boolean>>
  /** Trial credits shown beside each label. */
  credits?: Record<ChatMode, number>
}

/** The two chat rooms. */
export function ModeTabs({ mode, onChange, disabled, credits }: Props) {
  const label = (m: ChatMode) => (credits ? `${MODE_LABELS[m]} (${credits[m]})` : MODE_LABELS[m])
  return (
    <Tabs
      value={mode}
      onChange={(_, value: ChatMode) => onChange(value)}
      variant="fullWidth"
      aria-label="Mode chat"
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        minHeight: 44,
        '& .MuiTab-root': {
          minHeight: 44,
          textTransform: 'none',
          fontWeight: 600,
          px: { xs: 0.5, sm: 1 },
          fontSize: { xs: 13, sm: 14 },
        },
        // Narrow phones: labels only, on one line.
        '& .MuiTab-icon': { display: { xs: 'none', sm: 'inline-flex' } },
      }}
    >
      <Tab
        value="story"
        label={label('story')}
        icon={<ForumOutlined fontSize="small" />}
        iconPosition="start"
        disabled={Boolean(disabled?.story)}
      />
      <Tab
        value="academic"
        label={label('academic')}
        icon={<AutoStoriesOutlined fontSize="small" />}
        iconPosition="start"
        disabled={Boolean(disabled?.academic)}
      />
    </Tabs>
  )
}
