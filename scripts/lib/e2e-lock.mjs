// Holds /tmp/e2e.lock (the lock the e2e runner and engineers take around builds and Chromium) from
// inside a bench: a child `flock` that keeps it until released, or until this process dies (its stdin
// closes). Under an outer `flock /tmp/e2e.lock …` the lock is already ours: nothing is taken again.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'

export const E2E_LOCK = process.env.E2E_LOCK_FILE || '/tmp/e2e.lock'

/** Whether this process runs under `flock /tmp/e2e.lock …` (taking the lock again would wait forever). */
export function lockHeldByAncestor() {
  try {
    for (let pid = process.ppid; pid > 1;) {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
      if (/(^|\/)flock$/.test(cmd[0] ?? '') && cmd.includes(E2E_LOCK)) return true
      pid = Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0)
    }
  } catch {
    // no /proc: take the lock
  }
  return false
}

/** Resolves once the lock is held: `release()` frees it. */
export function acquireE2eLock(onWait = () => {}) {
  if (lockHeldByAncestor()) return Promise.resolve({ release: async () => undefined })
  return new Promise((resolve, reject) => {
    const child = spawn('flock', [E2E_LOCK, 'sh', '-c', 'echo held; exec cat >/dev/null'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    })
    const waiting = setTimeout(onWait, 1000)
    let held = false
    child.on('error', reject)
    child.on('exit', (code) => {
      if (!held) reject(new Error(`flock ${E2E_LOCK} exited with ${code}`))
    })
    child.stdout.setEncoding('utf8').on('data', (d) => {
      if (held || !d.includes('held')) return
      held = true
      clearTimeout(waiting)
      resolve({
        release: () =>
          new Promise((done) => {
            if (child.exitCode !== null) return done()
            child.once('exit', () => done())
            child.stdin.end()
          }),
      })
    })
  })
}

/** Runs `fn` while holding the lock. */
export async function withE2eLock(fn, onWait) {
  const lock = await acquireE2eLock(onWait)
  try {
    return await fn()
  } finally {
    await lock.release()
  }
}
