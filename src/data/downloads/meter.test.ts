import { describe, expect, it } from 'vitest'
import { SpeedMeter } from './meter'

describe('SpeedMeter', () => {
  it('measures bytes per second over its window and the time left', () => {
    const m = new SpeedMeter()
    expect(m.speed()).toBe(0)
    expect(m.eta(100)).toBeNull()
    m.add(0, 0)
    m.add(1000, 1000)
    expect(m.speed()).toBe(1000)
    expect(m.eta(5000)).toBe(4)
    // Old samples leave the window: the speed follows the recent rate.
    for (let t = 2000; t <= 10_000; t += 1000) m.add(t, 1000 + (t - 1000) * 3)
    expect(m.speed()).toBe(3000)
  })
})
