import { describe, expect, it } from 'vitest'
import {
  nextPosition,
  positionCount,
  positionFromScroll,
  previousPosition,
  shouldAutoplay,
  slidesPerView,
} from './carousel'

describe('carousel logic', () => {
  it('shows 1 slide below 768 px, 2 from 768 px, 3 from 1024 px', () => {
    expect([375, 767, 768, 1023, 1024, 1440].map(slidesPerView)).toEqual([1, 1, 2, 2, 3, 3])
  })

  it('counts one position per start until the last full view', () => {
    expect(positionCount(9, 1)).toBe(9)
    expect(positionCount(9, 3)).toBe(7)
    expect(positionCount(2, 3)).toBe(1)
    expect(positionCount(0, 3)).toBe(0)
  })

  it('advances and goes back with wrap-around', () => {
    expect(nextPosition(0, 6, 3)).toBe(1)
    expect(nextPosition(3, 6, 3)).toBe(0)
    expect(previousPosition(0, 6, 3)).toBe(3)
    expect(previousPosition(2, 6, 1)).toBe(1)
    expect(nextPosition(0, 2, 3)).toBe(0)
  })

  it('maps a scroll offset to the nearest position within range', () => {
    expect(positionFromScroll(0, 300, 6, 1)).toBe(0)
    expect(positionFromScroll(640, 300, 6, 1)).toBe(2)
    expect(positionFromScroll(99999, 300, 6, 3)).toBe(3)
    expect(positionFromScroll(-20, 300, 6, 3)).toBe(0)
  })

  it('autoplays only when nothing asks it to pause', () => {
    const base = {
      positions: 4,
      reducedMotion: false,
      hidden: false,
      hovered: false,
      focused: false,
    }
    expect(shouldAutoplay(base)).toBe(true)
    expect(shouldAutoplay({ ...base, reducedMotion: true })).toBe(false)
    expect(shouldAutoplay({ ...base, hidden: true })).toBe(false)
    expect(shouldAutoplay({ ...base, hovered: true })).toBe(false)
    expect(shouldAutoplay({ ...base, focused: true })).toBe(false)
    expect(shouldAutoplay({ ...base, positions: 1 })).toBe(false)
  })
})
