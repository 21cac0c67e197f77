/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Content hooks: paket_id kept on materi/soal/video_links, tombstones on delete, defaults.
// Logic lives in pb_hooks/lib/content.js and pb_hooks/lib/tombstones.js (loaded inside each handler).

// ---- paket_id kept down the tree (model hooks: fire for API, DAO and seed saves) --------

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content.js`).syncPaketId(e.dao, e.model, 'kelas', 'kelas_id')
}, 'materi')

onModelBeforeUpdate((e) => {
  const content = require(`${__hooks}/lib/content.js`)
  const old = e.model.originalCopy().getString('paket_id')
  content.syncPaketId(e.dao, e.model, 'kelas', 'kelas_id')
  if (old && old !== e.model.getString('paket_id')) {
    require(`${__hooks}/lib/tombstones.js`).writeTombstone(e.dao, e.model, old)
  }
}, 'materi')

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content.js`).syncPaketId(e.dao, e.model, 'materi', 'materi_id')
}, 'soal', 'video_links')

onModelBeforeUpdate((e) => {
  const content = require(`${__hooks}/lib/content.js`)
  const old = e.model.originalCopy().getString('paket_id')
  content.syncPaketId(e.dao, e.model, 'materi', 'materi_id')
  if (old && old !== e.model.getString('paket_id')) {
    require(`${__hooks}/lib/tombstones.js`).writeTombstone(e.dao, e.model, old)
  }
}, 'soal', 'video_links')

onModelBeforeUpdate((e) => {
  // paket_content moved to another package: students of the old one drop it
  const old = e.model.originalCopy().getString('paket_id')
  if (old && old !== e.model.getString('paket_id')) {
    require(`${__hooks}/lib/tombstones.js`).writeTombstone(e.dao, e.model, old)
  }
}, 'paket_content')

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/content.js`).propagatePaketId(e.dao, e.model, ['materi'], 'kelas_id')
}, 'kelas')

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/content.js`).propagatePaketId(e.dao, e.model, ['soal', 'video_links'], 'materi_id')
}, 'materi')

// ---- tombstones: same transaction as the delete, cascades included ----------------------

onModelBeforeDelete(
  (e) => {
    require(`${__hooks}/lib/tombstones.js`).writeTombstone(e.dao, e.model)
  },
  'paket_pembelajaran',
  'kelas',
  'materi',
  'soal',
  'video_links',
  'paket_content',
  'subscribers',
  'progress',
  'reviews',
)

// ---- defaults ----------------------------------------------------------------------------

onModelBeforeCreate((e) => {
  if (!e.model.getString('role')) e.model.set('role', 'user')
  if (e.model.getFloat('credits') < 0) e.model.set('credits', 0)
}, 'users')

onRecordBeforeCreateRequest((e) => {
  // Sign-up by a visitor: never choose one's own role or credits.
  if (!require(`${__hooks}/lib/content.js`).isPrivileged(e.httpContext)) {
    e.record.set('role', 'user')
    e.record.set('credits', 0)
  }
}, 'users')

onRecordBeforeUpdateRequest((e) => {
  const content = require(`${__hooks}/lib/content.js`)
  if (content.isPrivileged(e.httpContext)) return
  // The owner may change only the name (and the password, with the old one).
  const allowed = ['full_name', 'avatar', 'oldPassword', 'password', 'passwordConfirm']
  const refused = content.requestKeys(e.httpContext).filter((k) => allowed.indexOf(k) === -1)
  if (refused.length) {
    throw new ForbiddenError('Anda hanya dapat mengubah nama lengkap dan password. Kolom ditolak: ' + refused.join(', '))
  }
}, 'users')

onModelAfterUpdate((e) => {
  // keep the denormalised author name of the user's reviews
  const content = require(`${__hooks}/lib/content.js`)
  const name = content.authorName(e.dao, e.model.id)
  const reviews = e.dao.findRecordsByFilter('reviews', 'user_id = {:u} && author_name != {:n}', '', 0, 0, {
    u: e.model.id,
    n: name,
  })
  for (const r of reviews) {
    r.set('author_name', name)
    e.dao.saveRecord(r)
  }
}, 'users')

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content.js`).applyPaketDefaults(e.model)
}, 'paket_pembelajaran')

onModelBeforeUpdate((e) => {
  require(`${__hooks}/lib/content.js`).applyPaketDefaults(e.model)
}, 'paket_pembelajaran')

onRecordBeforeUpdateRequest((e) => {
  // background_color follows gradient_from unless the request sets it
  const content = require(`${__hooks}/lib/content.js`)
  if (content.requestHas(e.httpContext, 'gradient_from') && !content.requestHas(e.httpContext, 'background_color')) {
    e.record.set('background_color', e.record.getString('gradient_from'))
  }
}, 'paket_pembelajaran')

onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/content.js`).applyKelasRequestDefaults(e.record, e.httpContext)
}, 'kelas')

onModelBeforeCreate((e) => {
  if (!e.model.getString('level')) e.model.set('level', 'Beginner')
}, 'kelas')

onModelBeforeCreate((e) => {
  e.model.set('author_name', require(`${__hooks}/lib/content.js`).authorName(e.dao, e.model.getString('user_id')))
}, 'reviews')

onModelBeforeUpdate((e) => {
  e.model.set('author_name', require(`${__hooks}/lib/content.js`).authorName(e.dao, e.model.getString('user_id')))
}, 'reviews')

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content.js`).normaliseSubscription(e.dao, e.model)
}, 'subscribers')

onModelBeforeUpdate((e) => {
  require(`${__hooks}/lib/content.js`).normaliseSubscription(e.dao, e.model)
}, 'subscribers')

onModelBeforeCreate((e) => {
  e.model.set('email', e.model.getString('email').trim().toLowerCase())
}, 'authorized_emails')

onModelBeforeUpdate((e) => {
  e.model.set('email', e.model.getString('email').trim().toLowerCase())
}, 'authorized_emails')
