/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The users record hooks (docs/contract.md, "Roles and access"): sign-up only for authorised
// e-mails with forced defaults, what a user may change on their own account (and why a refusal
// happened, in Indonesian), and the grants that follow verification (lib/entitlements/grants.js).
// Loaded with require() inside the handlers of pb_hooks/accounts.pb.js.

const { isSuperadmin } = require(`${__hooks}/lib/shared/superadmin.js`)
const { findById } = require(`${__hooks}/lib/shared/records.js`)
const { normalizeEmail, cleanText, fieldError, findAuthorized, findUserByEmail } = require(
  `${__hooks}/lib/accounts/input.js`,
)
const { grantOnVerified } = require(`${__hooks}/lib/entitlements/grants.js`)

/** Request-context key: the users record a superadmin just marked verified. */
const VERIFIED_NOW = 'accounts.verifiedNow'
/** Fields a user may not change on their own account (the password goes through PocketBase's own checks). */
const OWNER_LOCKED = {
  role: 'Role',
  credits: 'Kredit',
  verified: 'Status verifikasi',
  email: 'Email',
  username: 'Username',
}

function i18n() {
  return require(`${__hooks}/lib/shared/i18n-errors.js`)
}

/** onRecordBeforeCreateRequest(users): sign-up only for authorised e-mails, with forced defaults. */
function beforeCreateUser(e) {
  const record = e.record
  const email = normalizeEmail(record.email())
  const dao = $app.dao()
  record.set('full_name', cleanText(record.getString('full_name'), 200))
  if (isSuperadmin(e.httpContext)) {
    record.setEmail(email)
    if (!record.getString('role')) record.set('role', 'user')
    if (!(record.getFloat('credits') >= 0)) record.set('credits', 0)
    return
  }
  if (!findAuthorized(dao, email))
    throw fieldError(i18n().MESSAGES.notAuthorized, 'email', 'validation_email_not_authorized')
  if (findUserByEmail(dao, email))
    throw fieldError(i18n().MESSAGES.emailTaken, 'email', 'validation_invalid_email')
  record.setEmail(email)
  record.set('role', 'user')
  record.set('credits', 0)
  // Without SMTP (the demo) nobody could ever confirm an e-mail: accounts are verified on creation.
  record.setVerified(!require(`${__hooks}/lib/platform/bootstrap.js`).smtpConfigured())
}

/** onRecordAfterCreateRequest(users): verified → grants; unverified with SMTP → the verification e-mail. */
function afterCreateUser(e) {
  const record = e.record
  if (record.verified()) {
    grantOnVerified(record)
    return
  }
  if (!require(`${__hooks}/lib/platform/bootstrap.js`).smtpConfigured()) return
  try {
    $mails.sendRecordVerification($app, record)
  } catch (err) {
    // The account exists; the student can ask for the e-mail again (requestVerification).
    console.log('[accounts] e-mail verifikasi gagal dikirim ke ' + record.email() + ': ' + err)
  }
}

/** onRecordBeforeUpdateRequest(users): the owner may change only full_name (and the password). */
function beforeUpdateUser(e) {
  const record = e.record
  const original = record.originalCopy()
  if (isSuperadmin(e.httpContext)) {
    record.setEmail(normalizeEmail(record.email()))
    // A superadmin marking the account verified grants like a confirmed e-mail (after the save).
    if (record.verified() && !original.verified()) e.httpContext.set(VERIFIED_NOW, record.id)
    return
  }
  const data = {}
  let first = ''
  for (const field in OWNER_LOCKED) {
    let changed
    if (field === 'verified') changed = record.verified() !== original.verified()
    else if (field === 'email') changed = record.email() !== original.email()
    else if (field === 'username') changed = record.username() !== original.username()
    else if (field === 'credits')
      changed = record.getFloat('credits') !== original.getFloat('credits')
    else changed = record.getString(field) !== original.getString(field)
    if (changed) {
      const message = OWNER_LOCKED[field] + ' tidak dapat diubah.'
      data[field] = new ValidationError('validation_field_locked', message)
      if (!first) first = message
    }
  }
  if (first) throw new BadRequestError('Anda hanya dapat mengubah nama lengkap. ' + first, data)
  record.set('full_name', cleanText(record.getString('full_name'), 200))
}

/**
 * onBeforeApiError: the users API rules refuse role/credits/verified/email in an owner's update
 * (0.22 answers 404) and role/credits/verified in a sign-up (400 "Failed to create record.").
 * Say why, in Indonesian, per field.
 */
function explainRuleRefusal(e) {
  const err = e.error
  const c = e.httpContext
  if (!err || (err.code !== 404 && err.code !== 400 && err.code !== 403)) return
  const m = /^\/api\/collections\/(?:users|_pb_users_auth_)\/records(?:\/([^/]+))?\/?$/.exec(
    String(c.request().url.path || ''),
  )
  if (!m || isSuperadmin(c)) return
  let body = {}
  try {
    body = $apis.requestInfo(c).data || {}
  } catch {
    return
  }
  const method = String(c.request().method).toUpperCase()
  const auth = c.get('authRecord')
  const isOwnUpdate = method === 'PATCH' && !!m[1] && !!auth && auth.id === m[1]
  const isSignUp = method === 'POST' && !m[1] && !auth
  if (!isOwnUpdate && !isSignUp) return
  const data = {}
  const names = []
  // Keep the other field errors of the same request (e.g. a short password next to a role).
  const existing = err.data || {}
  for (const field in existing) {
    const item = existing[field] || {}
    data[field] = {
      code: item.code ? String(item.code) : '',
      message: item.message ? String(item.message) : '',
    }
  }
  for (const field in OWNER_LOCKED) {
    if (body[field] === undefined || (isSignUp && (field === 'email' || field === 'username')))
      continue
    const message =
      OWNER_LOCKED[field] +
      (isSignUp ? ' tidak dapat diatur saat pendaftaran.' : ' tidak dapat diubah.')
    data[field] = { code: 'validation_field_locked', message: message }
    names.push(message)
  }
  if (!names.length) return
  err.code = 400
  err.message = (isSignUp ? '' : 'Anda hanya dapat mengubah nama lengkap. ') + names[0]
  err.data = data
}

/** onRecordAfterUpdateRequest(users): grants once a superadmin verified the account. */
function afterUpdateUser(e) {
  if (e.httpContext.get(VERIFIED_NOW) === e.record.id) grantOnVerified(e.record)
}

/** onRecordBeforeRequestEmailChangeRequest(users): the e-mail is tied to the purchase; only a superadmin changes it. */
function beforeRequestEmailChange(e) {
  if (isSuperadmin(e.httpContext)) return
  throw new BadRequestError(
    'Email tidak dapat diubah. Hubungi admin bila email Anda perlu diganti.',
  )
}

/** A confirmed password reset proves the mailbox as a verification does (the reset e-mail went there). */
function afterConfirmPasswordReset(e) {
  const record = findById($app.dao(), 'users', e.record.id)
  if (!record) return
  if (!record.verified()) {
    record.setVerified(true)
    $app.dao().saveRecord(record)
  }
  grantOnVerified(record)
}

module.exports = {
  beforeCreateUser,
  afterCreateUser,
  beforeUpdateUser,
  afterUpdateUser,
  beforeRequestEmailChange,
  explainRuleRefusal,
  afterConfirmPasswordReset,
}
