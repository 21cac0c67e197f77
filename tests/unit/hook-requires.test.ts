// The require graph of the PocketBase hooks (pb_hooks/**/*.js): every
// require(`${__hooks}/lib/<path>.js`) names an existing library, no path is computed at run time
// (so this check sees every edge), and no library requires itself through others (goja caches a
// module while it loads, so a cycle hands one side a half-built exports object). The only other
// requires allowed are files of the few npm packages the hooks use (HOOK_PACKAGES), as
// `${__hooks}/../node_modules/<package>/<file>.js`, and those packages must be production
// dependencies (a server installed with `npm ci --omit=dev` has them).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOOK_PACKAGES, HOOKS_ROOT } from '../support/hook-loader'

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return walk(full)
    return name.endsWith('.js') ? [full] : []
  })
}

const REQUIRE = /require\(\s*(`[^`]*`|'[^']*'|"[^"]*")\s*\)/g
const LIB = /^`\$\{__hooks\}\/lib\/([a-z0-9-]+(?:\/[a-z0-9-]+)*\.js)`$/
const PACKAGE_FILE =
  /^`\$\{__hooks\}\/\.\.\/node_modules\/((?:@[a-z0-9-]+\/)?[a-z0-9-]+)\/([a-z0-9_-]+\.js)`$/
const DEPENDENCIES = Object.keys(
  (
    JSON.parse(readFileSync(path.join(HOOKS_ROOT, '..', 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
  ).dependencies,
)

/**
 * For a require of an npm package's file: '' when allowed, else the problem; null for any other
 * require.
 */
function packageProblem(spec: string): string | null {
  const m = PACKAGE_FILE.exec(spec)
  if (!m) return null
  const [, pkg, file] = m as unknown as [string, string, string]
  if (!HOOK_PACKAGES.includes(pkg) || !DEPENDENCIES.includes(pkg))
    return `requires ${pkg}, not a production dependency allowed to hooks`
  const full = path.join(HOOKS_ROOT, '..', 'node_modules', pkg, file)
  if (!statSync(full, { throwIfNoEntry: false })?.isFile())
    return `requires missing node_modules/${pkg}/${file}`
  return ''
}

/** Every file's requires (whole-line comments, such as usage examples, left out). */
function requireGraph(): { edges: Map<string, string[]>; problems: string[] } {
  const edges = new Map<string, string[]>()
  const problems: string[] = []
  for (const file of walk(HOOKS_ROOT)) {
    const name = path.relative(HOOKS_ROOT, file).split(path.sep).join('/')
    const targets: string[] = []
    const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '')
    for (const m of code.matchAll(REQUIRE)) {
      const pkg = packageProblem(m[1]!)
      if (pkg !== null) {
        if (pkg) problems.push(`${name}: ${pkg}`)
        continue
      }
      const lib = LIB.exec(m[1])
      if (!lib) {
        problems.push(`${name}: require(${m[1]}) is not a fixed \`\${__hooks}/lib/<path>.js\``)
        continue
      }
      const target = `lib/${lib[1]}`
      let exists = false
      try {
        exists = statSync(path.join(HOOKS_ROOT, target)).isFile()
      } catch {
        exists = false
      }
      if (!exists) problems.push(`${name}: requires missing ${target}`)
      if (!targets.includes(target)) targets.push(target)
    }
    edges.set(name, targets)
  }
  return { edges, problems }
}

/** Each cycle once, as a path a -> b -> ... -> a. */
function cycles(edges: Map<string, string[]>): string[] {
  const found: string[] = []
  const state = new Map<string, 'active' | 'done'>()
  const stack: string[] = []
  const visit = (node: string) => {
    state.set(node, 'active')
    stack.push(node)
    for (const next of edges.get(node) ?? []) {
      if (state.get(next) === 'active') {
        found.push([...stack.slice(stack.indexOf(next)), next].join(' -> '))
      } else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(node, 'done')
  }
  for (const node of [...edges.keys()].sort()) if (!state.has(node)) visit(node)
  return found
}

describe('hook require graph', () => {
  const { edges, problems } = requireGraph()

  it('finds the hooks and their libraries', () => {
    expect([...edges.keys()].filter((f) => f.endsWith('.pb.js')).length).toBeGreaterThan(5)
    expect([...edges.values()].flat().length).toBeGreaterThan(50)
  })

  it('requires only existing libraries, by fixed paths', () => {
    expect(problems).toEqual([])
  })

  it('allows files of the listed npm packages only', () => {
    expect(packageProblem('`${__hooks}/../node_modules/@noble/hashes/hmac.js`')).toBe('')
    expect(packageProblem('`${__hooks}/../node_modules/@noble/hashes/nope.js`')).toContain(
      'missing',
    )
    expect(packageProblem('`${__hooks}/../node_modules/vitest/index.js`')).toContain(
      'not a production dependency',
    )
    expect(packageProblem('`${__hooks}/../node_modules/@noble/hashes/../../x.js`')).toBeNull()
    expect(packageProblem('`${__hooks}/lib/shared/http.js`')).toBeNull()
  })

  it('has no require cycle', () => {
    expect(cycles(edges)).toEqual([])
  })

  it('detects a cycle when there is one', () => {
    const sample = new Map([
      ['lib/a.js', ['lib/b.js']],
      ['lib/b.js', ['lib/c.js']],
      ['lib/c.js', ['lib/a.js']],
    ])
    expect(cycles(sample)).toEqual(['lib/a.js -> lib/b.js -> lib/c.js -> lib/a.js'])
  })
})
