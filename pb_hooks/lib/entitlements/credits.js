/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Credits (users.credits), which pay for chat messages, the AI review, Simulasi Sidang sessions and
// Analisa CV: the price is taken in the same transaction that reads the balance, and given back by
// another short transaction when nothing could be produced. Transactions run on PocketBase's
// single-connection (nonconcurrent) database, so concurrent requests are serialised and the balance
// is exact. Records are saved through the dao so the realtime update of the profile reaches the
// header. Never call these while an outgoing HTTP request is in flight.

/**
 * Takes `amount` credits (default one) from the user inside a transaction.
 * @param {string} userId
 * @param {number} [amount]
 * @param {(tx: daos.Dao, balance: number) => void} [alsoInTx] more writes in the same transaction
 *   (e.g. the defence session the credits pay for); it throwing rolls the credits back
 * @returns {{ok: boolean, credits: number}} ok=false when the balance is below `amount` (credits:
 *   the balance, 0 for a chat message as the chat contract says).
 */
function take(userId, amount, alsoInTx) {
  const price = amount === undefined ? 1 : amount
  let result = { ok: false, credits: 0 }
  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    const credits = user.getFloat('credits')
    if (!(credits >= price)) {
      result = { ok: false, credits: amount === undefined ? 0 : credits }
      return
    }
    if (price > 0) {
      user.set('credits', credits - price)
      tx.saveRecord(user)
    }
    if (alsoInTx) alsoInTx(tx, credits - price)
    result = { ok: true, credits: credits - price }
  })
  return result
}

/**
 * Gives `amount` credits (default one) back.
 * @param {string} userId
 * @param {number} [amount]
 * @returns {number} the balance after the refund
 */
function refund(userId, amount) {
  const price = amount === undefined ? 1 : amount
  let balance = 0
  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    balance = user.getFloat('credits') + price
    user.set('credits', balance)
    tx.saveRecord(user)
  })
  return balance
}

module.exports = { take, refund }
