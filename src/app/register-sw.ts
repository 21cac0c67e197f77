import { Workbox } from 'workbox-window'
import { offerAppUpdate } from '@/lib/app-update'
import { logger } from '@/lib/logger'
import { canReloadNow } from '@/lib/reload-guard'
import { startUpdateFlow } from './update-flow'

/** Look for a new version when the app comes back into view, at most this often. */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker (vite-plugin-pwa's generateSW output, registerType 'prompt') through
 * workbox-window. A new version waits until the student applies it from the update snackbar.
 */
export function registerServiceWorker(): void {
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
  wb.register().catch((error: unknown) => logger.warn('Service worker gagal didaftarkan:', error))
}
