/// <reference path="../node_modules/pocketbase-jsvm/index.d.ts" />
// Content hooks: paket_id kept on materi/soal/video_links, tombstones on delete, defaults. Logic
// lives in pb_hooks/lib/content/rules.js and pb_hooks/lib/sync/tombstones.js (loaded inside each
// handler).

// ---- paket_id kept down the tree (model hooks: fire for API, DAO and seed saves) --------

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content/rules.js`).syncPaketId(e.dao, e.model, 'kelas', 'kelas_id')
}, 'materi')

onModelBeforeUpdate((e) => {
  const content = require(`${__hooks}/lib/content/rules.js`)
  const old = e.model.originalCopy().getString('paket_id')
  content.syncPaketId(e.dao, e.model, 'kelas', 'kelas_id')
  if (old && old !== e.model.getString('paket_id')) {
    require(`${__hooks}/lib/sync/tombstones.js`).writeTombstone(e.dao, e.model, old)
  }
}, 'materi')

onModelBeforeCreate(
  (e) => {
    require(`${__hooks}/lib/content/rules.js`).syncPaketId(e.dao, e.model, 'materi', 'materi_id')
  },
  'soal',
  'video_links',
)

onModelBeforeUpdate(
  (e) => {
    const content = require(`${__hooks}/lib/content/rules.js`)
    const old = e.model.originalCopy().getString('paket_id')
    content.syncPaketId(e.dao, e.model, 'materi', 'materi_id')
    if (old && old !== e.model.getString('paket_id')) {
      require(`${__hooks}/lib/sync/tombstones.js`).writeTombstone(e.dao, e.model, old)
    }
  },
  'soal',
  'video_links',
)

onModelBeforeUpdate((e) => {
  // paket_content moved to another package: students of the old one drop it
  const old = e.model.originalCopy().getString('paket_id')
  if (old && old !== e.model.getString('paket_id')) {
    require(`${__hooks}/lib/sync/tombstones.js`).writeTombstone(e.dao, e.model, old)
  }
}, 'paket_content')

onModelBeforeUpdate((e) => {
  // deactivated: a tombstone (students' devices drop the class); reactivated: its tombstones go
  require(`${__hooks}/lib/sync/tombstones.js`).kelasActivationChanged(e.dao, e.model)
}, 'kelas')

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/content/rules.js`).propagatePaketId(
    e.dao,
    e.model,
    ['materi'],
    'kelas_id',
  )
}, 'kelas')

onModelAfterUpdate((e) => {
  require(`${__hooks}/lib/content/rules.js`).propagatePaketId(
    e.dao,
    e.model,
    ['soal', 'video_links'],
    'materi_id',
  )
}, 'materi')

// ---- tombstones: same transaction as the delete, cascades included ----------------------

onModelBeforeDelete(
  (e) => {
    require(`${__hooks}/lib/sync/tombstones.js`).writeTombstone(e.dao, e.model)
  },
  // every synced collection (registration time: the list is read once, when the hooks load)
  ...require(`${__hooks}/lib/sync/collections.js`).SYNCED_COLLECTIONS,
)

// ---- defaults ----------------------------------------------------------------------------

onModelBeforeCreate((e) => {
  if (!e.model.getString('role')) e.model.set('role', 'user')
  if (e.model.getFloat('credits') < 0) e.model.set('credits', 0)
}, 'users')

// Sign-up and the owner's own updates (role, credits, verified, e-mail locked) are guarded by
// pb_hooks/accounts.pb.js and the users API rules.

onModelAfterUpdate((e) => {
  // keep the denormalised author name of the user's reviews
  const content = require(`${__hooks}/lib/content/rules.js`)
  const name = content.authorName(e.dao, e.model.id)
  const reviews = e.dao.findRecordsByFilter(
    'reviews',
    'user_id = {:u} && author_name != {:n}',
    '',
    0,
    0,
    {
      u: e.model.id,
      n: name,
    },
  )
  for (const r of reviews) {
    r.set('author_name', name)
    e.dao.saveRecord(r)
  }
}, 'users')

onModelBeforeCreate((e) => {
  require(`${__hooks}/lib/content/rules.js`).applyPaketDefaults(e.model)
}, 'paket_pembelajaran')

onModelBeforeUpdate((e) => {
  require(`${__hooks}/lib/content/rules.js`).applyPaketDefaults(e.model)
}, 'paket_pembelajaran')

onRecordBeforeUpdateRequest((e) => {
  // background_color follows gradient_from unless the request sets it
  const content = require(`${__hooks}/lib/content/rules.js`)
  if (
    content.requestHas(e.httpContext, 'gradient_from') &&
    !content.requestHas(e.httpContext, 'background_color')
  ) {
    e.record.set('background_color', e.record.getString('gradient_from'))
  }
}, 'paket_pembelajaran')

onRecordBeforeCreateRequest((e) => {
  const content = require(`${__hooks}/lib/content/rules.js`)
  content.checkKelasTexts(e.record, e.httpContext, true)
  content.applyKelasRequestDefaults(e.record, e.httpContext)
}, 'kelas')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/content/rules.js`).checkKelasTexts(e.record, e.httpContext, false)
}, 'kelas')

// Questions: the four choices and the question are required after trimming, as in the admin form.
onRecordBeforeCreateRequest((e) => {
  require(`${__hooks}/lib/content/rules.js`).checkSoalTexts(e.record, e.httpContext, true)
}, 'soal')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/lib/content/rules.js`).checkSoalTexts(e.record, e.httpContext, false)
}, 'soal')

onModelBeforeCreate((e) => {
  if (!e.model.getString('level')) e.model.set('level', 'Beginner')
}, 'kelas')

onModelBeforeCreate((e) => {
  e.model.set(
    'author_name',
    require(`${__hooks}/lib/content/rules.js`).authorName(e.dao, e.model.getString('user_id')),
  )
}, 'reviews')

onModelBeforeUpdate((e) => {
  e.model.set(
    'author_name',
    require(`${__hooks}/lib/content/rules.js`).authorName(e.dao, e.model.getString('user_id')),
  )
}, 'reviews')

// ---- subscribers: end of day in WIB, and users.subscription_ids (read by the API rules) ----

onModelBeforeCreate((e) => {
  const content = require(`${__hooks}/lib/content/rules.js`)
  content.normaliseSubscription(e.dao, e.model)
  content.syncUserSubscriptions(e.dao, e.model.getString('user_id'), e.model.id, '')
}, 'subscribers')

onModelBeforeUpdate((e) => {
  const content = require(`${__hooks}/lib/content/rules.js`)
  content.normaliseSubscription(e.dao, e.model)
  const oldUser = e.model.originalCopy().getString('user_id')
  const newUser = e.model.getString('user_id')
  if (oldUser && oldUser !== newUser) content.syncUserSubscriptions(e.dao, oldUser, '', e.model.id)
  content.syncUserSubscriptions(e.dao, newUser, e.model.id, '')
}, 'subscribers')

onModelBeforeDelete((e) => {
  require(`${__hooks}/lib/content/rules.js`).syncUserSubscriptions(
    e.dao,
    e.model.getString('user_id'),
    '',
    e.model.id,
  )
}, 'subscribers')

onModelBeforeCreate((e) => {
  e.model.set('email', e.model.getString('email').trim().toLowerCase())
}, 'authorized_emails')

onModelBeforeUpdate((e) => {
  e.model.set('email', e.model.getString('email').trim().toLowerCase())
}, 'authorized_emails')
