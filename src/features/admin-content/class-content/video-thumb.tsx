import { useState } from 'react'
import Box from '@mui/material/Box'
import { extractYouTubeId, youTubeThumbnailUrl } from '@/lib/youtube'

/**
 * A video thumbnail. The stored one is at maximum resolution, which not every video has:
 * YouTube then answers with a 120 px placeholder or an error, so this falls back to 'hqdefault'.
 */
export function VideoThumb({
  src,
  link,
  width = 128,
}: {
  src: string
  link: string
  width?: number
}) {
  const id = extractYouTubeId(link)
  const fallback = id ? youTubeThumbnailUrl(id, 'hqdefault') : ''
  const [failed, setFailed] = useState<string | null>(null)
  const first = src || (id ? youTubeThumbnailUrl(id) : '')
  const shown = failed === first ? fallback : first
  if (!shown)
    return (
      <Box
        sx={{
          width,
          aspectRatio: '16 / 9',
          bgcolor: 'action.hover',
          borderRadius: 1,
          flexShrink: 0,
        }}
      />
    )
  return (
    <Box
      component="img"
      src={shown}
      alt=""
      loading="lazy"
      onError={() => setFailed(first)}
      onLoad={(e) => {
        if (
          shown === first &&
          fallback &&
          e.currentTarget.naturalWidth > 0 &&
          e.currentTarget.naturalWidth <= 120
        )
          setFailed(first)
      }}
      sx={{
        width,
        aspectRatio: '16 / 9',
        objectFit: 'cover',
        borderRadius: 1,
        flexShrink: 0,
        bgcolor: 'action.hover',
      }}
    />
  )
}
