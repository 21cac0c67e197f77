/**
 * Test-only (src/testing; ESLint forbids importing it outside test files, so it never reaches the app's
 * bundle): the jsdom set-up shared by the unit tests that render. A test file starts with
 * `// @vitest-environment jsdom` and calls `setupDomTests()` at module scope.
 */
import { cleanup, configure } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

/** Browser APIs the components use that jsdom lacks. */
export function installDomGaps(): void {
  // Blob.arrayBuffer (every browser has it): read through FileReader.
  if (!Blob.prototype.arrayBuffer) {
    Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const reader = new FileReader()
        reader.onload = () => resolve(reader.result as ArrayBuffer)
        reader.onerror = () => reject(reader.error)
        reader.readAsArrayBuffer(this)
      })
    }
  }
  // The chat scrolls its newest message into view.
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
}

export interface DomTestOptions {
  /** MUI dialogs render slowly in jsdom: longer waits and test timeout, room for a loaded machine. */
  slowMui?: boolean
}

/**
 * Fills jsdom's gaps, and after each test unmounts what it rendered and restores spies, stubbed
 * globals and real timers (registered first, so it runs after the file's own afterEach hooks).
 */
export function setupDomTests(options: DomTestOptions = {}): void {
  installDomGaps()
  if (options.slowMui) {
    configure({ asyncUtilTimeout: 5000 })
    vi.setConfig({ testTimeout: 20_000 })
  }
  afterEach(() => {
    cleanup()
    vi.useRealTimers()
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })
}
