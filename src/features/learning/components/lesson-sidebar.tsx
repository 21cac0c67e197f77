import { useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Collapse from '@mui/material/Collapse'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Typography from '@mui/material/Typography'
import AssignmentIcon from '@mui/icons-material/Assignment'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import LockIcon from '@mui/icons-material/Lock'
import MenuBookIcon from '@mui/icons-material/MenuBook'
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined'
import QuizIcon from '@mui/icons-material/Quiz'
import {
  completionSummary,
  groupLessonsByChapter,
  isStepAccessible,
  type StepMateri,
} from '../logic/steps'

export interface LessonSidebarProps<M extends StepMateri> {
  items: readonly M[]
  steps: readonly M[]
  completed: ReadonlySet<string>
  scores: ReadonlyMap<string, number>
  currentId: string | null
  onSelect: (materi: M) => void
  onLocked: (materi: M) => void
  /** Shown under the progress (e.g. 'Unduh kelas'). */
  header?: ReactNode
  /** Shown at the end of a step's row (e.g. its download state). */
  rowExtra?: (materi: M) => ReactNode
}

function StepIcon({ type }: { type: string }) {
  if (type === 'pretest' || type === 'posttest') return <QuizIcon fontSize="small" />
  if (type === 'video') return <PlayCircleIcon fontSize="small" />
  return <AssignmentIcon fontSize="small" />
}

/** 'Lesson List': steps in order; chapters only expand and collapse; locked steps show a lock. */
export function LessonSidebar<M extends StepMateri>({
  items,
  steps,
  completed,
  scores,
  currentId,
  onSelect,
  onLocked,
  header,
  rowExtra,
}: LessonSidebarProps<M>) {
  const groups = groupLessonsByChapter(items)
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set())
  const summary = completionSummary(steps, completed)
  const indexOf = new Map(steps.map((s, i) => [s.id, i]))

  const row = (m: M, nested = false) => {
    const index = indexOf.get(m.id) ?? -1
    const open = isStepAccessible(steps, index, completed)
    const done = completed.has(m.id)
    const score = scores.get(m.id)
    const selected = m.id === currentId
    const extra = rowExtra?.(m)
    const button = (
      <ListItemButton
        key={m.id}
        selected={selected}
        onClick={() => (open ? onSelect(m) : onLocked(m))}
        aria-current={selected ? 'step' : undefined}
        aria-disabled={!open}
        data-testid={`step-${m.id}`}
        data-state={done ? 'complete' : open ? 'open' : 'locked'}
        sx={{ pl: nested ? 4 : 2, opacity: open ? 1 : 0.6 }}
      >
        <ListItemIcon sx={{ minWidth: 36 }}>
          {done ? (
            <CheckCircleIcon color="success" fontSize="small" aria-label="Selesai" />
          ) : open ? (
            <StepIcon type={m.type} />
          ) : (
            <LockIcon fontSize="small" aria-label="Terkunci" />
          )}
        </ListItemIcon>
        <ListItemText
          primary={m.judul}
          slotProps={{ primary: { variant: 'body2', sx: { fontWeight: selected ? 700 : 400 } } }}
        />
        {done && score !== undefined && (m.type === 'pretest' || m.type === 'posttest') && (
          <Chip
            size="small"
            label={score}
            color={score >= 70 ? 'success' : 'default'}
            aria-label={`Skor ${score}`}
          />
        )}
      </ListItemButton>
    )
    if (!extra) return button
    return (
      <Box
        key={m.id}
        sx={{
          display: 'flex',
          alignItems: 'center',
          minWidth: 0,
          '& > .MuiListItemButton-root': { flex: 1, minWidth: 0 },
        }}
      >
        {button}
        {extra}
      </Box>
    )
  }

  const byType = (t: string) => steps.filter((s) => s.type === t)

  return (
    <Box component="nav" aria-label="Lesson List">
      <Box sx={{ px: 2, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          Lesson List
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {summary.done} dari {summary.total} materi selesai ({summary.percent}%)
        </Typography>
        <LinearProgress
          variant="determinate"
          value={summary.percent}
          sx={{ mt: 1, height: 6, borderRadius: 3 }}
          aria-label="Progres kelas"
        />
        {header && <Box sx={{ mt: 1.5 }}>{header}</Box>}
      </Box>
      <List dense disablePadding>
        {byType('pretest').map((m) => row(m))}
        {groups.map((g) => {
          const key = g.chapter?.id ?? 'tanpa-bab'
          const isOpen = !collapsed.has(key)
          return (
            <Box key={key}>
              <ListItemButton
                onClick={() =>
                  setCollapsed((s) => {
                    const next = new Set(s)
                    if (next.has(key)) next.delete(key)
                    else next.add(key)
                    return next
                  })
                }
                aria-expanded={isOpen}
                sx={{ bgcolor: 'action.hover' }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MenuBookIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={g.chapter?.judul ?? 'Materi Lainnya'}
                  slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
                />
                {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
              </ListItemButton>
              <Collapse in={isOpen} timeout="auto" unmountOnExit>
                <List dense disablePadding>
                  {g.lessons.map((m) => row(m, true))}
                  {g.lessons.length === 0 && (
                    <Typography variant="body2" color="text.secondary" sx={{ pl: 4, py: 1 }}>
                      Belum ada pelajaran
                    </Typography>
                  )}
                </List>
              </Collapse>
            </Box>
          )
        })}
        {byType('video').map((m) => row(m))}
        {byType('posttest').map((m) => row(m))}
      </List>
    </Box>
  )
}
