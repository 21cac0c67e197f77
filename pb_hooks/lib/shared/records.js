/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Record look-ups shared by the hooks.

/** The record of `collection` with this id, or null (no id, or not found). */
function findById(dao, collection, id) {
  if (!id) return null
  try {
    return dao.findRecordById(collection, id)
  } catch {
    return null
  }
}

module.exports = { findById }
