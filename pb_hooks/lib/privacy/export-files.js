/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The stored files of GET /api/me/export (lib/privacy/export.js): the uploaded theses under
// skripsi/<file name> and the profile photo, with safe, unique names inside the ZIP, and the CRC-32
// and size of each file read in chunks (the ZIP writer, lib/privacy/zip.js, needs them up front).

const CHUNK = 64 * 1024

/** A file name safe inside the ZIP's folder (no path, no control characters), ≤ 200 characters. */
function safeName(name, fallback) {
  let s = String(name || '')
    .split('')
    .map((ch) => (ch.charCodeAt(0) < 32 || ch.charCodeAt(0) === 127 ? '_' : ch))
    .join('')
    .replace(/[/\\:*?"<>|]/g, '_')
    .replace(/^[\s.]+/, '')
    .trim()
  if (!s) s = fallback
  if (s.length > 200) {
    const dot = s.lastIndexOf('.')
    const ext = dot > 0 && s.length - dot <= 10 ? s.slice(dot) : ''
    s = s.slice(0, 200 - ext.length) + ext
  }
  return s
}

/** `name` made unique among `taken` (a set object) with " (2)", " (3)", ... before the extension. */
function uniqueName(name, taken) {
  let candidate = name
  let n = 2
  while (taken[candidate.toLowerCase()]) {
    const dot = name.lastIndexOf('.')
    candidate =
      dot > 0 ? name.slice(0, dot) + ' (' + n + ')' + name.slice(dot) : name + ' (' + n + ')'
    n++
  }
  taken[candidate.toLowerCase()] = true
  return candidate
}

/** The stored files to put in the ZIP: [{zipName, key, record}] (missing files in `missing`). */
function filesOf(fs, records) {
  const out = []
  const missing = []
  const taken = {}
  const docs = records.thesis_documents || []
  for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]
    const stored = doc.getString('file')
    if (!stored) continue
    const zipName = 'skripsi/' + uniqueName(safeName(doc.getString('file_name'), stored), taken)
    const key = doc.baseFilesPath() + '/' + stored
    if (fs.exists(key)) out.push({ zipName: zipName, key: key })
    else missing.push(zipName)
  }
  const user = (records.users || [])[0]
  const avatar = user ? user.getString('avatar') : ''
  if (avatar) {
    const key = user.baseFilesPath() + '/' + avatar
    const zipName = 'foto-profil/' + safeName(avatar, 'avatar')
    if (fs.exists(key)) out.push({ zipName: zipName, key: key })
    else missing.push(zipName)
  }
  return { files: out, missing: missing }
}

/**
 * CRC-32 and size of a stored file, read in chunks (the bytes stay in Go's buffer as Uint8Array).
 * An io.Reader may hand over its last bytes together with EOF (the HTTP body of an S3 download does;
 * a file on disk answers EOF alone): goja then throws and drops the count, although the bytes are in
 * the buffer. The blob reader's own offset (seek 0 from the current position, which moves nothing)
 * tells how many arrived.
 */
function fileCrc(fs, key, zip) {
  const reader = fs.getFile(key)
  const buf = new Uint8Array(CHUNK)
  let state = zip.crcStart()
  let size = 0
  let idle = 0
  try {
    for (;;) {
      let n = 0
      let end = false
      try {
        n = reader.read(buf)
      } catch (err) {
        if (String(err).indexOf('EOF') < 0) throw err
        n = reader.seek(0, 1) - size
        end = true
      }
      if (n > 0) {
        state = zip.crcUpdate(state, buf, n)
        size += n
        idle = 0
      } else if (!end && ++idle > 100) {
        throw new Error('storage read made no progress: ' + key)
      }
      if (end) break
    }
  } finally {
    reader.close()
  }
  return { crc: zip.crcEnd(state), size: size }
}

module.exports = { filesOf, fileCrc, safeName, uniqueName }
