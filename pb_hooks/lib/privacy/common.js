/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Shared pieces of the personal-data routes (pb_hooks/privacy.pb.js; docs/contract.md, Routes →
// Personal data): error answers, the signed-in user, THESIS_RETENTION_DAYS and dates.

const { DAY_MS, jakartaClock } = require(`${__hooks}/lib/shared/dates.js`)
const { SIGN_IN_ERRORS, signedInUser } = require(`${__hooks}/lib/shared/signed-in.js`)
const DEFAULT_RETENTION_DAYS = 365

/** code → [status, Indonesian message] */
const ERRORS = {
  UNAUTHORIZED: SIGN_IN_ERRORS.UNAUTHORIZED,
  WRONG_PASSWORD: [400, 'Kata sandi salah. Akun Anda tidak dihapus.'],
  DELETE_FAILED: [500, 'Akun gagal dihapus. Tidak ada yang berubah; silakan coba lagi.'],
  EXPORT_FAILED: [500, 'Data gagal disiapkan. Silakan coba lagi.'],
  USER_NOT_FOUND: [404, 'Pengguna tidak ditemukan.'],
  LAST_SUPERADMIN: [
    409,
    'Anda satu-satunya superadmin. Jadikan pengguna lain superadmin sebelum menghapus akun ini.',
  ],
  CANNOT_DELETE_SELF: [
    400,
    'Superadmin tidak dapat menghapus akunnya sendiri dari sini. Gunakan Hapus akun di halaman Akun Saya.',
  ],
}

/** The JSON error answer {code, message}. */
function fail(c, key) {
  return require(`${__hooks}/lib/shared/http.js`).jsonError(c, ERRORS, key)
}

/** The signed-in `users` record (fresh from the database), or null. */
function currentUser(c) {
  const who = signedInUser(c)
  if (who.error) return null
  return require(`${__hooks}/lib/shared/records.js`).findById($app.dao(), 'users', who.user.id)
}

/** The request's JSON body (an object, or {} for anything else). */
function body(c) {
  return require(`${__hooks}/lib/shared/http.js`).jsonBody(c)
}

/** THESIS_RETENTION_DAYS (whole days ≥ 1), default 365. */
function retentionDays() {
  const raw = String($os.getenv('THESIS_RETENTION_DAYS') || '').trim()
  if (!/^\d{1,6}$/.test(raw) || parseInt(raw, 10) < 1) return DEFAULT_RETENTION_DAYS
  return parseInt(raw, 10)
}

/** YYYYMMDD of the Asia/Jakarta day of a time in ms. */
function jakartaYmd(ms) {
  const t = jakartaClock(ms)
  const two = (n) => (n < 10 ? '0' : '') + n
  return String(t.year) + two(t.month) + two(t.day)
}

/** The host of a URL ('' when there is none): no scheme, credentials, port, path or query. */
function hostOf(url) {
  const m = /^[a-z][a-z0-9+.-]*:\/\/([^/?#]*)/i.exec(String(url || '').trim())
  if (!m) return ''
  let host = m[1]
  const at = host.lastIndexOf('@')
  if (at >= 0) host = host.slice(at + 1)
  if (host.charAt(0) === '[') {
    const end = host.indexOf(']')
    return end > 0 ? host.slice(0, end + 1).toLowerCase() : ''
  }
  return host.replace(/:\d*$/, '').toLowerCase()
}

module.exports = {
  DAY_MS,
  ERRORS,
  fail,
  currentUser,
  body,
  retentionDays,
  jakartaYmd,
  hostOf,
}
