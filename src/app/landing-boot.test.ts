// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { BOOT_EVENTS, waitForVisitor } from './landing-boot'

const settled = async (p: Promise<void>) => {
  let done = false
  void p.then(() => {
    done = true
  })
  await new Promise((r) => setTimeout(r, 0))
  return done
}

describe('waitForVisitor', () => {
  afterEach(() => {
    // Without a hashchange event (setting location.hash fires one, which the next test would see).
    window.history.replaceState(null, '', window.location.pathname)
  })

  it('waits while nothing happens, then resolves on the first visitor event', async () => {
    for (const type of BOOT_EVENTS) {
      const p = waitForVisitor(window)
      expect(await settled(p)).toBe(false)
      window.dispatchEvent(new Event(type))
      expect(await settled(p)).toBe(true)
    }
  })

  it('resolves at once when the address has a #hash', async () => {
    window.location.hash = '#pricing-section'
    expect(await settled(waitForVisitor(window))).toBe(true)
  })
})
