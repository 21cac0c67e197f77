/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The student's uploaded theses and how long they are kept (docs/privacy.md, "Retention"):
// GET /api/me/documents lists them with the day each will be deleted, and the daily job
// 'thesis-retention' (pb_hooks/privacy.pb.js, 03:15 of PocketBase's scheduler clock) deletes every
// thesis whose last_opened (or created, when it was never opened) is older than
// THESIS_RETENTION_DAYS. A thesis is "opened" when the academic chat asks about it, the AI review
// uses it or a sidang session starts on it (lib/thesis/document-store.js markOpened). Deleting goes
// through the DAO: the passages go with it (model hook), PocketBase empties sidang_sessions.document
// (the reports stay) and removes the file after the commit.

/** The time a thesis was last opened, else its upload time (PocketBase date text). */
function lastOpenedOf(record) {
  const opened = record.getString('last_opened')
  return opened && opened !== '0001-01-01 00:00:00.000Z' ? opened : record.getString('created')
}

/** lastOpened + days, as PocketBase date text. */
function deleteAfterOf(lastOpened, days) {
  const dates = require(`${__hooks}/lib/shared/dates.js`)
  const ms = dates.toMs(lastOpened)
  return ms === null ? '' : dates.pbDate(ms + days * dates.DAY_MS)
}

/** GET /api/me/documents → {retentionDays, items: [...]} newest first */
function handleList(c) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  const user = common.currentUser(c)
  if (!user) return common.fail(c, 'UNAUTHORIZED')
  const days = common.retentionDays()
  const docs = $app
    .dao()
    .findRecordsByFilter('thesis_documents', 'user_id = {:u}', '-created', 0, 0, { u: user.id })
  const fs = $app.newFilesystem()
  const items = []
  try {
    for (let i = 0; i < docs.length; i++) {
      const d = docs[i]
      let size = 0
      const stored = d.getString('file')
      if (stored) {
        try {
          size = fs.attributes(d.baseFilesPath() + '/' + stored).size
        } catch {
          size = 0
        }
      }
      const lastOpened = lastOpenedOf(d)
      items.push({
        id: d.id,
        fileName: d.getString('file_name') || stored,
        size: Number(size) || 0,
        words: d.getInt('words'),
        pages: d.getInt('pages'),
        created: d.getString('created'),
        lastOpened: lastOpened,
        deleteAfter: deleteAfterOf(lastOpened, days),
      })
    }
  } finally {
    fs.close()
  }
  return c.json(200, { retentionDays: days, items: items })
}

/**
 * Deletes the theses not opened for THESIS_RETENTION_DAYS before `nowMs`; answers {deleted, ids}.
 * Each deletion is its own transaction (one broken document does not stop the others).
 */
function runRetention(nowMs) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  const dates = require(`${__hooks}/lib/shared/dates.js`)
  const dao = $app.dao()
  const cutoff = dates.pbDate(nowMs - common.retentionDays() * dates.DAY_MS)
  const rows = arrayOf(new DynamicModel({ id: '' }))
  dao
    .db()
    .newQuery(
      "SELECT id FROM thesis_documents WHERE (CASE WHEN IFNULL(last_opened, '') = '' THEN created ELSE last_opened END) < {:cutoff}",
    )
    .bind({ cutoff: cutoff })
    .all(rows)
  const ids = []
  for (let i = 0; i < rows.length; i++) {
    try {
      dao.deleteRecord(dao.findRecordById('thesis_documents', rows[i].id))
      ids.push(rows[i].id)
    } catch (err) {
      console.log('[privacy] retention: could not delete thesis ' + rows[i].id + ': ' + err)
    }
  }
  if (ids.length) console.log('[privacy] retention: deleted ' + ids.length + ' thesis document(s)')
  return { deleted: ids.length, ids: ids }
}

module.exports = { handleList, runRetention, lastOpenedOf, deleteAfterOf }
