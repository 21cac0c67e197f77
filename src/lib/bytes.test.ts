import { describe, expect, it } from 'vitest'
import { formatBytes, formatClock, formatSpeed, formatTimeLeft } from './bytes'

describe('bytes', () => {
  it('formats sizes with the Indonesian decimal comma', () => {
    expect(formatBytes(0)).toBe('0 B')
    expect(formatBytes(1536)).toBe('2 KB')
    expect(formatBytes(283886)).toBe('277 KB')
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB')
    expect(formatBytes(700 * 1024 * 1024)).toBe('700 MB')
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1,3 GB')
    expect(formatSpeed(2 * 1024 * 1024)).toBe('2 MB/dtk')
  })
  it('says the time left in words', () => {
    expect(formatTimeLeft(null)).toBe('menghitung sisa waktu...')
    expect(formatTimeLeft(4)).toBe('beberapa detik lagi')
    expect(formatTimeLeft(38)).toBe('sekitar 40 detik lagi')
    expect(formatTimeLeft(185)).toBe('sekitar 3 menit lagi')
    expect(formatTimeLeft(3900)).toBe('sekitar 1 jam 5 menit lagi')
    expect(formatTimeLeft(7200)).toBe('sekitar 2 jam lagi')
  })
  it('formats video clocks', () => {
    expect(formatClock(12)).toBe('0:12')
    expect(formatClock(725)).toBe('12:05')
    expect(formatClock(3725)).toBe('1:02:05')
  })
})
