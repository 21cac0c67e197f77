import Avatar from '@mui/material/Avatar'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemAvatar from '@mui/material/ListItemAvatar'
import ListItemText from '@mui/material/ListItemText'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined'
import EmojiEventsOutlined from '@mui/icons-material/EmojiEventsOutlined'
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined'
import EditNoteOutlined from '@mui/icons-material/EditNoteOutlined'
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined'
import { formatDistanceToNow } from 'date-fns'
import { id as idLocale } from 'date-fns/locale'
import type { ReactNode } from 'react'
import type { ActivityItem, ActivityKind } from '@/data/admin'
import { formatDateTime, toDate } from '@/lib/format'

const ICONS: Record<ActivityKind, { icon: ReactNode; color: string }> = {
  subscriber: { icon: <PersonAddOutlined fontSize="small" />, color: '#2563eb' },
  completion: { icon: <EmojiEventsOutlined fontSize="small" />, color: '#16a34a' },
  review: { icon: <RateReviewOutlined fontSize="small" />, color: '#ca8a04' },
  content: { icon: <EditNoteOutlined fontSize="small" />, color: '#7c3aed' },
  payment: { icon: <PaymentsOutlined fontSize="small" />, color: '#ea580c' },
}

function relative(at: string): string {
  const d = toDate(at)
  return d ? formatDistanceToNow(d, { addSuffix: true, locale: idLocale }) : ''
}

/** The overview's recent activity (new subscribers, completed classes, reviews, content changes, payments). */
export function ActivityList({ items }: { items: ActivityItem[] | undefined }) {
  if (!items) return <Skeleton variant="rounded" height={160} />
  if (items.length === 0)
    return <Typography color="text.secondary">Belum ada aktivitas.</Typography>
  return (
    <List dense disablePadding data-testid="activity-list">
      {items.map((item) => (
        <ListItem key={item.id} disableGutters data-testid="activity-item" data-kind={item.kind}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: ICONS[item.kind].color, width: 32, height: 32 }}>
              {ICONS[item.kind].icon}
            </Avatar>
          </ListItemAvatar>
          <ListItemText
            primary={item.title}
            secondary={
              <>
                {item.detail ? <span>{item.detail} · </span> : null}
                <span title={formatDateTime(item.at)}>{relative(item.at)}</span>
              </>
            }
            slotProps={{ secondary: { sx: { overflow: 'hidden', textOverflow: 'ellipsis' } } }}
          />
        </ListItem>
      ))}
    </List>
  )
}
