// CSV for Excel in an Indonesian locale (docs/admin-api.md, Exports): UTF-8 with a BOM, ';' as the
// separator, CRLF line ends, a field quoted ("…", inner quotes doubled) when it holds ';', '"', a
// line break or leading/trailing spaces; dates dd/MM/yyyy HH.mm in Asia/Jakarta; amounts as plain
// integers; decimals with a comma. Text that a spreadsheet would run as a formula (starting with
// =, +, -, @, a tab or CR) gets a leading apostrophe.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node (unit tests).

const { jakartaClock, jakartaDay } = require(`${__hooks}/lib/shared/dates.js`)

const BOM = '\uFEFF'
const SEP = ';'
const EOL = '\r\n'

function pad(n) {
  return (n < 10 ? '0' : '') + n
}

/** One field of text (null/undefined → ''), neutralised and quoted as needed. */
function textField(value) {
  let s = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(s)) s = "'" + s
  if (/[;"\r\n]/.test(s) || /^\s|\s$/.test(s)) s = '"' + s.replace(/"/g, '""') + '"'
  return s
}

/** An amount as a plain integer ('' when not a number). */
function intField(value) {
  const n = Number(value)
  return isFinite(n) && value !== '' && value !== null && value !== undefined
    ? String(Math.round(n))
    : ''
}

/** A decimal with one digit after a comma (66.666 → '66,7', 80 → '80'); '' for null. */
function decimalField(value) {
  if (value === null || value === undefined || value === '') return ''
  const n = Number(value)
  if (!isFinite(n)) return ''
  const r = Math.round(n * 10) / 10
  return String(r).replace('.', ',')
}

/** A PocketBase date text (UTC) → 'dd/MM/yyyy HH.mm' in Asia/Jakarta; '' when unset or invalid. */
function dateField(value) {
  const text = value === null || value === undefined ? '' : String(value).trim()
  if (!text || text.indexOf('0001-01-01') === 0) return ''
  const ms = Date.parse(text.replace(' ', 'T'))
  if (isNaN(ms)) return ''
  const t = jakartaClock(ms)
  return pad(t.day) + '/' + pad(t.month) + '/' + t.year + ' ' + pad(t.hours) + '.' + pad(t.minutes)
}

/** One line of already formatted fields (each passed through textField unless `raw`). */
function line(fields) {
  return fields.join(SEP) + EOL
}

/** The header line, with the BOM in front. */
function header(names) {
  return BOM + line(names.map(textField))
}

/** 'YYYY-MM-DD' of the Jakarta day of an instant (file names). */
function fileDay(ms) {
  return jakartaDay(ms)
}

/** A file name part: lower-case ASCII letters and digits joined by '-', at most 40 characters. */
function slug(text) {
  let s = String(text || '')
  if (typeof s.normalize === 'function') s = s.normalize('NFKD')
  s = s
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '')
  return s || 'kelas'
}

module.exports = {
  BOM,
  SEP,
  EOL,
  textField,
  intField,
  decimalField,
  dateField,
  line,
  header,
  fileDay,
  slug,
}
