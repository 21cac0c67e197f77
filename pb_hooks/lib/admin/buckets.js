// Periods of the admin charts (docs/admin-api.md, Charts): Asia/Jakarta (UTC+7, no DST) days, weeks
// (Monday to Sunday) and months, oldest first, each with its UTC start and end in ms, and the
// filling of per-day counts from SQL into those periods (periods without rows are 0).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node (unit tests).

const DAY_MS = 24 * 60 * 60 * 1000
const WIB_MS = 7 * 60 * 60 * 1000

function pad(n) {
  return (n < 10 ? '0' : '') + n
}

/** The Jakarta calendar fields of an instant. */
function wibParts(ms) {
  const d = new Date(ms + WIB_MS)
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), d: d.getUTCDate(), wd: d.getUTCDay() }
}

/** UTC ms of 00:00 Jakarta of a Jakarta calendar date (month 0-based; overflow rolls over). */
function wibMidnight(y, m, d) {
  return Date.UTC(y, m, d) - WIB_MS
}

/** 'YYYY-MM-DD' of the Jakarta day an instant falls on. */
function dayKey(ms) {
  const p = wibParts(ms)
  return p.y + '-' + pad(p.m + 1) + '-' + pad(p.d)
}

/** 'YYYY-MM' of the Jakarta month an instant falls on. */
function monthKey(ms) {
  const p = wibParts(ms)
  return p.y + '-' + pad(p.m + 1)
}

/** 00:00 Jakarta of the day an instant falls on (UTC ms). */
function startOfDay(ms) {
  const p = wibParts(ms)
  return wibMidnight(p.y, p.m, p.d)
}

/** 00:00 Jakarta of the Monday of the week an instant falls on (UTC ms). */
function startOfWeek(ms) {
  const p = wibParts(ms)
  const back = (p.wd + 6) % 7 // Monday 0 … Sunday 6
  return wibMidnight(p.y, p.m, p.d - back)
}

/** 00:00 Jakarta of the first day of the month an instant falls on (UTC ms). */
function startOfMonth(ms) {
  const p = wibParts(ms)
  return wibMidnight(p.y, p.m, 1)
}

/**
 * The last `n` Jakarta days up to and including the day of `nowMs`, oldest first:
 * [{key: 'YYYY-MM-DD', start, end}] (end exclusive).
 */
function lastDays(nowMs, n) {
  const p = wibParts(nowMs)
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = wibMidnight(p.y, p.m, p.d - i)
    const end = wibMidnight(p.y, p.m, p.d - i + 1)
    out.push({ key: dayKey(start), start: start, end: end })
  }
  return out
}

/** The last `n` Monday-to-Sunday Jakarta weeks up to the current one; key = the Monday 'YYYY-MM-DD'. */
function lastWeeks(nowMs, n) {
  const monday = wibParts(startOfWeek(nowMs))
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = wibMidnight(monday.y, monday.m, monday.d - 7 * i)
    const end = wibMidnight(monday.y, monday.m, monday.d - 7 * i + 7)
    out.push({ key: dayKey(start), start: start, end: end })
  }
  return out
}

/** The last `n` Jakarta months up to the current one; key = 'YYYY-MM'. */
function lastMonths(nowMs, n) {
  const p = wibParts(nowMs)
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = wibMidnight(p.y, p.m - i, 1)
    const end = wibMidnight(p.y, p.m - i + 1, 1)
    out.push({ key: monthKey(start), start: start, end: end })
  }
  return out
}

/** The Jakarta day of a 'YYYY-MM-DD' key as UTC ms of its 00:00 (NaN when malformed). */
function dayKeyStart(key) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(key))
  return m ? wibMidnight(+m[1], +m[2] - 1, +m[3]) : NaN
}

/**
 * Sums per-day values into periods: `perDay` maps a Jakarta day key to a number (or to an object
 * of numbers, summed field by field over `fields`). Days outside every period are ignored; a
 * period without days is 0. Returns [{key, value}] or [{key, <field>: n}] in the periods' order.
 */
function fill(periods, perDay, fields) {
  const sums = periods.map(() => {
    if (!fields) return 0
    const zero = {}
    for (const f of fields) zero[f] = 0
    return zero
  })
  for (const key of Object.keys(perDay)) {
    const at = dayKeyStart(key)
    if (isNaN(at)) continue
    for (let i = 0; i < periods.length; i++) {
      if (at >= periods[i].start && at < periods[i].end) {
        const v = perDay[key]
        if (!fields) sums[i] += Number(v) || 0
        else for (const f of fields) sums[i][f] += Number(v && v[f]) || 0
        break
      }
    }
  }
  return periods.map((p, i) =>
    fields ? Object.assign({ key: p.key }, sums[i]) : { key: p.key, value: sums[i] },
  )
}

module.exports = {
  DAY_MS,
  WIB_MS,
  dayKey,
  monthKey,
  startOfDay,
  startOfWeek,
  startOfMonth,
  lastDays,
  lastWeeks,
  lastMonths,
  dayKeyStart,
  fill,
}
