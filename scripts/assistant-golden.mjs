// Writes tests/unit/fixtures/assistant-golden.json: the built-in assistant's replies to the fixed
// inputs of tests/support/assistant-golden.ts. tests/unit/chat/assistant-golden.test.ts compares
// fresh replies with this file and never writes it. Regenerate only after a deliberate change of
// the assistant's wording or rules, and review the diff:
//   node scripts/assistant-golden.mjs
import { writeFileSync } from 'node:fs'
import { withTsModules } from './lib/ts-modules.mjs'

const out = new URL('../tests/unit/fixtures/assistant-golden.json', import.meta.url)

await withTsModules(async (load) => {
  const { computeAssistantGolden } = await load('/tests/support/assistant-golden.ts')
  const golden = computeAssistantGolden()
  writeFileSync(out, JSON.stringify(golden, null, 2) + '\n')
  const replies =
    golden.story.reduce((n, s) => n + s.replies.length, 0) +
    golden.theses.reduce((n, t) => n + t.answers.length, 0) +
    golden.noDocument.length * 2
  console.log(`assistant-golden.json: ${replies} replies written`)
})
