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

// The rows come from lib/privacy/export-rows.js, the stored files from lib/privacy/export-files.js.

function rowLib() {
  return require(`${__hooks}/lib/privacy/export-rows.js`)
}

function fileLib() {
  return require(`${__hooks}/lib/privacy/export-files.js`)
}

/** README.txt: what the export holds, file by file, in Indonesian. */
function readme(user, collected, files, missing, nowMs) {
  const t = require(`${__hooks}/lib/shared/dates.js`).jakartaClock(nowMs)
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
    collected = rowLib().collect(dao, user)
    fs = $app.newFilesystem()
    plan = fileLib().filesOf(fs, collected.records)
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
    const zip = zipLib.createZip(
      (bytes) => {
        res.write(bytes)
      },
      require(`${__hooks}/lib/shared/dates.js`).jakartaClock(nowMs),
    )
    zip.addText('README.txt', readme(user, collected, plan.files, plan.missing, nowMs))
    for (let i = 0; i < collected.entries.length; i++) {
      const item = collected.entries[i]
      zip.addText(item.entry.file, JSON.stringify(item.rows, null, 2) + '\n')
    }
    res.flush()
    for (let i = 0; i < plan.files.length; i++) {
      const f = plan.files[i]
      const sum = fileLib().fileCrc(fs, f.key, zipLib)
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

module.exports = { handleExport }
