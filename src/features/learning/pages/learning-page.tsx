import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import CheckIcon from '@mui/icons-material/Check'
import HomeIcon from '@mui/icons-material/Home'
import MenuIcon from '@mui/icons-material/Menu'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import SyncIcon from '@mui/icons-material/Sync'
import { usePageMeta } from '@/components/page-meta'
import { perfMarkOnce } from '@/lib/perf-mark'
import { selectUserId, useSession } from '@/data/auth'
import { completeMateri, useSyncState, type Materi } from '@/data/local'
import { useClassView } from '../hooks/use-class-view'
import { classDownloadRequests } from '../logic/lesson-downloads'
import { completedIds, isMateriAccessible, nextStep, openingStep, orderSteps } from '../logic/steps'
import { notify } from '../notify'
import { CenteredSpinner, ClassProblem } from '../components/class-gate'
import { DownloadControl } from '../components/download-control'
import { LessonContent } from '../components/lesson-content'
import { LessonDownloadIcon } from '../components/lesson-download-icon'
import { LessonSidebar } from '../components/lesson-sidebar'
import { TestLoading, TestStep } from '../components/test-step'

const SIDEBAR_WIDTH = 300

export default function LearningPage() {
  const { classId = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const navigate = useNavigate()
  const theme = useTheme()
  const wide = useMediaQuery(theme.breakpoints.up('md'))
  const [drawerOpen, setDrawerOpen] = useState(false)

  const userId = useSession(selectUserId) ?? ''
  const { online, pendingChanges } = useSyncState()
  // Live from the local database, or its last known view while the database opens (cold start):
  // the lesson list shows at once; writes wait for the database (completeMateri) and a test opens
  // with its questions once the database answers.
  const view = useClassView(classId)
  const live = view.source === 'live'
  usePageMeta({ title: view.kelas ? `Belajar: ${view.kelas.judul}` : 'Belajar', noIndex: true })
  const steps = useMemo(() => orderSteps(view.materi), [view.materi])

  // Completions written in this session count at once (the live query catches up a moment later).
  const [justCompleted, setJustCompleted] = useState<ReadonlySet<string>>(new Set())
  const [submittedTests, setSubmittedTests] = useState<ReadonlySet<string>>(new Set())
  const completed = useMemo(() => {
    const set = completedIds(view.progress)
    for (const id of justCompleted) set.add(id)
    return set
  }, [view.progress, justCompleted])
  const scores = useMemo(
    () => new Map(view.progress.map((p) => [p.materi_id, p.skor])),
    [view.progress],
  )

  const access = view.access
  const loaded = access === 'ok' && Boolean(view.kelas)

  const requested = params.get('materi')
  const current: Materi | null = useMemo(() => {
    if (!loaded) return null
    if (requested && isMateriAccessible(steps, requested, completed))
      return steps.find((s) => s.id === requested) ?? null
    return openingStep(steps, completed, requested)
  }, [loaded, steps, completed, requested])

  useEffect(() => {
    if (loaded) perfMarkOnce(`list:player:${view.source}`)
  }, [loaded, view.source])

  // Keep the selected step in the query parameter materi (decided on the database's data).
  useEffect(() => {
    if (live && current && current.id !== requested)
      setParams({ materi: current.id }, { replace: true })
  }, [live, current, requested, setParams])

  // A class that cannot be loaded, or one the student may not open, sends them back to the class list.
  const refused = live && (access === 'not-found' || access === 'denied')
  useEffect(() => {
    if (!live || !access || access === 'ok') return
    if (access === 'denied')
      notify({
        title: 'Akses Ditolak',
        description: 'Anda tidak memiliki akses ke kelas ini',
        variant: 'destructive',
      })
    else
      notify({
        title: 'Gagal memuat data kelas',
        description: 'Kelas tidak ditemukan atau sudah tidak aktif.',
        variant: 'destructive',
      })
    navigate('/subscriber/classes', { replace: true })
  }, [live, access, navigate])

  // Every lesson's videos: the current lesson's list, and what 'Unduh kelas' / 'Unduh' download.
  const videos = useMemo(
    () => view.videos.filter((v) => v.materi_id === current?.id),
    [view.videos, current],
  )
  const classDownloads = useMemo(
    () => classDownloadRequests(view.kelas, steps, view.videos),
    [view.kelas, steps, view.videos],
  )

  const select = useCallback(
    (m: Materi) => {
      setParams({ materi: m.id })
      setDrawerOpen(false)
    },
    [setParams],
  )

  const goNext = useCallback(
    (fromId: string) => {
      const next = nextStep(steps, fromId)
      if (next) setParams({ materi: next.id })
    },
    [steps, setParams],
  )

  const markComplete = useCallback(
    async (m: Materi, advance: boolean) => {
      try {
        await completeMateri({ materi_id: m.id })
        setJustCompleted((s) => new Set(s).add(m.id))
        notify({ title: 'Berhasil', description: 'Materi telah ditandai selesai' })
        if (advance) goNext(m.id)
      } catch (error) {
        notify({
          title: 'Gagal menandai materi selesai',
          description: error instanceof Error ? error.message : undefined,
          variant: 'destructive',
        })
      }
    },
    [goNext],
  )

  if (refused) return <ClassProblem kind={access === 'denied' ? 'denied' : 'not-found'} />
  if (!loaded || !view.kelas) return <CenteredSpinner label="Memuat data pembelajaran..." />

  const isTest = current?.type === 'pretest' || current?.type === 'posttest'
  const currentProgress = current
    ? (view.liveProgress.find((p) => p.materi_id === current.id) ?? null)
    : null
  const canComplete =
    Boolean(current) && (!isTest || submittedTests.has(current!.id) || completed.has(current!.id))

  const onCompleteLesson = () => {
    if (!current) return
    if (isTest) goNext(current.id)
    else void markComplete(current, true)
  }

  const sidebar = (
    <LessonSidebar
      items={view.materi}
      steps={steps}
      completed={completed}
      scores={scores}
      currentId={current?.id ?? null}
      onSelect={select}
      onLocked={() =>
        notify({
          title: 'Akses Dibatasi',
          description: 'Selesaikan step sebelumnya untuk membuka materi ini',
          variant: 'destructive',
        })
      }
      header={<DownloadControl requests={classDownloads} scope="class" online={online} compact />}
      rowExtra={(m) => {
        const own = classDownloads.filter((r) => r.materiId === m.id)
        return own.length ? (
          <LessonDownloadIcon requests={own} online={online} title={m.judul} />
        ) : null
      }}
    />
  )

  return (
    <Box
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'flex-start',
        minWidth: 0,
        p: { xs: 1, sm: 2 },
        maxWidth: 1400,
        mx: 'auto',
      }}
      data-view={view.source}
    >
      {wide ? (
        <Paper
          variant="outlined"
          sx={{
            width: SIDEBAR_WIDTH,
            flexShrink: 0,
            position: 'sticky',
            top: 16,
            maxHeight: 'calc(100vh - 32px)',
            overflowY: 'auto',
          }}
        >
          {sidebar}
        </Paper>
      ) : (
        <Drawer
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          slotProps={{ paper: { sx: { width: 'min(320px, 85vw)' } } }}
        >
          {sidebar}
        </Drawer>
      )}

      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Paper
          variant="outlined"
          sx={{ p: 1.5, mb: 2, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
        >
          {!wide && (
            <Tooltip title="Lesson List">
              <IconButton onClick={() => setDrawerOpen(true)} aria-label="Buka Lesson List">
                <MenuIcon />
              </IconButton>
            </Tooltip>
          )}
          <Button
            component={RouterLink}
            to={`/subscriber/class/${classId}`}
            startIcon={<HomeIcon />}
            size="small"
          >
            Go to Course Home
          </Button>
          <Typography
            variant="body2"
            color="text.secondary"
            noWrap
            sx={{ flex: 1, minWidth: 0, display: { xs: 'none', sm: 'block' } }}
          >
            {view.kelas.judul}
          </Typography>
          {!online && (
            <Chip
              size="small"
              icon={<CloudOffIcon />}
              label="Offline"
              color="warning"
              variant="outlined"
            />
          )}
          {pendingChanges > 0 && (
            <Chip
              size="small"
              icon={<SyncIcon />}
              label={`${pendingChanges} belum tersinkron`}
              variant="outlined"
              title="Perubahan menunggu sinkronisasi"
            />
          )}
          <Button
            variant="contained"
            size="small"
            startIcon={<CheckIcon />}
            disabled={!canComplete}
            onClick={onCompleteLesson}
            sx={{ ml: 'auto' }}
          >
            COMPLETE LESSON
          </Button>
        </Paper>

        {!current ? (
          <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
            <Typography variant="h6" component="h2">
              Belum ada materi
            </Typography>
            <Typography color="text.secondary">Materi untuk kelas ini belum tersedia.</Typography>
          </Paper>
        ) : isTest && !live ? (
          // The questions and the attempt come from the database: the same spinner the test shows while it loads them.
          <TestLoading label={current.type === 'posttest' ? 'Post Test' : 'Pre Test'} />
        ) : isTest ? (
          <TestStep
            key={current.id}
            materi={current}
            userId={userId}
            progress={currentProgress}
            onSubmitted={() => {
              setSubmittedTests((s) => new Set(s).add(current.id))
              setJustCompleted((s) => new Set(s).add(current.id))
            }}
            onAdvance={() => goNext(current.id)}
            onFinish={() => {
              notify({ title: 'Berhasil', description: 'Materi telah ditandai selesai' })
              navigate(`/subscriber/class/${classId}`)
            }}
          />
        ) : (
          <LessonContent
            key={current.id}
            materi={current}
            videos={videos}
            userId={userId}
            downloads={classDownloads.filter((r) => r.materiId === current.id)}
            online={online}
            completed={completed.has(current.id)}
            onComplete={() => void markComplete(current, false)}
            onContinue={() => void markComplete(current, true)}
          />
        )}
      </Box>
    </Box>
  )
}
