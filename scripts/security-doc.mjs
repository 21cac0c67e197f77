#!/usr/bin/env node
// Renders the access matrix (tests/security/access-matrix.ts) into docs/security.md between
// <!-- access-matrix:start --> and <!-- access-matrix:end -->.
//   node scripts/security-doc.mjs          rewrite the section
//   node scripts/security-doc.mjs --check  exit 1 when the section is out of date
// The table is TypeScript without imports: it is transpiled with the project's `typescript`.
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const TABLE = path.join(ROOT, 'tests', 'security', 'access-matrix.ts')
const DOC = path.join(ROOT, 'docs', 'security.md')
export const START = '<!-- access-matrix:start -->'
export const END = '<!-- access-matrix:end -->'

/** The table module, loaded from its TypeScript source. */
export async function loadMatrix() {
  const { outputText } = ts.transpileModule(readFileSync(TABLE, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  })
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`)
}

/** `doc` with the section between the markers replaced by `body`. */
export function replaceSection(doc, body) {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  if (start === -1 || end === -1 || end < start)
    throw new Error(`docs/security.md: markers ${START} / ${END} not found`)
  return `${doc.slice(0, start + START.length)}\n${body}\n${doc.slice(end)}`
}

async function main() {
  const { renderMatrix } = await loadMatrix()
  const doc = readFileSync(DOC, 'utf8')
  const next = replaceSection(doc, renderMatrix())
  if (process.argv.includes('--check')) {
    if (next !== doc) {
      console.error('docs/security.md is out of date: run node scripts/security-doc.mjs')
      process.exit(1)
    }
    console.log('docs/security.md matches the access matrix')
    return
  }
  if (next !== doc) writeFileSync(DOC, next)
  console.log(next !== doc ? 'docs/security.md updated' : 'docs/security.md already up to date')
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main()
