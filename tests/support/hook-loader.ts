// Loads PocketBase hook libraries (pb_hooks/lib/**/*.js, the JSVM's CommonJS format) in Node, as
// CommonJS: the package is ESM ("type": "module"), so createRequire would load them as ES modules
// and fail on `module.exports`. The one loader of the tests (assistant, sync merge, static headers,
// rate limit); pass `globals` for the PocketBase APIs a library touches ($os, $app, ApiError ...).
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

/** Stands in for PocketBase's `__hooks` global: libraries load others as `${__hooks}/lib/<path>.js`. */
export const HOOKS_DIR = '/pb_hooks'

/** pb_hooks/ in this checkout. */
export const HOOKS_ROOT = fileURLToPath(new URL('../../pb_hooks/', import.meta.url))

/**
 * The npm packages hook libraries may load from node_modules (as
 * `${__hooks}/../node_modules/<package>/<file>.js`, CommonJS): tests/unit/hook-requires.test.ts
 * allows the same list.
 */
export const HOOK_PACKAGES = ['@noble/hashes']

const nodeRequire = createRequire(import.meta.url)
const NODE_MODULES = fileURLToPath(new URL('../../node_modules/', import.meta.url))

/**
 * Evaluates pb_hooks/lib/<path> (e.g. 'chat/story/assistant.js') with `module`, `exports`, `require`,
 * `__hooks` and the given globals, as PocketBase's goja require does: `require(`${__hooks}/lib/x/y.js`)`
 * loads another library once per call of loadHookLib (each call starts with an empty module cache).
 */
export function loadHookLib<T>(path: string, globals: Record<string, unknown> = {}): T {
  const cache = new Map<string, { exports: unknown }>()
  const names = Object.keys(globals)
  const values = names.map((n) => globals[n])
  const load = (file: string): unknown => {
    const cached = cache.get(file)
    if (cached) return cached.exports
    const absolute = `${HOOKS_ROOT}lib/${file}`
    if (!/^[a-z0-9-]+(\/[a-z0-9-]+)*\.js$/.test(file) || !existsSync(absolute)) {
      throw new Error(`no hook library pb_hooks/lib/${file}`)
    }
    const source = readFileSync(absolute, 'utf8')
    const module = { exports: {} as unknown }
    cache.set(file, module)
    const require = (request: string): unknown => {
      const modules = `${HOOKS_DIR}/../node_modules/`
      if (request.startsWith(modules)) {
        const rest = request.slice(modules.length)
        if (!HOOK_PACKAGES.some((p) => rest.startsWith(`${p}/`)) || rest.includes('..'))
          throw new Error(`${file}: cannot require ${request}`)
        return nodeRequire(`${NODE_MODULES}${rest}`)
      }
      const prefix = `${HOOKS_DIR}/lib/`
      if (!request.startsWith(prefix)) throw new Error(`${file}: cannot require ${request}`)
      return load(request.slice(prefix.length))
    }
    new Function('module', 'exports', 'require', '__hooks', ...names, source)(
      module,
      module.exports,
      require,
      HOOKS_DIR,
      ...values,
    )
    return module.exports
  }
  return load(path) as T
}
