/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Account input helpers and look-ups: e-mails (normalised, validated), cleaned texts, per-field
// 400 errors, the authorised-e-mail row and the user of an e-mail. Used by the account hooks and
// routes and by the grants (lib/entitlements/).

const { findById } = require(`${__hooks}/lib/shared/records.js`)

/** A plausible e-mail address (something@domain.tld, no spaces). */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function i18n() {
  return require(`${__hooks}/lib/shared/i18n-errors.js`)
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

module.exports = {
  EMAIL_RE,
  normalizeEmail,
  emailInput,
  cleanText,
  fieldError,
  findAuthorized,
  findUserByEmail,
}
