/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Indonesian texts for PocketBase's validation errors on the users (auth) collection.
// Applied in onBeforeApiError: the `data` structure ({field: {code, message}}) and the codes stay,
// only the messages change, so clients can show per-field messages.

const MESSAGES = {
  notAuthorized:
    'Email ini tidak memiliki akses. Pastikan Anda menggunakan email yang sama saat pembelian.',
  emailTaken: 'Email sudah terdaftar',
  emailInvalid: 'Format email tidak valid',
  emailRequired: 'Email wajib diisi',
  passwordShort: 'Password minimal 6 karakter',
  passwordLong: 'Password maksimal 72 karakter',
  passwordRequired: 'Password wajib diisi',
  passwordMismatch: 'Password tidak sama',
  passwordConfirmRequired: 'Konfirmasi password wajib diisi',
  oldPasswordInvalid: 'Password lama tidak sesuai',
  tokenInvalid: 'Tautan tidak valid atau sudah kedaluwarsa. Silakan minta tautan baru.',
  required: 'Wajib diisi',
  invalid: 'Nilai tidak valid',
}

/** Top-level messages of PocketBase (0.22) for the users routes. */
const TOP_LEVEL = {
  'Failed to authenticate.': 'Email atau password salah.',
  OAuth2: 'Gagal masuk dengan akun Google. Silakan coba lagi.',
  'Failed to create record.': 'Gagal membuat akun.',
  'Failed to update record.': 'Gagal memperbarui profil.',
  'Failed to load the submitted data due to invalid formatting.':
    'Format data yang dikirim tidak valid.',
  'Something went wrong while processing your request.':
    'Terjadi kesalahan saat memproses permintaan.',
  'An error occurred while validating the submitted data.': 'Data yang dikirim tidak valid.',
  'An error occurred while submitting the form.': 'Data yang dikirim tidak valid.',
  "The requested resource wasn't found.": 'Data tidak ditemukan.',
  'The request requires valid record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'You are not allowed to perform this request.': 'Anda tidak memiliki izin untuk melakukan ini.',
}

/**
 * PocketBase's (and its HTTP router's) own top-level messages on every other route: the records
 * API of the other collections, unknown routes, body limits. The app's own messages are already
 * Indonesian and pass unchanged.
 */
const GENERIC = {
  'Failed to create record.': 'Gagal menyimpan data. Periksa kembali isian Anda.',
  'Failed to update record.': 'Gagal memperbarui data. Periksa kembali isian Anda.',
  'Failed to delete record. Make sure that the record is not part of a required relation reference.':
    'Gagal menghapus data: data ini masih dipakai oleh data lain.',
  'Failed to load the submitted data due to invalid formatting.':
    'Format data yang dikirim tidak valid.',
  'Something went wrong while processing your request.':
    'Terjadi kesalahan saat memproses permintaan.',
  'An error occurred while validating the submitted data.': 'Data yang dikirim tidak valid.',
  'An error occurred while submitting the form.': 'Data yang dikirim tidak valid.',
  "The requested resource wasn't found.": 'Data tidak ditemukan.',
  'Missing collection context.': 'Koleksi tidak ditemukan.',
  'Not Found.': 'Alamat atau data tidak ditemukan.',
  'Method Not Allowed.': 'Metode permintaan ini tidak diizinkan.',
  'Request Entity Too Large.': 'Data yang dikirim terlalu besar.',
  'Unsupported Media Type.': 'Jenis data yang dikirim tidak didukung.',
  'Bad Request.': 'Permintaan tidak valid.',
  'Unauthorized.': 'Silakan masuk terlebih dahulu.',
  'Forbidden.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'The request requires valid record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'The request requires valid admin authorization token to be set.':
    'Hanya admin yang dapat melakukan ini.',
  'The request requires admin or record authorization token to be set.':
    'Silakan masuk terlebih dahulu.',
  'The authorized record model is not allowed to perform this action.':
    'Anda tidak memiliki izin untuk melakukan ini.',
  'Only admins can perform this action.': 'Hanya admin yang dapat melakukan ini.',
  'Only admins can filter by @collection.*': 'Filter ini tidak diizinkan.',
  'Only admins can filter by @collection.*.': 'Filter ini tidak diizinkan.',
  'You are not allowed to perform this request.': 'Anda tidak memiliki izin untuk melakukan ini.',
  'Invalid filter parameters.': 'Filter tidak valid.',
  'Invalid sort parameters.': 'Urutan tidak valid.',
  'Too Many Requests.': 'Terlalu banyak percobaan. Coba lagi dalam beberapa saat.',
  'Unsupported collection type.': 'Data ini hanya dapat dibaca.',
  'Missing or invalid client id.': 'Sesi realtime tidak ditemukan. Muat ulang halaman.',
}

/** PocketBase's field validation codes (records API of every collection) in Indonesian. */
const FIELD_CODES = {
  validation_required: 'Wajib diisi',
  validation_nil_or_not_empty_required: 'Wajib diisi',
  validation_length_out_of_range: 'Panjang teks di luar batas yang diizinkan',
  validation_length_too_long: 'Teks terlalu panjang',
  validation_length_too_short: 'Teks terlalu pendek',
  validation_length_invalid: 'Panjang teks tidak sesuai',
  validation_is_email: 'Format email tidak valid',
  validation_invalid_email: 'Email tidak valid atau sudah terdaftar',
  validation_in_invalid: 'Pilihan tidak valid',
  validation_invalid_value: 'Nilai tidak valid',
  validation_invalid_number: 'Harus berupa angka',
  validation_min_greater_equal_than_required: 'Nilai terlalu kecil',
  validation_max_less_equal_than_required: 'Nilai terlalu besar',
  validation_invalid_json: 'Harus berupa JSON yang valid',
  validation_json_size_limit: 'Data JSON terlalu besar',
  validation_invalid_url: 'URL tidak valid',
  validation_invalid_date: 'Tanggal tidak valid',
  validation_missing_rel_records: 'Data yang dirujuk tidak ditemukan',
  validation_invalid_mime_type: 'Jenis file tidak didukung',
  validation_file_size_limit: 'Ukuran file terlalu besar',
  validation_too_many_values: 'Terlalu banyak nilai',
  validation_not_unique: 'Nilai ini sudah dipakai',
  validation_match_invalid: 'Format tidak valid',
  validation_invalid_username: 'Nama pengguna tidak valid atau sudah dipakai',
  validation_values_mismatch: 'Nilai tidak sama',
}

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
