import { describe, expect, it } from 'vitest'
import {
  parsePlaybackPath,
  parseRange,
  playbackUrl,
  slicesFor,
  storedBytes,
} from './offline-video-format'

describe('offline video format', () => {
  it('round-trips playback paths, including awkward file names', () => {
    const key = { userId: 'u1', videoId: 'v1', fileName: 'bab 1_ab%c.mp4' }
    expect(parsePlaybackPath(new URL(playbackUrl(key), 'http://x').pathname)).toEqual(key)
    expect(parsePlaybackPath('/api/files/x')).toBeNull()
    expect(parsePlaybackPath('/__offline-video/u/v')).toBeNull()
  })

  it('parses single byte ranges as media elements send them', () => {
    expect(parseRange(null, 100)).toBeNull()
    expect(parseRange('bytes=0-1', 100)).toEqual({ start: 0, end: 1 })
    expect(parseRange('bytes=10-', 100)).toEqual({ start: 10, end: 99 })
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('invalid')
    expect(parseRange('bytes=5-1', 100)).toBe('invalid')
    expect(parseRange('bytes=0-1,5-6', 100)).toBe('invalid')
    expect(parseRange('items=0-1', 100)).toBe('invalid')
  })

  it('counts contiguous stored bytes and picks the slices of a range', () => {
    const pieces: Array<[number, number]> = [
      [0, 10],
      [10, 5],
      [15, 10],
    ]
    expect(storedBytes(pieces)).toBe(25)
    expect(
      storedBytes([
        [0, 10],
        [12, 3],
      ]),
    ).toBe(10)
    expect(slicesFor(pieces, { start: 8, end: 16 })).toEqual([
      { pieceStart: 0, from: 8, to: 10 },
      { pieceStart: 10, from: 0, to: 5 },
      { pieceStart: 15, from: 0, to: 2 },
    ])
    expect(slicesFor(pieces, { start: 0, end: 0 })).toEqual([{ pieceStart: 0, from: 0, to: 1 }])
  })
})
