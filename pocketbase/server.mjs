// `npm run server`: PocketBase alone (serves dist/ when a build exists), for operators and tests.
import path from 'node:path'
import { ROOT, startPocketBase, stopOnSignals } from './launcher.mjs'

const server = await startPocketBase({
  port: Number(process.env.PORT ?? 8090),
  dataDir: process.env.PB_DATA ?? path.join(ROOT, 'pb_data'),
  restartOnCrash: true,
  env: { PB_SEED: process.env.PB_SEED ?? 'demo' },
})
stopOnSignals([server])
console.log(`PocketBase berjalan di ${server.url} (Ctrl+C untuk berhenti)`)
