// Builds the PWA, starts PocketBase with demo data (temp dir, free port) serving it, runs Playwright.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT, startPocketBase } from '../pocketbase/launcher.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium tidak ditemukan di ${chromium}: jalankan 'apt-get install -y chromium'.`)
  process.exit(1)
}

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-'))
let log = ''
const server = await startPocketBase({
  dataDir,
  publicDir: path.join(ROOT, 'dist'),
  onOutput: (l) => (log += l),
  env: {
    PB_SEED: 'demo',
    PB_ADMIN_EMAIL: 'admin@e2e.local',
    PB_ADMIN_PASSWORD: 'admin-e2e-123',
    SMTP_HOST: '',
  },
})
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_BASE_URL: server.url, E2E_ADMIN_EMAIL: 'admin@e2e.local', E2E_ADMIN_PASSWORD: 'admin-e2e-123' },
})
await server.stop()
if (result.status !== 0 && process.env.E2E_SHOW_SERVER_LOG) console.log(log)
rmSync(dataDir, { recursive: true, force: true })
process.exit(result.status ?? 1)
