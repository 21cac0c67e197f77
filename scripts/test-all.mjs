// `npm test`: static checks, unit, integration (real PocketBase) and e2e (Debian Chromium), then a short
// summary: tests per suite (from the Vitest and Playwright JSON reports) and what the security and
// reliability suites counted (access-matrix rows, hostile requests, fault scenarios), which they write
// to .tmp/test-summary/<name>.json as {label, count, failures}.
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const SUMMARY_DIR = path.join(ROOT, '.tmp', 'test-summary')
const REPORTS_DIR = path.join(ROOT, '.tmp', 'test-reports')

const vitest = (name, projects = [name]) => [
  'npx',
  'vitest',
  'run',
  ...projects.flatMap((p) => ['--project', p]),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(REPORTS_DIR, `${name}.json`)}`,
]
const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  // `npm run lint` is both: ESLint and Prettier's check, here as two steps side by side.
  ['lint', ['npm', 'run', '--silent', 'lint:code']],
  ['format', ['npm', 'run', '--silent', 'lint:format']],
  // The PWA's build for the e2e step, made beside the static checks (scripts/e2e.mjs, E2E_BUILD_ONLY).
  ['build', ['node', 'scripts/e2e.mjs'], { E2E_BUILD_ONLY: '1' }],
  // vite.config.ts: 'unit' shares a module graph per worker, 'unit-mocks' (files that mock modules) does not.
  ['unit', vitest('unit', ['unit', 'unit-mocks'])],
  ['integration', vitest('integration')],
  [
    'e2e',
    ['node', 'scripts/e2e.mjs', '--reporter=list,json'],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(REPORTS_DIR, 'e2e.json') },
  ],
]

// The steps run in two phases, one after the other. A phase is lanes side by side; the steps of a
// lane run one after another. Phase 1: typecheck, ESLint, Prettier's check and the e2e step's build
// (lint was ESLint then Prettier, the longest of the four at 65 s of a clean-clone run). Phase 2: e2e
// in one lane, integration then unit (two threads) in the other. The build ran inside the e2e step
// before, where it competed with integration for the cores and made the longest phase longer;
// typecheck alone left a core idle. On 2 cores the e2e suite alone used about 1.4 cores on average
// (it waits on the browser, the network and timers) for 9.6 min, and integration used 1.7 cores for
// 5.1 min: side by side they share the cores instead of each leaving part of them idle. Unit ran
// alone between the two phases before (88 s of CI27's 15.2 min); after integration it fills what
// e2e leaves idle in its last minutes. With `live`, the first lane's steps print as they run and the
// other lanes' steps print whole when they end; without it (phase 1, whose output would interleave)
// every step prints whole.
const PHASES = [
  { live: false, lanes: [['typecheck'], ['lint'], ['format'], ['build']] },
  { live: true, lanes: [['e2e'], ['integration', 'unit']] },
]
const only = process.argv.slice(2)
rmSync(SUMMARY_DIR, { recursive: true, force: true })
rmSync(REPORTS_DIR, { recursive: true, force: true })
mkdirSync(SUMMARY_DIR, { recursive: true })
mkdirSync(REPORTS_DIR, { recursive: true })

const selected = steps.filter(([name]) => !only.length || only.includes(name))
const results = []
for (const phase of PHASES) {
  const lanes = phase.lanes
    .map((lane) => lane.flatMap((n) => selected.filter(([name]) => name === n)))
    .filter((lane) => lane.length)
  if (!lanes.length) continue
  const [liveLane, ...buffered] = phase.live ? lanes : [[], ...lanes]
  const running = buffered.map(runLane)
  const liveResults = []
  for (const step of liveLane) liveResults.push(await runLive(step, buffered.flat()))
  const done = (await Promise.all(running)).flat()
  for (const r of liveResults) results.push(finish(r.name, r.ok, r.secs))
  const beside = liveLane.length ? ` (beside ${liveLane.map(([name]) => name).join(', ')})` : ''
  for (const r of done) {
    console.log(`\n=== ${r.name}${beside} ===\n${r.output}`)
    results.push(finish(r.name, r.ok, r.secs))
  }
}

/** The steps of a lane, one after another (the e2e step on the build's dist/ once it passed). */
async function runLane(lane) {
  const done = []
  for (const step of lane) done.push(await runBuffered(forE2e(step)))
  return done
}

function forE2e(step) {
  return step[0] === 'e2e' && built() ? withEnv(step, { E2E_SKIP_BUILD: '1' }) : step
}

/** True once the build step passed: the e2e step then runs on its dist/. */
function built() {
  return results.some((r) => r.name === 'build' && r.ok)
}

function withEnv([name, cmd, env], more) {
  return [name, cmd, { ...env, ...more }]
}

/** A step with its output printed as it runs: {name, ok, secs}. */
async function runLive(step, beside) {
  const [name, [cmd, ...args], env] = forE2e(step)
  console.log(
    `\n=== ${name}${beside.length ? ` (beside ${beside.map(([n]) => n).join(', ')})` : ''} ===`,
  )
  const started = Date.now()
  const code = await new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
    child.on('close', (c) => resolve(c ?? 1))
  })
  return { name, ok: code === 0, secs: (Date.now() - started) / 1000 }
}

printSummary(results, readCounters())
process.exit(results.some((r) => !r.ok) ? 1 : 0)

function finish(name, ok, secs) {
  console.log(`=== ${name}: ${ok ? 'ok' : 'FAILED'} (${secs.toFixed(1)} s) ===`)
  return { name, ok, secs, tests: testCounts(name) }
}

/** Runs a step with its output collected: {name, ok, secs, output}. */
function runBuffered([name, [cmd, ...args], env]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: ROOT, env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('close', (code) =>
      resolve({ name, ok: code === 0, secs: (Date.now() - started) / 1000, output }),
    )
  })
}

/** {passed, failed, skipped} from a suite's JSON report, or null when it wrote none. */
function testCounts(name) {
  const file = path.join(REPORTS_DIR, `${name}.json`)
  if (!existsSync(file)) return null
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (name === 'e2e') {
      const s = report.stats ?? {}
      return {
        passed: (s.expected ?? 0) + (s.flaky ?? 0),
        failed: s.unexpected ?? 0,
        skipped: s.skipped ?? 0,
        flaky: s.flaky ?? 0,
      }
    }
    return {
      passed: report.numPassedTests ?? 0,
      failed: report.numFailedTests ?? 0,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    }
  } catch {
    return null
  }
}

/**
 * The failed tests of a suite (name and the first lines of the error), from its JSON report; with
 * `status` 'flaky', the e2e tests that failed first and passed when retried (CI retries once).
 */
function failedTests(name, status = 'unexpected') {
  const file = path.join(REPORTS_DIR, `${name}.json`)
  if (!existsSync(file)) return []
  const short = (m) =>
    String(m ?? '')
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .filter(Boolean)
      .slice(0, 4)
      .join('\n      ')
      .slice(0, 600)
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'))
    if (name === 'e2e') {
      const out = []
      const walk = (suite, titles) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) {
            if (t.status !== status) continue
            const last = t.results?.find((r) => r.status !== 'passed') ?? t.results?.[0]
            out.push({
              suite: name,
              name: [...titles, spec.title].filter(Boolean).join(' › '),
              message: short(last?.error?.message),
            })
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...titles, child.title])
      }
      for (const s of report.suites ?? []) walk(s, [])
      return out
    }
    return (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((a) => a.status === 'failed')
        .map((a) => ({
          suite: name,
          name: `${path.relative(ROOT, file.name)} › ${a.fullName}`,
          message: short(a.failureMessages?.[0]),
        })),
    )
  } catch {
    return []
  }
}

/** The counters the security and reliability suites wrote. */
function readCounters() {
  if (!existsSync(SUMMARY_DIR)) return []
  return readdirSync(SUMMARY_DIR)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => {
      try {
        const c = JSON.parse(readFileSync(path.join(SUMMARY_DIR, f), 'utf8'))
        return [
          {
            name: f.replace(/\.json$/, ''),
            label: String(c.label ?? f),
            count: Number(c.count ?? 0),
            failures: Number(c.failures ?? 0),
          },
        ]
      } catch {
        return [{ name: f, label: f, count: 0, failures: 1 }]
      }
    })
}

function printSummary(results, counters) {
  const line = '-'.repeat(64)
  console.log(`\n${line}\nRingkasan pengujian\n${line}`)
  for (const r of results) {
    const t = r.tests
    const detail = t
      ? `${t.passed} lulus, ${t.failed} gagal${t.skipped ? `, ${t.skipped} dilewati` : ''}${t.flaky ? ` (${t.flaky} lulus saat diulang)` : ''}`
      : ''
    console.log(
      `${r.ok ? 'OK   ' : 'GAGAL'} ${r.name.padEnd(12)} ${`${r.secs.toFixed(1)} s`.padStart(8)}  ${detail}`,
    )
  }
  if (counters.length) {
    console.log(line)
    for (const c of counters) {
      console.log(
        `${c.failures ? 'GAGAL' : 'OK   '} ${c.label}: ${c.count.toLocaleString('id-ID')}${c.failures ? ` (${c.failures} gagal)` : ''}`,
      )
    }
  }
  const failed = results.flatMap((r) => failedTests(r.name))
  if (failed.length) {
    console.log(`${line}\nTes yang gagal:`)
    for (const f of failed) console.log(`  [${f.suite}] ${f.name}\n      ${f.message}`)
  }
  const flaky = results.filter((r) => r.name === 'e2e').flatMap((r) => failedTests(r.name, 'flaky'))
  if (flaky.length) {
    console.log(`${line}\nTes yang lulus saat diulang (gagal di percobaan pertama):`)
    for (const f of flaky) console.log(`  [${f.suite}] ${f.name}\n      ${f.message}`)
  }
  const failedSuites = results.filter((r) => !r.ok).length
  const failedChecks = counters.reduce((n, c) => n + c.failures, 0)
  console.log(line)
  console.log(
    `suites: ${results.length - failedSuites} passed, ${failedSuites} failed; counted checks failed: ${failedChecks}`,
  )
}
