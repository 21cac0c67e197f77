/// <reference path="../../node_modules/pocketbase-jsvm/index.d.ts" />
// Fixed-window rate limits per client, shared by routes (email-authorized, trial chat, ...).
// JSVM handlers run in isolated contexts, so the counters live in $app.store() (process memory,
// shared by every handler; reset on restart, which is fine for abuse protection).
//
// Usage inside a route handler:
//   require(`${__hooks}/lib/rate-limit.js`).enforce(c, 'email-authorized', { envName: 'RATE_LIMIT_EMAIL_AUTHORIZED', limit: 10, windowSeconds: 60 })

const PREFIX = 'ratelimit:'
const MAX_KEYS = 50000
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

/** Drops expired counters (called only when the store grows large). */
function sweep(store, now) {
  const all = store.getAll()
  for (const key in all) {
    if (key.indexOf(PREFIX) !== 0) continue
    const reset = parseInt(String(all[key]).split('|')[1], 10)
    if (!(reset > now)) store.remove(key)
  }
}

/**
 * Counts one request of `name` for `key` and reports whether it is within the limit.
 * @returns {{allowed: boolean, remaining: number, retryAfterSeconds: number}}
 */
function hit(name, key, limit, windowMs) {
  const store = $app.store()
  const storeKey = PREFIX + name + ':' + key
  const now = Date.now()
  let count = 0
  let resetAt = now + windowMs
  const entry = store.has(storeKey) ? String(store.get(storeKey)) : ''
  if (entry) {
    const parts = entry.split('|')
    const storedReset = parseInt(parts[1], 10)
    if (storedReset > now) {
      count = parseInt(parts[0], 10) || 0
      resetAt = storedReset
    }
  } else if (store.length() >= MAX_KEYS) {
    sweep(store, now)
  }
  count += 1
  store.set(storeKey, count + '|' + resetAt)
  return {
    allowed: count <= limit,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)),
  }
}

/**
 * Seconds until `key` may try again when its counter of `name` already reached `limit`, else 0.
 * Does not count anything (used where only failures count, e.g. password sign-in).
 */
function blockedFor(name, key, limit, windowMs) {
  const store = $app.store()
  const storeKey = PREFIX + name + ':' + key
  if (!store.has(storeKey)) return 0
  const parts = String(store.get(storeKey)).split('|')
  const count = parseInt(parts[0], 10) || 0
  const resetAt = parseInt(parts[1], 10)
  const now = Date.now()
  if (!(resetAt > now) || count < limit) return 0
  // windowMs only bounds a corrupt entry.
  return Math.max(1, Math.ceil(Math.min(resetAt - now, windowMs) / 1000))
}

/** Takes back one counted request of `name` for `key` (e.g. a sign-in that turned out to succeed). */
function unhit(name, key) {
  const store = $app.store()
  const storeKey = PREFIX + name + ':' + key
  if (!store.has(storeKey)) return
  const parts = String(store.get(storeKey)).split('|')
  const count = parseInt(parts[0], 10) || 0
  if (count <= 1) store.remove(storeKey)
  else store.set(storeKey, count - 1 + '|' + parts[1])
}

/** The 429 answer: Retry-After header plus the Indonesian message. */
function tooMany(c, retryAfterSeconds) {
  c.response().header().set('Retry-After', String(Math.max(1, retryAfterSeconds)))
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

module.exports = { enforce, hit, unhit, blockedFor, tooMany, resolveLimit, clientAddress, stripPort, MESSAGE }
