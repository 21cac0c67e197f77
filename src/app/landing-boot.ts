/**
 * When the prerendered landing page (static HTML whose links work without script) needs its React root:
 * the first sign of a visitor going further — scrolling, a key, a touch or pointer press, focus moving
 * into the page, a #hash (the hero's 'Lihat Paket Harga' link sets one), or the space under the first
 * screen becoming visible (tall windows, crawlers). Until then the page runs no application script.
 */
export const BOOT_EVENTS = [
  'scroll',
  'wheel',
  'touchstart',
  'pointerdown',
  'keydown',
  'focusin',
  'hashchange',
] as const

export function waitForVisitor(win: Window = window, restId = 'landing-rest'): Promise<void> {
  return new Promise((resolve) => {
    if (win.location.hash.length > 1) {
      resolve()
      return
    }
    let io: IntersectionObserver | null = null
    const done = () => {
      for (const e of BOOT_EVENTS) win.removeEventListener(e, done, true)
      io?.disconnect()
      resolve()
    }
    for (const e of BOOT_EVENTS) win.addEventListener(e, done, { capture: true, passive: true })
    const rest = win.document.getElementById(restId)
    if (rest && typeof IntersectionObserver !== 'undefined') {
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((en) => en.intersectionRatio > 0)) done()
      })
      observer.observe(rest)
      io = observer
    }
  })
}
