// Debian Chromium for the browser benches (playwright-core; CHROMIUM_PATH overrides the binary), with
// the flags every bench uses on this machine.
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
]
const executablePath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A headless browser (each page gets a fresh context). */
export async function launchChromium() {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: executablePath(), headless: true, args: ARGS })
}

/**
 * A headless browser context with a profile kept in `profileDir` (as a real device: its storage and
 * service worker stay between page loads); `options` adds Playwright context options (locale, viewport).
 */
export async function launchPersistentChromium(profileDir, options = {}) {
  const { chromium } = await import('playwright-core')
  return chromium.launchPersistentContext(profileDir, {
    executablePath: executablePath(),
    headless: true,
    args: ARGS,
    ...options,
  })
}
