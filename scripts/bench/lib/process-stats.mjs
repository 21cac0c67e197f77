// A server process's CPU time and resident memory, read from /proc (Linux).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

let clockTicks = null

/** CPU seconds (user + system) of a process so far; null when not readable. */
export function cpuSeconds(pid) {
  clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / clockTicks
  } catch {
    return null
  }
}

/** Resident memory (VmRSS) of a process in MiB; NaN when not readable. */
export function rssMiB(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) / 1024 : NaN
  } catch {
    return NaN
  }
}

/** Samples a process's resident memory every 250 ms: `peak()` in MiB since the last `reset()`. */
export function rssSampler(pid) {
  let peak = 0
  const read = () => {
    const now = rssMiB(pid)
    if (Number.isFinite(now)) peak = Math.max(peak, now)
  }
  const timer = setInterval(read, 250)
  timer.unref()
  return {
    peak: () => (read(), Math.round(peak)),
    reset: () => {
      peak = 0
    },
    stop: () => clearInterval(timer),
  }
}
