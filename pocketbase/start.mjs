// `npm start`: build the PWA when needed, then serve it and the API from one PocketBase process.
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.mjs'
import { ROOT, startPocketBase, stopOnSignals } from './launcher.mjs'

function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)
  }
  return newest
}

function buildNeeded() {
  const index = path.join(ROOT, 'dist', 'index.html')
  if (!existsSync(index)) return true
  const built = statSync(index).mtimeMs
  const sources = [path.join(ROOT, 'src'), path.join(ROOT, 'public')]
  const files = ['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => path.join(ROOT, f))
  return (
    sources.some((d) => existsSync(d) && newestMtime(d) > built) ||
    files.some((f) => existsSync(f) && statSync(f).mtimeMs > built)
  )
}

if (buildNeeded()) {
  console.log('Membangun PWA (vite build)...')
  const r = spawnSync('npx', ['vite', 'build'], { cwd: ROOT, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

const port = Number(process.env.PORT ?? 8090)
const seed = process.env.PB_SEED ?? 'demo'
const server = await startPocketBase({
  port,
  dataDir: process.env.PB_DATA ?? path.join(ROOT, 'pb_data'),
  publicDir: path.join(ROOT, 'dist'),
  restartOnCrash: true,
  env: { PB_SEED: seed },
})
stopOnSignals([server])

console.log(`\nPendamping Skripsi berjalan di ${server.url}`)
console.log(`Admin PocketBase: ${server.url}/_/`)
if (seed === 'demo') {
  console.log(`\nAkun demo (password: ${DEMO_PASSWORD}):`)
  for (const a of DEMO_ACCOUNTS)
    console.log(`  ${a.role.padEnd(11)} ${a.email.padEnd(36)} ${a.note}`)
}
console.log('\nTekan Ctrl+C untuk berhenti.')
