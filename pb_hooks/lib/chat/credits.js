/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Chat credits (users.credits): one credit is taken in the same transaction that reads it, and
// given back by another short transaction when no reply could be produced. Transactions run on
// PocketBase's single-connection (nonconcurrent) database, so concurrent requests are serialised
// and the balance is exact. Records are saved through the dao so the realtime update of the
// profile reaches the header. Never call these while an outgoing HTTP request is in flight.

/**
 * Takes one credit from the user.
 * @param {string} userId
 * @returns {{ok: boolean, credits: number}} ok=false when the balance is below 1 (credits: 0).
 */
function take(userId) {
  let result = { ok: false, credits: 0 }
  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    const credits = user.getFloat('credits')
    if (!(credits >= 1)) {
      result = { ok: false, credits: 0 }
      return
    }
    user.set('credits', credits - 1)
    tx.saveRecord(user)
    result = { ok: true, credits: credits - 1 }
  })
  return result
}

/**
 * Gives one credit back.
 * @param {string} userId
 * @returns {number} the balance after the refund
 */
function refund(userId) {
  let balance = 0
  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    balance = user.getFloat('credits') + 1
    user.set('credits', balance)
    tx.saveRecord(user)
  })
  return balance
}

module.exports = { take, refund }
