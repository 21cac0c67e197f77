/**
 * Scrolls to an element and keeps it at the top while the content above it is still settling
 * (the learning packages and testimonials arrive from the server after the sections render, and
 * would otherwise push the target out of view). Stops at the visitor's first own scroll gesture
 * or after `settleMs`. Returns a function that stops it early.
 */
export interface AnchorEnvironment {
  /** Called when the page's height may have changed; returns a function that stops observing. */
  observeLayout: (onChange: () => void) => () => void
  /** Called on the visitor's own scroll gesture; returns a function that stops listening. */
  onUserGesture: (handler: () => void) => () => void
  setTimer: (fn: () => void, ms: number) => () => void
}

export function anchorScroll(
  scrollToTarget: () => void,
  env: AnchorEnvironment,
  settleMs = 4000,
): () => void {
  let active = true
  const stops: Array<() => void> = []
  const stop = () => {
    if (!active) return
    active = false
    for (const s of stops) s()
  }
  scrollToTarget()
  stops.push(
    env.observeLayout(() => {
      if (active) scrollToTarget()
    }),
  )
  stops.push(env.onUserGesture(stop))
  stops.push(env.setTimer(stop, settleMs))
  return stop
}

const GESTURES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/** The browser's environment for anchorScroll. */
export function browserAnchorEnvironment(): AnchorEnvironment {
  return {
    observeLayout: (onChange) => {
      if (typeof ResizeObserver === 'undefined') return () => {}
      const ro = new ResizeObserver(onChange)
      ro.observe(document.body)
      return () => ro.disconnect()
    },
    onUserGesture: (handler) => {
      for (const e of GESTURES) window.addEventListener(e, handler, { passive: true })
      return () => {
        for (const e of GESTURES) window.removeEventListener(e, handler)
      }
    },
    setTimer: (fn, ms) => {
      const id = window.setTimeout(fn, ms)
      return () => window.clearTimeout(id)
    },
  }
}
