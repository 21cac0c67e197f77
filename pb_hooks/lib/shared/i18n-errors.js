/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Indonesian texts for PocketBase's validation errors on the users (auth) collection.
// Applied in onBeforeApiError: the `data` structure ({field: {code, message}}) and the codes stay,
// only the messages change, so clients can show per-field messages.
const { MESSAGES, TOP_LEVEL, GENERIC, FIELD_CODES } = require(
  `${__hooks}/lib/shared/i18n-messages.js`,
)

/** Whether a field message is PocketBase's English (the app's own are Indonesian). */
function looksEnglish(text) {
  return /\b(the|must|cannot|be|is|are|invalid|value|values|length|allowed|missing|only|between|characters?)\b/i.test(
    String(text || ''),
  )
}

/** Order in which a field's message becomes the error's top-level message. */
const FIELD_PRIORITY = ['email', 'password', 'passwordConfirm', 'oldPassword', 'token', 'full_name']

/**
 * Indonesian message for one field error, by its code and (for errors that come without a code,
 * e.g. a form error turned into text) by PocketBase's English message. Unknown errors keep theirs.
 */
function translateField(field, code, message, value) {
  const text = String(message || '')
  const lower = text.toLowerCase()
  const isPassword = field === 'password' || field === 'newPassword'
  if (code === 'validation_email_not_authorized') return MESSAGES.notAuthorized
  if (code === 'validation_required' || lower.indexOf('cannot be blank') >= 0) {
    if (field === 'email') return MESSAGES.emailRequired
    if (isPassword) return MESSAGES.passwordRequired
    if (field === 'passwordConfirm') return MESSAGES.passwordConfirmRequired
    return MESSAGES.required
  }
  if (field === 'email') {
    if (code === 'validation_is_email' || lower.indexOf('valid email') >= 0)
      return MESSAGES.emailInvalid
    if (code === 'validation_invalid_email' || lower.indexOf('already in use') >= 0)
      return MESSAGES.emailTaken
  }
  if (
    isPassword &&
    (code === 'validation_length_out_of_range' ||
      code === 'validation_length_too_short' ||
      code === 'validation_length_too_long' ||
      lower.indexOf('length must be') >= 0)
  ) {
    return typeof value === 'string' && value.length > 72
      ? MESSAGES.passwordLong
      : MESSAGES.passwordShort
  }
  if (
    field === 'passwordConfirm' &&
    (code === 'validation_values_mismatch' || lower.indexOf("don't match") >= 0)
  ) {
    return MESSAGES.passwordMismatch
  }
  if (
    field === 'oldPassword' &&
    (code === 'validation_invalid_old_password' || lower.indexOf('old password') >= 0)
  ) {
    return MESSAGES.oldPasswordInvalid
  }
  if (field === 'token') return MESSAGES.tokenInvalid
  return text
}

/** {field: {code, message}} with Indonesian messages; `values` are the submitted data (for length checks). */
function translateData(data, values) {
  const out = {}
  const fields = []
  for (const field in data) {
    const item = data[field] || {}
    const code = item.code ? String(item.code) : ''
    const message = item.message ? String(item.message) : ''
    out[field] = {
      code: code,
      message: translateField(field, code, message, values ? values[field] : undefined),
    }
    fields.push(field)
  }
  fields.sort((a, b) => rank(a) - rank(b))
  return { data: out, first: fields.length ? out[fields[0]].message : '' }
}

function rank(field) {
  const i = FIELD_PRIORITY.indexOf(field)
  return i < 0 ? FIELD_PRIORITY.length : i
}

/** Submitted body of the failed request, when it can still be read (best effort). */
function submittedData(c) {
  try {
    return $apis.requestInfo(c).data || {}
  } catch {
    return {}
  }
}

/** onBeforeApiError handler: Indonesian messages for the users collection's routes. */
function translateApiError(e) {
  const err = e.error
  if (!err) return
  const path = String(e.httpContext.request().url.path || '')
  if (!/^\/api\/collections\/(users|_pb_users_auth_)(\/|$)/.test(path)) {
    translateGeneric(err, path)
    return
  }
  let original = String(err.message || '')
  // "Failed to authenticate." also ends an OAuth2 sign-in, where no password was involved.
  if (original === 'Failed to authenticate.' && /\/auth-with-oauth2\/?$/.test(path))
    original = 'OAuth2'
  const result = translateData(err.data || {}, submittedData(e.httpContext))
  if (result.first) {
    err.data = result.data
    // A single clear sentence for clients that show only the message; the fields keep theirs.
    if (TOP_LEVEL[original] !== undefined || original === '') err.message = result.first
  } else if (TOP_LEVEL[original] !== undefined) {
    err.message = TOP_LEVEL[original]
  } else if (GENERIC[original] !== undefined) {
    err.message = GENERIC[original]
  }
  if (looksEnglish(err.message))
    err.message = TOP_LEVEL['An error occurred while validating the submitted data.']
}

/** Every other route: PocketBase's top-level message in Indonesian; records API field messages too. */
function translateGeneric(err, path) {
  const original = String(err.message || '')
  if (GENERIC[original] !== undefined) err.message = GENERIC[original]
  if (path.indexOf('/api/collections/') !== 0 || !err.data || typeof err.data !== 'object') return
  const fields = {}
  let any = false
  for (const field in err.data) {
    const item = err.data[field]
    if (!item || typeof item !== 'object' || item.code === undefined || item.message === undefined)
      return
    fields[field] = item
    any = true
  }
  if (!any) return
  const out = {}
  for (const field in fields) {
    const code = String(fields[field].code || '')
    const message = String(fields[field].message || '')
    out[field] = {
      code: code,
      message: looksEnglish(message) && FIELD_CODES[code] ? FIELD_CODES[code] : message,
    }
  }
  err.data = out
}

/**
 * Field errors of a failed form submit (a Go validation error thrown into JS) as
 * {field: {code, message}} in Indonesian; `values` are the submitted data.
 */
function formErrorData(err, values) {
  let raw = {}
  try {
    raw = JSON.parse(JSON.stringify(err && err.value !== undefined ? err.value : {})) || {}
  } catch {
    raw = {}
  }
  const data = {}
  if (raw && typeof raw === 'object') {
    for (const field in raw) data[field] = { code: '', message: String(raw[field]) }
  }
  return translateData(data, values)
}

module.exports = {
  MESSAGES,
  GENERIC,
  translateField,
  translateData,
  translateApiError,
  formErrorData,
}
