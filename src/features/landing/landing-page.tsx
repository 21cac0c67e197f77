import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react'
import Box from '@mui/material/Box'
import { usePageMeta } from '@/components/page-meta'
import type { BelowFoldProps } from './below-fold'
import { landingMeta } from './landing-meta'
import { HeroSection } from './sections/hero-section'
import { LandingFooter } from './sections/landing-footer'
import { LandingHeader } from './sections/landing-header'

type BelowFoldModule = { default: ComponentType<BelowFoldProps> }
let belowFoldModule: Promise<BelowFoldModule> | null = null
/** Starts loading the sections below the first screen (same chunk the page renders). */
export function preloadBelowFold(): Promise<BelowFoldModule> {
  belowFoldModule ??= import('./below-fold')
  return belowFoldModule
}
const BelowFold = lazy(preloadBelowFold)

export interface LandingPageProps {
  /** The trial chat, composed by the app layer; rendered only after 'Coba Sekarang'. */
  assistantPanel: ReactNode
  /** Render the sections below the first screen at once (else on the first scroll, key, #hash, ...). */
  initialShowRest?: boolean
}

/** Keeps the space of the sections below the first screen until they have loaded. */
function Placeholder({ boxRef }: { boxRef?: Ref<HTMLDivElement> }) {
  return <Box id="landing-rest" ref={boxRef} aria-hidden sx={{ minHeight: '100vh' }} />
}

const hashTarget = (): string | null => decodeURIComponent(window.location.hash.slice(1)) || null

/**
 * The public landing page. The first screen (header and hero) is prerendered into index.html at build
 * time; the rest is its own chunk, loaded on the first scroll, key press, a #hash or the pricing button.
 */
export function LandingPage({ assistantPanel, initialShowRest = false }: LandingPageProps) {
  usePageMeta(
    landingMeta(typeof window === 'undefined' ? 'http://localhost' : window.location.origin),
  )
  const [showRest, setShowRest] = useState(initialShowRest)
  const [scrollTarget, setScrollTarget] = useState<string | null>(null)
  const sentinel = useRef<HTMLDivElement>(null)

  // A #hash (on arrival or later, e.g. the pricing link clicked before the script ran) shows its section.
  useEffect(() => {
    const onHash = () => {
      const target = hashTarget()
      if (!target) return
      setScrollTarget(target)
      setShowRest(true)
    }
    onHash()
    window.addEventListener('hashchange', onHash)
    return () => window.removeEventListener('hashchange', onHash)
  }, [])

  useEffect(() => {
    if (showRest) return
    const show = () => setShowRest(true)
    const events = ['scroll', 'wheel', 'touchmove', 'keydown'] as const
    for (const e of events) window.addEventListener(e, show, { passive: true, once: true })
    // Tall windows (and crawlers) that already see the space below the hero.
    const io =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            if (entries.some((en) => en.intersectionRatio > 0)) show()
          })
        : null
    if (io && sentinel.current) io.observe(sentinel.current)
    return () => {
      for (const e of events) window.removeEventListener(e, show)
      io?.disconnect()
    }
  }, [showRest])

  const showPricing = useCallback(() => {
    setScrollTarget('pricing-section')
    setShowRest(true)
  }, [])
  const onScrolled = useCallback(() => setScrollTarget(null), [])

  return (
    <Box sx={{ bgcolor: '#fff7ed', minHeight: '100dvh' }}>
      <LandingHeader />
      <Box component="main">
        <HeroSection onShowPricing={showPricing} />
        {showRest ? (
          <Suspense fallback={<Placeholder />}>
            <BelowFold
              assistantPanel={assistantPanel}
              scrollTarget={scrollTarget}
              onScrolled={onScrolled}
            />
          </Suspense>
        ) : (
          <Placeholder boxRef={sentinel} />
        )}
      </Box>
      {showRest && <LandingFooter />}
    </Box>
  )
}
