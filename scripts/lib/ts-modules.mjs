// Runs `fn(load)` with `load(path)` importing a TypeScript module of the repo (e.g.
// '/tests/support/thesis-fixture.ts') through Vite's SSR loader: scripts use the tests' TypeScript
// fixtures without a separate TypeScript runner. The Vite server is closed afterwards.
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

export async function withTsModules(fn) {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, watch: null },
  })
  try {
    return await fn((path) => server.ssrLoadModule(path))
  } finally {
    await server.close()
  }
}
