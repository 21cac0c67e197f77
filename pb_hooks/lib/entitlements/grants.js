/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// What purchases and verification grant (docs/contract.md, "Roles and access"), always inside the
// caller's transaction (`dao`):
// - a completed purchase (lib/payments/): a verified account with the buyer's e-mail gets the
//   credits at once, and a package purchase its subscription (a new one, or the current one extended
//   from its end date) with role subscriber; otherwise the purchase waits in authorized_emails
//   (which also opens registration for the e-mail): credits in pending_credits, the package in
//   paket_id/durasi_hari, further packages in pending_packages;
// - verification (lib/accounts/): grantWithDao grants what waits for the e-mail, once.

const { findById } = require(`${__hooks}/lib/shared/records.js`)
const { normalizeEmail, findAuthorized, findUserByEmail } = require(
  `${__hooks}/lib/accounts/input.js`,
)
const { packageDays, createSubscription, hasSubscription, extendOrCreateSubscription } = require(
  `${__hooks}/lib/entitlements/subscriptions.js`,
)

function findPackage(dao, id) {
  return findById(dao, 'paket_pembelajaran', id)
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
 * Verification (called from grantWithDao, in its transaction): grants the packages queued
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

/**
 * What a verified account receives from its authorised e-mail, once: the subscription of the
 * purchased package (role subscriber) and the pending credits. Idempotent: an existing
 * subscription to that package is kept, pending credits are zeroed when granted.
 * Runs in `dao` (call it inside a transaction). Returns the saved user or null.
 */
function grantWithDao(dao, userId) {
  const found = findById(dao, 'users', userId)
  if (!found || !found.verified()) return null
  const email = normalizeEmail(found.email())
  const authorized = findAuthorized(dao, email)
  if (!authorized) return found
  const pkg = findPackage(dao, authorized.getString('paket_id'))
  if (pkg && !hasSubscription(dao, userId, pkg.id)) {
    const days =
      authorized.getInt('durasi_hari') >= 1 ? authorized.getInt('durasi_hari') : packageDays(pkg)
    createSubscription(dao, userId, pkg.id, days)
  }
  // Further packages bought before the account was verified (grantPurchase's pending_packages).
  const queued = grantQueuedPackages(dao, userId, authorized)
  // Read the user again: saving a subscription updates users.subscription_ids (content hooks),
  // which a stale copy would overwrite.
  const user = findById(dao, 'users', userId)
  let userChanged = false
  const role = user.getString('role')
  if ((pkg || queued) && (role === '' || role === 'user')) {
    user.set('role', 'subscriber')
    userChanged = true
  }
  const pending = Math.floor(authorized.getFloat('pending_credits'))
  if (pending > 0) {
    user.set('credits', user.getFloat('credits') + pending)
    authorized.set('pending_credits', 0)
    dao.saveRecord(authorized)
    userChanged = true
  }
  if (email !== user.email()) {
    user.setEmail(email)
    userChanged = true
  }
  if (userChanged) dao.saveRecord(user)
  return user
}

/** grantWithDao in its own transaction; copies the result onto `record` (the object a response may still serialise). */
function grantOnVerified(record) {
  let granted = null
  $app.dao().runInTransaction((txDao) => {
    granted = grantWithDao(txDao, record.id)
  })
  if (granted) {
    record.set('role', granted.getString('role'))
    record.set('credits', granted.getFloat('credits'))
  }
  return granted
}

/** The verified account of an e-mail, or null. */
function verifiedUser(dao, email) {
  const user = findUserByEmail(dao, email)
  return user && user.verified() ? user : null
}

/** The e-mail's authorised row, created (source purchase) when missing. */
function authorizedRow(dao, email, orderId) {
  const existing = findAuthorized(dao, email)
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

module.exports = { grantQueuedPackages, grantWithDao, grantOnVerified, grantPurchase }
