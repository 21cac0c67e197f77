// `npm run dev`: PocketBase (hooks reload on change) plus the Vite dev server proxying /api and /_.
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ROOT, startPocketBase, stopOnSignals } from './launcher.mjs'

const port = Number(process.env.PORT ?? 8090)
const server = await startPocketBase({
  port,
  dataDir: process.env.PB_DATA ?? path.join(ROOT, 'pb_data'),
  publicDir: null,
  hooksWatch: true,
  // Development mode: PocketBase logs every SQL statement (never in npm start / npm run server).
  dev: true,
  restartOnCrash: true,
  env: { PB_SEED: process.env.PB_SEED ?? 'demo' },
})
const vite = spawn('npx', ['vite'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, PB_URL: server.url },
})
stopOnSignals([server, { stop: async () => vite.kill('SIGTERM') }])
