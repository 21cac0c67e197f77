/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// A streaming ZIP writer for the data export (GET /api/me/export): "stored" entries (no
// compression: the theses are PDF/DOCX, already compressed, and the JSON is small next to them),
// each with its CRC-32 and sizes in the local header (no data descriptors), then the central
// directory. No ZIP64: an export is limited to 4 GiB and 65,535 entries (a student's theses are
// ≤ 20 MB each). Names are UTF-8 (general purpose flag bit 11).
// Pure JavaScript without PocketBase APIs: runs in goja and in Node (tests/unit/privacy/zip.test.ts).
//
// Bytes are Uint8Array. What PocketBase 0.22's goja does with them (checked on v0.22.20):
// - `c.response().write(u8)` writes the bytes as they are (a Uint8Array, its subarray, an
//   ArrayBuffer and a plain array of numbers all work); a JS string is written as UTF-8, so binary
//   data must never go through a string (readerToString() too is lossy for binary files);
// - `reader.read(u8)` of a blob.Reader ($app.newFilesystem().getFile(key)) fills the Uint8Array
//   in place and answers the count (a plain array is NOT filled: goja passes a copy), throwing
//   (EOF) at the end, from S3 even on the read that delivered the last bytes (export-files.js
//   fileCrc counts those through the reader's offset);
// - `reader.writeTo(c.response())` copies a file to the answer inside Go (fast).

const MAX_U32 = 0xffffffff

let TABLE = null

function crcTable() {
  if (TABLE) return TABLE
  TABLE = new Int32Array(256)
  for (let n = 0; n < 256; n++) {
    let v = n
    for (let k = 0; k < 8; k++) v = v & 1 ? 0xedb88320 ^ (v >>> 1) : v >>> 1
    TABLE[n] = v
  }
  return TABLE
}

/** The running CRC-32 state: start with crcStart(), feed bytes with crcUpdate, end with crcEnd. */
function crcStart() {
  return -1
}

/** Feeds `n` bytes of `bytes` (all when n is undefined) into the CRC state. */
function crcUpdate(state, bytes, n) {
  const t = crcTable()
  const len = n === undefined ? bytes.length : n
  let c = state
  for (let i = 0; i < len; i++) c = t[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return c
}

function crcEnd(state) {
  return (state ^ -1) >>> 0
}

/** CRC-32 (IEEE, as ZIP and zlib compute it) of a whole Uint8Array. */
function crc32(bytes) {
  return crcEnd(crcUpdate(crcStart(), bytes))
}

/** UTF-8 bytes of a JS string (lone surrogates become U+FFFD). */
function utf8(text) {
  const s = String(text)
  const out = new Uint8Array(s.length * 3)
  let o = 0
  for (let i = 0; i < s.length; i++) {
    let code = s.charCodeAt(i)
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) {
        code = 0x10000 + ((code - 0xd800) << 10) + (next - 0xdc00)
        i++
      } else code = 0xfffd
    } else if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd
    if (code < 0x80) out[o++] = code
    else if (code < 0x800) {
      out[o++] = 0xc0 | (code >> 6)
      out[o++] = 0x80 | (code & 0x3f)
    } else if (code < 0x10000) {
      out[o++] = 0xe0 | (code >> 12)
      out[o++] = 0x80 | ((code >> 6) & 0x3f)
      out[o++] = 0x80 | (code & 0x3f)
    } else {
      out[o++] = 0xf0 | (code >> 18)
      out[o++] = 0x80 | ((code >> 12) & 0x3f)
      out[o++] = 0x80 | ((code >> 6) & 0x3f)
      out[o++] = 0x80 | (code & 0x3f)
    }
  }
  return out.subarray(0, o)
}

/** MS-DOS time and date of a wall-clock time given as {year, month (1-12), day, hours, minutes, seconds}. */
function dosDateTime(t) {
  const year = Math.min(Math.max(t.year, 1980), 2107)
  return {
    time: ((t.hours & 31) << 11) | ((t.minutes & 63) << 5) | ((t.seconds >> 1) & 31),
    date: (((year - 1980) & 127) << 9) | ((t.month & 15) << 5) | (t.day & 31),
  }
}

/** Little-endian header bytes: [[value, byteCount], ...] followed by `tail` bytes. */
function header(parts, tail) {
  let size = tail ? tail.length : 0
  for (let i = 0; i < parts.length; i++) size += parts[i][1]
  const out = new Uint8Array(size)
  let o = 0
  for (let i = 0; i < parts.length; i++) {
    const v = parts[i][0]
    for (let b = 0; b < parts[i][1]; b++) out[o++] = Math.floor(v / Math.pow(2, 8 * b)) & 0xff
  }
  if (tail) out.set(tail, o)
  return out
}

const FLAG_UTF8 = 0x0800
const VERSION = 20

/**
 * A ZIP written front to back through `write(u8)`.
 * @param {(bytes: Uint8Array) => void} write
 * @param {{year: number, month: number, day: number, hours: number, minutes: number, seconds: number}} when
 *   the entries' modification time (local wall clock, as ZIP keeps it)
 */
function createZip(write, when) {
  const stamp = dosDateTime(when)
  const entries = []
  let offset = 0

  const put = (bytes) => {
    if (bytes.length) write(bytes)
    offset += bytes.length
  }

  const localHeader = (name, crc, size) =>
    header(
      [
        [0x04034b50, 4],
        [VERSION, 2],
        [FLAG_UTF8, 2],
        [0, 2], // stored
        [stamp.time, 2],
        [stamp.date, 2],
        [crc, 4],
        [size, 4],
        [size, 4],
        [name.length, 2],
        [0, 2],
      ],
      name,
    )

  const begin = (fileName, crc, size) => {
    const name = utf8(fileName)
    if (entries.length >= 0xffff) throw new Error('zip: too many entries')
    if (size > MAX_U32 || offset + size + 30 + name.length > MAX_U32)
      throw new Error('zip: export larger than 4 GiB')
    entries.push({ name: name, crc: crc, size: size, offset: offset })
    put(localHeader(name, crc, size))
  }

  return {
    /** Adds a whole entry from bytes in memory. */
    addBytes(fileName, bytes) {
      begin(fileName, crc32(bytes), bytes.length)
      put(bytes)
    },
    /** Adds a text entry (UTF-8). */
    addText(fileName, text) {
      this.addBytes(fileName, utf8(text))
    },
    /**
     * Adds an entry whose bytes the caller writes itself (e.g. a file copied inside Go): its CRC
     * and size must be known; `writeData()` must write exactly `size` bytes and answer the count.
     */
    addStream(fileName, crc, size, writeData) {
      begin(fileName, crc, size)
      const written = writeData()
      if (written !== size)
        throw new Error('zip: ' + fileName + ' wrote ' + written + ' of ' + size)
      offset += size
    },
    /** Writes the central directory; answers the ZIP's total size. */
    finish() {
      const start = offset
      for (let i = 0; i < entries.length; i++) {
        const e = entries[i]
        put(
          header(
            [
              [0x02014b50, 4],
              [VERSION, 2], // made by: MS-DOS/FAT attributes, spec 2.0
              [VERSION, 2],
              [FLAG_UTF8, 2],
              [0, 2],
              [stamp.time, 2],
              [stamp.date, 2],
              [e.crc, 4],
              [e.size, 4],
              [e.size, 4],
              [e.name.length, 2],
              [0, 2],
              [0, 2],
              [0, 2],
              [0, 2],
              [0, 4],
              [e.offset, 4],
            ],
            e.name,
          ),
        )
      }
      const size = offset - start
      put(
        header([
          [0x06054b50, 4],
          [0, 2],
          [0, 2],
          [entries.length, 2],
          [entries.length, 2],
          [size, 4],
          [start, 4],
          [0, 2],
        ]),
      )
      return offset
    },
  }
}

module.exports = { crc32, crcStart, crcUpdate, crcEnd, utf8, dosDateTime, createZip }
