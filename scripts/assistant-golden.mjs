// Writes tests/unit/fixtures/assistant-golden.json: the built-in assistant's replies to the fixed
// inputs of tests/support/assistant-golden.ts. tests/unit/chat/assistant-golden.test.ts compares
// fresh replies with this file and never writes it. Regenerate only after a deliberate change of
// the assistant's wording or rules, and review the diff:
//   node scripts/assistant-golden.mjs
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const root = fileURLToPath(new URL('..', import.meta.url))
const out = new URL('../tests/unit/fixtures/assistant-golden.json', import.meta.url)

// Vite loads the TypeScript support module (no separate TypeScript runner is installed).
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { middlewareMode: true, hmr: false, watch: null },
})
try {
  const { computeAssistantGolden } = await server.ssrLoadModule(
    '/tests/support/assistant-golden.ts',
  )
  const golden = computeAssistantGolden()
  writeFileSync(out, JSON.stringify(golden, null, 2) + '\n')
  const replies =
    golden.story.reduce((n, s) => n + s.replies.length, 0) +
    golden.theses.reduce((n, t) => n + t.answers.length, 0) +
    golden.noDocument.length * 2
  console.log(`assistant-golden.json: ${replies} replies written`)
} finally {
  await server.close()
}
