import { useState } from 'react'
import Box from '@mui/material/Box'

/**
 * A YouTube video that costs nothing until tapped: a lazy thumbnail with a play button; the tap mounts the
 * youtube-nocookie player (autoplay) in its place.
 */
export function VideoEmbed({ id, title }: { id: string; title: string }) {
  const [playing, setPlaying] = useState(false)
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: '16 / 9',
        borderRadius: 4,
        overflow: 'hidden',
        bgcolor: '#1f2937',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(id)}?autoplay=1`}
          title={title}
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <Box
          component="button"
          type="button"
          onClick={() => setPlaying(true)}
          aria-label={`Putar video: ${title}`}
          sx={{
            position: 'absolute',
            inset: 0,
            p: 0,
            border: 0,
            cursor: 'pointer',
            bgcolor: 'transparent',
            '&:focus-visible': { outline: '3px solid #fb923c', outlineOffset: -3 },
          }}
        >
          <Box
            component="img"
            src={`https://i.ytimg.com/vi/${encodeURIComponent(id)}/hqdefault.jpg`}
            alt=""
            loading="lazy"
            decoding="async"
            width={480}
            height={360}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 68,
              height: 48,
              borderRadius: 3,
              bgcolor: 'rgba(220,38,38,0.92)',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Box
              sx={{
                width: 0,
                height: 0,
                borderTop: '10px solid transparent',
                borderBottom: '10px solid transparent',
                borderLeft: '17px solid #fff',
                ml: '4px',
              }}
            />
          </Box>
        </Box>
      )}
    </Box>
  )
}
