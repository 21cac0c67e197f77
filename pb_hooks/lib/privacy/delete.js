/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Deleting a person (docs/privacy.md): POST /api/me/delete {password} (the person, password typed
// again, rate-limited like sign-in) and POST /api/admin/users/{id}/delete (a superadmin, never on
// themselves). Both run deleteAccount() in ONE transaction:
//   the users record is deleted through the DAO, so PocketBase cascades (thesis_documents → their
//   thesis_passages by the model hook of pb_hooks/chat.pb.js, sidang_sessions, progress,
//   subscribers, the OAuth2 links) in that transaction and removes the stored files after the
//   commit; the users delete hook (beforeUserDelete, pb_hooks/privacy.pb.js) first keeps what
//   bookkeeping and the landing page need without the person: reviews with user_id "" and
//   author_name 'Pengguna', payment_transactions with customer_email "" and the customer's data
//   stripped from webhook_data; the authorised e-mail (pending sign-up data) goes; last, the
//   tombstones the cascade wrote with the user's id go too.
// The same hook runs when a superadmin deletes a users record through the records API or /_/, so
// every path keeps the same things (tombstones there: afterUserDelete, after the commit).

/** Keys of a payment notification that describe the customer (Midtrans: customer_details, ...). */
const CUSTOMER_KEYS = ['customer_details', 'billing_address', 'shipping_address', 'custom_field1']

function rateLimit() {
  return require(`${__hooks}/lib/platform/rate-limit.js`)
}

/** A copy of `value` without the customer's keys and without any text that contains `email`. */
function scrub(value, email) {
  if (Array.isArray(value)) return value.map((v) => scrub(v, email))
  if (value && typeof value === 'object') {
    const out = {}
    for (const k in value) {
      if (CUSTOMER_KEYS.indexOf(k) >= 0) continue
      out[k] = scrub(value[k], email)
    }
    return out
  }
  if (typeof value === 'string' && email && value.toLowerCase().indexOf(email) >= 0) return ''
  return value
}

/** The JSON value of a json field (null when empty or broken). */
function jsonOf(record, field) {
  try {
    return JSON.parse(record.getString(field) || 'null')
  } catch {
    return null
  }
}

/**
 * What must stay without the person, before their users record is deleted (model hook, the
 * delete's own DAO: same transaction). Reviews stay as 'Pengguna', payments stay without the
 * account, the authorised e-mail goes.
 */
function beforeUserDelete(dao, user) {
  const email = String(user.email() || '')
    .trim()
    .toLowerCase()

  // reviews: unlinked; the reviews update hook sets author_name from the (empty) user: 'Pengguna'
  const reviews = dao.findRecordsByFilter('reviews', 'user_id = {:u}', '', 0, 0, { u: user.id })
  for (let i = 0; i < reviews.length; i++) {
    reviews[i].set('user_id', '')
    reviews[i].set('author_name', 'Pengguna')
    dao.saveRecord(reviews[i])
  }

  // payments: kept for the owner's bookkeeping (order, amount, status, dates unchanged)
  if (email) {
    const paid = dao.findRecordsByFilter(
      'payment_transactions',
      'customer_email = {:e}',
      '',
      0,
      0,
      {
        e: email,
      },
    )
    for (let i = 0; i < paid.length; i++) {
      const p = paid[i]
      p.set('customer_email', '')
      p.set('webhook_data', scrub(jsonOf(p, 'webhook_data'), email))
      if (p.getString('processed_by') === user.id) p.set('processed_by', '')
      dao.saveRecord(p)
    }
  }
  // payments a deleted superadmin processed: no link to the account either
  dao
    .nonconcurrentDB()
    .newQuery(
      "UPDATE payment_transactions SET processed_by = '' WHERE processed_by = {:u} AND processed_by != ''",
    )
    .bind({ u: user.id })
    .execute()

  // pending sign-up data of that e-mail (packages and credits waiting for the account)
  if (email) {
    const authorized = dao.findRecordsByFilter('authorized_emails', 'email = {:e}', '', 0, 0, {
      e: email,
    })
    for (let i = 0; i < authorized.length; i++) dao.deleteRecord(authorized[i])
  }

  // rate-limit counters keyed by the account (failed sign-ins by e-mail, this route by id)
  try {
    dao
      .nonconcurrentDB()
      .newQuery('DELETE FROM _rate_limit_hits WHERE k = {:a} OR k = {:b}')
      .bind({ a: 'auth-identity:' + email, b: 'me-delete-identity:' + user.id })
      .execute()
  } catch {
    // the table exists only after the first rate-limited request
  }
}

/**
 * Tombstones that name the user (written by the cascade's deletes of their rows). The write
 * connection: inside runInTransaction that is the transaction itself.
 */
function deleteTombstones(dao, userId) {
  dao
    .nonconcurrentDB()
    .newQuery("DELETE FROM tombstones WHERE user_id = {:u} AND user_id != ''")
    .bind({ u: userId })
    .execute()
}

/** Deletes the person `userId` and everything only theirs, in one transaction. */
function deleteAccount(userId) {
  $app.dao().runInTransaction((tx) => {
    const user = tx.findRecordById('users', userId)
    tx.deleteRecord(user)
    deleteTombstones(tx, userId)
  })
}

/** POST /api/me/delete {password} → 204 */
/** Superadmin accounts in the users collection. */
function superadminCount() {
  const row = new DynamicModel({ n: 0 })
  $app.dao().db().newQuery("SELECT COUNT(*) AS n FROM users WHERE role = 'superadmin'").one(row)
  return row.n
}

function handleDeleteSelf(c) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  const user = common.currentUser(c)
  if (!user) return common.fail(c, 'UNAUTHORIZED')
  const password = common.body(c).password

  // like sign-in: while the address or the account has too many failures, 429 before the check;
  // only failures count
  const rl = rateLimit()
  const limits = require(`${__hooks}/lib/accounts/sign-in-limits.js`).LIMITS
  const address = rl.clientAddress(c)
  const byAddress = rl.resolveLimit(limits.authAddress)
  const byIdentity = rl.resolveLimit(limits.authIdentity)
  const wait = Math.max(
    rl.blockedFor('me-delete-address', address, byAddress.limit, byAddress.windowMs),
    rl.blockedFor('me-delete-identity', user.id, byIdentity.limit, byIdentity.windowMs),
  )
  if (wait > 0) throw rl.tooMany(c, wait)

  const ok =
    typeof password === 'string' &&
    password !== '' &&
    password.length <= 1000 &&
    user.validatePassword(password)
  if (!ok) {
    rl.hit('me-delete-address', address, byAddress.limit, byAddress.windowMs)
    rl.hit('me-delete-identity', user.id, byIdentity.limit, byIdentity.windowMs)
    return common.fail(c, 'WRONG_PASSWORD')
  }
  // the product must keep someone who can run it
  if (user.getString('role') === 'superadmin' && superadminCount() <= 1)
    return common.fail(c, 'LAST_SUPERADMIN')
  try {
    deleteAccount(user.id)
  } catch (err) {
    console.log('[privacy] deleting account ' + user.id + ' failed: ' + err)
    return common.fail(c, 'DELETE_FAILED')
  }
  return c.noContent(204)
}

/** POST /api/admin/users/{id}/delete → 204 (superadmin; not on themselves) */
function handleAdminDelete(c) {
  const common = require(`${__hooks}/lib/privacy/common.js`)
  require(`${__hooks}/lib/shared/superadmin.js`).requireSuperadmin(c)
  const id = String(c.pathParam('id') || '')
  const me = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c).user
  if (me && me.id === id) return common.fail(c, 'CANNOT_DELETE_SELF')
  const user = /^[a-z0-9]{15}$/.test(id)
    ? require(`${__hooks}/lib/shared/records.js`).findById($app.dao(), 'users', id)
    : null
  if (!user) return common.fail(c, 'USER_NOT_FOUND')
  try {
    deleteAccount(user.id)
  } catch (err) {
    console.log('[privacy] deleting account ' + user.id + ' failed: ' + err)
    return common.fail(c, 'DELETE_FAILED')
  }
  return c.noContent(204)
}

module.exports = {
  beforeUserDelete,
  deleteTombstones,
  deleteAccount,
  handleDeleteSelf,
  handleAdminDelete,
  scrub,
}
