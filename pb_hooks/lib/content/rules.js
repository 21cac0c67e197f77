/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Content rules kept by hooks (PocketBase 0.22 has no field defaults and no derived fields):
// paket_id denormalised down kelas -> materi -> soal/video_links, defaults, subscription end of day,
// users.subscription_ids.
// Loaded with require() inside the handlers of pb_hooks/content.pb.js.

const { DAY_MS, pbDate, toMs, endOfDayJakarta } = require(`${__hooks}/lib/shared/dates.js`)
const { findById } = require(`${__hooks}/lib/shared/records.js`)

const PAKET_DEFAULTS = {
  durasi_hari: 30,
  button_text: 'Mulai Kelas',
  gradient_from: '#f97316',
  gradient_to: '#fb923c',
}

/** materi.paket_id from its kelas; soal/video_links.paket_id from their materi. */
function syncPaketId(dao, record, parentCollection, parentField) {
  const parent = findById(dao, parentCollection, record.getString(parentField))
  const paketId = parent ? parent.getString('paket_id') : ''
  if (record.getString('paket_id') !== paketId) record.set('paket_id', paketId)
}

/** After a kelas or materi is saved: move descendants whose paket_id differs (each save fires the hooks again). */
function propagatePaketId(dao, record, childCollections, childField) {
  const paketId = record.getString('paket_id')
  for (const coll of childCollections) {
    const children = dao.findRecordsByFilter(
      coll,
      `${childField} = {:parent} && paket_id != {:paket}`,
      '',
      0,
      0,
      { parent: record.id, paket: paketId },
    )
    for (const child of children) {
      // the child's own before-save hook sets paket_id from its parent
      dao.saveRecord(child)
    }
  }
}

/** Defaults of paket_pembelajaran (also for records saved through the DAO, e.g. the seed). */
function applyPaketDefaults(record) {
  if (!record.getFloat('durasi_hari')) record.set('durasi_hari', PAKET_DEFAULTS.durasi_hari)
  if (!record.getString('button_text').trim()) record.set('button_text', PAKET_DEFAULTS.button_text)
  if (!record.getString('gradient_from')) record.set('gradient_from', PAKET_DEFAULTS.gradient_from)
  if (!record.getString('gradient_to')) record.set('gradient_to', PAKET_DEFAULTS.gradient_to)
  if (!record.getString('background_color'))
    record.set('background_color', record.getString('gradient_from'))
}

/** Keys present in the request body (JSON or multipart). */
function requestKeys(httpContext) {
  try {
    const data = $apis.requestInfo(httpContext).data || {}
    return Object.keys(data)
  } catch {
    return []
  }
}

function requestHas(httpContext, key) {
  return requestKeys(httpContext).indexOf(key) !== -1
}

/** The requester may manage everything (lib/shared/superadmin.js); no request (a DAO save) may too. */
function isPrivileged(httpContext) {
  if (!httpContext) return true
  return require(`${__hooks}/lib/shared/superadmin.js`).isSuperadmin(httpContext)
}

/** Defaults for a kelas created through the API when the field is absent from the request. */
function applyKelasRequestDefaults(record, httpContext) {
  const keys = requestKeys(httpContext)
  if (keys.indexOf('rating') === -1) record.set('rating', 5)
  if (keys.indexOf('is_active') === -1) record.set('is_active', true)
  if (!record.getString('level')) record.set('level', 'Beginner')
}

/**
 * Required texts of a form (the admin form's own checks), checked on the server too: trimmed, and refused when blank.
 * On create every field must be set; on update only the fields the request sends are checked
 * (an older class without a teacher can still be switched off). Throws 400 with the form's message.
 */
function requireTexts(record, httpContext, fields, message, isCreate) {
  const keys = requestKeys(httpContext)
  const data = {}
  let failed = false
  for (const field of fields) {
    if (!isCreate && keys.indexOf(field) === -1) continue
    const value = record.getString(field).trim()
    record.set(field, value)
    if (!value) {
      data[field] = new ValidationError('validation_required', message)
      failed = true
    }
  }
  if (failed) throw new BadRequestError(message, data)
}

const KELAS_TEXTS = ['judul', 'pengajar']
const SOAL_TEXTS = ['pertanyaan', 'pilihan_a', 'pilihan_b', 'pilihan_c', 'pilihan_d']

function checkKelasTexts(record, httpContext, isCreate) {
  requireTexts(record, httpContext, KELAS_TEXTS, 'Judul dan pengajar harus diisi', isCreate)
}

function checkSoalTexts(record, httpContext, isCreate) {
  requireTexts(record, httpContext, SOAL_TEXTS, 'Semua field harus diisi', isCreate)
}

/** The review's public author name: the user's full_name, else 'Pengguna'. */
function authorName(dao, userId) {
  const user = findById(dao, 'users', userId)
  const name = user ? user.getString('full_name').trim() : ''
  return name || 'Pengguna'
}

/** durasi_mulai defaults to now; durasi_akhir to start + package days; the end is always the end of that day in WIB. */
function normaliseSubscription(dao, record) {
  let start = toMs(record.get('durasi_mulai'))
  if (start === null) {
    start = Date.now()
    record.set('durasi_mulai', pbDate(start))
  }
  let end = toMs(record.get('durasi_akhir'))
  if (end === null) {
    const paket = findById(dao, 'paket_pembelajaran', record.getString('paket_id'))
    const days = (paket && paket.getFloat('durasi_hari')) || PAKET_DEFAULTS.durasi_hari
    end = start + days * DAY_MS
  }
  const normalised = pbDate(endOfDayJakarta(end))
  if (String(record.get('durasi_akhir')) !== normalised) record.set('durasi_akhir', normalised)
}

/** Ids of the user's subscribers rows, read from the table. */
function subscriptionIdsOf(dao, userId) {
  const rows = arrayOf(new DynamicModel({ id: '' }))
  dao.db().newQuery('SELECT id FROM subscribers WHERE user_id = {:u}').bind({ u: userId }).all(rows)
  return rows.map((r) => r.id)
}

/**
 * Keep users.subscription_ids equal to the ids of the user's subscribers rows (the rules reach
 * a requester's subscriptions through it, see docs/access-rules.md). Called from the subscribers
 * before-save/delete hooks with the event's DAO, so it commits or rolls back with the change:
 * `add` is the row being inserted (not in the table yet), `remove` the row leaving this user.
 */
function syncUserSubscriptions(dao, userId, add, remove) {
  if (!userId) return
  const user = findById(dao, 'users', userId)
  if (!user) return // the user itself is being deleted
  const ids = subscriptionIdsOf(dao, userId).filter((id) => id !== remove)
  if (add && ids.indexOf(add) === -1) ids.push(add)
  ids.sort()
  const current = (user.getStringSlice('subscription_ids') || []).slice().sort()
  if (current.length === ids.length && current.every((id, i) => id === ids[i])) return
  user.set('subscription_ids', ids)
  dao.saveRecord(user)
}

module.exports = {
  syncUserSubscriptions,
  PAKET_DEFAULTS,
  syncPaketId,
  propagatePaketId,
  applyPaketDefaults,
  applyKelasRequestDefaults,
  checkKelasTexts,
  checkSoalTexts,
  requestKeys,
  requestHas,
  isPrivileged,
  authorName,
  normaliseSubscription,
}
