import { errorStatus } from '@/lib/errors'

/**
 * A password sign-in the server could not take yet: 503 "Server sedang sibuk…" with Retry-After
 * (its sign-in gate is full, docs/capacity.md 2.2). The app waits as asked plus a random part (so a
 * class told the same Retry-After does not come back in step) and tries again, for up to
 * BUSY_RETRY_LIMIT_MS in all; after that the server's busy message stands. Never a wrong-password
 * answer: a 503 says nothing about the password.
 */
export const SIGN_IN_BUSY_MESSAGE =
  'Server sedang sibuk karena banyak yang masuk bersamaan. Coba lagi dalam beberapa saat.'
/** Total waiting before giving up (a class of 1,000 on one 2-core server is in within ~2–3 minutes). */
export const BUSY_RETRY_LIMIT_MS = 5 * 60_000
/** Without a readable Retry-After (e.g. a proxy's 503, or a header CORS hides). */
const DEFAULT_RETRY_AFTER_S = 5
const MAX_RETRY_AFTER_S = 60
/** Up to this share of the delay is added at random. */
const JITTER = 0.5

type FetchLike = (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>

export interface BusyRetryOptions {
  /** Told before each wait: seconds until the next attempt. */
  onWait?: (seconds: number) => void
  /** Stops waiting (e.g. the page was left): the last busy answer is thrown. */
  signal?: AbortSignal
  /** For tests. */
  fetch?: FetchLike
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
  random?: () => number
  now?: () => number
  limitMs?: number
}

/** Retry-After (seconds, or an HTTP date) in seconds; null when missing or unreadable. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | null {
  if (!value) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text)
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000))
}

/** The wait before the next attempt: Retry-After (or 5 s) within 1–60 s, plus up to 50 % at random. */
export function busyDelayMs(retryAfterSeconds: number | null, random: () => number): number {
  const base = Math.min(MAX_RETRY_AFTER_S, Math.max(1, retryAfterSeconds ?? DEFAULT_RETRY_AFTER_S))
  return Math.round(base * 1000 * (1 + random() * JITTER))
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal?.addEventListener('abort', done)
  })
}

/**
 * Runs `attempt` (given a fetch that notes the answer's Retry-After, for the SDK's `fetch` option)
 * until it is not answered 503, waiting between attempts as the server asks.
 */
export async function retryWhileBusy<T>(
  attempt: (fetch: FetchLike) => Promise<T>,
  options: BusyRetryOptions = {},
): Promise<T> {
  const baseFetch: FetchLike = options.fetch ?? ((url, init) => globalThis.fetch(url, init))
  const sleep = options.sleep ?? abortableSleep
  const random = options.random ?? Math.random
  const now = options.now ?? Date.now
  const limitMs = options.limitMs ?? BUSY_RETRY_LIMIT_MS
  const started = now()
  for (;;) {
    let retryAfter: string | null = null
    const noting: FetchLike = async (url, init) => {
      const response = await baseFetch(url, init)
      retryAfter = response.headers.get('Retry-After')
      return response
    }
    try {
      return await attempt(noting)
    } catch (error) {
      if (errorStatus(error) !== 503 || options.signal?.aborted) throw error
      const delay = busyDelayMs(parseRetryAfter(retryAfter, now()), random)
      if (now() - started + delay > limitMs) throw error
      options.onWait?.(Math.ceil(delay / 1000))
      await sleep(delay, options.signal)
      if (options.signal?.aborted) throw error
    }
  }
}
