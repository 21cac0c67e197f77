export interface RetryOptions {
  /** How many more attempts after the first one. */
  retries: number
  delayMs: number
  /** Return false to give up at once (e.g. on an authentication error). */
  shouldRetry?: (error: unknown, attempt: number) => boolean
  sleep?: (ms: number) => Promise<void>
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** Runs `fn`, retrying up to `retries` more times `delayMs` apart; rethrows the last error. */
export async function retry<T>(
  fn: (attempt: number) => Promise<T>,
  options: RetryOptions,
): Promise<T> {
  const sleep = options.sleep ?? defaultSleep
  let attempt = 0
  for (;;) {
    try {
      return await fn(attempt)
    } catch (error) {
      if (
        attempt >= options.retries ||
        (options.shouldRetry && !options.shouldRetry(error, attempt))
      )
        throw error
      attempt += 1
      await sleep(options.delayMs)
    }
  }
}
