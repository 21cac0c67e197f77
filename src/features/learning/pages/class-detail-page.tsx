import { useEffect, useMemo } from 'react'
import { Link as RouterLink, useParams } from 'react-router-dom'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Rating from '@mui/material/Rating'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import AccessTimeIcon from '@mui/icons-material/AccessTime'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PeopleIcon from '@mui/icons-material/People'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import { useSyncState } from '@/data/local'
import { classDurationLabel, levelLabel } from '@/lib/duration'
import { formatDate, formatRupiah } from '@/lib/format'
import { perfMarkOnce } from '@/lib/perf-mark'
import { subscriptionEnd, isSubscriptionActive } from '@/lib/subscription'
import { useClassView } from '../hooks/use-class-view'
import { classDownloadRequests } from '../logic/lesson-downloads'
import { ClassDownloadsCard } from '../components/class-downloads-card'
import { completedIds, completionSummary, groupLessonsByChapter, orderSteps } from '../logic/steps'
import { notify } from '../notify'
import { CenteredSpinner, ClassProblem } from '../components/class-gate'

export default function ClassDetailPage() {
  const { classId = '' } = useParams()
  // Live from the local database, or its last known view while the database opens (cold start).
  const view = useClassView(classId)
  const steps = useMemo(() => orderSteps(view.materi), [view.materi])
  const { online } = useSyncState()
  const downloads = useMemo(
    () => classDownloadRequests(view.kelas, steps, view.videos),
    [view.kelas, steps, view.videos],
  )
  const access = view.access

  useEffect(() => {
    if (access === 'ok') perfMarkOnce(`list:class:${view.source}`)
  }, [access, view.source])

  useEffect(() => {
    if (access === 'denied')
      notify({
        title: 'Akses Ditolak',
        description: 'Anda tidak memiliki akses ke kelas ini',
        variant: 'destructive',
      })
  }, [access])

  if (access === null) return <CenteredSpinner label="Memuat data kelas..." />
  if (access !== 'ok' || !view.kelas)
    return <ClassProblem kind={access === 'denied' ? 'denied' : 'not-found'} />

  const k = view.kelas
  const summary = completionSummary(steps, completedIds(view.progress))
  const subscription = view.subscriptions.find(
    (s) => s.paket_id === k.paket_id && isSubscriptionActive(s),
  )
  const end = subscription ? subscriptionEnd(subscription) : null
  const chapters = groupLessonsByChapter(view.materi)
  const hasPrice = k.harga_asli > 0 || k.harga_diskon > 0

  return (
    <Stack spacing={2} sx={{ maxWidth: 960, mx: 'auto' }} data-view={view.source}>
      <Box>
        <Button component={RouterLink} to="/subscriber/classes" startIcon={<ArrowBackIcon />}>
          Kembali ke Daftar Kelas
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {k.thumbnail && (
          <Box
            component="img"
            src={`/api/files/kelas/${k.id}/${encodeURIComponent(k.thumbnail)}`}
            alt=""
            sx={{ width: '100%', maxHeight: 280, objectFit: 'cover', display: 'block' }}
            onError={(e: React.SyntheticEvent<HTMLImageElement>) =>
              (e.currentTarget.style.display = 'none')
            }
          />
        )}
        <Box sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
            <Chip size="small" label={levelLabel(k.level)} color="primary" variant="outlined" />
            {view.paketName && <Chip size="small" label={view.paketName} />}
          </Stack>
          <Typography
            variant="h4"
            component="h1"
            sx={{ fontWeight: 800, fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {k.judul}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mt: 1 }}>
            <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>
              {(k.pengajar.trim()[0] ?? '?').toUpperCase()}
            </Avatar>
            <Typography>{k.pengajar}</Typography>
          </Stack>
          <Stack
            direction="row"
            spacing={2}
            sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, alignItems: 'center' }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Rating value={k.rating} precision={0.1} readOnly size="small" />
              <Typography variant="body2">
                {k.rating.toFixed(2)} ({k.jumlah_review} review)
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <PeopleIcon fontSize="small" color="action" />
              <Typography variant="body2">{k.jumlah_user} siswa</Typography>
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <AccessTimeIcon fontSize="small" color="action" />
              <Typography variant="body2">{classDurationLabel(k)}</Typography>
            </Box>
          </Stack>
        </Box>
      </Paper>

      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Deskripsi Kelas
            </Typography>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {k.deskripsi || 'Belum ada deskripsi untuk kelas ini.'}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
            <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              Materi Kelas
            </Typography>
            <Stack spacing={0.5} component="ul" sx={{ pl: 2, m: 0 }}>
              {steps.some((s) => s.type === 'pretest') && <li>Pre Test</li>}
              {chapters.map((g) => (
                <li key={g.chapter?.id ?? 'lain'}>
                  {g.chapter?.judul ?? 'Materi Lainnya'} ({g.lessons.length} pelajaran)
                </li>
              ))}
              {steps
                .filter((s) => s.type === 'video')
                .map((s) => (
                  <li key={s.id}>{s.judul}</li>
                ))}
              {steps.some((s) => s.type === 'posttest') && <li>Post Test</li>}
            </Stack>
            {steps.length === 0 && (
              <Typography color="text.secondary">Materi untuk kelas ini belum tersedia.</Typography>
            )}
          </Paper>
        </Stack>

        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
            Harga &amp; Akses
          </Typography>
          {hasPrice ? (
            <Box>
              {k.harga_diskon > 0 && k.harga_asli > k.harga_diskon && (
                <Typography
                  variant="body2"
                  color="text.secondary"
                  sx={{ textDecoration: 'line-through' }}
                >
                  {formatRupiah(k.harga_asli)}
                </Typography>
              )}
              <Typography variant="h6" sx={{ fontWeight: 700 }}>
                {formatRupiah(k.harga_diskon > 0 ? k.harga_diskon : k.harga_asli)}
              </Typography>
            </Box>
          ) : null}
          <Chip color="success" label="Termasuk dalam paket" size="small" sx={{ mt: 1 }} />
          {end && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Akses hingga {formatDate(end)}
            </Typography>
          )}
          <Typography variant="body2" sx={{ mt: 2 }}>
            Progres: {summary.done} dari {summary.total} materi ({summary.percent}%)
          </Typography>
          <LinearProgress
            variant="determinate"
            value={summary.percent}
            sx={{ mt: 0.5, mb: 2, height: 6, borderRadius: 3 }}
            aria-label="Progres kelas"
          />
          <Button
            component={RouterLink}
            to={`/subscriber/learning/${k.id}`}
            variant="contained"
            fullWidth
            startIcon={<PlayArrowIcon />}
          >
            Mulai Belajar
          </Button>
          <ClassDownloadsCard requests={downloads} lessons={steps} online={online} />
        </Paper>
      </Box>
    </Stack>
  )
}
