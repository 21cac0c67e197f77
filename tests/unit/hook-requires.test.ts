// The require graph of the PocketBase hooks (pb_hooks/**/*.js): every
// require(`${__hooks}/lib/<path>.js`) names an existing library, no path is computed at run time
// (so this check sees every edge), and no library requires itself through others (goja caches a
// module while it loads, so a cycle hands one side a half-built exports object). The only other
// requires allowed are files of the few npm packages the hooks use (HOOK_PACKAGES), as
// `${__hooks}/../node_modules/<package>/<file>.js`, and those packages must be production
// dependencies (a server installed with `npm ci --omit=dev` has them).
// Between folders of lib/: a domain requires only shared/, the platform folders (PLATFORM) and the
// domains ALLOWED lists for it; a platform folder only shared/ and what ALLOWED lists for it.
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

/**
 * The platform below the domains: the folders of pb_hooks/lib every domain may require besides
 * shared/ (which every folder may require): the operator's LLM, the thesis documents, credits and
 * grants, and the server's own set-up (bootstrap, seeds, rate limits, storage, static headers).
 */
const PLATFORM = ['llm', 'thesis', 'entitlements', 'platform']

/**
 * Every folder of pb_hooks/lib and the other folders (besides itself, shared/ and, for a domain,
 * PLATFORM) its libraries may require: each entry is an edge the code has (the test below fails on
 * an unused one) and a decision, so a new folder or a new edge between domains is made here.
 */
const ALLOWED: Record<string, string[]> = {
  shared: [],
  llm: [],
  thesis: [],
  entitlements: [],
  // the demo seed saves its videos through content's checks; the static headers read its media origin
  platform: ['content'],
  // the student content lists' scope: sync's active packages of the user
  access: ['sync'],
  accounts: [],
  // the assistant card names chat's webhooks; the payments CSV reuses the payments list's filters
  admin: ['chat', 'payments'],
  chat: [],
  content: [],
  // the chat's error texts; a thesis entry from Simulasi Sidang's sections, lines and methods
  cv: ['chat', 'sidang'],
  // the e-mail helpers of a payment notification
  payments: ['accounts'],
  // the sign-in limits guard the self-deletion; the privacy page names chat's webhooks and the
  // Simulasi Sidang price
  privacy: ['accounts', 'chat', 'sidang'],
  sidang: [],
  sync: [],
}

/** The lib/ folder of a library ('lib/chat/llm/x.js' → 'chat'), or null for a registration file. */
function folderOf(file: string): string | null {
  const m = /^lib\/([a-z0-9-]+)\//.exec(file)
  return m ? m[1]! : null
}

/**
 * Requires that cross folders without leave, as 'file -> target (from -> to)': a library of a
 * folder ALLOWED does not know, or a require of a folder its own is not allowed to reach.
 * Registration files (*.pb.js) may require any library.
 */
function layerProblems(
  edges: Map<string, string[]>,
  allowed: Record<string, string[]>,
  platform: string[],
): string[] {
  const problems: string[] = []
  for (const [file, targets] of edges) {
    const from = folderOf(file)
    if (from === null) continue
    if (!(from in allowed)) {
      problems.push(`${file}: lib/${from}/ is neither a platform folder nor a domain in ALLOWED`)
      continue
    }
    const domain = from !== 'shared' && !platform.includes(from)
    for (const target of targets) {
      const to = folderOf(target)!
      if (to === from || to === 'shared' || (domain && platform.includes(to))) continue
      if (!allowed[from]!.includes(to)) problems.push(`${file} -> ${target} (${from} -> ${to})`)
    }
  }
  return problems
}

/** The entries of ALLOWED that no require uses, as 'from -> to'. */
function unusedAllowances(edges: Map<string, string[]>, allowed: Record<string, string[]>) {
  const used = new Set<string>()
  for (const [file, targets] of edges) {
    for (const target of targets) used.add(`${folderOf(file)} -> ${folderOf(target)}`)
  }
  return Object.entries(allowed).flatMap(([from, tos]) =>
    tos.map((to) => `${from} -> ${to}`).filter((edge) => !used.has(edge)),
  )
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

  it('keeps each domain to shared/, the platform and the domains it is allowed', () => {
    expect(layerProblems(edges, ALLOWED, PLATFORM)).toEqual([])
    expect(unusedAllowances(edges, ALLOWED)).toEqual([])
    const folders = readdirSync(path.join(HOOKS_ROOT, 'lib')).filter((name) =>
      statSync(path.join(HOOKS_ROOT, 'lib', name)).isDirectory(),
    )
    expect(Object.keys(ALLOWED).sort()).toEqual(folders.sort())
  })

  it('has no cycle between domains', () => {
    const domains = Object.keys(ALLOWED).filter((f) => f !== 'shared' && !PLATFORM.includes(f))
    const graph = new Map(
      domains.map((d) => [d, ALLOWED[d]!.filter((to) => domains.includes(to))] as const),
    )
    expect(cycles(graph)).toEqual([])
  })

  it('detects a require across domains that is not allowed', () => {
    const allowed = { shared: [], llm: [], chat: [], sidang: [], admin: ['payments'], payments: [] }
    const sample = new Map([
      ['lib/sidang/routes.js', ['lib/chat/common.js', 'lib/llm/client.js', 'lib/shared/http.js']],
      ['lib/llm/client.js', ['lib/chat/common.js']],
      ['lib/admin/export.js', ['lib/payments/admin.js']],
      ['lib/payments/admin.js', ['lib/admin/common.js']],
      ['lib/cv/routes.js', ['lib/shared/http.js']],
      ['chat.pb.js', ['lib/chat/routes.js', 'lib/llm/client.js']],
    ])
    expect(layerProblems(sample, allowed, ['llm'])).toEqual([
      'lib/sidang/routes.js -> lib/chat/common.js (sidang -> chat)',
      'lib/llm/client.js -> lib/chat/common.js (llm -> chat)',
      'lib/payments/admin.js -> lib/admin/common.js (payments -> admin)',
      'lib/cv/routes.js: lib/cv/ is neither a platform folder nor a domain in ALLOWED',
    ])
    expect(unusedAllowances(new Map(), { admin: ['payments'] })).toEqual(['admin -> payments'])
    // the real table refuses the edges this rule replaced: sidang borrowing chat, payments reaching
    // into admin, and the LLM client living inside a domain
    const removed = new Map([
      ['lib/sidang/routes.js', ['lib/chat/common.js']],
      ['lib/payments/process.js', ['lib/admin/subscribers.js']],
      ['lib/sidang/llm.js', ['lib/chat/llm/academic.js']],
    ])
    expect(layerProblems(removed, ALLOWED, PLATFORM)).toHaveLength(3)
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
