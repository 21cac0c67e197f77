import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Typography from '@mui/material/Typography'
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import WifiOffIcon from '@mui/icons-material/WifiOff'
import { youTubeWatchUrl } from '@/lib/youtube'
import { UploadedVideo, type UploadedSource } from './uploaded-video'

/** The props the learning screens give a player; react-player's YouTube player accepts them. */
export interface PlayerProps {
  src: string
  controls?: boolean
  width?: string | number
  height?: string | number
  style?: React.CSSProperties
  onEnded?: () => void
  onError?: () => void
}

const LazyYouTube = lazy(() => import('./youtube-engine')) as unknown as ComponentType<PlayerProps>

/** Delay between the end of a video and the lesson being marked complete. */
export const VIDEO_COMPLETE_DELAY_MS = 1500

export interface VideoPlayerProps {
  /** YouTube id ('' for an uploaded video) */
  videoId: string
  /** An uploaded video (plays from the device when downloaded). */
  upload?: UploadedSource
  title: string
  online: boolean
  /** Called once, 1.5 s after the video ends (at once if the player is left before then). */
  onComplete: () => void
  /** Replaces the YouTube player (tests). */
  player?: ComponentType<PlayerProps>
}

export function VideoPlayer({
  videoId,
  upload,
  title,
  online,
  onComplete,
  player,
}: VideoPlayerProps) {
  const Player = player ?? LazyYouTube
  const [ended, setEnded] = useState(false)
  const [failed, setFailed] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const completeRef = useRef(onComplete)
  useEffect(() => {
    completeRef.current = onComplete
  }, [onComplete])

  // Leaving during the visual delay must not lose the completion.
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current)
        timer.current = null
        completeRef.current()
      }
    },
    [],
  )

  const handleEnded = () => {
    if (timer.current) return
    setEnded(true)
    timer.current = setTimeout(() => {
      timer.current = null
      completeRef.current()
    }, VIDEO_COMPLETE_DELAY_MS)
  }

  if (!online && !upload) {
    return (
      <Alert severity="warning" icon={<WifiOffIcon />} data-testid="video-offline">
        <AlertTitle>Video membutuhkan koneksi internet</AlertTitle>
        Sambungkan perangkat ke internet untuk memutar video ini. Materi lain tetap bisa dibuka.
      </Alert>
    )
  }

  return (
    <Box>
      <Box
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'common.black',
          borderRadius: 1,
          overflow: 'hidden',
        }}
        aria-label={`Video: ${title}`}
      >
        {upload ? (
          <UploadedVideo source={upload} title={title} online={online} onEnded={handleEnded} />
        ) : failed ? (
          <Alert severity="error" sx={{ m: 2 }}>
            Video tidak dapat diputar. Periksa koneksi internet Anda lalu coba lagi.
          </Alert>
        ) : (
          <Suspense
            fallback={
              <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                <CircularProgress aria-label="Memuat video" />
              </Box>
            }
          >
            <Player
              src={youTubeWatchUrl(videoId)}
              controls
              width="100%"
              height="100%"
              style={{ position: 'absolute', inset: 0 }}
              onEnded={handleEnded}
              onError={() => setFailed(true)}
            />
          </Suspense>
        )}
      </Box>
      {ended && (
        <Typography
          role="status"
          sx={{ mt: 1, display: 'flex', alignItems: 'center', gap: 1, color: 'success.main' }}
        >
          <CheckCircleIcon fontSize="small" /> Video selesai! Menandai pelajaran selesai...
        </Typography>
      )}
    </Box>
  )
}
