import { describe, expect, it } from 'vitest'
import type { KeyValueStorage } from './chat-history'
import {
  TRIAL_CREDITS_KEY,
  TRIAL_DEFAULTS,
  availableMode,
  loadTrialCredits,
  reconcileTrialCredits,
  saveTrialCredits,
  spendTrialCredit,
  trialUsedUp,
  withModeExhausted,
} from './trial-credits'

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  }
}

describe('trial credits', () => {
  it('start at 5 story and 1 academic', () => {
    expect(TRIAL_DEFAULTS).toEqual({ story: 5, academic: 1 })
    expect(loadTrialCredits(memoryStorage())).toEqual({ story: 5, academic: 1 })
  })

  it('round-trip through storage', () => {
    const s = memoryStorage()
    saveTrialCredits(s, { story: 2, academic: 0 })
    expect(loadTrialCredits(s)).toEqual({ story: 2, academic: 0 })
  })

  it('never read above the defaults nor below zero, and survive garbage', () => {
    const s = memoryStorage()
    s.data.set(TRIAL_CREDITS_KEY, JSON.stringify({ story: 99, academic: -3 }))
    expect(loadTrialCredits(s)).toEqual({ story: 5, academic: 0 })
    s.data.set(TRIAL_CREDITS_KEY, JSON.stringify({ story: 'x' }))
    expect(loadTrialCredits(s)).toEqual({ story: 5, academic: 1 })
    s.data.set(TRIAL_CREDITS_KEY, '{oops')
    expect(loadTrialCredits(s)).toEqual({ story: 5, academic: 1 })
  })

  it('reconcile takes the smaller count per mode', () => {
    expect(reconcileTrialCredits({ story: 5, academic: 1 }, { story: 2, academic: 20 })).toEqual({
      story: 2,
      academic: 1,
    })
    expect(reconcileTrialCredits({ story: 1, academic: 0 }, { story: 100, academic: 1 })).toEqual({
      story: 1,
      academic: 0,
    })
  })

  it('spending takes one from the active mode, bounded by what the server reports', () => {
    expect(spendTrialCredit({ story: 5, academic: 1 }, 'story')).toEqual({ story: 4, academic: 1 })
    expect(spendTrialCredit({ story: 5, academic: 1 }, 'story', 99)).toEqual({
      story: 4,
      academic: 1,
    })
    expect(spendTrialCredit({ story: 5, academic: 1 }, 'story', 1)).toEqual({
      story: 1,
      academic: 1,
    })
    expect(spendTrialCredit({ story: 0, academic: 1 }, 'story')).toEqual({ story: 0, academic: 1 })
    expect(spendTrialCredit({ story: 3, academic: 1 }, 'academic', 0)).toEqual({
      story: 3,
      academic: 0,
    })
  })

  it('used up only when both modes are at zero', () => {
    expect(trialUsedUp({ story: 0, academic: 1 })).toBe(false)
    expect(trialUsedUp(withModeExhausted({ story: 0, academic: 1 }, 'academic'))).toBe(true)
  })

  it('picks a mode that still has credits', () => {
    expect(availableMode({ story: 3, academic: 1 }, 'academic')).toBe('academic')
    expect(availableMode({ story: 0, academic: 1 }, 'story')).toBe('academic')
    expect(availableMode({ story: 2, academic: 0 }, 'academic')).toBe('story')
    expect(availableMode({ story: 0, academic: 0 }, 'academic')).toBe('academic')
  })
})
