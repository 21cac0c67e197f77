// Lighthouse benchmark of the public landing page: builds the PWA (under the shared lock
// /tmp/e2e.lock, then copies dist/ so others' builds cannot change it mid-run), starts PocketBase with
// the demo seed serving the copy, and runs Lighthouse 12 (mobile defaults: simulated throttling) RUNS
// times against / and, for information, /login. Reports the medians and checks the budget of /:
// performance ≥ 95 and LCP ≤ 2.0 s.
// `export default run()` → { title, markdown } for scripts/bench.mjs; `node scripts/bench/lighthouse.mjs`
// prints the table. BENCH_SKIP_BUILD=1 reuses the current dist/ (still copied). Do not run this inside
// `flock /tmp/e2e.lock` yourself: the build step takes that lock.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { ROOT, startPocketBase } from '../../pocketbase/launcher.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const BUDGET = { performance: 95, lcpMs: 2000 }
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
]
const PAGES = [
  { path: '/', budget: true },
  { path: '/login', budget: false },
].filter((p) => !process.env.LIGHTHOUSE_ONLY_ROOT || p.path === '/')

function median(values) {
  const s = [...values].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2
}

/** Builds under the shared lock and copies dist/ to a private folder. */
function buildCopy() {
  const out = mkdtempSync(path.join(tmpdir(), 'lh-dist-'))
  const build = process.env.BENCH_SKIP_BUILD === '1' ? 'true' : 'npx vite build'
  const r = spawnSync('flock', ['/tmp/e2e.lock', 'sh', '-c', `${build} && cp -r dist/. "${out}"`], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (r.status !== 0) throw new Error(`build gagal (status ${r.status})`)
  if (!existsSync(path.join(out, 'index.html')))
    throw new Error('dist/index.html tidak ada setelah build')
  return out
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse tidak menghasilkan laporan untuk ${url}`)
    if (lhr.runtimeError)
      throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
    const a = lhr.audits
    // The last report of each page stays in .tmp/ for diagnosis (long tasks, bootup time, treemap).
    mkdirSync(path.join(ROOT, '.tmp'), { recursive: true })
    writeFileSync(
      path.join(ROOT, '.tmp', `lighthouse${new URL(url).pathname.replace(/\W+/g, '-')}.json`),
      JSON.stringify(lhr),
    )
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: a['largest-contentful-paint'].numericValue,
      tbt: a['total-blocking-time'].numericValue,
      cls: a['cumulative-layout-shift'].numericValue,
      fcp: a['first-contentful-paint'].numericValue,
      si: a['speed-index'].numericValue,
      lcpElement:
        a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    }
  } finally {
    await chrome.kill()
  }
}

export default async function run() {
  // LIGHTHOUSE_DIST=<dir>: audit an existing build folder as is (experiments); it is not removed.
  const given = process.env.LIGHTHOUSE_DIST
  const publicDir = given ? path.resolve(given) : buildCopy()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-bench-lh-'))
  let log = ''
  const server = await startPocketBase({
    dataDir,
    publicDir,
    onOutput: (line) => {
      log += line
    },
    env: {
      PB_SEED: 'demo',
      PB_ADMIN_EMAIL: 'bench-lh@bench.local',
      PB_ADMIN_PASSWORD: 'bench-lh-password',
      SMTP_HOST: '',
    },
  })
  try {
    const rows = []
    const verdicts = []
    for (const page of PAGES) {
      const runs = []
      for (let i = 0; i < RUNS; i++) {
        const r = await audit(`${server.url}${page.path}`)
        console.log(
          `${page.path} run ${i + 1}: perf ${r.performance}, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, FCP ${r.fcp.toFixed(0)} ms, SI ${r.si.toFixed(0)} ms; LCP element ${r.lcpElement.slice(0, 120)}`,
        )
        runs.push(r)
      }
      const m = (k) => median(runs.map((r) => r[k]))
      const perf = m('performance')
      const lcp = m('lcp')
      rows.push(
        `| ${page.path} | ${perf} | ${(lcp / 1000).toFixed(2)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('si') / 1000).toFixed(2)} s | ${runs.map((r) => r.performance).join(', ')} |`,
      )
      if (page.budget) {
        const ok = perf >= BUDGET.performance && lcp <= BUDGET.lcpMs
        verdicts.push(
          `Budget for ${page.path}: performance ≥ ${BUDGET.performance} and LCP ≤ ${(BUDGET.lcpMs / 1000).toFixed(1)} s — median ${perf} and ${(lcp / 1000).toFixed(2)} s (${ok ? 'met' : 'NOT met'}).`,
        )
      }
    }
    const markdown = `Lighthouse 12 (\`scripts/bench/lighthouse.mjs\`), mobile defaults (simulated throttling: 150 ms RTT,
1.6 Mbit/s, 4× CPU slowdown), Debian Chromium headless, ${RUNS} runs per page, each in a fresh browser; the PWA is
built and served by PocketBase with the demo seed. Medians of each figure:

| page | performance | LCP | TBT | CLS | FCP | Speed Index | scores of the runs |
|---|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

${verdicts.join('\n')}
Machine load average (1 min) at the end of the run: ${loadavg()[0].toFixed(2)} — other processes on the same cores inflate TBT.
`
    return { title: 'Lighthouse (landing page, mobile)', markdown }
  } catch (err) {
    process.stderr.write(log.slice(-4000))
    throw err
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    if (!given) rmSync(publicDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().then(
    (r) => console.log(`## ${r.title}\n\n${r.markdown}`),
    (err) => {
      console.error(err)
      process.exit(1)
    },
  )
}
