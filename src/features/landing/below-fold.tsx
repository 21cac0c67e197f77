import { useEffect, useRef, type ReactNode } from 'react'
import { anchorScroll, browserAnchorEnvironment } from './logic/anchor-scroll'
import { AboutSection } from './sections/about-section'
import { AssistantSection } from './sections/assistant-section'
import { ContactSection } from './sections/contact-section'
import { DigitalProductsSection } from './sections/digital-products-section'
import { FaqSection } from './sections/faq-section'
import { LearningPackagesSection } from './sections/learning-packages-section'
import { LegalitySection } from './sections/legality-section'
import { PricingSection } from './sections/pricing-section'
import { ServicesSection } from './sections/services-section'
import { TestimonialsSection } from './sections/testimonials-section'
import { VideosSection } from './sections/videos-section'

export interface BelowFoldProps {
  assistantPanel: ReactNode
  /** Section id to scroll to once rendered (the hero's pricing button, a #hash in the address). */
  scrollTarget: string | null
  onScrolled: () => void
}

/** Everything under the first screen: its own chunk, loaded when the visitor scrolls or asks for a section. */
export default function BelowFold({ assistantPanel, scrollTarget, onScrolled }: BelowFoldProps) {
  const stopAnchor = useRef<(() => void) | null>(null)
  useEffect(() => {
    if (!scrollTarget) return
    const target = document.getElementById(scrollTarget)
    if (target) {
      stopAnchor.current?.()
      // Sections above the target still fill in from the server: keep the target in view until
      // they settle or the visitor scrolls on their own.
      stopAnchor.current = anchorScroll(
        () => target.scrollIntoView({ block: 'start' }),
        browserAnchorEnvironment(),
      )
    }
    onScrolled()
  }, [scrollTarget, onScrolled])
  useEffect(() => () => stopAnchor.current?.(), [])
  return (
    <>
      <AboutSection />
      <AssistantSection panel={assistantPanel} />
      <DigitalProductsSection />
      <ServicesSection />
      <VideosSection />
      <LearningPackagesSection />
      <PricingSection />
      <LegalitySection />
      <TestimonialsSection />
      <FaqSection />
      <ContactSection />
    </>
  )
}
