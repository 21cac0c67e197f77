import { defineConfig, devices } from '@playwright/test'

// The e2e runner (scripts/e2e.mjs) builds the PWA, starts PocketBase with demo data on a free
// port and a temp data dir, and passes its URL in E2E_BASE_URL. The 'setup' project signs the demo
// roles in once per run (e2e/support/auth.setup.ts); the specs that start signed in use the saved
// sessions (storageStateOf in e2e/support/auth.ts).
//
// Each worker has a slot of its own servers (scripts/e2e.mjs, E2E_SLOTS): this file is loaded again in
// every worker process, after Playwright set its TEST_PARALLEL_INDEX, and points E2E_BASE_URL,
// E2E_LLM_BASE_URL, E2E_FAKE_LLM_URL and E2E_PUBLIC_DIR at that worker's slot, for the config and for
// the specs and helpers that read them.
useWorkerSlot()
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090'

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Files run in parallel on the workers (scripts/e2e.mjs passes --workers); a file's tests in order.
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A trace only when a failed test is retried (CI retries once): recording one for every test made
    // three spec files take 258 s instead of 180 s on 2 cores (its screencast kept Chromium busy).
    trace: 'on-first-retry',
    launchOptions: {
      // scripts/e2e.mjs sets CHROMIUM_PATH: Debian's headless shell when installed.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-dev-shm-usage',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'setup', testMatch: /support\/auth\.setup\.ts$/ },
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined },
      dependencies: ['setup'],
    },
  ],
})

function useWorkerSlot(): void {
  const slots = JSON.parse(process.env.E2E_SLOTS ?? '[]') as Record<string, string>[]
  const slot = slots[Number(process.env.TEST_PARALLEL_INDEX ?? 0) % Math.max(slots.length, 1)]
  if (slot) Object.assign(process.env, slot)
}
