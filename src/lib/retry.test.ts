import { describe, expect, it, vi } from 'vitest'
import { retry } from './retry'

describe('retry', () => {
  it('retries up to N more times with the delay between attempts', async () => {
    const sleep = vi.fn(async () => {})
    const fn = vi.fn(async (attempt: number) => {
      if (attempt < 2) throw new Error(`gagal ${attempt}`)
      return 'ok'
    })
    await expect(retry(fn, { retries: 2, delayMs: 1000, sleep })).resolves.toBe('ok')
    expect(fn).toHaveBeenCalledTimes(3)
    expect(sleep).toHaveBeenCalledTimes(2)
    expect(sleep).toHaveBeenCalledWith(1000)
  })
  it('rethrows the last error once attempts are used up', async () => {
    const fn = vi.fn(async (attempt: number) => {
      throw new Error(`gagal ${attempt}`)
    })
    await expect(retry(fn, { retries: 2, delayMs: 1, sleep: async () => {} })).rejects.toThrow(
      'gagal 2',
    )
    expect(fn).toHaveBeenCalledTimes(3)
  })
  it('stops at once when shouldRetry says no', async () => {
    const fn = vi.fn(async () => {
      throw Object.assign(new Error('401'), { status: 401 })
    })
    await expect(
      retry(fn, {
        retries: 2,
        delayMs: 1,
        sleep: async () => {},
        shouldRetry: (e) => (e as { status: number }).status !== 401,
      }),
    ).rejects.toThrow('401')
    expect(fn).toHaveBeenCalledTimes(1)
  })
  it('waits for real when no sleep is given', async () => {
    vi.useFakeTimers()
    try {
      let calls = 0
      const p = retry(
        async () => {
          calls += 1
          if (calls === 1) throw new Error('x')
          return calls
        },
        { retries: 1, delayMs: 1000 },
      )
      await vi.advanceTimersByTimeAsync(999)
      expect(calls).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(p).resolves.toBe(2)
    } finally {
      vi.useRealTimers()
    }
  })
})
