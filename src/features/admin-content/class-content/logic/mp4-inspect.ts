/**
 * Reads the structure of an MP4 in the browser before it is uploaded, without a library and without
 * reading the whole file: box headers and a few small boxes are read with ranged reads (File.slice).
 *
 * Finds the container brand (MP4 or QuickTime), the order of the index (moov) and the media data
 * (mdat), the duration (mvhd) and, per track, the sample entry of stsd (avc1/hvc1/mp4a...) with the
 * codec string a browser's canPlayType understands (avc1.PPCCLL from avcC, mp4a.40.A from esds).
 * Pure: `reader` is any `{ size, slice }` (a File in the browser, a file handle in tests).
 */

export interface ByteReader {
  /** Total bytes. */
  readonly size: number
  /** Bytes [start, end) (end is clamped by the caller to `size`). */
  slice(start: number, end: number): Promise<ArrayBuffer>
}

export type TrackKind = 'video' | 'audio' | 'other'

export interface Mp4Track {
  kind: TrackKind
  /** Four-character code of the first sample entry of stsd: 'avc1', 'hvc1', 'mp4a', ... */
  format: string
  /** RFC 6381 codec string when known ('avc1.4D401E', 'mp4a.40.2'), else the format. */
  codec: string
  /** H.264 profile_idc (66 Baseline, 77 Main, 100 High, 110 High 10, 122 4:2:2, 244 4:4:4). */
  avcProfile?: number
  width?: number
  height?: number
}

export interface Mp4Info {
  /** 'mp4': an ftyp box with an ISO brand; 'quicktime': brand 'qt  '; 'unknown': no ftyp box first. */
  container: 'mp4' | 'quicktime' | 'unknown'
  majorBrand: string
  compatibleBrands: string[]
  /** Top-level box types in file order. */
  boxes: string[]
  hasMoov: boolean
  /** The index comes before the media data ('faststart'); null without both boxes. */
  moovBeforeMdat: boolean | null
  /** Seconds, from mvhd; null when unknown. */
  duration: number | null
  tracks: Mp4Track[]
  /** A box runs past the end of the file or has an impossible size (an incomplete copy). */
  truncated: boolean
}

const BLOCK = 64 * 1024
const MAX_CACHED_BLOCKS = 16
/** Leaf boxes read whole (mvhd, hdlr, stsd...) are small; a larger one is not what we look for. */
const MAX_LEAF = 1024 * 1024
const MAX_BOXES_PER_LEVEL = 10_000

/** A File/Blob as a ByteReader (falls back to FileReader where Blob.arrayBuffer is missing). */
export function blobReader(blob: Blob): ByteReader {
  return {
    size: blob.size,
    slice(start, end) {
      const part = blob.slice(start, end)
      if (typeof part.arrayBuffer === 'function') return part.arrayBuffer()
      return new Promise<ArrayBuffer>((resolve, reject) => {
        const fr = new FileReader()
        fr.onload = () => resolve(fr.result as ArrayBuffer)
        fr.onerror = () => reject(fr.error ?? new Error('read failed'))
        fr.readAsArrayBuffer(part)
      })
    },
  }
}

/** Reads through aligned 64 KB blocks, so the many small header reads cost few real reads. */
class BlockReader {
  private blocks = new Map<number, Uint8Array>()
  constructor(private readonly src: ByteReader) {}

  get size(): number {
    return this.src.size
  }

  private async block(index: number): Promise<Uint8Array> {
    const hit = this.blocks.get(index)
    if (hit) return hit
    const start = index * BLOCK
    const data = new Uint8Array(await this.src.slice(start, Math.min(start + BLOCK, this.size)))
    if (this.blocks.size >= MAX_CACHED_BLOCKS) {
      const oldest = this.blocks.keys().next().value
      if (oldest !== undefined) this.blocks.delete(oldest)
    }
    this.blocks.set(index, data)
    return data
  }

  /** Up to `length` bytes at `offset` (fewer at the end of the file). */
  async read(offset: number, length: number): Promise<Uint8Array> {
    const end = Math.min(offset + length, this.size)
    if (end <= offset) return new Uint8Array(0)
    const first = Math.floor(offset / BLOCK)
    const last = Math.floor((end - 1) / BLOCK)
    if (first === last) {
      const b = await this.block(first)
      return b.subarray(offset - first * BLOCK, end - first * BLOCK)
    }
    const out = new Uint8Array(end - offset)
    for (let i = first; i <= last; i++) {
      const b = await this.block(i)
      const from = Math.max(offset, i * BLOCK)
      const to = Math.min(end, (i + 1) * BLOCK)
      out.set(b.subarray(from - i * BLOCK, to - i * BLOCK), from - offset)
    }
    return out
  }
}

interface Box {
  type: string
  start: number
  /** Offset of the payload (after size, type and any 64-bit size). */
  body: number
  end: number
}

function fourcc(b: Uint8Array, at: number): string {
  return String.fromCharCode(b[at] ?? 0, b[at + 1] ?? 0, b[at + 2] ?? 0, b[at + 3] ?? 0)
}

function u16(b: Uint8Array, at: number): number {
  return ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0)
}

function u32(b: Uint8Array, at: number): number {
  return (
    (((b[at] ?? 0) << 24) >>> 0) +
    (((b[at + 1] ?? 0) << 16) | ((b[at + 2] ?? 0) << 8) | (b[at + 3] ?? 0))
  )
}

function u64(b: Uint8Array, at: number): number {
  return u32(b, at) * 2 ** 32 + u32(b, at + 4)
}

function hex2(n: number): string {
  return n.toString(16).toUpperCase().padStart(2, '0')
}

/** The child boxes in [start, end); `state.truncated` is set when a size is impossible. */
async function children(
  r: BlockReader,
  start: number,
  end: number,
  state: { truncated: boolean },
): Promise<Box[]> {
  const out: Box[] = []
  let off = start
  while (off + 8 <= end && out.length < MAX_BOXES_PER_LEVEL) {
    const h = await r.read(off, 16)
    if (h.length < 8) break
    let size = u32(h, 0)
    const type = fourcc(h, 4)
    let body = off + 8
    if (size === 1) {
      if (h.length < 16) {
        state.truncated = true
        break
      }
      size = u64(h, 8)
      body = off + 16
    } else if (size === 0) {
      size = end - off
    }
    if (size < body - off) {
      state.truncated = true
      break
    }
    const boxEnd = off + size
    if (boxEnd > end) state.truncated = true
    out.push({ type, start: off, body, end: Math.min(boxEnd, end) })
    off = boxEnd
  }
  return out
}

async function leaf(r: BlockReader, box: Box): Promise<Uint8Array> {
  return r.read(box.body, Math.min(box.end - box.body, MAX_LEAF))
}

function find(boxes: Box[], type: string): Box | undefined {
  return boxes.find((b) => b.type === type)
}

/** mvhd: duration / timescale, in seconds. */
function mvhdDuration(b: Uint8Array): number | null {
  const version = b[0] ?? 0
  const timescale = version === 1 ? u32(b, 20) : u32(b, 12)
  const duration = version === 1 ? u64(b, 24) : u32(b, 16)
  if (!timescale || !duration) return null
  if (version === 0 && duration === 0xffffffff) return null
  return duration / timescale
}

/** Child boxes inside a sample entry (avcC, esds...), parsed from the bytes of the entry. */
function entryChildren(entry: Uint8Array, from: number): Map<string, Uint8Array> {
  const out = new Map<string, Uint8Array>()
  let off = from
  while (off + 8 <= entry.length) {
    const size = u32(entry, off)
    if (size < 8 || off + size > entry.length) break
    out.set(fourcc(entry, off + 4), entry.subarray(off + 8, off + size))
    off += size
  }
  return out
}

/** Length of an MPEG-4 descriptor (1 to 4 bytes of 7 bits). */
function descriptorLength(b: Uint8Array, at: number): { length: number; next: number } {
  let length = 0
  let i = at
  for (let n = 0; n < 4 && i < b.length; n++) {
    const v = b[i++] ?? 0
    length = (length << 7) | (v & 0x7f)
    if (!(v & 0x80)) break
  }
  return { length, next: i }
}

/** 'mp4a.40.2' from an esds payload (after version and flags), or null. */
function esdsCodec(esds: Uint8Array): string | null {
  let i = 4
  if (esds[i] !== 0x03) return null
  let d = descriptorLength(esds, i + 1)
  i = d.next + 2 // ES_ID
  const flags = esds[i++] ?? 0
  if (flags & 0x80) i += 2
  if (flags & 0x40) i += 1 + (esds[i] ?? 0)
  if (flags & 0x20) i += 2
  if (esds[i] !== 0x04) return null
  d = descriptorLength(esds, i + 1)
  i = d.next
  const oti = esds[i] ?? 0
  i += 13
  if (oti !== 0x40 || esds[i] !== 0x05) return `mp4a.${oti.toString(16)}`
  d = descriptorLength(esds, i + 1)
  i = d.next
  const b0 = esds[i] ?? 0
  let aot = b0 >> 3
  if (aot === 31) aot = 32 + (((b0 & 7) << 3) | ((esds[i + 1] ?? 0) >> 5))
  return aot ? `mp4a.40.${aot}` : 'mp4a.40'
}

/** The first sample entry of stsd, as a track description. */
function sampleEntry(kind: TrackKind, stsd: Uint8Array): Mp4Track | null {
  // stsd: version+flags (4), entry_count (4), then the entries as boxes.
  if (stsd.length < 16 || u32(stsd, 4) < 1) return null
  const size = u32(stsd, 8)
  const format = fourcc(stsd, 12)
  const entry = stsd.subarray(8, Math.min(stsd.length, 8 + Math.max(size, 8)))
  const track: Mp4Track = { kind, format, codec: format }
  if (format === 'avc1' || format === 'avc3') {
    // SampleEntry (8) + VisualSampleEntry fields (70) after the 8-byte header.
    track.width = u16(entry, 32)
    track.height = u16(entry, 34)
    const avcC = entryChildren(entry, 86).get('avcC')
    if (avcC && avcC.length >= 4) {
      track.avcProfile = avcC[1]
      track.codec = `${format}.${hex2(avcC[1] ?? 0)}${hex2(avcC[2] ?? 0)}${hex2(avcC[3] ?? 0)}`
    }
  } else if (kind === 'video' && entry.length >= 36) {
    track.width = u16(entry, 32)
    track.height = u16(entry, 34)
  } else if (format === 'mp4a') {
    // SampleEntry (8) + AudioSampleEntry (20); QuickTime sound description v1 adds 16, v2 adds 36.
    const version = u16(entry, 16)
    const from = 36 + (version === 1 ? 16 : version === 2 ? 36 : 0)
    const boxes = entryChildren(entry, from)
    // QuickTime keeps the esds inside a 'wave' box (frma, mp4a, esds, terminator).
    const wave = boxes.get('wave')
    const esds = boxes.get('esds') ?? (wave ? entryChildren(wave, 0).get('esds') : undefined)
    track.codec = (esds && esdsCodec(esds)) ?? 'mp4a'
  }
  return track
}

async function readTrack(
  r: BlockReader,
  trak: Box,
  state: { truncated: boolean },
): Promise<Mp4Track | null> {
  const mdia = find(await children(r, trak.body, trak.end, state), 'mdia')
  if (!mdia) return null
  const inMdia = await children(r, mdia.body, mdia.end, state)
  const hdlr = find(inMdia, 'hdlr')
  const handler = hdlr ? fourcc(await leaf(r, hdlr), 8) : ''
  const kind: TrackKind = handler === 'vide' ? 'video' : handler === 'soun' ? 'audio' : 'other'
  const minf = find(inMdia, 'minf')
  if (!minf) return null
  const stbl = find(await children(r, minf.body, minf.end, state), 'stbl')
  if (!stbl) return null
  const stsd = find(await children(r, stbl.body, stbl.end, state), 'stsd')
  if (!stsd) return null
  return sampleEntry(kind, await leaf(r, stsd))
}

/** Inspects the file; never throws for a malformed file (read errors of `reader` propagate). */
export async function inspectMp4(reader: ByteReader): Promise<Mp4Info> {
  const r = new BlockReader(reader)
  const state = { truncated: false }
  const info: Mp4Info = {
    container: 'unknown',
    majorBrand: '',
    compatibleBrands: [],
    boxes: [],
    hasMoov: false,
    moovBeforeMdat: null,
    duration: null,
    tracks: [],
    truncated: false,
  }
  const head = await r.read(0, 8)
  if (head.length < 8 || fourcc(head, 4) !== 'ftyp') return info

  const top = await children(r, 0, r.size, state)
  info.boxes = top.map((b) => b.type)
  const ftyp = await leaf(r, top[0]!)
  info.majorBrand = fourcc(ftyp, 0)
  for (let i = 8; i + 4 <= ftyp.length && info.compatibleBrands.length < 64; i += 4)
    info.compatibleBrands.push(fourcc(ftyp, i))
  info.container = info.majorBrand === 'qt  ' ? 'quicktime' : 'mp4'

  const moovIndex = top.findIndex((b) => b.type === 'moov')
  const mdatIndex = top.findIndex((b) => b.type === 'mdat')
  info.hasMoov = moovIndex >= 0
  if (moovIndex >= 0 && mdatIndex >= 0) info.moovBeforeMdat = moovIndex < mdatIndex
  const moov = top[moovIndex]
  if (moov) {
    const inMoov = await children(r, moov.body, moov.end, state)
    const mvhd = find(inMoov, 'mvhd')
    if (mvhd) info.duration = mvhdDuration(await leaf(r, mvhd))
    for (const trak of inMoov.filter((b) => b.type === 'trak')) {
      const track = await readTrack(r, trak, state)
      if (track) info.tracks.push(track)
    }
  }
  info.truncated = state.truncated
  return info
}
