/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// GET /api/me/export (docs/contract.md, Routes → Personal data): everything the registry
// (lib/privacy/registry.js) finds about the signed-in user, as one ZIP streamed in the answer:
// README.txt (Indonesian: what each file holds, its fields), one pretty-printed JSON file per
// registry entry, and the uploaded theses as the original files under skripsi/<file name>.
// Only the caller's own data: the user comes from the token, there is no parameter, so a superadmin
// gets their own data too and never a student's theses. Password hashes and tokenKey never appear
// (Record JSON leaves them out; they are stripped again to be sure).
// Everything but the files is read before the first byte is sent, so a database error still answers
// JSON; a storage error while a file streams can only cut the ZIP short (logged).

const CHUNK = 64 * 1024
const HIDDEN = ['passwordHash', 'tokenKey', 'password', 'passwordConfirm', 'expand']

function registry() {
  return require(`${__hooks}/lib/privacy/registry.js`)
}

/** A record as plain JSON (e-mail included, hidden fields never). */
function plain(record) {
  try {
    record.ignoreEmailVisibility(true)
  } catch {
    // not an auth record
  }
  const out = JSON.parse(JSON.stringify(record))
  for (let i = 0; i < HIDDEN.length; i++) delete out[HIDDEN[i]]
  return out
}

/** Records of `collection` whose `field` equals `value`, oldest first. */
function recordsWhere(dao, collection, field, value) {
  if (!value) return []
  return dao.findRecordsByFilter(collection, field + ' = {:v}', 'created', 0, 0, { v: value })
}

/** The FTS5 passages of the given documents. */
function passagesOf(dao, documentIds) {
  const out = []
  for (let i = 0; i < documentIds.length; i++) {
    const rows = arrayOf(
      new DynamicModel({ document_id: '', ord: 0, chapter: '', page: 0, body: '' }),
    )
    dao
      .db()
      .newQuery(
        'SELECT document_id, CAST(ord AS INTEGER) AS ord, chapter, CAST(page AS INTEGER) AS page, body' +
          ' FROM thesis_passages WHERE document_id = {:doc} ORDER BY CAST(ord AS INTEGER)',
      )
      .bind({ doc: documentIds[i] })
      .all(rows)
    for (let j = 0; j < rows.length; j++) {
      const r = rows[j]
      out.push({
        document_id: r.document_id,
        ord: Number(r.ord),
        chapter: r.chapter,
        page: Number(r.page),
        body: r.body,
      })
    }
  }
  return out
}

/**
 * The user's rows of every exported registry entry: {entries: [{entry, rows}], records: {name: Record[]}}.
 * `records` keeps the records themselves (their files are read from them).
 */
function collect(dao, user) {
  const email = String(user.email() || '')
    .trim()
    .toLowerCase()
  const records = {}
  const result = []
  const entries = registry().ENTRIES
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]
    if (!entry.exported || !entry.match) continue
    const m = entry.match
    let rows = []
    if (m.self) {
      records[entry.name] = [user]
      rows = [plain(user)]
    } else if (m.field) {
      if (m.via) {
        const parents = records[m.via] || []
        rows = passagesOf(
          dao,
          parents.map((r) => r.id),
        )
      } else {
        const found = recordsWhere(dao, entry.name, m.field, user.id)
        records[entry.name] = found
        rows = found.map(plain)
      }
    } else if (m.email) {
      const found = recordsWhere(dao, entry.name, m.email, email)
      records[entry.name] = found
      rows = found.map(plain)
    } else if (m.system === 'externalAuths') {
      rows = dao.findAllExternalAuthsByRecord(user).map((a) => ({
        provider: a.provider,
        providerId: a.providerId,
        created: String(a.created),
        updated: String(a.updated),
      }))
    }
    result.push({ entry: entry, rows: rows })
  }
  return { entries: result, records: records }
}

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

/** README.txt: what the export holds, file by file, in Indonesian. */
function readme(user, collected, files, missing, nowMs) {
  const c = require(`${__hooks}/lib/privacy/common.js`)
  const t = c.jakarta(nowMs)
  const two = (n) => (n < 10 ? '0' : '') + n
  const lines = []
  lines.push('DATA SAYA - PENDAMPING SKRIPSI')
  lines.push('==============================')
  lines.push('')
  lines.push(
    'Salinan semua data yang disimpan layanan ini tentang akun ' +
      user.email() +
      ', dibuat ' +
      t.year +
      '-' +
      two(t.month) +
      '-' +
      two(t.day) +
      ' ' +
      two(t.hours) +
      ':' +
      two(t.minutes) +
      ' WIB.',
  )
  lines.push(
    'File .json bisa dibuka dengan editor teks apa pun. Waktu di dalamnya memakai UTC (WIB = UTC + 7 jam).',
  )
  lines.push(
    'Tidak termasuk: pesan Ruang Cerita (tidak pernah disimpan server), data di perangkat Anda sendiri (riwayat chat, unduhan video), dan log teknis server yang terhapus sendiri.',
  )
  lines.push('')
  for (let i = 0; i < collected.entries.length; i++) {
    const e = collected.entries[i].entry
    const n = collected.entries[i].rows.length
    lines.push(e.file + ' - ' + e.title + ' (' + n + ' data)')
    lines.push('  ' + e.description)
    const names = Object.keys(e.fields || {})
    for (let j = 0; j < names.length; j++) lines.push('  - ' + names[j] + ': ' + e.fields[names[j]])
    lines.push('  - id, created, updated: id data, waktu dibuat dan terakhir diubah (UTC)')
    lines.push('')
  }
  if (files.length || missing.length) {
    lines.push('skripsi/ - file asli skripsi yang Anda unggah, apa adanya')
    for (let i = 0; i < files.length; i++) lines.push('  - ' + files[i].zipName)
    for (let i = 0; i < missing.length; i++)
      lines.push('  - ' + missing[i] + ' (file tidak ditemukan di penyimpanan server)')
    lines.push('')
  }
  lines.push(
    'Ingin data dihapus? Buka Akun Saya lalu Hapus akun, atau hubungi operator layanan (lihat Kebijakan Privasi).',
  )
  return lines.join('\r\n') + '\r\n'
}

/** CRC-32 and size of a stored file, read in chunks (the bytes stay in Go's buffer as Uint8Array). */
function fileCrc(fs, key, zip) {
  const reader = fs.getFile(key)
  const buf = new Uint8Array(CHUNK)
  let state = zip.crcStart()
  let size = 0
  try {
    for (;;) {
      let n = 0
      try {
        n = reader.read(buf)
      } catch (err) {
        if (String(err).indexOf('EOF') >= 0) break
        throw err
      }
      if (!(n > 0)) break
      state = zip.crcUpdate(state, buf, n)
      size += n
    }
  } finally {
    reader.close()
  }
  return { crc: zip.crcEnd(state), size: size }
}

/** GET /api/me/export */
function handleExport(c) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  const zipLib = require(`${__hooks}/lib/privacy/zip.js`)
  const user = common.currentUser(c)
  if (!user) return common.fail(c, 'UNAUTHORIZED')
  const nowMs = Date.now()
  const dao = $app.dao()

  let collected
  let fs = null
  let plan
  try {
    collected = collect(dao, user)
    fs = $app.newFilesystem()
    plan = filesOf(fs, collected.records)
  } catch (err) {
    if (fs) fs.close()
    console.log('[privacy] export of ' + user.id + ' failed: ' + err)
    return common.fail(c, 'EXPORT_FAILED')
  }

  const res = c.response()
  try {
    res.header().set('Content-Type', 'application/zip')
    res
      .header()
      .set(
        'Content-Disposition',
        'attachment; filename="data-saya-' + common.jakartaYmd(nowMs) + '.zip"',
      )
    res.header().set('Cache-Control', 'no-store')
    res.writeHeader(200)
    const zip = zipLib.createZip((bytes) => {
      res.write(bytes)
    }, common.jakarta(nowMs))
    zip.addText('README.txt', readme(user, collected, plan.files, plan.missing, nowMs))
    for (let i = 0; i < collected.entries.length; i++) {
      const item = collected.entries[i]
      zip.addText(item.entry.file, JSON.stringify(item.rows, null, 2) + '\n')
    }
    res.flush()
    for (let i = 0; i < plan.files.length; i++) {
      const f = plan.files[i]
      const sum = fileCrc(fs, f.key, zipLib)
      zip.addStream(f.zipName, sum.crc, sum.size, () => {
        const reader = fs.getFile(f.key)
        try {
          return reader.writeTo(res)
        } finally {
          reader.close()
        }
      })
      res.flush()
    }
    zip.finish()
    res.flush()
  } catch (err) {
    // the answer has started: nothing but the log can tell
    console.log('[privacy] export of ' + user.id + ' was cut short: ' + err)
  } finally {
    fs.close()
  }
  return null
}

module.exports = { handleExport, collect, plain, safeName, uniqueName }
