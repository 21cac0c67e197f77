import { describe, expect, it } from 'vitest'
import { checkSpace, SAFE_MARGIN_BYTES } from './storage'

const MB = 1024 * 1024

describe('checkSpace', () => {
  const info = (free: number) => ({ usage: 0, quota: free, free, persisted: null })
  it('allows a download that leaves the safe margin', () => {
    expect(checkSpace(100 * MB, info(1000 * MB))).toEqual({ kind: 'ok' })
  })
  it('warns when less than the margin would be left', () => {
    expect(checkSpace(900 * MB, info(1000 * MB))).toEqual({ kind: 'tight', freeAfter: 100 * MB })
    expect(SAFE_MARGIN_BYTES).toBe(250 * MB)
  })
  it('refuses what does not fit and says how much is missing', () => {
    expect(checkSpace(1200 * MB, info(1000 * MB))).toEqual({ kind: 'full', missing: 200 * MB })
  })
  it('cannot tell without an estimate', () => {
    expect(checkSpace(1, null)).toEqual({ kind: 'unknown' })
  })
})
