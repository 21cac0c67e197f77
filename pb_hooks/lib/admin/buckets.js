// Periods of the admin charts (docs/admin-api.md, Charts): Asia/Jakarta (UTC+7, no DST) days, weeks
// (Monday to Sunday) and months, oldest first, each with its UTC start and end in ms (the calendar
// maths: lib/shared/dates.js), and the filling of per-day counts from SQL into those periods
// (periods without rows are 0).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node (unit tests).

const { jakartaClock, jakartaMidnight, jakartaDay, jakartaMonth, startOfJakartaWeek } = require(
  `${__hooks}/lib/shared/dates.js`,
)

/**
 * The last `n` Jakarta days up to and including the day of `nowMs`, oldest first:
 * [{key: 'YYYY-MM-DD', start, end}] (end exclusive).
 */
function lastDays(nowMs, n) {
  const t = jakartaClock(nowMs)
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = jakartaMidnight(t.year, t.month, t.day - i)
    const end = jakartaMidnight(t.year, t.month, t.day - i + 1)
    out.push({ key: jakartaDay(start), start: start, end: end })
  }
  return out
}

/** The last `n` Monday-to-Sunday Jakarta weeks up to the current one; key = the Monday 'YYYY-MM-DD'. */
function lastWeeks(nowMs, n) {
  const monday = jakartaClock(startOfJakartaWeek(nowMs))
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = jakartaMidnight(monday.year, monday.month, monday.day - 7 * i)
    const end = jakartaMidnight(monday.year, monday.month, monday.day - 7 * i + 7)
    out.push({ key: jakartaDay(start), start: start, end: end })
  }
  return out
}

/** The last `n` Jakarta months up to the current one; key = 'YYYY-MM'. */
function lastMonths(nowMs, n) {
  const t = jakartaClock(nowMs)
  const out = []
  for (let i = n - 1; i >= 0; i--) {
    const start = jakartaMidnight(t.year, t.month - i, 1)
    const end = jakartaMidnight(t.year, t.month - i + 1, 1)
    out.push({ key: jakartaMonth(start), start: start, end: end })
  }
  return out
}

/** The Jakarta day of a 'YYYY-MM-DD' key as UTC ms of its 00:00 (NaN when malformed). */
function dayKeyStart(key) {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(String(key))
  return m ? jakartaMidnight(+m[1], +m[2], +m[3]) : NaN
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
  lastDays,
  lastWeeks,
  lastMonths,
  dayKeyStart,
  fill,
}
