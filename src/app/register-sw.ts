import { offerAppUpdate } from '@/lib/app-update'
import { canReloadNow } from '@/lib/reload-guard'
import { startUpdateFlow } from './update-flow'

/** Look for a new version when the app comes back into view, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker (vite-plugin-pwa's own service worker, src/sw.ts, built by injectManifest, registerType 'prompt') through
 * workbox-window. A new version waits until the student applies it from the update snackbar.
 * Small and imported by src/main.tsx; workbox-window itself loads as one chunk of its own, so a first
 * visit to / fetches nothing else before the visitor acts (e2e/landing.spec.ts).
 */
export async function registerServiceWorker(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox('/sw.js', { scope: '/' })
  startUpdateFlow(wb, {
    offer: offerAppUpdate,
    canReload: canReloadNow,
    reload: () => window.location.reload(),
  })
  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || !navigator.onLine) return
    if (Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return
    lastCheck = Date.now()
    void wb.update().catch(() => undefined)
  })
  await wb.register()
}
