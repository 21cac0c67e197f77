import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import {
  nextPosition,
  positionCount,
  positionFromScroll,
  previousPosition,
  shouldAutoplay,
  slidesPerView,
} from '../logic/carousel'

const AUTOPLAY_MS = 4000
const GAP = 16

interface CarouselProps {
  label: string
  /** Accessible name of one slide, e.g. (i, n) => `Ulasan ${i} dari ${n}`. */
  slideLabel: (index: number, total: number) => string
  children: ReactNode
}

/**
 * A small carousel: CSS scroll-snap (swipe works natively), 1/2/3 slides per view below 768 / from 768 /
 * from 1024 px, autoplay every 4 s that pauses on hover, focus, a hidden tab and prefers-reduced-motion,
 * with previous/next buttons and one dot per position.
 */
export function Carousel({ label, slideLabel, children }: CarouselProps) {
  const slides = Children.toArray(children)
  const trackRef = useRef<HTMLDivElement>(null)
  const [perView, setPerView] = useState(1)
  const [position, setPosition] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [hidden, setHidden] = useState(false)
  const [reducedMotion, setReducedMotion] = useState(false)
  const positions = positionCount(slides.length, perView)

  useEffect(() => {
    const update = () => setPerView(slidesPerView(window.innerWidth))
    const motion = window.matchMedia('(prefers-reduced-motion: reduce)')
    const updateMotion = () => setReducedMotion(motion.matches)
    const updateHidden = () => setHidden(document.visibilityState === 'hidden')
    update()
    updateMotion()
    updateHidden()
    window.addEventListener('resize', update)
    motion.addEventListener('change', updateMotion)
    document.addEventListener('visibilitychange', updateHidden)
    return () => {
      window.removeEventListener('resize', update)
      motion.removeEventListener('change', updateMotion)
      document.removeEventListener('visibilitychange', updateHidden)
    }
  }, [])

  const stride = useCallback((): number => {
    const track = trackRef.current
    const first = track?.firstElementChild as HTMLElement | null
    return first ? first.offsetWidth + GAP : 0
  }, [])

  const goTo = useCallback(
    (target: number) => {
      const track = trackRef.current
      if (!track) return
      setPosition(target)
      track.scrollTo({ left: target * stride(), behavior: reducedMotion ? 'auto' : 'smooth' })
    },
    [reducedMotion, stride],
  )

  useEffect(() => {
    if (!shouldAutoplay({ positions, reducedMotion, hidden, hovered, focused })) return
    const timer = window.setInterval(
      () => goTo(nextPosition(position, slides.length, perView)),
      AUTOPLAY_MS,
    )
    return () => window.clearInterval(timer)
  }, [positions, reducedMotion, hidden, hovered, focused, position, slides.length, perView, goTo])

  const onScroll = () => {
    const track = trackRef.current
    if (track) setPosition(positionFromScroll(track.scrollLeft, stride(), slides.length, perView))
  }

  const basis = `calc((100% - ${(perView - 1) * GAP}px) / ${perView})`
  const arrowSx = {
    width: 44,
    height: 44,
    borderRadius: '50%',
    border: '1px solid #fdba74',
    bgcolor: '#fff',
    color: '#9a3412',
    fontSize: 22,
    cursor: 'pointer',
    '&:focus-visible': { outline: '3px solid #fb923c' },
  }
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <Box
        ref={trackRef}
        onScroll={onScroll}
        data-testid="carousel-track"
        data-position={position}
        sx={{
          display: 'flex',
          gap: `${GAP}px`,
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          '&::-webkit-scrollbar': { display: 'none' },
          pb: 1,
        }}
      >
        {slides.map((slide, i) => (
          <Box
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={slideLabel(i + 1, slides.length)}
            sx={{ flex: `0 0 ${basis}`, minWidth: 0, scrollSnapAlign: 'start', display: 'flex' }}
          >
            {slide}
          </Box>
        ))}
      </Box>
      {positions > 1 && (
        <Box
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, mt: 2 }}
        >
          <Box
            component="button"
            type="button"
            aria-label="Ulasan sebelumnya"
            onClick={() => goTo(previousPosition(position, slides.length, perView))}
            sx={arrowSx}
          >
            ‹
          </Box>
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {Array.from({ length: positions }, (_, i) => (
              <Box
                key={i}
                component="button"
                type="button"
                aria-label={`Tampilkan ulasan ${i + 1}`}
                aria-current={i === position ? 'true' : undefined}
                onClick={() => goTo(i)}
                sx={{
                  width: 24,
                  height: 24,
                  p: 0,
                  border: 0,
                  bgcolor: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                }}
              >
                <Box
                  component="span"
                  sx={{
                    width: i === position ? 18 : 8,
                    height: 8,
                    borderRadius: 4,
                    bgcolor: i === position ? '#c2410c' : '#fdba74',
                    transition: 'width 0.2s',
                  }}
                />
              </Box>
            ))}
          </Box>
          <Box
            component="button"
            type="button"
            aria-label="Ulasan berikutnya"
            onClick={() => goTo(nextPosition(position, slides.length, perView))}
            sx={arrowSx}
          >
            ›
          </Box>
        </Box>
      )}
    </Box>
  )
}
