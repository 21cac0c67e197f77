/**
 * Test-only: runs before every file of the 'unit' project (vite.config.ts, setupFiles). That project
 * shares one module graph and one jsdom window per worker (`isolate: false`), so what a file leaves
 * behind must not reach the next one: the page's markup and address, storage, stubbed globals and
 * spies, fake timers.
 */
import { vi } from 'vitest'

vi.useRealTimers()
vi.restoreAllMocks()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
if (typeof document !== 'undefined') {
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
  window.sessionStorage.clear()
}
