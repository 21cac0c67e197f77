// Lighthouse benchmark of the public pages: builds the PWA (under the shared lock /tmp/e2e.lock, then
// copies dist/ so others' builds cannot change it mid-run), starts PocketBase with the demo seed serving
// the copy, and runs Lighthouse 12 (mobile defaults: simulated throttling) RUNS times against / and
// /login. Reports the medians and checks the budgets of both pages (docs/benchmarks.md): performance ≥ 95,
// accessibility ≥ 95, LCP ≤ 2.0 s and first-load JavaScript ≤ 130 KB gzip (every script the page
// fetched during the run, each file gzipped from the build as it would be served compressed).
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs; `node scripts/bench/lighthouse.mjs`
// prints the table. BENCH_SKIP_BUILD=1 reuses the current dist/ (still copied). The build step takes
// /tmp/e2e.lock itself (scripts/lib/e2e-lock.mjs: not again under an outer `flock /tmp/e2e.lock`).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { ROOT } from '../../pocketbase/launcher.mjs'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { buildPwaCopyUnderLock } from './lib/pwa-build.mjs'
import { loadAverageLine } from './lib/report.mjs'
import { median } from './lib/stats.mjs'

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const BUDGET = { performance: 95, accessibility: 95, lcpMs: 2000, firstLoadJsKb: 130 }
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
  { path: '/login', budget: true },
].filter((p) => !process.env.LIGHTHOUSE_ONLY_ROOT || p.path === '/')

/** Builds under the shared lock and copies dist/ to a private folder. */
async function buildCopy() {
  const out = mkdtempSync(path.join(tmpdir(), 'lh-dist-'))
  try {
    return await buildPwaCopyUnderLock(out)
  } catch (err) {
    rmSync(out, { recursive: true, force: true })
    throw err
  }
}

/**
 * The page's own scripts fetched during the Lighthouse load (not the service worker's precache
 * requests): each same-origin .js file gzipped (level 9, as a CDN or the server's gzip would send it)
 * from the build folder; other origins count with their transfer size.
 */
function firstLoadScripts(lhr, publicDir, origin) {
  const items = lhr.audits['network-requests']?.details?.items ?? []
  const seen = new Map()
  for (const it of items) {
    if (it.resourceType !== 'Script' || (it.sessionTargetType && it.sessionTargetType !== 'page'))
      continue
    const url = new URL(it.url)
    if (seen.has(url.pathname)) continue
    let gzip = it.transferSize ?? 0
    if (url.origin === origin) {
      const file = path.join(publicDir, decodeURIComponent(url.pathname))
      if (existsSync(file)) gzip = gzipSync(readFileSync(file), { level: 9 }).length
    }
    seen.set(url.pathname, gzip)
  }
  return { files: [...seen.keys()], gzipBytes: [...seen.values()].reduce((a, b) => a + b, 0) }
}

async function audit(url, publicDir) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
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
    const scripts = firstLoadScripts(lhr, publicDir, new URL(url).origin)
    return {
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
      a11yFailures: Object.values(a)
        .filter(
          (x) =>
            x.scoreDisplayMode === 'binary' &&
            x.score === 0 &&
            lhr.categories.accessibility.auditRefs.some((r) => r.id === x.id),
        )
        .map((x) => x.id),
      jsKb: scripts.gzipBytes / 1024,
      jsFiles: scripts.files,
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
  const publicDir = given ? path.resolve(given) : await buildCopy()
  try {
    return await withBenchServer(
      'lh',
      { PB_SEED: 'demo' },
      (server) => auditPages(server, publicDir),
      {
        publicDir,
      },
    )
  } finally {
    if (!given) rmSync(publicDir, { recursive: true, force: true })
  }
}

/** Lighthouse RUNS times on each page: the section. */
async function auditPages(server, publicDir) {
  const rows = []
  const verdicts = []
  const budgets = []
  const figures = {}
  for (const page of PAGES) {
    const runs = []
    for (let i = 0; i < RUNS; i++) {
      const r = await audit(`${server.url}${page.path}`, publicDir)
      console.log(
        `${page.path} run ${i + 1}: perf ${r.performance}, a11y ${r.accessibility}, LCP ${r.lcp.toFixed(0)} ms, TBT ${r.tbt.toFixed(0)} ms, CLS ${r.cls.toFixed(3)}, FCP ${r.fcp.toFixed(0)} ms, SI ${r.si.toFixed(0)} ms, JS ${r.jsKb.toFixed(1)} KB gzip (${r.jsFiles.length} files); LCP element ${r.lcpElement.slice(0, 120)}${r.a11yFailures.length ? `; a11y failures: ${r.a11yFailures.join(', ')}` : ''}`,
      )
      runs.push(r)
    }
    const m = (k) => median(runs.map((r) => r[k]))
    const perf = m('performance')
    const a11y = m('accessibility')
    const lcp = m('lcp')
    const js = m('jsKb')
    rows.push(
      `| ${page.path} | ${perf} | ${a11y} | ${(lcp / 1000).toFixed(2)} s | ${m('tbt').toFixed(0)} ms | ${m('cls').toFixed(3)} | ${(m('fcp') / 1000).toFixed(2)} s | ${(m('si') / 1000).toFixed(2)} s | ${js.toFixed(1)} KB | ${runs.map((r) => r.performance).join(', ')} |`,
    )
    figures[page.path] = {
      performance: perf,
      accessibility: a11y,
      lcpMs: Math.round(lcp),
      tbtMs: Math.round(m('tbt')),
      cls: m('cls'),
      fcpMs: Math.round(m('fcp')),
      speedIndexMs: Math.round(m('si')),
      firstLoadJsKbGzip: Number(js.toFixed(1)),
      firstLoadJsFiles: runs[runs.length - 1].jsFiles,
      runs: runs.map((r) => ({
        performance: r.performance,
        accessibility: r.accessibility,
        lcpMs: Math.round(r.lcp),
        tbtMs: Math.round(r.tbt),
        jsKb: Number(r.jsKb.toFixed(1)),
      })),
    }
    if (page.budget) {
      const checks = [
        {
          name: `${page.path}: performance (median)`,
          value: perf,
          limit: BUDGET.performance,
          ok: perf >= BUDGET.performance,
          min: true,
        },
        {
          name: `${page.path}: accessibility (median)`,
          value: a11y,
          limit: BUDGET.accessibility,
          ok: a11y >= BUDGET.accessibility,
          min: true,
        },
        {
          name: `${page.path}: LCP (median)`,
          value: Math.round(lcp),
          unit: 'ms',
          limit: BUDGET.lcpMs,
          ok: lcp <= BUDGET.lcpMs,
        },
        {
          name: `${page.path}: first-load JS (gzip)`,
          value: Number(js.toFixed(1)),
          unit: 'KB',
          limit: BUDGET.firstLoadJsKb,
          ok: js <= BUDGET.firstLoadJsKb,
        },
      ]
      budgets.push(
        ...checks.map(({ min, ...b }) => ({
          ...b,
          name: min ? `${b.name} ≥ limit` : `${b.name} ≤ limit`,
        })),
      )
      const ok = checks.every((c) => c.ok)
      verdicts.push(
        `Budget for ${page.path}: performance ≥ ${BUDGET.performance}, accessibility ≥ ${BUDGET.accessibility}, LCP ≤ ${(BUDGET.lcpMs / 1000).toFixed(1)} s, first-load JS ≤ ${BUDGET.firstLoadJsKb} KB gzip — median ${perf}, ${a11y}, ${(lcp / 1000).toFixed(2)} s, ${js.toFixed(1)} KB (${
          ok
            ? 'met'
            : 'NOT met: ' +
              checks
                .filter((c) => !c.ok)
                .map((c) => c.name)
                .join(', ')
        }).`,
      )
    }
  }
  const markdown = `Lighthouse 12 (\`scripts/bench/lighthouse.mjs\`), mobile defaults (simulated throttling: 150 ms RTT,
1.6 Mbit/s, 4× CPU slowdown), Debian Chromium headless, ${RUNS} runs per page, each in a fresh browser; the PWA is
built and served by PocketBase with the demo seed. Medians of each figure:

| page | performance | accessibility | LCP | TBT | CLS | FCP | Speed Index | first-load JS (gzip) | performance of the runs |
|---|---:|---:|---:|---:|---:|---:|---:|---:|---|
${rows.join('\n')}

First-load JS: the scripts the page itself fetched while Lighthouse loaded it (the service worker's
precache downloads run after the load and are not counted), each gzipped at level 9 from the build.

${verdicts.join('\n')}
${loadAverageLine('other processes on the same cores inflate TBT.')}
`
  return { title: 'Lighthouse (landing page and /login, mobile)', markdown, budgets, figures }
}

runWhenMain(import.meta.url, run)
