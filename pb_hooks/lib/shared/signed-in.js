/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The one signed-in-user check of the routes: the request's auth record when it is a `users`
// record. The PocketBase admin (c.get('admin')) and records of any other auth collection are not
// signed-in users here; routes that also serve the admin check c.get('admin') first.

/** code → [status, Indonesian message] of the check's answer (routes add NOT_VERIFIED themselves). */
const SIGN_IN_ERRORS = {
  UNAUTHORIZED: [401, 'Silakan masuk terlebih dahulu.'],
}

/**
 * The signed-in `users` record of a request, or why there is none.
 * @param {echo.Context} c
 * @param {{verified?: boolean}} [options] verified: an account whose e-mail is not verified yet
 *   is refused too
 * @returns {{user: models.Record} | {error: 'UNAUTHORIZED' | 'NOT_VERIFIED'}}
 */
function signedInUser(c, options) {
  const auth = c.get('authRecord')
  if (!auth || auth.collection().name !== 'users') return { error: 'UNAUTHORIZED' }
  if (options && options.verified && !auth.verified()) return { error: 'NOT_VERIFIED' }
  return { user: auth }
}

module.exports = { SIGN_IN_ERRORS, signedInUser }
