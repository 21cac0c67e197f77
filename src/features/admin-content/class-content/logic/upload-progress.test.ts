import { describe, expect, it } from 'vitest'
import { posterSize, posterTime } from './poster-frame'
import {
  formatClock,
  formatSize,
  formatSpeed,
  formatTimeLeft,
  formatTransferred,
  percentOf,
  secondsLeft,
  startProgress,
  updateProgress,
} from './upload-progress'

const MB = 1024 * 1024

describe('upload progress', () => {
  it('measures the speed only after half a second, then smooths it', () => {
    let p = startProgress(100 * MB, 0)
    p = updateProgress(p, 0.1 * MB, 100 * MB, 100)
    expect(p.speed).toBeNull()
    expect(secondsLeft(p)).toBeNull()
    p = updateProgress(p, 1 * MB, 100 * MB, 1000)
    expect(p.speed).toBeCloseTo(1 * MB)
    expect(secondsLeft(p)).toBeCloseTo(99)
    // A sudden burst moves the estimate part of the way, not all of it.
    p = updateProgress(p, 6 * MB, 100 * MB, 2000)
    expect(p.speed!).toBeGreaterThan(1 * MB)
    expect(p.speed!).toBeLessThan(3 * MB)
    // A steady speed converges to it.
    for (let t = 3000, loaded = 6 * MB; t <= 40_000; t += 1000) {
      loaded += 2 * MB
      p = updateProgress(p, Math.min(loaded, 100 * MB), 100 * MB, t)
      if (loaded >= 100 * MB) break
    }
    expect(p.speed!).toBeCloseTo(2 * MB, -4)
  })

  it('percent: whole numbers, 100 only when everything is sent', () => {
    expect(percentOf({ loaded: 0, total: 0 })).toBe(0)
    expect(percentOf({ loaded: 1, total: 3 })).toBe(33)
    expect(percentOf({ loaded: 999, total: 1000 })).toBe(99)
    expect(percentOf({ loaded: 1000, total: 1000 })).toBe(100)
    const done = updateProgress(startProgress(10, 0), 10, 10, 10)
    expect(secondsLeft(done)).toBe(0)
  })

  it('formats sizes, transferred bytes and speeds in Indonesian notation', () => {
    expect(formatSize(0)).toBe('0 byte')
    expect(formatSize(2048)).toBe('2 KB')
    expect(formatSize(283_886)).toBe('0,3 MB')
    expect(formatSize(12.46 * MB)).toBe('12,5 MB')
    expect(formatSize(700 * MB)).toBe('700 MB')
    expect(formatSize(1.5 * 1024 * MB)).toBe('1,5 GB')
    expect(formatTransferred(12.5 * MB, 250 * MB)).toBe('13 MB dari 250 MB')
    expect(formatTransferred(3.25 * MB, 40 * MB)).toBe('3,3 MB dari 40 MB')
    expect(formatTransferred(141_943, 283_886)).toBe('0,1 MB dari 0,3 MB')
    expect(formatTransferred(1024, 4096)).toBe('1 KB dari 4 KB')
    expect(formatSpeed(1.25 * MB)).toBe('1,3 MB/dtk')
    expect(formatSpeed(850 * 1024)).toBe('850 KB/dtk')
    expect(formatSpeed(Number.NaN)).toBe('0 B/dtk')
  })

  it('says the time left in Indonesian', () => {
    expect(formatTimeLeft(null)).toBe('menghitung sisa waktu...')
    expect(formatTimeLeft(4)).toBe('beberapa detik lagi')
    expect(formatTimeLeft(42)).toBe('sekitar 40 detik lagi')
    expect(formatTimeLeft(125)).toBe('sekitar 2 menit lagi')
    expect(formatTimeLeft(3600 + 5 * 60)).toBe('sekitar 1 jam 5 menit lagi')
    expect(formatTimeLeft(7200)).toBe('sekitar 2 jam lagi')
  })

  it('formats a video length as a clock', () => {
    expect(formatClock(12)).toBe('0:12')
    expect(formatClock(725.4)).toBe('12:05')
    expect(formatClock(3725)).toBe('1:02:05')
  })
})

describe('poster frame', () => {
  it('is taken 10% in, between 1 s and 10 s', () => {
    expect(posterTime(12)).toBeCloseTo(1.2)
    expect(posterTime(5)).toBe(1)
    expect(posterTime(3600)).toBe(10)
    expect(posterTime(1)).toBe(0.5)
    expect(posterTime(Number.NaN)).toBe(0)
  })
  it('is at most 640 px wide with the video aspect ratio', () => {
    expect(posterSize(1920, 1080)).toEqual({ width: 640, height: 360 })
    expect(posterSize(320, 180)).toEqual({ width: 320, height: 180 })
    expect(posterSize(1080, 1920)).toEqual({ width: 640, height: 1138 })
    expect(posterSize(0, 0)).toBeNull()
  })
})
