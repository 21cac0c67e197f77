// Helpers for the processes the launcher supervises (PocketBase, Litestream).

/**
 * Stops a child: SIGTERM, then SIGKILL when it has not exited after `graceMs`. Resolves once it exited
 * (at once when it already had).
 * @param {import('node:child_process').ChildProcess} child
 * @param {number} graceMs
 */
export function terminate(child, graceMs) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/**
 * How often a crashed child may be restarted: `allow()` notes a crash and says whether a restart is
 * still allowed (at most `limit` crashes within the last `windowMs`); `count` is the crashes in that
 * window.
 */
export function restartBudget(limit = 10, windowMs = 60_000) {
  let crashes = []
  return {
    allow() {
      const now = Date.now()
      crashes = crashes.filter((t) => now - t < windowMs)
      crashes.push(now)
      return crashes.length <= limit
    },
    get count() {
      return crashes.length
    },
  }
}
