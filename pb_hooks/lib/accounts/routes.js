/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The e-mail check routes: POST /api/lms/email-authorized (public, rate-limited: may this e-mail
// sign up?) and POST /api/lms/email-exists (superadmin). Registered in pb_hooks/accounts.pb.js.

const { requireSuperadmin } = require(`${__hooks}/lib/shared/superadmin.js`)
const { EMAIL_RE, emailInput, findAuthorized, findUserByEmail } = require(
  `${__hooks}/lib/accounts/input.js`,
)

/** POST /api/lms/email-authorized {email} → {authorized} (public, rate-limited). */
function handleEmailAuthorized(c) {
  require(`${__hooks}/lib/platform/rate-limit.js`).enforce(c, 'email-authorized', {
    envName: 'RATE_LIMIT_EMAIL_AUTHORIZED',
    limit: 10,
    windowSeconds: 60,
  })
  const email = emailInput(($apis.requestInfo(c).data || {}).email)
  if (!EMAIL_RE.test(email)) return c.json(200, { authorized: false })
  return c.json(200, { authorized: findAuthorized($app.dao(), email) !== null })
}

/** POST /api/lms/email-exists {email} → {exists} (superadmin). */
function handleEmailExists(c) {
  requireSuperadmin(c)
  const email = emailInput(($apis.requestInfo(c).data || {}).email)
  return c.json(200, { exists: findUserByEmail($app.dao(), email) !== null })
}

module.exports = { handleEmailAuthorized, handleEmailExists }
