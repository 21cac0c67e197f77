// docs/security.md carries the rendered access matrix: this fails when the table
// (tests/security/access-matrix.ts) changed and `node scripts/security-doc.mjs` was not run.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ACCESS_MATRIX, ROLES, renderCell, renderMatrix } from '../security/access-matrix'

const START = '<!-- access-matrix:start -->'
const END = '<!-- access-matrix:end -->'

function section(doc: string): string {
  const start = doc.indexOf(START)
  const end = doc.indexOf(END)
  expect(start, 'start marker').toBeGreaterThan(-1)
  expect(end, 'end marker').toBeGreaterThan(start)
  return doc.slice(start + START.length, end).trim()
}

describe('docs/security.md access matrix', () => {
  it('is the rendering of the current table (run node scripts/security-doc.mjs)', () => {
    const doc = readFileSync(new URL('../../docs/security.md', import.meta.url), 'utf8')
    expect(section(doc)).toBe(renderMatrix().trim())
  })

  it('shows every row once: one line per target and operation, one column per role', () => {
    const md = renderMatrix()
    const lines = md.split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| operation'))
    expect(lines.length * ROLES.length).toBe(ACCESS_MATRIX.length)
    expect(md).toContain(`${ACCESS_MATRIX.length} rows`)
  })

  it('marks refusals and empty answers with ✗', () => {
    expect(renderCell({ status: 200, detail: 'own' })).toBe('✓ 200 own')
    expect(renderCell({ status: 204 })).toBe('✓ 204')
    expect(renderCell({ status: 200, detail: 'none' })).toBe('✗ 200 none')
    expect(renderCell({ status: 200, detail: 'rejected' })).toBe('✗ 200 rejected')
    expect(renderCell({ status: 403 })).toBe('✗ 403')
  })

  it('a changed row makes the rendering differ', () => {
    const changed = ACCESS_MATRIX.map((r, i) => (i === 0 ? { ...r, expected: { status: 418 } } : r))
    expect(renderMatrix(changed)).not.toBe(renderMatrix())
  })
})
