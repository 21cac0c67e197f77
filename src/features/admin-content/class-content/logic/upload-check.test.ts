import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { inspectMp4, type Mp4Info } from './mp4-inspect'
import { checkUpload, LARGE_VIDEO_BYTES, MAX_VIDEO_BYTES, requiredMbps } from './upload-check'

const FIXTURES = fileURLToPath(new URL('../../../../../tests/fixtures/video/', import.meta.url))

async function checkFixture(name: string, canPlay?: (t: string) => string) {
  const bytes = await readFile(FIXTURES + name)
  const info = await inspectMp4({
    size: bytes.length,
    slice: async (s, e) =>
      bytes.buffer.slice(bytes.byteOffset + s, bytes.byteOffset + Math.min(e, bytes.length)),
  })
  return checkUpload({ name, size: bytes.length }, info, canPlay)
}

const codes = (issues: Array<{ code: string }>) => issues.map((i) => i.code)

const GOOD: Mp4Info = {
  container: 'mp4',
  majorBrand: 'isom',
  compatibleBrands: ['isom'],
  boxes: ['ftyp', 'moov', 'mdat'],
  hasMoov: true,
  moovBeforeMdat: true,
  duration: 600,
  tracks: [
    {
      kind: 'video',
      format: 'avc1',
      codec: 'avc1.64001F',
      avcProfile: 100,
      width: 1280,
      height: 720,
    },
    { kind: 'audio', format: 'mp4a', codec: 'mp4a.40.2' },
  ],
  truncated: false,
}

describe('checkUpload with the fixtures', () => {
  it('passes the faststart H.264/AAC file and asks the browser about its own codecs', async () => {
    const canPlay = vi.fn(() => 'probably')
    const c = await checkFixture('lesson-faststart.mp4', canPlay)
    expect(c.errors).toEqual([])
    expect(c.warnings).toEqual([])
    expect(c.duration).toBe(12)
    expect(c.playType).toBe('video/mp4; codecs="avc1.4D400C, mp4a.40.2"')
    expect(canPlay).toHaveBeenCalledWith('video/mp4; codecs="avc1.4D400C, mp4a.40.2"')
    expect(c.summary).toBe('MP4 · H.264 + AAC · 320×180 · faststart')
  })

  it('warns (upload allowed) when the index is at the end, with the ffmpeg fix', async () => {
    const c = await checkFixture('lesson-moov-end.mp4', () => 'probably')
    expect(c.errors).toEqual([])
    expect(codes(c.warnings)).toEqual(['index-at-end'])
    expect(c.warnings[0]!.text).toContain('ffmpeg -i in.mp4 -c copy -movflags +faststart out.mp4')
    expect(c.warnings[0]!.text).toMatch(/tetap dapat diputar/)
  })

  it('refuses HEVC and explains H.264 + AAC and how to re-export', async () => {
    const c = await checkFixture('lesson-hevc.mp4', () => 'probably')
    expect(codes(c.errors)).toEqual(['hevc'])
    const text = c.errors[0]!.text
    expect(text).toMatch(/HEVC/)
    expect(text).toMatch(/High Efficiency/)
    expect(text).toMatch(/H\.264 dengan audio AAC dapat diputar di semua browser/)
    expect(text).toMatch(/Most Compatible/)
    expect(text).toContain('-c:v libx264 -c:a aac')
  })

  it('refuses the QuickTime brand and a text file', async () => {
    expect(codes((await checkFixture('lesson-quicktime.mp4')).errors)).toEqual(['quicktime'])
    const text = await checkFixture('not-a-video.mp4')
    expect(codes(text.errors)).toEqual(['not-mp4'])
    expect(text.errors[0]!.text).toMatch(/bukan video MP4/)
  })
})

describe('checkUpload rules', () => {
  const file = { name: 'kuliah.mp4', size: 50 * 1024 * 1024 }

  it('a .mov name is refused even with an MP4 brand', () => {
    expect(codes(checkUpload({ ...file, name: 'rekaman.MOV' }, GOOD).errors)).toEqual(['mov-name'])
  })

  it('sizes: empty, over 1 GB (error), over 500 MB (warning with the needed Mbit/s)', () => {
    expect(codes(checkUpload({ ...file, size: 0 }, GOOD).errors)).toEqual(['empty'])
    const huge = checkUpload({ ...file, size: MAX_VIDEO_BYTES + 1 }, GOOD)
    expect(codes(huge.errors)).toEqual(['too-large'])
    expect(huge.errors[0]!.text).toMatch(/melebihi batas 1 GB/)
    expect(codes(checkUpload({ ...file, size: MAX_VIDEO_BYTES }, GOOD).errors)).toEqual([])
    expect(checkUpload({ ...file, size: LARGE_VIDEO_BYTES }, GOOD).warnings).toEqual([])
    const large = checkUpload({ ...file, size: 700 * 1024 * 1024 }, GOOD)
    expect(codes(large.errors)).toEqual([])
    expect(codes(large.warnings)).toEqual(['slow-upload'])
    expect(large.warnings[0]!.text).toContain('700 MB')
    expect(large.warnings[0]!.text).toContain('9,8 Mbit/s')
    expect(large.warnings[0]!.text).toMatch(/10 menit/)
  })

  it('needed speed: 500 MB ≈ 7 Mbit/s, 150 MB ≈ 2 Mbit/s within 10 minutes', () => {
    expect(requiredMbps(500 * 1024 * 1024)).toBeCloseTo(6.99, 2)
    expect(requiredMbps(150 * 1e6)).toBe(2)
  })

  it('codecs: other video codecs, unplayable H.264 profiles, non-AAC audio, no audio', () => {
    const withTracks = (tracks: Mp4Info['tracks']) => checkUpload(file, { ...GOOD, tracks })
    const aac = GOOD.tracks[1]!
    expect(
      codes(withTracks([{ kind: 'video', format: 'av01', codec: 'av01' }, aac]).errors),
    ).toEqual(['video-codec'])
    const hi444 = withTracks([
      { kind: 'video', format: 'avc1', codec: 'avc1.F4001F', avcProfile: 244 },
      aac,
    ])
    expect(codes(hi444.errors)).toEqual(['h264-profile'])
    expect(hi444.errors[0]!.text).toContain('-pix_fmt yuv420p')
    const ac3 = withTracks([GOOD.tracks[0]!, { kind: 'audio', format: 'ac-3', codec: 'ac-3' }])
    expect(codes(ac3.errors)).toEqual(['audio-codec'])
    expect(ac3.errors[0]!.text).toMatch(/AC-3/)
    const silent = withTracks([GOOD.tracks[0]!])
    expect(codes(silent.errors)).toEqual([])
    expect(codes(silent.warnings)).toEqual(['no-audio'])
    expect(silent.playType).toBe('video/mp4; codecs="avc1.64001F"')
    expect(codes(withTracks([aac]).errors)).toEqual(['no-video'])
  })

  it('an MP4 without its index is refused', () => {
    expect(codes(checkUpload(file, { ...GOOD, hasMoov: false, tracks: [] }).errors)).toEqual([
      'no-index',
    ])
  })

  it("a browser's 'no' is a warning; its 'yes' does not rescue HEVC", () => {
    expect(codes(checkUpload(file, GOOD, () => '').warnings)).toEqual(['browser-cannot-play'])
    expect(codes(checkUpload(file, GOOD, () => 'maybe').warnings)).toEqual([])
    const hevc = {
      ...GOOD,
      tracks: [{ kind: 'video' as const, format: 'hvc1', codec: 'hvc1' }, GOOD.tracks[1]!],
    }
    expect(codes(checkUpload(file, hevc, () => 'probably').errors)).toEqual(['hevc'])
  })

  it('an unreadable file is not an MP4', () => {
    expect(codes(checkUpload(file, null).errors)).toEqual(['not-mp4'])
  })
})
