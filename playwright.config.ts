import { defineConfig, devices } from '@playwright/test'

// The e2e runner (scripts/e2e.mjs) builds the PWA, starts PocketBase with demo data on a free
// port and a temp data dir, and passes its URL in E2E_BASE_URL. The 'setup' project signs the demo
// roles in once per run (e2e/support/auth.setup.ts); the specs that start signed in use the saved
// sessions (storageStateOf in e2e/support/auth.ts).
const baseURL = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090'

export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    trace: 'retain-on-failure',
    launchOptions: {
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
