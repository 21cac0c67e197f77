import { useMemo, useState, type ComponentType } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ArrowBackIcon from '@mui/icons-material/ArrowBack'
import PlayCircleIcon from '@mui/icons-material/PlayCircleOutlined'
import VideocamOffIcon from '@mui/icons-material/VideocamOff'
import Chip from '@mui/material/Chip'
import WifiIcon from '@mui/icons-material/Wifi'
import { videoDownloadState, useDownloadEntries, type DownloadRequest } from '@/data/downloads'
import { formatBytes, formatClock } from '@/lib/bytes'
import { extractYouTubeId, youTubeThumbnailUrl } from '@/lib/youtube'
import { DownloadControl } from './download-control'
import { VideoPlayer, type PlayerProps } from './video-player'

export interface LessonMateri {
  id: string
  judul: string
  deskripsi?: string
  link_video?: string
}

export interface LessonVideo {
  id: string
  judul: string
  deskripsi?: string
  link_youtube: string
  thumbnail?: string
  /** Stored file name of an uploaded video ('' or absent for YouTube). */
  video?: string
  video_size?: number
  video_duration?: number
  poster?: string
}

interface PlayableVideo {
  key: string
  /** YouTube id ('' for an uploaded video) */
  videoId: string
  /** Uploaded file name ('' for YouTube) */
  fileName: string
  size: number
  duration: number
  judul: string
  deskripsi: string
  thumbnail: string
}

function uploadedThumbnail(v: LessonVideo): string {
  if (v.thumbnail) return v.thumbnail
  return v.poster
    ? `/api/files/video_links/${encodeURIComponent(v.id)}/${encodeURIComponent(v.poster)}`
    : ''
}

/** The lesson's playable videos: its video links in order (YouTube or uploaded), else the lesson's own link. */
export function playableVideos(
  materi: LessonMateri,
  videos: readonly LessonVideo[],
): PlayableVideo[] {
  const list: PlayableVideo[] = []
  for (const v of videos) {
    const base = { key: v.id, judul: v.judul || materi.judul, deskripsi: v.deskripsi ?? '' }
    if (v.video) {
      list.push({
        ...base,
        videoId: '',
        fileName: v.video,
        size: v.video_size ?? 0,
        duration: v.video_duration ?? 0,
        thumbnail: uploadedThumbnail(v),
      })
      continue
    }
    const videoId = extractYouTubeId(v.link_youtube)
    if (!videoId) continue
    list.push({
      ...base,
      videoId,
      fileName: '',
      size: 0,
      duration: 0,
      thumbnail: v.thumbnail || youTubeThumbnailUrl(videoId, 'hqdefault'),
    })
  }
  if (list.length === 0) {
    const videoId = extractYouTubeId(materi.link_video)
    if (videoId)
      list.push({
        key: materi.id,
        videoId,
        fileName: '',
        size: 0,
        duration: 0,
        judul: materi.judul,
        deskripsi: '',
        thumbnail: youTubeThumbnailUrl(videoId, 'hqdefault'),
      })
  }
  return list
}

export interface LessonContentProps {
  materi: LessonMateri
  videos: readonly LessonVideo[]
  online: boolean
  completed: boolean
  /** Marks the lesson complete (after a video ended). */
  onComplete: () => void
  /** 'Video Belum Tersedia': mark complete and go on. */
  onContinue: () => void
  player?: ComponentType<PlayerProps>
  /** The signed-in student (their downloads play offline). */
  userId?: string
  /** Download requests of this lesson's uploaded videos ('Unduh'). */
  downloads?: readonly DownloadRequest[]
}

export function LessonContent({
  materi,
  videos,
  online,
  completed,
  onComplete,
  onContinue,
  player,
  userId = '',
  downloads = [],
}: LessonContentProps) {
  const list = useMemo(() => playableVideos(materi, videos), [materi, videos])
  const entries = useDownloadEntries()
  const playsOffline = (v: PlayableVideo) =>
    Boolean(v.fileName) && videoDownloadState(entries[v.key], undefined, v.fileName).offline
  const needsNetwork = list.some((v) => !playsOffline(v))
  const [selectedKey, setSelectedKey] = useState<string | null>(null)
  const selected = list.find((v) => v.key === selectedKey) ?? null

  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
          {materi.judul}
        </Typography>
        {materi.deskripsi && (
          <Typography color="text.secondary" sx={{ mt: 0.5, whiteSpace: 'pre-line' }}>
            {materi.deskripsi}
          </Typography>
        )}
      </Box>

      {list.length === 0 ? (
        <Alert severity="info" icon={<VideocamOffIcon />}>
          <AlertTitle>Video Belum Tersedia</AlertTitle>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Video untuk materi ini belum ditambahkan. Anda dapat melanjutkan ke materi berikutnya.
          </Typography>
          <Button variant="contained" onClick={onContinue}>
            Lanjutkan
          </Button>
        </Alert>
      ) : selected ? (
        <Stack spacing={1.5}>
          <Box>
            <Button startIcon={<ArrowBackIcon />} onClick={() => setSelectedKey(null)}>
              Kembali ke daftar video
            </Button>
          </Box>
          <VideoPlayer
            key={selected.key}
            videoId={selected.videoId}
            upload={
              selected.fileName
                ? {
                    videoId: selected.key,
                    fileName: selected.fileName,
                    userId,
                    poster: selected.thumbnail,
                  }
                : undefined
            }
            title={selected.judul}
            online={online}
            onComplete={onComplete}
            player={player}
          />
          <Typography variant="h6" component="h3">
            {selected.judul}
          </Typography>
          {selected.deskripsi && (
            <Typography color="text.secondary">{selected.deskripsi}</Typography>
          )}
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{
              alignItems: 'center',
              justifyContent: 'space-between',
              flexWrap: 'wrap',
              rowGap: 1,
            }}
          >
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              Daftar Video ({list.length})
            </Typography>
            <DownloadControl requests={downloads} scope="lesson" online={online} />
          </Stack>
          {!online && needsNetwork && (
            <Alert severity="warning">Video membutuhkan koneksi internet</Alert>
          )}
          {list.map((v, i) => (
            <Card key={v.key} variant="outlined">
              <CardActionArea
                onClick={() => setSelectedKey(v.key)}
                sx={{
                  display: 'flex',
                  justifyContent: 'flex-start',
                  alignItems: 'center',
                  gap: 1.5,
                  p: 1.5,
                }}
              >
                <Box
                  sx={{
                    width: 96,
                    flexShrink: 0,
                    aspectRatio: '16 / 9',
                    borderRadius: 1,
                    bgcolor: 'grey.200',
                    backgroundImage: online && v.thumbnail ? `url("${v.thumbnail}")` : 'none',
                    backgroundSize: 'cover',
                    backgroundPosition: 'center',
                    display: 'grid',
                    placeItems: 'center',
                  }}
                >
                  <PlayCircleIcon
                    sx={{
                      color:
                        online || playsOffline(v)
                          ? online && v.thumbnail
                            ? 'common.white'
                            : 'primary.main'
                          : 'grey.500',
                    }}
                  />
                </Box>
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600 }}>
                    {i + 1}. {v.judul}
                  </Typography>
                  {v.deskripsi && (
                    <Typography variant="body2" color="text.secondary" noWrap>
                      {v.deskripsi}
                    </Typography>
                  )}
                  <Stack
                    direction="row"
                    spacing={1}
                    sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
                  >
                    {v.fileName ? (
                      <>
                        {v.duration > 0 && (
                          <Typography variant="caption" color="text.secondary">
                            {formatClock(v.duration)}
                          </Typography>
                        )}
                        {v.size > 0 && (
                          <Typography variant="caption" color="text.secondary">
                            {formatBytes(v.size)}
                          </Typography>
                        )}
                        {playsOffline(v) && (
                          <Chip
                            size="small"
                            color="success"
                            variant="outlined"
                            label="Tersedia offline"
                          />
                        )}
                      </>
                    ) : (
                      <Chip
                        size="small"
                        variant="outlined"
                        icon={<WifiIcon />}
                        label="Hanya bisa diputar online"
                      />
                    )}
                  </Stack>
                </Box>
              </CardActionArea>
            </Card>
          ))}
          {completed && (
            <Typography variant="body2" color="success.main">
              Pelajaran ini sudah selesai.
            </Typography>
          )}
        </Stack>
      )}
    </Stack>
  )
}
