// Server CPU of the app's HTML answers (docs/benchmarks.md, "Page answers"). Every start of the
// installed app fetches /index.html (the service worker takes the server's current security headers
// for its cached shell), and every first visit or reload gets an HTML page: each carries the CSP with
// the hashes of index.html's inline scripts (pb_hooks/lib/platform/static-headers.js). Serves a build
// of the PWA (pwa-build.mjs) with PocketBase and sends RUNS sequential GETs of each page, reading the
// server's CPU time from /proc before and after (process-stats.mjs).
// Budget: ≤ 20 ms of server CPU per HTML answer (it was about 450 ms before c3111d0).
// `export default run()` → { title, markdown, budgets, figures } for scripts/bench.mjs;
// `node scripts/bench/page.mjs` prints the table. BENCH_PAGE_RUNS (default 40) sets the GETs per page.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { withBenchServer } from './lib/bench-server.mjs'
import { runWhenMain } from './lib/cli.mjs'
import { cpuSeconds } from './lib/process-stats.mjs'
import { buildPwaCopyUnderLock } from './lib/pwa-build.mjs'

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 40)
const BUDGET_MS = 20
/** The HTML answers, and for comparison a static asset and an API answer of the same server. */
const PATHS = ['/', '/index.html', '/dashboard', '/sw.js', '/api/health']

export default async function run() {
  const publicDir = mkdtempSync(path.join(tmpdir(), 'bench-page-dist-'))
  try {
    await buildPwaCopyUnderLock(publicDir)
    const rows = await withBenchServer(
      'page',
      {},
      async (server) => {
        const out = []
        for (const p of PATHS) {
          // One warm-up answer per page (the first one compiles the hook's modules).
          await (await fetch(`${server.url}${p}`)).arrayBuffer()
          const cpu = cpuSeconds(server.pid)
          const started = performance.now()
          let csp = false
          for (let i = 0; i < RUNS; i++) {
            const res = await fetch(`${server.url}${p}`)
            await res.arrayBuffer()
            if (!res.ok) throw new Error(`${p}: HTTP ${res.status}`)
            csp = res.headers.has('content-security-policy')
          }
          out.push({
            path: p,
            html: csp,
            cpuMs: ((cpuSeconds(server.pid) - cpu) * 1000) / RUNS,
            wallMs: (performance.now() - started) / RUNS,
          })
        }
        return out
      },
      { publicDir },
    )
    const html = rows.filter((r) => r.html)
    const worst = Math.max(...html.map((r) => r.cpuMs))
    const markdown = [
      `Command: \`npm run bench -- page\` (${RUNS} sequential GETs per path after one warm-up; server CPU from /proc).`,
      '',
      '| path | CSP (HTML) | server CPU per answer | time per answer |',
      '|---|---|---:|---:|',
      ...rows.map(
        (r) =>
          `| \`${r.path}\` | ${r.html ? 'yes' : 'no'} | ${r.cpuMs.toFixed(1)} ms | ${r.wallMs.toFixed(1)} ms |`,
      ),
    ].join('\n')
    return {
      title: 'Page answers',
      markdown,
      budgets: [
        {
          name: 'server CPU per HTML answer (worst page)',
          value: Number(worst.toFixed(1)),
          unit: 'ms',
          limit: BUDGET_MS,
          ok: worst <= BUDGET_MS,
        },
      ],
      figures: { runs: RUNS, rows },
    }
  } finally {
    rmSync(publicDir, { recursive: true, force: true })
  }
}

runWhenMain(import.meta.url, run)
