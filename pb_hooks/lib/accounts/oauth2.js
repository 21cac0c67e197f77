/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// OAuth2 sign-in of users (docs/contract.md, "Roles and access"): an existing account signs in
// (an unverified twin with the provider's e-mail loses its password first), a new account is
// created only for an authorised e-mail taken from the provider, with the forced defaults.
// Loaded with require() inside the handlers of pb_hooks/accounts.pb.js.

const { findById } = require(`${__hooks}/lib/shared/records.js`)
const { normalizeEmail, cleanText, fieldError, findAuthorized, findUserByEmail } = require(
  `${__hooks}/lib/accounts/input.js`,
)
const { grantOnVerified } = require(`${__hooks}/lib/entitlements/grants.js`)

function i18n() {
  return require(`${__hooks}/lib/shared/i18n-errors.js`)
}

const OAUTH2_CREATE_FIELDS = { full_name: true }

/**
 * onRecordBeforeAuthWithOAuth2Request(users): sign-in to an existing account, or creation only for
 * an authorised e-mail taken from the provider (never from createData).
 */
function beforeAuthWithOAuth2(e) {
  const providerEmail = normalizeEmail(e.oAuth2User ? e.oAuth2User.email : '')
  const dao = $app.dao()
  if (e.record) {
    const record = e.record
    // Pre-hijacking guard: an unverified account with the provider's (verified) e-mail may have been
    // registered by someone else with a password. The provider vouches for the mailbox: drop that
    // password and mark the e-mail verified before linking.
    if (
      !record.verified() &&
      providerEmail !== '' &&
      normalizeEmail(record.email()) === providerEmail
    ) {
      record.setPassword($security.randomString(40))
      record.setVerified(true)
      dao.saveRecord(record)
      grantOnVerified(record)
    }
    return
  }
  const message = i18n().MESSAGES.notAuthorized
  if (!providerEmail || !findAuthorized(dao, providerEmail))
    throw fieldError(message, 'email', 'validation_email_not_authorized')
  if (findUserByEmail(dao, providerEmail)) {
    // The account exists under another spelling of the e-mail: refuse rather than create a twin.
    throw fieldError(i18n().MESSAGES.emailTaken, 'email', 'validation_invalid_email')
  }
  let createData = {}
  try {
    createData = ($apis.requestInfo(e.httpContext).data || {}).createData || {}
  } catch {
    createData = {}
  }
  for (const key in createData) {
    if (!OAUTH2_CREATE_FIELDS[key])
      throw new BadRequestError('Data pendaftaran tidak diizinkan: ' + key + '.')
  }
}

/** onRecordAfterAuthWithOAuth2Request(users): a new account gets the forced defaults and its grants. */
function afterAuthWithOAuth2(e) {
  if (!e.isNewRecord || !e.record) return
  const record = findById($app.dao(), 'users', e.record.id)
  if (!record) return
  record.setEmail(normalizeEmail(record.email()))
  record.set('role', 'user')
  record.set('credits', 0)
  if (!record.getString('full_name') && e.oAuth2User)
    record.set('full_name', cleanText(e.oAuth2User.name, 200))
  record.setVerified(true)
  $app.dao().saveRecord(record)
  e.record.set('full_name', record.getString('full_name'))
  grantOnVerified(e.record)
}

module.exports = { beforeAuthWithOAuth2, afterAuthWithOAuth2 }
