// The built-in assistant's replies to a fixed set of inputs must stay exactly as recorded in
// tests/unit/fixtures/assistant-golden.json. This test only reads that file; after a deliberate
// change of the assistant's wording, regenerate it with `node scripts/assistant-golden.mjs` and
// review the diff.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { computeAssistantGolden, type AssistantGolden } from '../../support/assistant-golden'

const golden = JSON.parse(
  readFileSync(new URL('../fixtures/assistant-golden.json', import.meta.url), 'utf8'),
) as AssistantGolden
const now = computeAssistantGolden()

describe('built-in assistant golden replies', () => {
  it('covers enough inputs', () => {
    expect(golden.story.length).toBeGreaterThanOrEqual(60)
    expect(golden.theses.reduce((n, t) => n + t.answers.length, 0)).toBeGreaterThanOrEqual(30)
  })

  it.each(golden.story.map((s, i) => [i, s.message] as const))('Ruang Cerita #%i %j', (i) => {
    expect(now.story[i]).toEqual(golden.story[i])
  })

  it.each(golden.theses.map((t) => t.name))('Asisten Akademik on the %s document', (name) => {
    const before = golden.theses.find((t) => t.name === name)
    const after = now.theses.find((t) => t.name === name)
    expect(after).toEqual(before)
  })

  it('Asisten Akademik without an analysed document', () => {
    expect(now.noDocument).toEqual(golden.noDocument)
  })

  it('holds nothing else', () => {
    expect(now).toEqual(golden)
  })
})
