// The built PWA a browser bench serves: built from the working tree (unless BENCH_SKIP_BUILD=1 and a
// dist/ exists) and copied to a private folder, so that another build cannot change it mid-run.
// Builds share /tmp/e2e.lock with the e2e runner (scripts/lib/e2e-lock.mjs).
import { spawnSync } from 'node:child_process'
import { cpSync, existsSync } from 'node:fs'
import path from 'node:path'
import { ROOT } from '../../../pocketbase/launcher.mjs'
import { withE2eLock } from '../../lib/e2e-lock.mjs'

/** Builds dist/ and copies it to `dest`. Call while holding /tmp/e2e.lock. */
export function buildPwaCopy(dest) {
  const skip =
    process.env.BENCH_SKIP_BUILD === '1' && existsSync(path.join(ROOT, 'dist', 'index.html'))
  if (!skip) {
    const built = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
    })
    if (built.status !== 0) throw new Error(`vite build failed (status ${built.status})`)
  }
  cpSync(path.join(ROOT, 'dist'), dest, { recursive: true })
  if (!existsSync(path.join(dest, 'index.html')))
    throw new Error('index.html missing from the copied build')
  return dest
}

/** buildPwaCopy under /tmp/e2e.lock (taken here, released once copied). */
export function buildPwaCopyUnderLock(dest, onWait) {
  return withE2eLock(async () => buildPwaCopy(dest), onWait)
}
