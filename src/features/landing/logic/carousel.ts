/** Slides per view of the testimonial carousel: 1 below 768 px, 2 from 768 px, 3 from 1024 px. */
export function slidesPerView(width: number): number {
  if (width >= 1024) return 3
  if (width >= 768) return 2
  return 1
}

/** How many start positions the carousel has (one dot each): every slide until the last full view. */
export function positionCount(slides: number, perView: number): number {
  if (slides <= 0) return 0
  return Math.max(1, slides - Math.max(1, perView) + 1)
}

/** The next start position, wrapping to the first after the last. */
export function nextPosition(current: number, slides: number, perView: number): number {
  const count = positionCount(slides, perView)
  if (count <= 1) return 0
  return current + 1 >= count ? 0 : current + 1
}

/** The previous start position, wrapping to the last before the first. */
export function previousPosition(current: number, slides: number, perView: number): number {
  const count = positionCount(slides, perView)
  if (count <= 1) return 0
  return current - 1 < 0 ? count - 1 : current - 1
}

/** The start position a scroll offset is closest to, clamped to the valid range. */
export function positionFromScroll(
  scrollLeft: number,
  slideStride: number,
  slides: number,
  perView: number,
): number {
  const count = positionCount(slides, perView)
  if (count <= 1 || slideStride <= 0) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideStride)))
}

/** Autoplay runs only with several positions, no reduced-motion wish, a visible tab and no hover/focus. */
export function shouldAutoplay(o: {
  positions: number
  reducedMotion: boolean
  hidden: boolean
  hovered: boolean
  focused: boolean
}): boolean {
  return o.positions > 1 && !o.reducedMotion && !o.hidden && !o.hovered && !o.focused
}
