/// <reference path="../../node_modules/pocketbase-jsvm/index.d.ts" />
// What a completed purchase grants (DESIGN §3, §5), always inside the caller's transaction (`dao`):
// - a verified account with the buyer's e-mail gets the credits at once, and a package purchase
//   its subscription (a new one, or the current one extended from its end date) with role subscriber;
// - otherwise the purchase waits in authorized_emails (which also opens registration for the
//   e-mail): credits in pending_credits, the package in paket_id/durasi_hari, further packages in
//   pending_packages. pb_hooks/lib/accounts.js grantWithDao grants them once the account is verified.

const DAY_MS = 24 * 60 * 60 * 1000

function accounts() {
  return require(`${__hooks}/lib/accounts.js`)
}

function content() {
  return require(`${__hooks}/lib/content.js`)
}

function packageDays(pkg) {
  const days = pkg.getInt('durasi_hari')
  return days >= 1 ? days : 30
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
  const c = content()
  if (subs.length) {
    const sub = subs[0]
    const end = c.toMs(sub.getString('durasi_akhir')) || 0
    const base = Math.max(end, now)
    sub.set('durasi_akhir', c.pbDate(c.endOfDayJakarta(base + days * DAY_MS)))
    if (sub.getString('status') !== 'suspended') sub.set('status', 'active')
    dao.saveRecord(sub)
    return sub
  }
  const sub = new Record(dao.findCollectionByNameOrId('subscribers'))
  sub.set('user_id', userId)
  sub.set('paket_id', paketId)
  sub.set('status', 'active')
  sub.set('durasi_mulai', c.pbDate(now))
  sub.set('durasi_akhir', c.pbDate(c.endOfDayJakarta(now + days * DAY_MS)))
  dao.saveRecord(sub)
  return sub
}

function findPackage(dao, id) {
  if (!id) return null
  try {
    return dao.findRecordById('paket_pembelajaran', id)
  } catch {
    return null
  }
}

/** pending_packages as a list of {paket_id, durasi_hari, order_id}. */
function queuedPackages(authorized) {
  let list = []
  try {
    // A stored json field reads as raw bytes (types.JsonRaw): take its text form.
    const raw = authorized.getString('pending_packages')
    list = raw ? JSON.parse(raw) : []
  } catch {
    list = []
  }
  return Array.isArray(list)
    ? list.filter((p) => p && typeof p.paket_id === 'string' && p.paket_id)
    : []
}

/**
 * Verification (called from accounts.js grantWithDao, in its transaction): grants the packages queued
 * in pending_packages (each a new subscription or an extension) and empties the queue.
 * Returns true when at least one package was granted (the caller then sets role subscriber).
 */
function grantQueuedPackages(dao, userId, authorized) {
  const queue = queuedPackages(authorized)
  if (!queue.length) return false
  let granted = false
  for (const item of queue) {
    const pkg = findPackage(dao, item.paket_id)
    if (!pkg) continue // the package was deleted meanwhile: nothing to grant
    const days =
      Number(item.durasi_hari) >= 1 ? Math.floor(Number(item.durasi_hari)) : packageDays(pkg)
    extendOrCreateSubscription(dao, userId, pkg.id, days)
    granted = true
  }
  authorized.set('pending_packages', [])
  dao.saveRecord(authorized)
  return granted
}

/** The verified account of an e-mail, or null. */
function verifiedUser(dao, email) {
  const user = accounts().findUserByEmail(dao, email)
  return user && user.verified() ? user : null
}

/** The e-mail's authorised row, created (source purchase) when missing. */
function authorizedRow(dao, email, orderId) {
  const existing = accounts().findAuthorized(dao, email)
  if (existing) return existing
  const row = new Record(dao.findCollectionByNameOrId('authorized_emails'))
  row.set('email', email)
  row.set('source', 'purchase')
  row.set('order_id', orderId)
  row.set('paket_id', '')
  row.set('durasi_hari', 0)
  row.set('pending_credits', 0)
  row.set('pending_packages', [])
  return row
}

/**
 * Grants a completed purchase (`credits` ≥ 0, `pkg` a paket_pembelajaran record or null) to `email`.
 * Returns {to: 'account' | 'pending', user_id}.
 */
function grantPurchase(dao, email, credits, pkg, orderId) {
  const days = pkg ? packageDays(pkg) : 0
  const user = verifiedUser(dao, email)
  if (user) {
    if (pkg) extendOrCreateSubscription(dao, user.id, pkg.id, days)
    // Read the user again: a new subscription updated users.subscription_ids (content hooks).
    const fresh = dao.findRecordById('users', user.id)
    let changed = false
    if (credits > 0) {
      fresh.set('credits', fresh.getFloat('credits') + credits)
      changed = true
    }
    const role = fresh.getString('role')
    if (pkg && (role === '' || role === 'user')) {
      fresh.set('role', 'subscriber')
      changed = true
    }
    if (changed) dao.saveRecord(fresh)
    return { to: 'account', user_id: user.id }
  }
  const row = authorizedRow(dao, email, orderId)
  if (credits > 0) row.set('pending_credits', Math.floor(row.getFloat('pending_credits')) + credits)
  if (pkg) {
    const current = row.getString('paket_id')
    if (!current || !findPackage(dao, current)) {
      row.set('paket_id', pkg.id)
      row.set('durasi_hari', days)
    } else if (current === pkg.id) {
      const before = row.getInt('durasi_hari') >= 1 ? row.getInt('durasi_hari') : packageDays(pkg)
      row.set('durasi_hari', before + days)
    } else {
      const queue = queuedPackages(row)
      queue.push({ paket_id: pkg.id, durasi_hari: days, order_id: orderId })
      row.set('pending_packages', queue)
    }
  }
  if (!row.getString('order_id')) row.set('order_id', orderId)
  dao.saveRecord(row)
  return { to: 'pending', user_id: '' }
}

module.exports = { extendOrCreateSubscription, grantQueuedPackages, grantPurchase, packageDays }
