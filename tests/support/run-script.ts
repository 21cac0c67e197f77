// Runs one of the project's CLI scripts (scripts/<name>) in a child Node process, as `npm run` would,
// and collects its output: the integration tests of backup/restore, Litestream and storage:migrate.
import { spawn } from 'node:child_process'
import path from 'node:path'

export interface ScriptResult {
  /** The exit code (1 when the process was killed by a signal). */
  code: number
  /** stdout and stderr, interleaved as they arrived. */
  out: string
  /** How long the script ran. */
  ms: number
}

export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join('scripts', script), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let out = ''
    child.stdout.setEncoding('utf8').on('data', (d: string) => (out += d))
    child.stderr.setEncoding('utf8').on('data', (d: string) => (out += d))
    child.on('error', reject)
    child.on('exit', (code) =>
      resolve({ code: code ?? 1, out, ms: Math.round(performance.now() - started) }),
    )
  })
}
