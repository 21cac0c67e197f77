/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Fixed-window rate limits per client, shared by routes (email-authorized, sign-in, ...).
// JSVM handlers run concurrently in isolated contexts, so the counters live in a small SQLite table
// (atomic UPSERT per hit; see db() below).
//
// Usage inside a route handler:
//   require(`${__hooks}/lib/platform/rate-limit.js`).enforce(c, 'email-authorized', { envName: 'RATE_LIMIT_EMAIL_AUTHORIZED', limit: 10, windowSeconds: 60 })

const PREFIX = 'ratelimit:'
const MESSAGE = 'Terlalu banyak percobaan. Coba lagi dalam beberapa saat.'

/** "ip:port" or "[v6]:port" → ip. */
function stripPort(addr) {
  const s = String(addr || '')
  if (s.charAt(0) === '[') {
    const end = s.indexOf(']')
    return end > 0 ? s.slice(1, end) : s
  }
  const colons = s.split(':').length - 1
  if (colons === 1) return s.slice(0, s.indexOf(':'))
  return s
}

/**
 * The client's address: the socket address, or with TRUSTED_PROXY set the address the proxy saw
 * (X-Forwarded-For, counted from the right: TRUSTED_PROXY=<n> trusts n proxies, any other value 1).
 */
function clientAddress(c) {
  const req = c.request()
  const trusted = $os.getenv('TRUSTED_PROXY')
  if (trusted) {
    const xff = String(req.header.get('X-Forwarded-For') || '')
    const parts = xff
      .split(',')
      .map((p) => p.trim())
      .filter((p) => p !== '')
    if (parts.length > 0) {
      const hops = parseInt(trusted, 10) > 0 ? parseInt(trusted, 10) : 1
      return stripPort(parts[Math.max(0, parts.length - hops)])
    }
  }
  return stripPort(req.remoteAddr)
}

/** Parses "<limit>/<seconds>" (e.g. "10/60") from env, else the defaults. */
function resolveLimit(options) {
  let limit = options.limit
  let windowSeconds = options.windowSeconds
  const raw = options.envName ? $os.getenv(options.envName) : ''
  if (raw) {
    const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(raw)
    if (m) {
      limit = parseInt(m[1], 10)
      if (m[2]) windowSeconds = parseInt(m[2], 10)
    }
  }
  return { limit: Math.max(1, limit), windowMs: Math.max(1, windowSeconds) * 1000 }
}

const TABLE = '_rate_limit_hits'
const TABLE_READY = PREFIX + 'table-ready'

/**
 * The counters live in SQLite, written through PocketBase's single write connection: one UPSERT per
 * hit is atomic, so concurrent requests cannot lose counts (a read-modify-write in $app.store() could,
 * letting parallel attempts exceed a limit). Reset on nothing: a window simply expires.
 */
function db() {
  const store = $app.store()
  const conn = $app.dao().nonconcurrentDB()
  if (!store.has(TABLE_READY)) {
    conn
      .newQuery(
        'CREATE TABLE IF NOT EXISTS ' +
          TABLE +
          ' (k TEXT PRIMARY KEY NOT NULL, count INTEGER NOT NULL, reset_at INTEGER NOT NULL)',
      )
      .execute()
    store.set(TABLE_READY, true)
  }
  return conn
}

/** Creates the counters table when missing and names it (for queries that join it, e.g. the sign-in gate). */
function ensureTable() {
  db()
  return TABLE
}

/** Drops expired counters now and then (about once per 500 hits). */
function sweep(conn, now) {
  if (Math.random() < 0.002)
    conn
      .newQuery('DELETE FROM ' + TABLE + ' WHERE reset_at <= {:now}')
      .bind({ now: now })
      .execute()
}

function read(conn, storeKey) {
  const row = new DynamicModel({ count: 0, reset_at: 0 })
  try {
    conn
      .newQuery('SELECT count, reset_at FROM ' + TABLE + ' WHERE k = {:k}')
      .bind({ k: storeKey })
      .one(row)
  } catch {
    return null
  }
  return { count: row.count, resetAt: row.reset_at }
}

/**
 * Counts one request of `name` for `key` and reports whether it is within the limit.
 * @returns {{allowed: boolean, remaining: number, retryAfterSeconds: number}}
 */
function hit(name, key, limit, windowMs) {
  const conn = db()
  const storeKey = name + ':' + key
  const now = Date.now()
  // RETURNING gives this hit's own count: a separate SELECT could see later hits too and refuse
  // requests that were within the limit.
  const row = new DynamicModel({ count: 0, reset_at: 0 })
  conn
    .newQuery(
      'INSERT INTO ' +
        TABLE +
        ' (k, count, reset_at) VALUES ({:k}, 1, {:reset}) ' +
        'ON CONFLICT(k) DO UPDATE SET ' +
        'count = CASE WHEN reset_at > {:now} THEN count + 1 ELSE 1 END, ' +
        'reset_at = CASE WHEN reset_at > {:now} THEN reset_at ELSE {:reset} END ' +
        'RETURNING count, reset_at',
    )
    .bind({ k: storeKey, reset: now + windowMs, now: now })
    .one(row)
  sweep(conn, now)
  const entry =
    row.count > 0
      ? { count: row.count, resetAt: row.reset_at }
      : { count: 1, resetAt: now + windowMs }
  return {
    allowed: entry.count <= limit,
    remaining: Math.max(0, limit - entry.count),
    retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
  }
}

/**
 * Seconds until `key` may try again when its counter of `name` already reached `limit`, else 0.
 * Does not count anything (used where only failures count, e.g. password sign-in).
 */
function blockedFor(name, key, limit, windowMs) {
  const entry = read(db(), name + ':' + key)
  const now = Date.now()
  if (!entry || !(entry.resetAt > now) || entry.count < limit) return 0
  // windowMs only bounds a corrupt entry.
  return Math.max(1, Math.ceil(Math.min(entry.resetAt - now, windowMs) / 1000))
}

/** Takes back one counted request of `name` for `key` (e.g. a sign-in that turned out to succeed). */
function unhit(name, key) {
  db()
    .newQuery('UPDATE ' + TABLE + ' SET count = count - 1 WHERE k = {:k} AND count > 0')
    .bind({ k: name + ':' + key })
    .execute()
}

/** The 429 answer: Retry-After header plus the Indonesian message. */
function tooMany(c, retryAfterSeconds) {
  c.response()
    .header()
    .set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  return new ApiError(429, MESSAGE)
}

/**
 * Throws 429 (Indonesian message, Retry-After header) when the client exceeded the limit.
 * @param {echo.Context} c
 * @param {string} name limiter name (one counter set per route)
 * @param {{limit: number, windowSeconds: number, envName?: string}} options
 */
function enforce(c, name, options) {
  const cfg = resolveLimit(options)
  const result = hit(name, clientAddress(c), cfg.limit, cfg.windowMs)
  if (!result.allowed) throw tooMany(c, result.retryAfterSeconds)
  return result
}

module.exports = {
  enforce,
  hit,
  unhit,
  blockedFor,
  ensureTable,
  tooMany,
  resolveLimit,
  clientAddress,
  stripPort,
  MESSAGE,
}
