/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// MP4 inspection of lesson videos (lib/content/videos.js): size, duration and codecs read from the
// file's boxes; codecs that not every browser plays are refused (VideoFormatError, its message in
// Indonesian).
//
// Reading bytes in goja: a filesystem.File's reader opens an io.ReadSeekCloser; goja hands a JS
// ArrayBuffer to Go's Read([]byte) as the buffer's own memory, so `r.read(ab)` fills `ab` in place.
// Only box headers and the few small boxes needed (mvhd, hdlr, stsd entries) are read, with seeks
// in between: an upload of 1 GB never enters memory, and `moov` may sit before or after `mdat`.

/** Indonesian messages of the video checks (lib/content/videos.js uses them too). */
const MESSAGES = {
  both: 'Isi salah satu: link YouTube atau unggah video (tidak keduanya).',
  neither: 'Video wajib diisi: link YouTube atau berkas video.',
  codec:
    'Video harus berformat MP4 H.264 dengan audio AAC. Video HEVC/H.265 (misalnya dari kamera ponsel) ' +
    'tidak dapat diputar di semua browser: ekspor ulang sebagai MP4 H.264.',
  broken:
    'Berkas video rusak atau tidak lengkap (indeks MP4 tidak ditemukan). Ekspor ulang sebagai MP4 H.264.',
}

const VIDEO_CODECS = ['avc1', 'avc3'] // H.264
const AUDIO_CODECS = ['mp4a'] // AAC
const MAX_BOXES = 4096 // per level: a file of countless tiny boxes is refused, not walked
const MAX_DEPTH_READ = 4096 // bytes read from one small box (mvhd, hdlr, mehd)

function VideoFormatError(message) {
  this.message = message
  this.videoFormat = true
}

function fail(message) {
  throw new VideoFormatError(message)
}

function isEof(err) {
  return /\bEOF\b/.test(String(err && err.message !== undefined ? err.message : err))
}

/** Up to `length` bytes at `offset` (fewer at the end of the file). */
function readAt(r, offset, length) {
  r.seek(offset, 0)
  const out = new Uint8Array(length)
  let got = 0
  while (got < length) {
    const ab = new ArrayBuffer(length - got)
    let n = 0
    try {
      n = r.read(ab)
    } catch (err) {
      if (isEof(err)) break
      throw err
    }
    if (!n) break
    out.set(new Uint8Array(ab, 0, n), got)
    got += n
  }
  return got === length ? out : out.subarray(0, got)
}

function u32(b, i) {
  return ((b[i] << 24) >>> 0) + (b[i + 1] << 16) + (b[i + 2] << 8) + b[i + 3]
}

function u64(b, i) {
  return u32(b, i) * 4294967296 + u32(b, i + 4)
}

function fourcc(b, i) {
  return String.fromCharCode(b[i], b[i + 1], b[i + 2], b[i + 3])
}

/**
 * The boxes between `start` and `end`: {type, start, header, size}. A box that claims more room
 * than its parent has (a truncated upload) ends the walk with `truncated`.
 */
function listBoxes(r, start, end) {
  const boxes = []
  let pos = start
  while (pos + 8 <= end) {
    if (boxes.length >= MAX_BOXES) fail(MESSAGES.broken)
    const h = readAt(r, pos, Math.min(16, end - pos))
    if (h.length < 8) break
    const size32 = u32(h, 0)
    const type = fourcc(h, 4)
    let header = 8
    let size = size32
    if (size32 === 1) {
      if (h.length < 16) {
        boxes.truncated = true
        break
      }
      header = 16
      size = u64(h, 8)
    } else if (size32 === 0) {
      size = end - pos // to the end of the parent
    }
    if (size < header || pos + size > end) {
      boxes.truncated = true
      break
    }
    boxes.push({ type: type, start: pos, header: header, size: size })
    pos += size
  }
  return boxes
}

function childrenOf(r, box, skip) {
  return listBoxes(r, box.start + box.header + (skip || 0), box.start + box.size)
}

function find(boxes, type) {
  for (const b of boxes) if (b.type === type) return b
  return null
}

function payloadOf(r, box, max) {
  return readAt(r, box.start + box.header, Math.min(box.size - box.header, max || MAX_DEPTH_READ))
}

/** Duration in seconds from mvhd (version 0: 32-bit fields, version 1: 64-bit times), else null. */
function mvhdDuration(p) {
  if (p.length < 20) return null
  const version = p[0]
  let timescale
  let duration
  if (version === 1) {
    if (p.length < 32) return null
    timescale = u32(p, 20)
    duration = u32(p, 24) === 0xffffffff && u32(p, 28) === 0xffffffff ? 0 : u64(p, 24)
  } else {
    timescale = u32(p, 12)
    duration = u32(p, 16) === 0xffffffff ? 0 : u32(p, 16)
  }
  if (!timescale) return null
  return { timescale: timescale, duration: duration }
}

/** A fragmented MP4 may leave mvhd's duration at 0 and put it in mvex/mehd (in mvhd's timescale). */
function mehdDuration(r, moovKids) {
  const mvex = find(moovKids, 'mvex')
  const mehd = mvex ? find(childrenOf(r, mvex), 'mehd') : null
  if (!mehd) return 0
  const p = payloadOf(r, mehd, 16)
  if (p.length >= 12 && p[0] === 1) return u64(p, 4)
  if (p.length >= 8) return u32(p, 4)
  return 0
}

/** Handler type ('vide', 'soun', ...) and sample entry types of one trak. */
function trackInfo(r, trak) {
  const mdia = find(childrenOf(r, trak), 'mdia')
  if (!mdia) return null
  const mdiaKids = childrenOf(r, mdia)
  const hdlr = find(mdiaKids, 'hdlr')
  const minf = find(mdiaKids, 'minf')
  if (!hdlr || !minf) return null
  const h = payloadOf(r, hdlr, 12)
  if (h.length < 12) return null
  const handler = fourcc(h, 8)
  const stbl = find(childrenOf(r, minf), 'stbl')
  const stsd = stbl ? find(childrenOf(r, stbl), 'stsd') : null
  // stsd: version/flags (4), entry_count (4), then one box per sample entry named by its codec
  const entries = stsd ? childrenOf(r, stsd, 8).map((b) => b.type) : []
  return { handler: handler, codecs: entries }
}

/**
 * Reads an MP4's index: {size, duration (s, ms precision), faststart, video: [codecs], audio: [codecs]}.
 * Throws VideoFormatError (message in Indonesian) when the file is not an H.264 (+ AAC) MP4.
 * `file` is a filesystem.File (an upload of a request, or $filesystem.fileFromPath in the seed).
 */
function inspectMp4(file) {
  const size = Number(file.size)
  const r = file.reader.open()
  try {
    const top = listBoxes(r, 0, size)
    const moov = find(top, 'moov')
    if (!moov) fail(MESSAGES.broken)
    const mdat = find(top, 'mdat')
    const kids = childrenOf(r, moov)
    const mvhd = find(kids, 'mvhd')
    const timing = mvhd ? mvhdDuration(payloadOf(r, mvhd, 32)) : null
    if (!timing) fail(MESSAGES.broken)
    const units = timing.duration || mehdDuration(r, kids)
    const video = []
    const audio = []
    for (const trak of kids) {
      if (trak.type !== 'trak') continue
      const t = trackInfo(r, trak)
      if (!t) continue
      if (t.handler === 'vide') video.push.apply(video, t.codecs.length ? t.codecs : ['?'])
      else if (t.handler === 'soun') audio.push.apply(audio, t.codecs.length ? t.codecs : ['?'])
    }
    if (!video.length || video.some((c) => VIDEO_CODECS.indexOf(c) === -1)) fail(MESSAGES.codec)
    if (audio.some((c) => AUDIO_CODECS.indexOf(c) === -1)) fail(MESSAGES.codec)
    return {
      size: size,
      duration: Math.round((units / timing.timescale) * 1000) / 1000,
      faststart: !mdat || moov.start < mdat.start,
      video: video,
      audio: audio,
    }
  } finally {
    r.close()
  }
}

module.exports = { MESSAGES, inspectMp4, readAt }
