import { logger } from '@/lib/logger'
import { perfMark } from '@/lib/perf-mark'
import { waitForVisitor } from '@/app/landing-boot'
import { registerServiceWorker } from '@/app/register-sw'

perfMark('boot')
const container = document.getElementById('root')!

/** Whether this tab has a stored PocketBase session (then /login is the app's: it redirects). */
function hasStoredSession(): boolean {
  try {
    return Boolean(window.localStorage.getItem('pocketbase_auth'))
  } catch {
    return false
  }
}

async function boot(): Promise<void> {
  // A first visit to /login without a session: its form is already in index.html (prerendered), wired
  // by a small module; the SDK and the app load when the visitor signs in.
  if (
    window.location.pathname === '/login' &&
    document.getElementById('login-prerender') &&
    !hasStoredSession()
  ) {
    const { enhanceLogin } = await import('@/app/login-first-visit')
    enhanceLogin(container)
    return
  }
  document.getElementById('login-prerender')?.remove()
  if (window.location.pathname !== '/') {
    const { mountApp } = await import('@/app/mount-app')
    perfMark('app-chunk')
    mountApp(container)
    return
  }
  // A first visit to / gets the landing page's light root (no router, session, SDK or local store). Its
  // first screen is already in index.html (prerendered at build time, links work without script), so
  // React starts when the visitor goes further; the root then renders the sections below at once.
  const prerendered = document.getElementById('landing-prerender') !== null
  if (prerendered) await waitForVisitor()
  const { mountLanding } = await import('@/app/landing-root')
  mountLanding(container, { showRest: prerendered })
}
boot().catch((error: unknown) => logger.error('Aplikasi gagal dimuat:', error))

// The service worker precaches the shell and route chunks so an offline reload of any route renders.
// Registered after boot (off the landing's critical path); a new version waits for the student.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  registerServiceWorker().catch((error: unknown) =>
    logger.warn('Service worker gagal didaftarkan:', error),
  )
}
