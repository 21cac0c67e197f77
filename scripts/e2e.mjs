// Builds the PWA, starts one slot of servers per Playwright worker (startSlot below: PocketBase with
// demo data in a temp dir on a free port serving a copy of the build, and a second PocketBase answering
// the paid chat from a fake OpenAI-compatible LLM) and runs Playwright with E2E_WORKERS workers (1 by
// default). The whole run holds /tmp/e2e.lock (scripts/lib/e2e-lock.mjs; taken here, so nobody needs
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

// Debian's Chromium headless shell (package chromium-headless-shell: the same Chromium build and Blink
// without the browser's UI layer, what Playwright itself runs for headless tests) when installed, else
// the full /usr/bin/chromium. On 2 cores, three spec files (20 tests) took 141 s with the shell against
// 180 s with the full browser (its renderer and GPU process do more per frame). CHROMIUM_PATH overrides.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')
if (!existsSync(chromium) && process.env.E2E_BUILD_ONLY !== '1') {
  console.error(
    `Chromium tidak ditemukan di ${chromium}: jalankan 'apt-get install -y chromium chromium-headless-shell'.`,
  )
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
// E2E_BUILD_ONLY=1: only the build, under the lock (`npm test` builds beside the static checks, then
// runs the specs with E2E_SKIP_BUILD=1).
if (process.env.E2E_BUILD_ONLY === '1') {
  await lock.release()
  process.exit(0)
}

// Each Playwright worker gets its own slot (startSlot): a PocketBase with the demo
// data in its own temp dir, serving its own copy of the build, and a second PocketBase answering the
// paid chat from its own fake OpenAI-compatible LLM (scripts/lib/fake-llm.mjs) for the specs of the
// LLM path (E2E_LLM_BASE_URL, E2E_FAKE_LLM_URL); the main one keeps the built-in assistant. So the
// specs of one worker never see another worker's writes, served files or fake-LLM mode (E2E_WORKERS=2
// or more runs files side by side). playwright.config.ts points each worker at its slot.
const workers = e2eWorkers()
/** How long a PocketBase of a slot may take to answer /api/health (demo data seeded). */
const START_MS = 120_000
// First syncs of fresh learners, timed by the specs (e2e/support/sync-timing.ts): printed per spec at the end.
const firstSyncLog = path.join(ROOT, '.tmp', 'e2e-first-sync.jsonl')
rmSync(firstSyncLog, { force: true })
mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
// One slot after the other: four PocketBases seeding the demo data at once on two cores can take
// longer than a start is given on a loaded machine.
const slots = []
for (let i = 0; i < workers; i++) slots.push(await startSlot(i))
const status = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    ['playwright', 'test', `--workers=${workers}`, ...process.argv.slice(2)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_SLOTS: JSON.stringify(slots.map((s) => s.env)),
        // The first slot's, for anything that reads them before a worker picks its slot.
        ...slots[0].env,
        CHROMIUM_PATH: chromium,
        E2E_ADMIN_EMAIL: 'admin@e2e.local',
        E2E_ADMIN_PASSWORD: 'admin-e2e-123',
        PAYMENT_SERVER_KEY: 'e2e-payment-server-key',
      },
    },
  )
  child.on('exit', (code) => resolve(code ?? 1))
})
await Promise.all(slots.map((s) => s.stop()))
if (status !== 0)
  console.log(`PocketBase output: ${slots.map((s) => s.logs.join(', ')).join('; ')}`)
reportFirstSyncs(firstSyncLog)
await lock.release()
process.exit(status)

/**
 * Playwright workers (E2E_WORKERS, default 1): one slot each. On a 2-core machine two workers were
 * no faster (the suite is CPU-bound: two Chromiums kept the load average at 13 and the e2e step took
 * 17 min either way) and made each test slower; more cores can take more.
 */
function e2eWorkers() {
  const n = Number(process.env.E2E_WORKERS ?? 1)
  return Number.isInteger(n) && n >= 1 ? n : 1
}

/**
 * Slot `i`: its main PocketBase (demo data, its own copy of dist/: e2e/pwa.spec.ts publishes a "new
 * version" by changing the served sw.js, E2E_PUBLIC_DIR, and the working tree's dist/ stays as the build
 * left it), its LLM PocketBase and fake LLM. Output goes to files: Playwright runs asynchronously (not
 * spawnSync), since a blocked event loop stops draining PocketBase's stdout pipe, and once the pipe is
 * full every request that logs hangs. (Not under test-results/: Playwright empties that folder.)
 */
async function startSlot(i) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `pb-e2e-${i}-`))
  const llmDataDir = mkdtempSync(path.join(tmpdir(), `pb-e2e-llm-${i}-`))
  const publicDir = mkdtempSync(path.join(tmpdir(), `pb-e2e-public-${i}-`))
  cpSync(path.join(ROOT, 'dist'), publicDir, { recursive: true })
  const logs = [`pocketbase-e2e-${i}.log`, `pocketbase-e2e-llm-${i}.log`].map((f) =>
    path.join(ROOT, '.tmp', f),
  )
  const [log, llmLog] = logs.map((f) => createWriteStream(f))
  const env = serverEnv()
  const fakeLlm = await startFakeLlm()
  const [server, llmServer] = await Promise.all([
    startPocketBase({
      dataDir,
      publicDir,
      onOutput: (l) => log.write(l),
      env,
      startTimeoutMs: START_MS,
    }),
    startPocketBase({
      dataDir: llmDataDir,
      publicDir,
      onOutput: (l) => llmLog.write(l),
      startTimeoutMs: START_MS,
      env: {
        ...env,
        LLM_BASE_URL: `${fakeLlm.url}/v1`,
        LLM_MODEL: 'fake-model',
        LLM_API_KEY: 'e2e-llm-key',
        LLM_TIMEOUT: '5',
      },
    }),
  ])
  return {
    logs,
    env: {
      E2E_BASE_URL: server.url,
      E2E_LLM_BASE_URL: llmServer.url,
      E2E_FAKE_LLM_URL: fakeLlm.url,
      E2E_PUBLIC_DIR: publicDir,
    },
    async stop() {
      await Promise.all([server.stop(), llmServer.stop(), fakeLlm.stop()])
      log.end()
      llmLog.end()
      for (const dir of [dataDir, llmDataDir, publicDir])
        rmSync(dir, { recursive: true, force: true })
    },
  }
}

function serverEnv() {
  return {
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
}
