// Builds the PWA, starts PocketBase with demo data (temp dir, free port) serving a copy of it, runs
// Playwright. A second PocketBase (own data dir, same served copy) answers the paid chat from a fake
// OpenAI-compatible LLM (scripts/lib/fake-llm.mjs) for e2e/chat-llm.spec.ts (E2E_LLM_BASE_URL,
// E2E_FAKE_LLM_URL); the main one keeps the built-in assistant. The whole run holds /tmp/e2e.lock (scripts/lib/e2e-lock.mjs; taken here, so nobody needs
// to wrap this in `flock`): a second run, a bench or an icon build on the same machine waits instead of
// rebuilding dist/ under this one or competing for the two cores that timing-sensitive specs measure.
import { spawn, spawnSync } from 'node:child_process'
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ROOT, startPocketBase } from '../pocketbase/launcher.mjs'
import { acquireE2eLock, E2E_LOCK } from './lib/e2e-lock.mjs'
import { reportFirstSyncs } from './lib/first-sync-report.mjs'
import { startFakeLlm } from './lib/fake-llm.mjs'

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (!existsSync(chromium)) {
  console.error(`Chromium tidak ditemukan di ${chromium}: jalankan 'apt-get install -y chromium'.`)
  process.exit(1)
}

const lock = await acquireE2eLock(() =>
  console.log(`e2e: menunggu ${E2E_LOCK} (build atau browser lain sedang berjalan)...`),
)

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (build.status !== 0) {
    await lock.release()
    process.exit(build.status ?? 1)
  }
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-'))
const llmDataDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-llm-'))
// The server serves a copy of the build: e2e/pwa.spec.ts publishes a "new version" by changing the
// served sw.js (E2E_PUBLIC_DIR), and the working tree's dist/ stays as the build left it.
const publicDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-public-'))
cpSync(path.join(ROOT, 'dist'), publicDir, { recursive: true })
// The server's output goes to a file. Playwright must run asynchronously (not spawnSync): a blocked
// event loop stops draining PocketBase's stdout pipe, and once the pipe is full every request that
// logs hangs.
// (Not under test-results/: Playwright empties that folder when it starts.)
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
const logPath = path.join(ROOT, '.tmp', 'pocketbase-e2e.log')
const log = createWriteStream(logPath)
const llmLogPath = path.join(ROOT, '.tmp', 'pocketbase-e2e-llm.log')
const llmLog = createWriteStream(llmLogPath)
const serverEnv = {
  PB_SEED: 'demo',
  PB_ADMIN_EMAIL: 'admin@e2e.local',
  PB_ADMIN_PASSWORD: 'admin-e2e-123',
  SMTP_HOST: '',
  // Payment webhook signatures (e2e/admin-payments.spec.ts signs with the same key).
  PAYMENT_SERVER_KEY: 'e2e-payment-server-key',
  // The trial allowance is per client address and every spec shares 127.0.0.1: keep it generous
  // here (the real 5/1 limit is covered by the integration tests).
  CHAT_TRIAL_LIMITS: '100/20',
  // Sign-in limits (pb_hooks/lib/accounts/sign-in-limits.js): every spec signs in from 127.0.0.1; the real
  // defaults are covered by tests/integration/security/sign-in-limits.test.ts.
  RATE_LIMIT_AUTH: '1000/60',
  RATE_LIMIT_AUTH_IDENTITY: '1000/60',
  RATE_LIMIT_PASSWORD_RESET: '1000/60',
  RATE_LIMIT_VERIFICATION: '1000/60',
  RATE_LIMIT_EMAIL_AUTHORIZED: '1000/60',
  RATE_LIMIT_SIGNUP: '1000/60',
}
// First syncs of fresh learners, timed by the specs (e2e/support/sync-timing.ts): printed per spec at the end.
const firstSyncLog = path.join(ROOT, '.tmp', 'e2e-first-sync.jsonl')
rmSync(firstSyncLog, { force: true })
const fakeLlm = await startFakeLlm()
const [server, llmServer] = await Promise.all([
  startPocketBase({ dataDir, publicDir, onOutput: (l) => log.write(l), env: serverEnv }),
  startPocketBase({
    dataDir: llmDataDir,
    publicDir,
    onOutput: (l) => llmLog.write(l),
    env: {
      ...serverEnv,
      LLM_BASE_URL: `${fakeLlm.url}/v1`,
      LLM_MODEL: 'fake-model',
      LLM_API_KEY: 'e2e-llm-key',
      LLM_TIMEOUT: '5',
    },
  }),
])
const status = await new Promise((resolve) => {
  const child = spawn('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: server.url,
      E2E_LLM_BASE_URL: llmServer.url,
      E2E_FAKE_LLM_URL: fakeLlm.url,
      E2E_PUBLIC_DIR: publicDir,
      E2E_ADMIN_EMAIL: 'admin@e2e.local',
      E2E_ADMIN_PASSWORD: 'admin-e2e-123',
      PAYMENT_SERVER_KEY: 'e2e-payment-server-key',
    },
  })
  child.on('exit', (code) => resolve(code ?? 1))
})
await Promise.all([server.stop(), llmServer.stop(), fakeLlm.stop()])
log.end()
llmLog.end()
if (status !== 0) console.log(`PocketBase output: ${logPath} (LLM server: ${llmLogPath})`)
reportFirstSyncs(firstSyncLog)
rmSync(dataDir, { recursive: true, force: true })
rmSync(llmDataDir, { recursive: true, force: true })
rmSync(publicDir, { recursive: true, force: true })
await lock.release()
process.exit(status)
