/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Subscriptions (subscribers rows) that grants create or extend, always inside the caller's
// transaction (`dao`). A subscription ends at 23:59:59.999 Asia/Jakarta of its last day.

const { DAY_MS, pbDate, toMs, endOfDayJakarta } = require(`${__hooks}/lib/shared/dates.js`)

/** A package's length in days (durasi_hari), 30 when unset. */
function packageDays(pkg) {
  const days = pkg.getInt('durasi_hari')
  return days >= 1 ? days : 30
}

/** durasi_akhir: the end (23:59:59.999 Asia/Jakarta) of the day `days` days from now. */
function subscriptionEnd(nowMs, days) {
  return endOfDayJakarta(nowMs + days * DAY_MS)
}

/** A new active subscription of `paketId` for `userId`, starting now and lasting `days`. */
function createSubscription(dao, userId, paketId, days) {
  const now = Date.now()
  const sub = new Record(dao.findCollectionByNameOrId('subscribers'))
  sub.set('user_id', userId)
  sub.set('paket_id', paketId)
  sub.set('status', 'active')
  sub.set('durasi_mulai', pbDate(now))
  sub.set('durasi_akhir', pbDate(subscriptionEnd(now, days)))
  dao.saveRecord(sub)
  return sub
}

function hasSubscription(dao, userId, paketId) {
  const rows = dao.findRecordsByFilter(
    'subscribers',
    'user_id = {:u} && paket_id = {:p}',
    '',
    1,
    0,
    { u: userId, p: paketId },
  )
  return rows.length > 0
}

/**
 * Gives `userId` `days` more of package `paketId`: extends the subscription that ends last (from
 * its end date, or from now when it already ended; an ended one becomes active again, a suspended
 * one stays suspended), or creates one starting now. Returns the saved subscription.
 */
function extendOrCreateSubscription(dao, userId, paketId, days) {
  const now = Date.now()
  const subs = dao.findRecordsByFilter(
    'subscribers',
    'user_id = {:u} && paket_id = {:p}',
    '-durasi_akhir',
    1,
    0,
    { u: userId, p: paketId },
  )
  if (!subs.length) return createSubscription(dao, userId, paketId, days)
  const sub = subs[0]
  const end = toMs(sub.getString('durasi_akhir')) || 0
  const base = Math.max(end, now)
  sub.set('durasi_akhir', pbDate(subscriptionEnd(base, days)))
  if (sub.getString('status') !== 'suspended') sub.set('status', 'active')
  dao.saveRecord(sub)
  return sub
}

module.exports = {
  packageDays,
  subscriptionEnd,
  createSubscription,
  hasSubscription,
  extendOrCreateSubscription,
}
