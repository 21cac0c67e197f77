import { open } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { blobReader, inspectMp4, type ByteReader } from './mp4-inspect'

const FIXTURES = fileURLToPath(new URL('../../../../../tests/fixtures/video/', import.meta.url))

const handles: Array<{ close: () => Promise<void> }> = []
afterEach(async () => {
  await Promise.all(handles.splice(0).map((h) => h.close()))
})

/** A fixture read with ranged reads only, counting the bytes and reads it served. */
async function fixture(name: string): Promise<ByteReader & { bytesRead: number; reads: number }> {
  const fh = await open(FIXTURES + name, 'r')
  handles.push(fh)
  const { size } = await fh.stat()
  const reader = {
    size,
    bytesRead: 0,
    reads: 0,
    async slice(start: number, end: number) {
      const length = Math.max(0, Math.min(end, size) - start)
      const buf = Buffer.alloc(length)
      await fh.read(buf, 0, length, start)
      reader.bytesRead += length
      reader.reads += 1
      return buf.buffer.slice(buf.byteOffset, buf.byteOffset + length)
    },
  }
  return reader
}

/** An in-memory file built from boxes (type, payload). */
function box(type: string, ...payload: Uint8Array[]): Uint8Array {
  const size = 8 + payload.reduce((n, p) => n + p.length, 0)
  const out = new Uint8Array(size)
  new DataView(out.buffer).setUint32(0, size)
  out.set(new TextEncoder().encode(type), 4)
  let off = 8
  for (const p of payload) {
    out.set(p, off)
    off += p.length
  }
  return out
}

function memory(bytes: Uint8Array): ByteReader {
  return {
    size: bytes.length,
    slice: async (s, e) => bytes.slice(s, e).buffer,
  }
}

const ascii = (s: string) => new TextEncoder().encode(s)

describe('inspectMp4 on the ffmpeg fixtures', () => {
  it('faststart H.264/AAC: MP4, index first, 12 s, avc1 + mp4a.40.2', async () => {
    const r = await fixture('lesson-faststart.mp4')
    const info = await inspectMp4(r)
    expect(info.container).toBe('mp4')
    expect(info.majorBrand).toBe('isom')
    expect(info.compatibleBrands).toEqual(['isom', 'iso2', 'avc1', 'mp41'])
    expect(info.boxes).toEqual(['ftyp', 'moov', 'free', 'mdat'])
    expect(info.hasMoov).toBe(true)
    expect(info.moovBeforeMdat).toBe(true)
    expect(info.duration).toBe(12)
    expect(info.truncated).toBe(false)
    expect(info.tracks).toEqual([
      {
        kind: 'video',
        format: 'avc1',
        codec: 'avc1.4D400C',
        avcProfile: 77,
        width: 320,
        height: 180,
      },
      { kind: 'audio', format: 'mp4a', codec: 'mp4a.40.2' },
    ])
    // Only the first 64 KB block: the index sits at the start of the file.
    expect(r.reads).toBe(1)
    expect(r.bytesRead).toBeLessThanOrEqual(64 * 1024)
  })

  it('index at the end: same tracks, moov after mdat, without reading the media data', async () => {
    const r = await fixture('lesson-moov-end.mp4')
    const info = await inspectMp4(r)
    expect(info.container).toBe('mp4')
    expect(info.boxes).toEqual(['ftyp', 'free', 'mdat', 'moov'])
    expect(info.moovBeforeMdat).toBe(false)
    expect(info.duration).toBe(12)
    expect(info.tracks.map((t) => t.codec)).toEqual(['avc1.4D400C', 'mp4a.40.2'])
    // The first block and the blocks of the index near the end, not the 270 KB of mdat between.
    expect(r.bytesRead).toBeLessThan(r.size * 0.6)
  })

  it('HEVC: the video sample entry is hvc1', async () => {
    const info = await inspectMp4(await fixture('lesson-hevc.mp4'))
    expect(info.container).toBe('mp4')
    expect(info.moovBeforeMdat).toBe(true)
    expect(info.duration).toBe(12)
    expect(info.tracks.map((t) => [t.kind, t.format])).toEqual([
      ['video', 'hvc1'],
      ['audio', 'mp4a'],
    ])
    expect(info.tracks[0]).toMatchObject({ width: 320, height: 180 })
  })

  it('QuickTime: brand qt, still readable', async () => {
    const info = await inspectMp4(await fixture('lesson-quicktime.mp4'))
    expect(info.container).toBe('quicktime')
    expect(info.majorBrand).toBe('qt  ')
    expect(info.moovBeforeMdat).toBe(false)
    expect(info.duration).toBe(12)
    expect(info.tracks.map((t) => t.format)).toEqual(['avc1', 'mp4a'])
    // The QuickTime sound description (version 1) still leads to its esds.
    expect(info.tracks[1]!.codec).toBe('mp4a.40.2')
  })

  it('a text file renamed .mp4 is not an MP4', async () => {
    const info = await inspectMp4(await fixture('not-a-video.mp4'))
    expect(info.container).toBe('unknown')
    expect(info.tracks).toEqual([])
    expect(info.hasMoov).toBe(false)
  })
})

describe('inspectMp4 on odd input', () => {
  it('an empty or tiny file', async () => {
    expect((await inspectMp4(memory(new Uint8Array(0)))).container).toBe('unknown')
    expect((await inspectMp4(memory(ascii('ftyp')))).container).toBe('unknown')
  })

  it('an MP4 cut short: ftyp and part of mdat, no index', async () => {
    const ftyp = box('ftyp', ascii('isom'), new Uint8Array(4), ascii('isom'))
    const mdat = box('mdat', new Uint8Array(100))
    const cut = new Uint8Array([...ftyp, ...mdat.subarray(0, 50)])
    const info = await inspectMp4(memory(cut))
    expect(info.container).toBe('mp4')
    expect(info.hasMoov).toBe(false)
    expect(info.truncated).toBe(true)
    expect(info.moovBeforeMdat).toBeNull()
  })

  it('a box with an impossible size stops the walk instead of looping', async () => {
    const ftyp = box('ftyp', ascii('mp42'), new Uint8Array(4))
    const bad = new Uint8Array([0, 0, 0, 3, ...ascii('junk')])
    const info = await inspectMp4(memory(new Uint8Array([...ftyp, ...bad, ...new Uint8Array(20)])))
    expect(info.boxes).toEqual(['ftyp'])
    expect(info.truncated).toBe(true)
  })

  it('a 64-bit mdat size and version-1 mvhd', async () => {
    const ftyp = box('ftyp', ascii('mp42'), new Uint8Array(4), ascii('mp41'))
    const mvhd = new Uint8Array(4 + 8 + 8 + 4 + 8)
    const dv = new DataView(mvhd.buffer)
    mvhd[0] = 1
    dv.setUint32(20, 600)
    dv.setUint32(24, 0)
    dv.setUint32(28, 600 * 90)
    const moov = box('moov', box('mvhd', mvhd))
    const big = new Uint8Array(16 + 10)
    const bdv = new DataView(big.buffer)
    bdv.setUint32(0, 1)
    big.set(ascii('mdat'), 4)
    bdv.setUint32(12, big.length)
    const info = await inspectMp4(memory(new Uint8Array([...ftyp, ...moov, ...big])))
    expect(info.boxes).toEqual(['ftyp', 'moov', 'mdat'])
    expect(info.duration).toBe(90)
    expect(info.moovBeforeMdat).toBe(true)
    expect(info.truncated).toBe(false)
  })

  it('reads a Blob through blobReader', async () => {
    const ftyp = box('ftyp', ascii('isom'), new Uint8Array(4))
    const info = await inspectMp4(blobReader(new Blob([ftyp as BlobPart])))
    expect(info.container).toBe('mp4')
  })
})
