/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/admin/soal/bulk (questions imported all-or-nothing, through the DAO so the paket_id
// hook runs) and POST /api/admin/reorder (order fields of siblings in one transaction).
// Contract: docs/admin-api.md.

const superadmin = require(`${__hooks}/lib/shared/superadmin.js`)
const http = require(`${__hooks}/lib/shared/http.js`)

const MAX_BULK = 500
const MAX_REORDER = 1000
const TEXT_FIELDS = ['pertanyaan', 'pilihan_a', 'pilihan_b', 'pilihan_c', 'pilihan_d']
/** Longest texts the soal schema accepts (the DAO does not validate fields). */
const MAX_LENGTH = {
  pertanyaan: 10000,
  pilihan_a: 2000,
  pilihan_b: 2000,
  pilihan_c: 2000,
  pilihan_d: 2000,
}
const LABEL = {
  pertanyaan: 'Pertanyaan',
  pilihan_a: 'Pilihan A',
  pilihan_b: 'Pilihan B',
  pilihan_c: 'Pilihan C',
  pilihan_d: 'Pilihan D',
}

/** Sortable collections: their order field and the fields that make two rows siblings. */
const REORDER = {
  materi: { field: 'order', parents: ['kelas_id', 'parent_id'] },
  kelas: { field: 'urutan', parents: ['paket_id'] },
  paket_content: { field: 'urutan', parents: ['paket_id'] },
  video_links: { field: 'urutan', parents: ['materi_id'] },
}
const INVALID_ORDER = 'Urutan tidak valid'

function text(value) {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : ''
}

/** The row's problem (one message, the first that applies) or null; `clean` receives the stored values. */
function rowProblem(row, clean) {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return 'Semua field harus diisi'
  for (const f of TEXT_FIELDS) {
    clean[f] = text(row[f])
    if (!clean[f]) return 'Semua field harus diisi'
  }
  const answer = text(row.jawaban_benar).toLowerCase()
  if (['a', 'b', 'c', 'd'].indexOf(answer) === -1) return 'Jawaban benar harus A, B, C, atau D'
  clean.jawaban_benar = answer
  for (const f of TEXT_FIELDS) {
    if (clean[f].length > MAX_LENGTH[f])
      return LABEL[f] + ' terlalu panjang (maksimal ' + MAX_LENGTH[f] + ' karakter)'
  }
  return null
}

/** POST /api/admin/soal/bulk {materi_id, rows} → {created, ids} */
function handleBulkSoal(c) {
  superadmin.requireSuperadmin(c)
  const data = http.jsonBody(c)
  const dao = $app.dao()
  const materiId = typeof data.materi_id === 'string' ? data.materi_id.trim() : ''
  let materi = null
  try {
    materi = materiId ? dao.findRecordById('materi', materiId) : null
  } catch {
    materi = null
  }
  const type = materi ? materi.getString('type') : ''
  if (type !== 'pretest' && type !== 'posttest')
    return http.statusError(c, 400, 'Materi tes tidak ditemukan')
  const input = data.rows
  if (!Array.isArray(input) || input.length < 1 || input.length > MAX_BULK) {
    return http.statusError(c, 400, 'Jumlah baris harus 1 sampai ' + MAX_BULK + '.')
  }
  const clean = []
  const errors = []
  for (let i = 0; i < input.length; i++) {
    const values = {}
    const problem = rowProblem(input[i], values)
    if (problem) errors.push({ index: i, message: problem })
    clean.push(values)
  }
  if (errors.length)
    return http.statusError(c, 400, 'Ada baris yang tidak valid', { errors: errors })

  const ids = []
  dao.runInTransaction((txDao) => {
    const collection = txDao.findCollectionByNameOrId('soal')
    for (const values of clean) {
      const record = new Record(collection)
      record.set('materi_id', materi.id)
      for (const f of TEXT_FIELDS) record.set(f, values[f])
      record.set('jawaban_benar', values.jawaban_benar)
      txDao.saveRecord(record) // onModelBeforeCreate(soal) sets paket_id from the materi
      ids.push(record.id)
    }
  })
  return c.json(200, { created: ids.length, ids: ids })
}

/** POST /api/admin/reorder {collection, ids} → {updated}: ids[i] gets order i + 1. */
function handleReorder(c) {
  superadmin.requireSuperadmin(c)
  const data = http.jsonBody(c)
  const spec =
    typeof data.collection === 'string' &&
    Object.prototype.hasOwnProperty.call(REORDER, data.collection)
      ? REORDER[data.collection]
      : null
  if (!spec)
    return http.statusError(
      c,
      400,
      'Koleksi tidak dapat diurutkan. Gunakan materi, kelas, paket_content, atau video_links.',
    )
  const ids = data.ids
  if (!Array.isArray(ids) || ids.length < 1 || ids.length > MAX_REORDER)
    return http.statusError(c, 400, INVALID_ORDER)
  const seen = {}
  for (const id of ids) {
    if (typeof id !== 'string' || !id || seen[id]) return http.statusError(c, 400, INVALID_ORDER)
    seen[id] = true
  }
  // Checked before the transaction (an error thrown inside it would lose its status code).
  const dao = $app.dao()
  const records = dao.findRecordsByIds(data.collection, ids)
  if (records.length !== ids.length) return http.statusError(c, 400, INVALID_ORDER)
  const parentOf = (r) => spec.parents.map((f) => r.getString(f)).join('\u0000')
  const parent = parentOf(records[0])
  for (const r of records)
    if (parentOf(r) !== parent) return http.statusError(c, 400, INVALID_ORDER)
  let updated = 0
  let changedMeanwhile = false
  try {
    dao.runInTransaction((txDao) => {
      const fresh = txDao.findRecordsByIds(data.collection, ids)
      const byId = {}
      for (const r of fresh) byId[r.id] = r
      if (fresh.length !== ids.length || fresh.some((r) => parentOf(r) !== parent)) {
        changedMeanwhile = true
        throw new Error('changed meanwhile')
      }
      updated = 0
      for (let i = 0; i < ids.length; i++) {
        const record = byId[ids[i]]
        if (record.getFloat(spec.field) === i + 1) continue
        record.set(spec.field, i + 1)
        txDao.saveRecord(record)
        updated++
      }
    })
  } catch (err) {
    if (changedMeanwhile) return http.statusError(c, 400, INVALID_ORDER)
    throw err
  }
  return c.json(200, { updated: updated })
}

module.exports = { handleBulkSoal, handleReorder, REORDER }
