/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Trial chat allowance of the landing page, per client address and day (Asia/Jakarta calendar
// day): `CHAT_TRIAL_LIMITS` "<story>/<academic>" (default 5/1). Counters live in the
// chat_trial_usage collection (survive restarts; no API rules, so only hooks read them); the
// check and the use are one transaction, so concurrent requests cannot exceed the allowance.
// The client address is lib/platform/rate-limit.js's clientAddress (X-Forwarded-For only with
// TRUSTED_PROXY); it is stored hashed.

const DEFAULT_LIMITS = { story: 5, academic: 1 }
const { DAY_MS, jakartaDay } = require(`${__hooks}/lib/shared/dates.js`)
const KEEP_DAYS = 2

/** {story, academic} allowance per client and day. */
function limits() {
  const raw = String($os.getenv('CHAT_TRIAL_LIMITS') || '')
  const m = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(raw)
  if (!m) return { story: DEFAULT_LIMITS.story, academic: DEFAULT_LIMITS.academic }
  return { story: parseInt(m[1], 10), academic: parseInt(m[2], 10) }
}

/** The current day key (YYYY-MM-DD, Western Indonesia Time), or `daysAgo` days before it. */
function dayKey(daysAgo) {
  return jakartaDay(Date.now() - (daysAgo || 0) * DAY_MS)
}

/** The client's key: a hash of its address (the raw address is not stored). */
function clientKey(c) {
  const address = require(`${__hooks}/lib/platform/rate-limit.js`).clientAddress(c)
  return $security.sha256('chat-trial:' + address)
}

function findUsage(dao, key, day) {
  try {
    return dao.findFirstRecordByFilter('chat_trial_usage', 'client_key = {:key} && day = {:day}', {
      key: key,
      day: day,
    })
  } catch {
    return null
  }
}

/**
 * Uses one trial message of `mode` ('story' | 'academic') for the client.
 * @returns {{ok: boolean, remaining: number}} remaining after this use (ok=false: none left)
 */
function take(key, mode) {
  const limit = limits()[mode]
  const day = dayKey(0)
  let result = { ok: false, remaining: 0 }
  $app.dao().runInTransaction((tx) => {
    let row = findUsage(tx, key, day)
    if (!row) {
      row = new Record(tx.findCollectionByNameOrId('chat_trial_usage'))
      row.set('client_key', key)
      row.set('day', day)
      row.set('story', 0)
      row.set('academic', 0)
      // once per client and day: forget the counters of earlier days
      tx.db()
        .newQuery('DELETE FROM chat_trial_usage WHERE day < {:old}')
        .bind({ old: dayKey(KEEP_DAYS) })
        .execute()
    }
    const used = row.getInt(mode)
    if (used >= limit) {
      result = { ok: false, remaining: 0 }
      return
    }
    row.set(mode, used + 1)
    tx.saveRecord(row)
    result = { ok: true, remaining: Math.max(0, limit - used - 1) }
  })
  return result
}

/** Gives back one trial message of `mode` (the reply failed). Returns the remaining count. */
function refund(key, mode) {
  const limit = limits()[mode]
  const day = dayKey(0)
  let remaining = limit
  $app.dao().runInTransaction((tx) => {
    const row = findUsage(tx, key, day)
    if (!row) return
    const used = Math.max(0, row.getInt(mode) - 1)
    row.set(mode, used)
    tx.saveRecord(row)
    remaining = Math.max(0, limit - used)
  })
  return remaining
}

/** {story, academic}: the client's remaining trial messages today. */
function status(key) {
  const l = limits()
  const row = findUsage($app.dao(), key, dayKey(0))
  if (!row) return { story: l.story, academic: l.academic }
  return {
    story: Math.max(0, l.story - row.getInt('story')),
    academic: Math.max(0, l.academic - row.getInt('academic')),
  }
}

module.exports = { limits, dayKey, clientKey, take, refund, status }
