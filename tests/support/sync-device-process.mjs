// A student's device in its own process (RxDB allows 13 open collections per realm): loads the
// TypeScript sync engine through Vite's SSR module loader and answers commands over IPC.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const vite = await createServer({
  root,
  configFile: false,
  logLevel: 'silent',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { '@': path.join(root, 'src') } },
  optimizeDeps: { noDiscovery: true, include: [] },
})
const deviceMod = await vite.ssrLoadModule('/tests/support/sync-device.ts')
const actions = await vite.ssrLoadModule('/src/data/local/actions.ts')
let device = null

const commands = {
  async open({ url, email, password }) {
    device = await deviceMod.openDevice(url, email, password)
    await device.session.engine.awaitFirstSync()
    return true
  },
  offline({ value }) {
    deviceMod.setOffline(device, value)
    return true
  },
  async complete(input) {
    await actions.completeMateri(input, device.session)
    return true
  },
  async review(input) {
    await actions.saveReview(input, device.session)
    return true
  },
  async sync() {
    device.session.engine.resync()
    await device.session.engine.awaitInSync()
    return device.session.engine.countPending()
  },
  async dump() {
    return {
      progress: await deviceMod.localDocs(device, 'progress'),
      reviews: await deviceMod.localDocs(device, 'reviews'),
    }
  },
  async close() {
    await device?.close()
    await vite.close()
    setTimeout(() => process.exit(0), 50)
    return true
  },
}

process.on('message', async ({ id, cmd, args }) => {
  try {
    process.send({ id, result: await commands[cmd](args ?? {}) })
  } catch (error) {
    process.send({ id, error: String(error?.stack ?? error) })
  }
})
process.send({ ready: true })
