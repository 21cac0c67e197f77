/**
 * Test-only: runs before every unit test file (vite.config.ts, setupFiles). The 'unit' project
 * shares one module graph and one jsdom window per worker (`isolate: false`), so what a file leaves
 * behind must not reach the next one: the page's markup and address, storage, stubbed globals and
 * spies, fake timers. And Testing Library's waits (findBy*, waitFor) get 5 s instead of 1 s: `npm
 * test` runs the unit tests beside e2e, where a render can take several times as long.
 */
import { vi } from 'vitest'

vi.useRealTimers()
vi.restoreAllMocks()
vi.unstubAllGlobals()
vi.unstubAllEnvs()
if (typeof document !== 'undefined') {
  const { configure, getConfig } = await import('@testing-library/dom')
  if (getConfig().asyncUtilTimeout < 5000) configure({ asyncUtilTimeout: 5000 })
  document.body.innerHTML = ''
  window.history.replaceState(null, '', '/')
  window.localStorage.clear()
  window.sessionStorage.clear()
}
