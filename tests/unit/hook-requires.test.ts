// The require graph of the PocketBase hooks (pb_hooks/**/*.js): every
// require(`${__hooks}/lib/<path>.js`) names an existing library, no path is computed at run time
// (so this check sees every edge), and no library requires itself through others (goja caches a
// module while it loads, so a cycle hands one side a half-built exports object).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { HOOKS_ROOT } from '../support/hook-loader'

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return walk(full)
    return name.endsWith('.js') ? [full] : []
  })
}

const REQUIRE = /require\(\s*(`[^`]*`|'[^']*'|"[^"]*")\s*\)/g
const LIB = /^`\$\{__hooks\}\/lib\/([a-z0-9-]+(?:\/[a-z0-9-]+)*\.js)`$/

/** Every file's requires (whole-line comments, such as usage examples, left out). */
function requireGraph(): { edges: Map<string, string[]>; problems: string[] } {
  const edges = new Map<string, string[]>()
  const problems: string[] = []
  for (const file of walk(HOOKS_ROOT)) {
    const name = path.relative(HOOKS_ROOT, file).split(path.sep).join('/')
    const targets: string[] = []
    const code = readFileSync(file, 'utf8').replace(/^\s*(\/\/|\/?\*).*$/gm, '')
    for (const m of code.matchAll(REQUIRE)) {
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
