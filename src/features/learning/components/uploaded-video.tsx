import { useEffect, useRef, useState } from 'react'
import Alert from '@mui/material/Alert'
import AlertTitle from '@mui/material/AlertTitle'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import CloudOffIcon from '@mui/icons-material/CloudOff'
import { offlinePlaybackUrl, storedCopy, streamingUrl, useVideoDownload } from '@/data/downloads'

export interface UploadedSource {
  /** `video_links` id */
  videoId: string
  /** The server's current file name */
  fileName: string
  userId: string
  poster?: string
}

interface UploadedVideoProps {
  source: UploadedSource
  title: string
  online: boolean
  onEnded: () => void
}

type Src =
  { url: string; kind: 'offline' | 'stream' } | { url: null; kind: 'none' | 'loading' | 'failed' }

/**
 * How many times within STREAM_RETRY_WINDOW_MS a stream gets a new URL after an error: the URL
 * (a file token or a signed URL of the bucket) stops working after a few minutes, so a long lesson
 * renews it now and then; a video that keeps failing stops.
 */
const MAX_STREAM_RETRIES = 3
const STREAM_RETRY_WINDOW_MS = 60_000

/**
 * An uploaded lesson video: the copy on the device when there is one (served by the service worker,
 * with seeking, offline too), else a stream from the video's URL (the server's file with a file token,
 * or a short-lived signed URL of the bucket; a new one after an error).
 */
export function UploadedVideo({ source, title, online, onEnded }: UploadedVideoProps) {
  const { entry } = useVideoDownload(source.videoId, source.fileName)
  const copy = storedCopy(entry)
  const offlineUrl = copy ? offlinePlaybackUrl(source.userId, source.videoId, copy.fileName) : null
  const [src, setSrc] = useState<Src>({ url: null, kind: 'loading' })
  const videoRef = useRef<HTMLVideoElement>(null)
  const retries = useRef<number[]>([])
  const resumeAt = useRef(0)

  useEffect(() => {
    let live = true
    if (offlineUrl) {
      setSrc({ url: offlineUrl, kind: 'offline' })
    } else if (!online) {
      setSrc({ url: null, kind: 'none' })
    } else {
      setSrc({ url: null, kind: 'loading' })
      streamingUrl(source.videoId).then(
        (url) => live && setSrc({ url, kind: 'stream' }),
        () => live && setSrc({ url: null, kind: 'failed' }),
      )
    }
    return () => {
      live = false
    }
  }, [offlineUrl, online, source.videoId, source.fileName])

  // A stream whose URL expired before a seek or a later range: a new URL, back at the same time.
  const onError = () => {
    const video = videoRef.current
    const now = Date.now()
    retries.current = retries.current.filter((t) => now - t < STREAM_RETRY_WINDOW_MS)
    if (src.kind !== 'stream' || !online || retries.current.length >= MAX_STREAM_RETRIES) {
      setSrc({ url: null, kind: 'failed' })
      return
    }
    retries.current.push(now)
    resumeAt.current = video?.currentTime ?? 0
    streamingUrl(source.videoId).then(
      (url) => setSrc({ url, kind: 'stream' }),
      () => setSrc({ url: null, kind: 'failed' }),
    )
  }

  if (src.kind === 'none') {
    return (
      <Alert severity="warning" icon={<CloudOffIcon />} data-testid="video-not-downloaded">
        <AlertTitle>Video belum diunduh</AlertTitle>
        Video ini belum tersimpan di perangkat. Saat tersambung ke internet, tekan
        &lsquo;Unduh&rsquo; agar bisa ditonton tanpa koneksi.
      </Alert>
    )
  }
  if (src.kind === 'failed') {
    return (
      <Alert severity="error" data-testid="video-failed">
        Video tidak dapat diputar.{' '}
        {copy
          ? 'Salinan di perangkat rusak atau terhapus: hapus unduhan ini lalu unduh ulang.'
          : 'Periksa koneksi internet Anda lalu coba lagi.'}
      </Alert>
    )
  }
  if (src.kind === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
        <CircularProgress aria-label="Memuat video" />
      </Box>
    )
  }
  return (
    <video
      ref={videoRef}
      key={src.url ?? ''}
      src={src.url ?? undefined}
      poster={source.poster || undefined}
      controls
      playsInline
      preload="metadata"
      aria-label={title}
      data-testid="uploaded-video"
      data-source={src.kind}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', background: '#000' }}
      onLoadedMetadata={(e) => {
        if (resumeAt.current > 0) {
          e.currentTarget.currentTime = resumeAt.current
          resumeAt.current = 0
          void e.currentTarget.play().catch(() => undefined)
        }
      }}
      onEnded={onEnded}
      onError={onError}
    />
  )
}
