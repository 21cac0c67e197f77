/// <reference path="../../node_modules/pocketbase-jsvm/index.d.ts" />
// Accounts (DESIGN §3, §5, §7): sign-up only for authorised e-mails, what a user may change on
// their own account, what verification grants, the superadmin subscriber routes and the OAuth2 guard.
// Loaded with require() inside the handlers of pb_hooks/accounts.pb.js.

const DAY_MS = 24 * 60 * 60 * 1000
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** Fields a user may change on their own account (besides the password through PocketBase's own checks). */
/** Request-context key: the users record a superadmin just marked verified. */
const VERIFIED_NOW = 'accounts.verifiedNow'
const OWNER_LOCKED = { role: 'Role', credits: 'Kredit', verified: 'Status verifikasi', email: 'Email', username: 'Username' }

function i18n() {
  return require(`${__hooks}/lib/i18n-errors.js`)
}

function normalizeEmail(value) {
  return value === undefined || value === null ? '' : String(value).trim().toLowerCase()
}

/** The e-mail of a check route's body; 400 when missing, not a string or longer than 254. */
function emailInput(value) {
  const email = normalizeEmail(value)
  if (!email) throw fieldError(i18n().MESSAGES.emailRequired, 'email', 'validation_required')
  if (typeof value !== 'string' || email.length > 254) {
    throw fieldError(i18n().MESSAGES.emailInvalid, 'email', 'validation_is_email')
  }
  return email
}

function cleanText(value, max) {
  const s = value === undefined || value === null ? '' : String(value).trim().replace(/\s+/g, ' ')
  return s.length > max ? s.slice(0, max) : s
}

/** The PocketBase admin, or a users record with role superadmin. */
function isSuperadmin(c) {
  if (c.get('admin')) return true
  const auth = c.get('authRecord')
  return !!auth && auth.collection().name === 'users' && auth.getString('role') === 'superadmin'
}

function findById(dao, collection, id) {
  if (!id) return null
  try {
    return dao.findRecordById(collection, id)
  } catch {
    return null
  }
}

/** The authorised-e-mail row of a (normalised) e-mail, or null (case-insensitive, on the NOCASE unique index). */
function findAuthorized(dao, email) {
  if (!email) return null
  const rows = arrayOf(new DynamicModel({ id: '' }))
  dao
    .db()
    .newQuery('SELECT id FROM authorized_emails WHERE email = {:email} COLLATE NOCASE LIMIT 1')
    .bind({ email: email })
    .all(rows)
  return rows.length ? findById(dao, 'authorized_emails', rows[0].id) : null
}

/** The user with this e-mail, compared case-insensitively (older rows may be mixed case), or null. */
function findUserByEmail(dao, email) {
  if (!email) return null
  const rows = arrayOf(new DynamicModel({ id: '' }))
  dao
    .db()
    .newQuery('SELECT id FROM users WHERE LOWER(email) = {:email} LIMIT 1')
    .bind({ email: email })
    .all(rows)
  return rows.length ? findById(dao, 'users', rows[0].id) : null
}

function fieldError(message, field, code) {
  const data = {}
  data[field] = new ValidationError(code, message)
  return new BadRequestError(message, data)
}

// ---------------------------------------------------------------- subscriptions and grants

function pbDate(ms) {
  return require(`${__hooks}/lib/seed.js`).pbDate(ms)
}

/** durasi_akhir: the end (23:59:59.999 Asia/Jakarta) of the day `days` days from now. */
function subscriptionEnd(nowMs, days) {
  return require(`${__hooks}/lib/seed.js`).endOfDayJakarta(nowMs + days * DAY_MS)
}

function packageDays(pkg) {
  const days = pkg.getInt('durasi_hari')
  return days >= 1 ? days : 30
}

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
  const rows = dao.findRecordsByFilter('subscribers', 'user_id = {:u} && paket_id = {:p}', '', 1, 0, { u: userId, p: paketId })
  return rows.length > 0
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
  const pkg = findById(dao, 'paket_pembelajaran', authorized.getString('paket_id'))
  if (pkg && !hasSubscription(dao, userId, pkg.id)) {
    const days = authorized.getInt('durasi_hari') >= 1 ? authorized.getInt('durasi_hari') : packageDays(pkg)
    createSubscription(dao, userId, pkg.id, days)
  }
  // Further packages bought before the account was verified (pb_hooks/lib/payments-grant.js).
  const queued = require(`${__hooks}/lib/payments-grant.js`).grantQueuedPackages(dao, userId, authorized)
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

// ---------------------------------------------------------------- record request hooks

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
  if (!findAuthorized(dao, email)) throw fieldError(i18n().MESSAGES.notAuthorized, 'email', 'validation_email_not_authorized')
  if (findUserByEmail(dao, email)) throw fieldError(i18n().MESSAGES.emailTaken, 'email', 'validation_invalid_email')
  record.setEmail(email)
  record.set('role', 'user')
  record.set('credits', 0)
  // Without SMTP (the demo) nobody could ever confirm an e-mail: accounts are verified on creation.
  record.setVerified(!require(`${__hooks}/lib/bootstrap.js`).smtpConfigured())
}

/** onRecordAfterCreateRequest(users): verified → grants; unverified with SMTP → the verification e-mail. */
function afterCreateUser(e) {
  const record = e.record
  if (record.verified()) {
    grantOnVerified(record)
    return
  }
  if (!require(`${__hooks}/lib/bootstrap.js`).smtpConfigured()) return
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
    else if (field === 'credits') changed = record.getFloat('credits') !== original.getFloat('credits')
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
  const m = /^\/api\/collections\/(?:users|_pb_users_auth_)\/records(?:\/([^/]+))?\/?$/.exec(String(c.request().url.path || ''))
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
    data[field] = { code: item.code ? String(item.code) : '', message: item.message ? String(item.message) : '' }
  }
  for (const field in OWNER_LOCKED) {
    if (body[field] === undefined || (isSignUp && (field === 'email' || field === 'username'))) continue
    const message = OWNER_LOCKED[field] + (isSignUp ? ' tidak dapat diatur saat pendaftaran.' : ' tidak dapat diubah.')
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
  throw new BadRequestError('Email tidak dapat diubah. Hubungi admin bila email Anda perlu diganti.')
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

// ---------------------------------------------------------------- OAuth2 (DESIGN §7)

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
    if (!record.verified() && providerEmail !== '' && normalizeEmail(record.email()) === providerEmail) {
      record.setPassword($security.randomString(40))
      record.setVerified(true)
      dao.saveRecord(record)
      grantOnVerified(record)
    }
    return
  }
  const message = i18n().MESSAGES.notAuthorized
  if (!providerEmail || !findAuthorized(dao, providerEmail)) throw fieldError(message, 'email', 'validation_email_not_authorized')
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
    if (!OAUTH2_CREATE_FIELDS[key]) throw new BadRequestError('Data pendaftaran tidak diizinkan: ' + key + '.')
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
  if (!record.getString('full_name') && e.oAuth2User) record.set('full_name', cleanText(e.oAuth2User.name, 200))
  record.setVerified(true)
  $app.dao().saveRecord(record)
  e.record.set('full_name', record.getString('full_name'))
  grantOnVerified(e.record)
}

// ---------------------------------------------------------------- routes

function requireSuperadmin(c) {
  if (!isSuperadmin(c)) throw new ForbiddenError('Hanya superadmin yang dapat melakukan ini.')
}

/** POST /api/lms/email-authorized {email} → {authorized} (public, rate-limited). */
function handleEmailAuthorized(c) {
  require(`${__hooks}/lib/rate-limit.js`).enforce(c, 'email-authorized', {
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

function subscriberError(c, status, error, errorCode, details) {
  return c.json(status, { error: error, errorCode: errorCode, details: details === undefined ? null : details, message: error, code: status })
}

/** custom_duration: absent → null; else an integer of days ≥ 1 (≤ 100 years), or NaN when invalid. */
function parseDuration(value) {
  if (value === undefined || value === null || value === '') return null
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 36500 ? n : NaN
}

function usernameFor(dao, email) {
  let base = email.split('@')[0].replace(/[^\w.-]/g, '_').replace(/^[^\w]+/, '')
  if (base.length < 3) base = 'user_' + base
  return dao.suggestUniqueAuthRecordUsername('users', base.slice(0, 100))
}

/**
 * POST /api/lms/subscribers (superadmin): {email, full_name, paket_id, custom_duration?, custom_password?}
 * → {user: {id, full_name}, password}. User (verified, role subscriber), subscription and authorised
 * e-mail in one transaction.
 */
function handleCreateSubscriber(c) {
  if (!isSuperadmin(c)) return subscriberError(c, 403, 'Hanya superadmin yang dapat menambah subscriber.', 'FORBIDDEN')
  const body = $apis.requestInfo(c).data || {}
  const email = normalizeEmail(body.email)
  const fullName = cleanText(body.full_name, 200)
  const paketId = body.paket_id === undefined || body.paket_id === null ? '' : String(body.paket_id).trim()
  if (!email || !fullName || !paketId) {
    return subscriberError(c, 400, 'Email, nama lengkap, dan paket harus diisi', 'VALIDATION', {
      email: email ? undefined : 'Email wajib diisi',
      full_name: fullName ? undefined : 'Nama lengkap wajib diisi',
      paket_id: paketId ? undefined : 'Paket wajib dipilih',
    })
  }
  if (!EMAIL_RE.test(email)) return subscriberError(c, 400, i18n().MESSAGES.emailInvalid, 'VALIDATION', { email: i18n().MESSAGES.emailInvalid })
  const duration = parseDuration(body.custom_duration)
  if (Number.isNaN(duration)) {
    return subscriberError(c, 400, 'Durasi harus berupa bilangan bulat minimal 1 hari', 'VALIDATION', {
      custom_duration: 'Durasi harus berupa bilangan bulat minimal 1 hari',
    })
  }
  const customPassword = body.custom_password === undefined || body.custom_password === null ? '' : String(body.custom_password)
  const dao = $app.dao()
  if (findUserByEmail(dao, email)) return subscriberError(c, 409, 'Email sudah terdaftar', 'EMAIL_EXISTS', 'Email sudah terdaftar di sistem')
  const pkg = findById(dao, 'paket_pembelajaran', paketId)
  if (!pkg) return subscriberError(c, 404, 'Paket tidak ditemukan', 'PACKAGE_NOT_FOUND', 'Paket dengan id ' + paketId + ' tidak ada')
  const days = duration === null ? packageDays(pkg) : duration
  const password = customPassword !== '' ? customPassword : $security.randomStringWithAlphabet(12, PASSWORD_ALPHABET)

  let user = null
  let formFailure = null
  try {
    dao.runInTransaction((txDao) => {
      if (!findAuthorized(txDao, email)) {
        const authorized = new Record(txDao.findCollectionByNameOrId('authorized_emails'))
        authorized.set('email', email)
        authorized.set('source', 'admin')
        authorized.set('order_id', '')
        authorized.set('paket_id', pkg.id)
        authorized.set('durasi_hari', days)
        authorized.set('pending_credits', 0)
        txDao.saveRecord(authorized)
      }
      user = new Record(txDao.findCollectionByNameOrId('users'))
      const form = new RecordUpsertForm($app, user)
      form.setDao(txDao)
      form.setFullManageAccess(true)
      const values = {
        username: usernameFor(txDao, email),
        email: email,
        emailVisibility: false,
        password: password,
        passwordConfirm: password,
        verified: true,
        full_name: fullName,
        role: 'subscriber',
        credits: 0,
      }
      form.loadData(values)
      try {
        form.submit()
      } catch (err) {
        formFailure = i18n().formErrorData(err, values)
        throw err
      }
      createSubscription(txDao, user.id, pkg.id, days)
      // A purchase waiting on this e-mail (credits, another package) is granted as verification would.
      grantWithDao(txDao, user.id)
    })
  } catch (err) {
    if (formFailure && formFailure.first) {
      const details = {}
      for (const field in formFailure.data) details[field] = formFailure.data[field].message
      if (details.email === i18n().MESSAGES.emailTaken) return subscriberError(c, 409, 'Email sudah terdaftar', 'EMAIL_EXISTS', 'Email sudah terdaftar di sistem')
      return subscriberError(c, 400, formFailure.first, 'VALIDATION', details)
    }
    if (String(err).indexOf('UNIQUE constraint failed') >= 0 && String(err).indexOf('email') >= 0) {
      return subscriberError(c, 409, 'Email sudah terdaftar', 'EMAIL_EXISTS', 'Email sudah terdaftar di sistem')
    }
    console.log('[accounts] gagal membuat subscriber ' + email + ': ' + err)
    return subscriberError(c, 500, 'Gagal membuat subscriber', 'CREATE_FAILED', String(err))
  }
  return c.json(200, { user: { id: user.id, full_name: fullName }, password: password })
}

module.exports = {
  normalizeEmail,
  isSuperadmin,
  findAuthorized,
  findUserByEmail,
  grantWithDao,
  grantOnVerified,
  beforeCreateUser,
  afterCreateUser,
  beforeUpdateUser,
  afterUpdateUser,
  beforeRequestEmailChange,
  explainRuleRefusal,
  afterConfirmPasswordReset,
  beforeAuthWithOAuth2,
  afterAuthWithOAuth2,
  handleEmailAuthorized,
  handleEmailExists,
  handleCreateSubscriber,
  subscriptionEnd,
}
