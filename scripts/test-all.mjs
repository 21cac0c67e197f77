// `npm test`: static checks, unit, integration (real PocketBase) and e2e (Debian Chromium).
import { spawnSync } from 'node:child_process'

const steps = [
  ['typecheck', ['npm', 'run', '--silent', 'typecheck']],
  ['lint', ['npm', 'run', '--silent', 'lint']],
  ['unit', ['npx', 'vitest', 'run', '--project', 'unit']],
  ['integration', ['npx', 'vitest', 'run', '--project', 'integration']],
  ['e2e', ['node', 'scripts/e2e.mjs']],
]
const only = process.argv.slice(2)
let failed = 0
let passed = 0
for (const [name, [cmd, ...args]] of steps) {
  if (only.length && !only.includes(name)) continue
  console.log(`\n=== ${name} ===`)
  const started = Date.now()
  const r = spawnSync(cmd, args, { stdio: 'inherit' })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  if (r.status === 0) {
    passed++
    console.log(`=== ${name}: ok (${secs} s) ===`)
  } else {
    failed++
    console.log(`=== ${name}: FAILED (${secs} s) ===`)
  }
}
console.log(`\nsuites: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
