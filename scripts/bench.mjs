// `npm run bench`: runs every benchmark module in scripts/bench/ (rules, admin, sync first) and writes docs/benchmarks.md.
// Each module exports `default async function run()` → { title, markdown } and starts/stops its own servers.
import { readdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { ROOT } from '../pocketbase/launcher.mjs'

const ORDER = ['rules', 'admin', 'sync']
const only = process.argv.slice(2)
const dir = path.join(ROOT, 'scripts', 'bench')
const names = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs'))
  .map((f) => f.replace(/\.mjs$/, ''))
  .sort((a, b) => (ORDER.indexOf(a) + 1 || 99) - (ORDER.indexOf(b) + 1 || 99) || a.localeCompare(b))
  .filter((n) => !only.length || only.includes(n))

const sections = []
let failed = false
for (const name of names) {
  console.log(`\n=== bench: ${name} ===`)
  const started = Date.now()
  try {
    const mod = await import(pathToFileURL(path.join(dir, `${name}.mjs`)).href)
    const { title, markdown } = await mod.default()
    sections.push(`## ${title}\n\n${markdown.trim()}\n`)
    console.log(markdown)
  } catch (err) {
    failed = true
    console.error(err)
    sections.push(`## ${name}\n\nFAILED: ${String(err?.message ?? err)}\n`)
  }
  console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ===`)
}

if (!only.length) {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
  const header = `# Benchmarks

Produced by \`npm run bench\` (scripts/bench.mjs) on ${new Date().toISOString().slice(0, 10)}:
${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, PocketBase 0.22.20.
Each benchmark starts its own PocketBase on a free port with a temporary data dir and removes it afterwards.
`
  writeFileSync(path.join(ROOT, 'docs', 'benchmarks.md'), `${header}\n${sections.join('\n')}`)
  console.log('\ndocs/benchmarks.md ditulis.')
}
process.exit(failed ? 1 : 0)
