/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/lms/subscribers (superadmin): a verified subscriber account, its subscription and its
// authorised e-mail in one transaction. Registered in pb_hooks/accounts.pb.js.

const { isSuperadmin } = require(`${__hooks}/lib/shared/superadmin.js`)
const { findById } = require(`${__hooks}/lib/shared/records.js`)
const { EMAIL_RE, normalizeEmail, cleanText, findAuthorized, findUserByEmail } = require(
  `${__hooks}/lib/accounts/input.js`,
)
const { packageDays, createSubscription } = require(`${__hooks}/lib/entitlements/subscriptions.js`)
const { grantWithDao } = require(`${__hooks}/lib/entitlements/grants.js`)

const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789'

function i18n() {
  return require(`${__hooks}/lib/shared/i18n-errors.js`)
}

function subscriberError(c, status, error, errorCode, details) {
  return c.json(status, {
    error: error,
    errorCode: errorCode,
    details: details === undefined ? null : details,
    message: error,
    code: status,
  })
}

/** custom_duration: absent → null; else an integer of days ≥ 1 (≤ 100 years), or NaN when invalid. */
function parseDuration(value) {
  if (value === undefined || value === null || value === '') return null
  const n = Number(value)
  return Number.isInteger(n) && n >= 1 && n <= 36500 ? n : NaN
}

function usernameFor(dao, email) {
  let base = email
    .split('@')[0]
    .replace(/[^\w.-]/g, '_')
    .replace(/^[^\w]+/, '')
  if (base.length < 3) base = 'user_' + base
  return dao.suggestUniqueAuthRecordUsername('users', base.slice(0, 100))
}

/**
 * POST /api/lms/subscribers (superadmin): {email, full_name, paket_id, custom_duration?, custom_password?}
 * → {user: {id, full_name}, password}. User (verified, role subscriber), subscription and authorised
 * e-mail in one transaction.
 */
function handleCreateSubscriber(c) {
  if (!isSuperadmin(c))
    return subscriberError(c, 403, 'Hanya superadmin yang dapat menambah subscriber.', 'FORBIDDEN')
  const body = $apis.requestInfo(c).data || {}
  const email = normalizeEmail(body.email)
  const fullName = cleanText(body.full_name, 200)
  const paketId =
    body.paket_id === undefined || body.paket_id === null ? '' : String(body.paket_id).trim()
  if (!email || !fullName || !paketId) {
    return subscriberError(c, 400, 'Email, nama lengkap, dan paket harus diisi', 'VALIDATION', {
      email: email ? undefined : 'Email wajib diisi',
      full_name: fullName ? undefined : 'Nama lengkap wajib diisi',
      paket_id: paketId ? undefined : 'Paket wajib dipilih',
    })
  }
  if (!EMAIL_RE.test(email))
    return subscriberError(c, 400, i18n().MESSAGES.emailInvalid, 'VALIDATION', {
      email: i18n().MESSAGES.emailInvalid,
    })
  const duration = parseDuration(body.custom_duration)
  if (Number.isNaN(duration)) {
    return subscriberError(
      c,
      400,
      'Durasi harus berupa bilangan bulat minimal 1 hari',
      'VALIDATION',
      {
        custom_duration: 'Durasi harus berupa bilangan bulat minimal 1 hari',
      },
    )
  }
  const customPassword =
    body.custom_password === undefined || body.custom_password === null
      ? ''
      : String(body.custom_password)
  const dao = $app.dao()
  if (findUserByEmail(dao, email))
    return subscriberError(
      c,
      409,
      'Email sudah terdaftar',
      'EMAIL_EXISTS',
      'Email sudah terdaftar di sistem',
    )
  const pkg = findById(dao, 'paket_pembelajaran', paketId)
  if (!pkg)
    return subscriberError(
      c,
      404,
      'Paket tidak ditemukan',
      'PACKAGE_NOT_FOUND',
      'Paket dengan id ' + paketId + ' tidak ada',
    )
  const days = duration === null ? packageDays(pkg) : duration
  const password =
    customPassword !== ''
      ? customPassword
      : $security.randomStringWithAlphabet(12, PASSWORD_ALPHABET)

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
      if (details.email === i18n().MESSAGES.emailTaken)
        return subscriberError(
          c,
          409,
          'Email sudah terdaftar',
          'EMAIL_EXISTS',
          'Email sudah terdaftar di sistem',
        )
      return subscriberError(c, 400, formFailure.first, 'VALIDATION', details)
    }
    if (String(err).indexOf('UNIQUE constraint failed') >= 0 && String(err).indexOf('email') >= 0) {
      return subscriberError(
        c,
        409,
        'Email sudah terdaftar',
        'EMAIL_EXISTS',
        'Email sudah terdaftar di sistem',
      )
    }
    console.log('[accounts] gagal membuat subscriber ' + email + ': ' + err)
    return subscriberError(c, 500, 'Gagal membuat subscriber', 'CREATE_FAILED', String(err))
  }
  return c.json(200, { user: { id: user.id, full_name: fullName }, password: password })
}

module.exports = { handleCreateSubscriber }
