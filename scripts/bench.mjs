// `npm run bench`: runs every benchmark module in scripts/bench/ (rules, admin, sync, capacity, video first) and writes
// docs/benchmarks.md.
// Each module exports `default async function run()` → { title, markdown, budgets?, figures? } and starts/stops
// its own servers. Only the top-level scripts/bench/*.mjs files are benches: a bench's parts live in the
// folder of its name (scripts/bench/video/), set-up shared by the benches in scripts/bench/lib/. `budgets: [{name, value, unit?, limit, ok}]` are printed as a summary; `figures` (any JSON) and
// the budgets go to bench.json at the repo root (a full run only, like docs/benchmarks.md).
import { readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../pocketbase/launcher.mjs'

const ORDER = ['rules', 'admin', 'sync', 'capacity', 'video']
const only = process.argv.slice(2)
const dir = path.join(ROOT, 'scripts', 'bench')
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b))
  .filter((n) => !only.length || only.includes(n))

const sections = []
const report = {}
const budgets = []
let failed = false
for (const name of names) {
  console.log(`\n=== bench: ${name} ===`)
  const started = Date.now()
  try {
    const mod = await import(pathToFileURL(path.join(dir, `${name}.mjs`)).href)
    const result = await mod.default()
    const { title, markdown } = result
    sections.push(`## ${title}\n\n${markdown.trim()}\n`)
    console.log(markdown)
    for (const b of result.budgets ?? []) budgets.push({ module: name, ...b })
    report[name] = { title, budgets: result.budgets ?? [], figures: result.figures ?? null }
  } catch (err) {
    failed = true
    console.error(err)
    sections.push(`## ${name}\n\nFAILED: ${String(err?.message ?? err)}\n`)
    report[name] = { failed: String(err?.message ?? err) }
  }
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
}

if (budgets.length) {
  console.log('\nBudgets:')
  for (const b of budgets) {
    console.log(
      `  ${b.ok ? 'OK  ' : 'FAIL'} ${b.module}: ${b.name} = ${b.value}${b.unit ? ' ' + b.unit : ''} (limit ${b.limit}${b.unit ? ' ' + b.unit : ''})`,
    )
  }
  const held = budgets.filter((b) => b.ok).length
  console.log(`  ${held} of ${budgets.length} budgets hold.`)
}

if (!only.length) {
  writeFileSync(
    path.join(ROOT, 'bench.json'),
    `${JSON.stringify({ date: new Date().toISOString(), node: process.version, cpus: os.cpus().length, budgets, modules: report }, null, 2)}\n`,
  )
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const header = `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}:
${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PocketBase 0.22.20.
Each benchmark starts its own PocketBase on a free port with a temporary data dir and removes it afterwards.
Earlier figures and the changes that moved them: docs/benchmarks-history.md.
`
  writeFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), `${header}\n${sections.join('\n')}`)
  console.log('\ndocs/benchmarks.md dan bench.json ditulis.')
}
process.exit(failed ? 1 : 0)
