/**
 * The sync engine's requests: fetch with the user's token, the server clock's offset (from the
 * `Date` header) and a 401 or a foreign/expired session turned into AuthLostError.
 */
import type PocketBase from 'pocketbase'

export class AuthLostError extends Error {
  constructor() {
    super('Sesi berakhir. Silakan masuk kembali untuk menyinkronkan.')
    this.name = 'AuthLostError'
  }
}

export function isNetworkError(err: unknown): boolean {
  return (
    err instanceof TypeError ||
    (err instanceof Error && /fetch failed|network|ECONNREFUSED|Failed to fetch/i.test(err.message))
  )
}

/** A readable Indonesian message of a replication error. */
export function describeSyncError(err: unknown): string {
  const inner = (err as { parameters?: { errors?: Array<{ message?: string; name?: string }> } })
    ?.parameters?.errors?.[0]
  const message = inner?.message ?? (err instanceof Error ? err.message : String(err))
  if (inner?.name === 'AuthLostError' || /Sesi berakhir/.test(message))
    return 'Sesi berakhir. Silakan masuk kembali untuk menyinkronkan.'
  if (/fetch failed|Failed to fetch|network|ECONNREFUSED|NetworkError/i.test(message))
    return 'Server tidak dapat dihubungi. Perubahan tetap tersimpan di perangkat ini.'
  return `Sinkronisasi gagal: ${message}`
}

export type Request = (path: string, init?: RequestInit) => Promise<unknown>

export interface TransportOptions {
  pb: PocketBase
  userId: string
  fetch?: typeof fetch
  onBytes?: (n: number) => void
  /** The session is not usable (expired, revoked, another user): pause replication. */
  onAuthLost(): void
  /** Replication is paused until the same user signs in again. */
  isSuspended(): boolean
}

export class Transport {
  private clockOffset = 0

  constructor(private options: TransportOptions) {}

  /** Server-corrected clock (the device clock can be wrong). */
  now(): number {
    return Date.now() + this.clockOffset
  }

  authOk(): boolean {
    const store = this.options.pb.authStore
    const model = store.model as { id?: string } | null
    return store.isValid && model?.id === this.options.userId
  }

  /** fetch with the user's token; 401 stops replication and asks the same user to sign in again. */
  request: Request = async (path, init = {}) => {
    const { pb } = this.options
    if (this.options.isSuspended()) throw new AuthLostError()
    if (!this.authOk()) {
      this.options.onAuthLost()
      throw new AuthLostError()
    }
    const headers = new Headers(init.headers)
    headers.set('Authorization', pb.authStore.token)
    if (init.body) headers.set('Content-Type', 'application/json')
    const started = Date.now()
    const res = await (this.options.fetch ?? fetch)(pb.buildUrl(path), { ...init, headers })
    const text = await res.text()
    const ended = Date.now()
    this.options.onBytes?.(Number(res.headers.get('content-length')) || text.length)
    const date = Date.parse(res.headers.get('date') ?? '')
    if (Number.isFinite(date)) {
      const offset = date - (started + ended) / 2
      this.clockOffset = Math.abs(offset) > 5000 ? offset : 0
    }
    if (res.status === 401) {
      this.options.onAuthLost()
      throw new AuthLostError()
    }
    const body = text ? (JSON.parse(text) as unknown) : null
    if (!res.ok) {
      const message = (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`
      throw new Error(message)
    }
    return body
  }
}
