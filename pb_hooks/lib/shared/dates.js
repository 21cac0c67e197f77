// Dates shared by the hooks: PocketBase's datetime text and the Asia/Jakarta (WIB, UTC+7, no DST)
// calendar day that subscriptions end on.
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node.

const DAY_MS = 24 * 60 * 60 * 1000
const WIB_OFFSET_MS = 7 * 60 * 60 * 1000

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

/** 23:59:59.999 Asia/Jakarta (UTC+7, no DST) of the Jakarta day the instant falls on. */
function endOfDayJakarta(ms) {
  const wib = new Date(ms + WIB_OFFSET_MS)
  return (
    Date.UTC(wib.getUTCFullYear(), wib.getUTCMonth(), wib.getUTCDate(), 23, 59, 59, 999) -
    WIB_OFFSET_MS
  )
}

module.exports = { DAY_MS, WIB_OFFSET_MS, pbDate, toMs, endOfDayJakarta }
