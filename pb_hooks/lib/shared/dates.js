// Dates shared by the hooks: PocketBase's datetime text, and the one home of Asia/Jakarta (WIB,
// UTC+7, no DST) calendar maths: the wall clock of an instant, its day and month keys, and the UTC
// instants where Jakarta days, Monday weeks and months begin (subscriptions end on a Jakarta day;
// the trial allowance, the LLM and chat counters, the admin charts and summaries and the export
// file names count Jakarta days).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const DAY_MS = 24 * 60 * 60 * 1000
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

function pad(n) {
  return (n < 10 ? '0' : '') + n
}

/** PocketBase's datetime text (UTC) for a JS time in ms. */
function pbDate(ms) {
  return new Date(ms).toISOString().replace('T', ' ')
}

/** Parse a PocketBase date value (DateTime, text or empty) into ms, or null. */
function toMs(value) {
  if (value === null || value === undefined) return null
  let text = typeof value === 'string' ? value : String(value)
  if (!text || text === '0001-01-01 00:00:00.000Z') return null
  text = text.trim().replace(' ', 'T')
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) text += 'T00:00:00Z'
  const ms = Date.parse(text)
  return isNaN(ms) ? null : ms
}

/**
 * The Asia/Jakarta wall clock of an instant: {year, month (1-12), day, hours, minutes, seconds,
 * weekday (0 Sunday ... 6 Saturday)}.
 */
function jakartaClock(ms) {
  const d = new Date(ms + WIB_OFFSET_MS)
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hours: d.getUTCHours(),
    minutes: d.getUTCMinutes(),
    seconds: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  }
}

/** UTC ms of 00:00 Jakarta of a Jakarta calendar date (month 1-12; overflowing days and months roll over). */
function jakartaMidnight(year, month, day) {
  return Date.UTC(year, month - 1, day) - WIB_OFFSET_MS
}

/** 'YYYY-MM-DD' of the Jakarta day an instant falls on. */
function jakartaDay(ms) {
  const t = jakartaClock(ms)
  return t.year + '-' + pad(t.month) + '-' + pad(t.day)
}

/** 'YYYY-MM' of the Jakarta month an instant falls on. */
function jakartaMonth(ms) {
  const t = jakartaClock(ms)
  return t.year + '-' + pad(t.month)
}

/** 00:00 Jakarta of the day an instant falls on (UTC ms). */
function startOfJakartaDay(ms) {
  const t = jakartaClock(ms)
  return jakartaMidnight(t.year, t.month, t.day)
}

/** 00:00 Jakarta of the Monday of the week an instant falls on (UTC ms). */
function startOfJakartaWeek(ms) {
  const t = jakartaClock(ms)
  const back = (t.weekday + 6) % 7 // Monday 0 … Sunday 6
  return jakartaMidnight(t.year, t.month, t.day - back)
}

/** 00:00 Jakarta of the first day of the month an instant falls on (UTC ms). */
function startOfJakartaMonth(ms) {
  const t = jakartaClock(ms)
  return jakartaMidnight(t.year, t.month, 1)
}

/**
 * The Jakarta day ('YYYY-MM-DD') of a PocketBase date column, as an SQLite expression (the text's
 * 'Z' is read as UTC). `column` is a column name of the caller's own SQL, never a request value.
 */
function jakartaDaySql(column) {
  return "strftime('%Y-%m-%d', " + column + ", '+7 hours')"
}

/** 23:59:59.999 Asia/Jakarta of the Jakarta day the instant falls on. */
function endOfDayJakarta(ms) {
  return startOfJakartaDay(ms) + DAY_MS - 1
}

module.exports = {
  DAY_MS,
  WIB_OFFSET_MS,
  pbDate,
  toMs,
  jakartaClock,
  jakartaMidnight,
  jakartaDay,
  jakartaMonth,
  startOfJakartaDay,
  startOfJakartaWeek,
  startOfJakartaMonth,
  endOfDayJakarta,
  jakartaDaySql,
}
