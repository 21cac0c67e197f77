/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// A `tombstones` row for every deleted record of a pulled collection, written in the model
// delete hook with the event's DAO: same transaction as the delete, cascades included.

/** Pulled collections and how their tombstone is scoped (see docs/access-rules.md). */
const PULLED = require(`${__hooks}/lib/sync/collections.js`).SYNCED

function fieldOrEmpty(record, name) {
  try {
    return record.getString(name) || ''
  } catch {
    return ''
  }
}

/**
 * Write the tombstone of `record` (a record of a pulled collection) with `dao`.
 * `paketId` overrides the package scope (used when content moves to another package).
 */
function writeTombstone(dao, record, paketId) {
  const coll = record.collection().name
  const scope = PULLED[coll]
  if (!scope) return
  const tomb = new Record(dao.findCollectionByNameOrId('tombstones'))
  tomb.set('coll', coll)
  tomb.set('record_id', record.id)
  let paket = paketId
  if (paket === undefined)
    paket = coll === 'paket_pembelajaran' ? record.id : fieldOrEmpty(record, 'paket_id')
  tomb.set('paket_id', paket)
  tomb.set('user_id', scope === 'owner' ? fieldOrEmpty(record, 'user_id') : '')
  dao.saveRecord(tomb)
}

/**
 * A class that is deactivated leaves students' devices (they can no longer read it): a tombstone
 * with its package. Reactivated, its tombstones go, so a device pulling later never deletes the
 * live class (the save bumps `updated`, so devices pull it again). Called from the kelas
 * before-update model hook with the event's DAO: same transaction as the save.
 */
function kelasActivationChanged(dao, record) {
  const before = record.originalCopy().getBool('is_active')
  const after = record.getBool('is_active')
  if (before && !after) {
    writeTombstone(dao, record)
  } else if (!before && after) {
    dao
      .db()
      .newQuery("DELETE FROM tombstones WHERE coll = 'kelas' AND record_id = {:id}")
      .bind({ id: record.id })
      .execute()
  }
}

module.exports = { PULLED, writeTombstone, kelasActivationChanged }
