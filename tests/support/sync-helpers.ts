// Helpers of the sync tests: raw push requests, a student with content, waiting for conditions.
export interface PushResult {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

/** POST /api/sync/push with a user's token. */
export async function push(url: string, token: string, body: unknown): Promise<PushResult> {
  const res = await fetch(`${url}/api/sync/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: token },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** Polls `check` until it returns a truthy value (or throws after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T> | T,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<NonNullable<T>> {
  const started = Date.now()
  let last: unknown
  while (Date.now() - started < timeoutMs) {
    try {
      const v = await check()
      if (v) return v as NonNullable<T>
    } catch (err) {
      last = err
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`)
}

import { fork, type ChildProcess } from 'node:child_process'

export interface DeviceProcess {
  call<T = unknown>(cmd: string, args?: Record<string, unknown>): Promise<T>
  kill(): void
}

/** Starts a device in its own node process (tests/support/sync-device-process.mjs). */
export async function startDeviceProcess(
  o: { execArgv?: string[]; env?: NodeJS.ProcessEnv } = {},
): Promise<DeviceProcess> {
  const child: ChildProcess = fork(new URL('./sync-device-process.mjs', import.meta.url), {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    ...o,
  })
  const waiting = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>()
  let seq = 0
  await new Promise<void>((resolve, reject) => {
    child.once('error', reject)
    child.on(
      'message',
      (msg: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
        if (msg.ready) return resolve()
        const w = waiting.get(msg.id ?? -1)
        if (!w) return
        waiting.delete(msg.id!)
        if (msg.error) w.reject(new Error(msg.error))
        else w.resolve(msg.result)
      },
    )
  })
  return {
    call<T>(cmd: string, args?: Record<string, unknown>) {
      const id = ++seq
      return new Promise<T>((resolve, reject) => {
        waiting.set(id, { resolve: resolve as (v: unknown) => void, reject })
        child.send({ id, cmd, args })
      })
    },
    kill() {
      if (child.exitCode === null) child.kill()
    },
  }
}
