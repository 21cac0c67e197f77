// The benchmarks (scripts/bench/) stay as readable as the rest: each bench is a top-level module
// (what scripts/bench.mjs runs), its parts in a folder of the same name, shared set-up in lib/, and
// no file over MAX_LINES lines. Their relative imports name files that exist (a moved part fails here,
// not in the middle of a long bench run).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const BENCH_ROOT = path.resolve(__dirname, '../../scripts/bench')
const MAX_LINES = 400

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return walk(full)
    return name.endsWith('.mjs') ? [full] : []
  })
}

const files = walk(BENCH_ROOT)
const relative = (file: string) => path.relative(BENCH_ROOT, file)
const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

describe('scripts/bench', () => {
  it('has bench files to check', () => {
    expect(files.map(relative)).toContain('lib/bench-server.mjs')
  })

  it(`has no file over ${MAX_LINES} lines`, () => {
    const over = files
      .map((file) => ({ file: relative(file), lines: lineCount(readFileSync(file, 'utf8')) }))
      .filter((f) => f.lines > MAX_LINES)
    expect(over).toEqual([])
  })

  it('imports only files that exist', () => {
    const missing: string[] = []
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      for (const m of source.matchAll(
        /\bfrom\s+'(\.{1,2}\/[^']+)'|\bimport\(\s*'(\.{1,2}\/[^']+)'\s*\)/g,
      )) {
        const target = path.resolve(path.dirname(file), m[1] ?? m[2]!)
        if (!existsSync(target)) missing.push(`${relative(file)} → ${m[1] ?? m[2]}`)
      }
    }
    expect(missing).toEqual([])
  })
})
