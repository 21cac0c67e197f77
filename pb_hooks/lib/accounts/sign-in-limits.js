/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Sign-in hardening (docs/security.md): rate limits on password sign-in (users and the PocketBase
// admin), password reset and verification requests; the sign-in gate (sign-in-gate.js) that runs a
// few password checks at a time. Counters and the 429 answer come from
// pb_hooks/lib/platform/rate-limit.js; hooks are registered in pb_hooks/accounts.pb.js.
//
// Password sign-in, per client address: FAILED sign-ins count, and the gate admits a check only while
// the address's failures plus its checks in progress stay below RATE_LIMIT_AUTH. So guesses sent in
// parallel from one address are bounded like guesses sent one by one, while correct sign-ins from one
// address (a campus behind one NAT address) are never refused: they wait their turn in the gate.
// Per identity (an account, from any address): every attempt counts before its check and a
// successful one is taken back, so one account cannot be guessed at in parallel either.
// While a counter is full every attempt is refused with 429 before the password is checked, so the
// answer reveals nothing about the password. Unknown e-mails and wrong passwords fail alike (400
// "Failed to authenticate.", PocketBase's own answer). A busy server answers 503 (sign-in-gate.js),
// never the wrong-password answer.

/** Defaults; each can be overridden with "<limit>/<seconds>" in the named env variable. */
const LIMITS = {
  authAddress: { envName: 'RATE_LIMIT_AUTH', limit: 20, windowSeconds: 300 },
  authIdentity: { envName: 'RATE_LIMIT_AUTH_IDENTITY', limit: 10, windowSeconds: 300 },
  passwordReset: { envName: 'RATE_LIMIT_PASSWORD_RESET', limit: 5, windowSeconds: 600 },
  verification: { envName: 'RATE_LIMIT_VERIFICATION', limit: 5, windowSeconds: 600 },
  // Sign-up answers whether an e-mail is authorised (as /api/lms/email-authorized does): limited too.
  signup: { envName: 'RATE_LIMIT_SIGNUP', limit: 30, windowSeconds: 600 },
}

/** POST routes limited per client address before PocketBase handles them (path → limit). */
const REQUEST_ROUTES = [
  {
    re: /^\/api\/collections\/(?:users|_pb_users_auth_)\/request-password-reset\/?$/,
    name: 'password-reset',
    limit: LIMITS.passwordReset,
  },
  {
    re: /^\/api\/collections\/(?:users|_pb_users_auth_)\/request-verification\/?$/,
    name: 'verification',
    limit: LIMITS.verification,
  },
  {
    re: /^\/api\/admins\/request-password-reset\/?$/,
    name: 'admin-password-reset',
    limit: LIMITS.passwordReset,
  },
  {
    re: /^\/api\/collections\/(?:users|_pb_users_auth_)\/records\/?$/,
    name: 'signup',
    limit: LIMITS.signup,
    exemptSuperadmin: true,
  },
]

function rateLimit() {
  return require(`${__hooks}/lib/platform/rate-limit.js`)
}

function normalizeIdentity(value) {
  return value === undefined || value === null ? '' : String(value).trim().toLowerCase()
}

function gate() {
  return require(`${__hooks}/lib/accounts/sign-in-gate.js`)
}

/** Request-context key: the admitted check ({scope, address, who, ticket, startedMs}) until it ends. */
const HELD = 'signInLimits.held'

/** The 503 answer of a busy server: Retry-After header plus the Indonesian message. */
function busy(c, retryAfterSeconds) {
  c.response()
    .header()
    .set('Retry-After', String(Math.max(1, retryAfterSeconds)))
  return new ApiError(503, gate().BUSY_MESSAGE)
}

/**
 * Before a password sign-in (users: scope 'auth', the PocketBase admin: 'admin-auth'): refuses with
 * 429 while the address (its failures) or the identity (its attempts) is blocked; then waits for a
 * place in the sign-in gate (503 when the server stays busy); then counts the attempt for the
 * identity. PocketBase checks the password after this hook (bcrypt, once); the check's end
 * (afterPasswordSignIn, or onSignInError for a failure) gives the place back.
 */
function beforePasswordSignIn(c, scope, identity) {
  const rl = rateLimit()
  const address = rl.clientAddress(c)
  const who = normalizeIdentity(identity)
  const byAddress = rl.resolveLimit(LIMITS.authAddress)
  const byIdentity = rl.resolveLimit(LIMITS.authIdentity)
  const wait = Math.max(
    rl.blockedFor(scope + '-address', address, byAddress.limit, byAddress.windowMs),
    who ? rl.blockedFor(scope + '-identity', who, byIdentity.limit, byIdentity.windowMs) : 0,
  )
  if (wait > 0) throw rl.tooMany(c, wait)
  const place = gate().admit(address, byAddress.limit, scope + '-address:' + address)
  if (!place.admitted) {
    if (place.reason === 'blocked') throw rl.tooMany(c, place.retryAfterSeconds)
    throw busy(c, place.retryAfterSeconds)
  }
  const startedMs = Date.now()
  if (who) {
    // The hit's own count (atomic): of parallel attempts on one account only the limit's number pass.
    const counted = rl.hit(scope + '-identity', who, byIdentity.limit, byIdentity.windowMs)
    if (!counted.allowed) {
      rl.unhit(scope + '-identity', who)
      gate().release(place.ticket, 0)
      throw rl.tooMany(c, counted.retryAfterSeconds)
    }
  }
  c.set(
    HELD,
    JSON.stringify({
      scope: scope,
      address: address,
      who: who,
      ticket: place.ticket,
      startedMs: startedMs,
    }),
  )
}

/** The admitted check of this request, once (null when none or already ended). */
function takeHeld(c) {
  const raw = c.get(HELD)
  if (!raw) return null
  c.set(HELD, '')
  return JSON.parse(String(raw))
}

const DUMMY_HASH = 'signInLimits.dummyHash'

/**
 * An unknown e-mail costs the same bcrypt comparison as a known one, so the answer's timing does not
 * tell whether an account exists (PocketBase 0.22 answers an unknown identity without hashing).
 */
function equalizeUnknownIdentity(password) {
  try {
    const store = $app.store()
    let hash = store.has(DUMMY_HASH) ? String(store.get(DUMMY_HASH)) : ''
    if (!hash) {
      const sample = new Record($app.dao().findCollectionByNameOrId('users'))
      sample.setPassword($security.randomString(32))
      hash = sample.getString('passwordHash')
      store.set(DUMMY_HASH, hash)
    }
    const dummy = new Admin()
    dummy.passwordHash = hash
    dummy.validatePassword(String(password || ''))
  } catch (err) {
    console.log('[sign-in-limits] timing equalisation failed: ' + err)
  }
}

/** onRecordBeforeAuthWithPasswordRequest(users): limits, then equal timing for unknown e-mails. */
function beforeUserPasswordSignIn(e) {
  beforePasswordSignIn(e.httpContext, 'auth', e.identity)
  if (!e.record) equalizeUnknownIdentity(e.password)
}

/** After a successful password sign-in: the attempt does not count against anyone. */
function afterPasswordSignIn(c) {
  const held = takeHeld(c)
  if (!held) return
  if (held.who) rateLimit().unhit(held.scope + '-identity', held.who)
  gate().release(held.ticket, held.startedMs)
}

const PASSWORD_SIGN_IN_PATH =
  /^\/api\/(?:collections\/(?:users|_pb_users_auth_)|admins)\/auth-with-password\/?$/
/** A query PocketBase cancelled after --queryTimeout (the CPU was busy), not a wrong password. */
const STARVED = /deadline exceeded|interrupted/i
/** PocketBase's reason for a wrong password or an unknown identity (forms/*_login.go). */
const WRONG_CREDENTIALS = /invalid login credentials/i

/** The error PocketBase wrapped in its answer (ApiError.rawData()), as text. */
function rawErrorText(err) {
  try {
    const raw = err.rawData()
    if (raw === undefined || raw === null) return ''
    if (typeof raw === 'string') return raw
    if (typeof raw.error === 'function') return String(raw.error())
    return String(raw)
  } catch {
    return ''
  }
}

/**
 * onBeforeApiError, before the Indonesian messages: ends a password sign-in that failed. A wrong
 * password or unknown identity counts as the address's failure (the identity's attempt stays
 * counted); anything else takes the identity's attempt back. A query cancelled by PocketBase's
 * --queryTimeout (the server was busy, whether before or after the check) becomes 503 with the
 * busy message instead of PocketBase's 400 "Failed to authenticate.", which reads as a wrong password.
 */
function onSignInError(e) {
  const err = e.error
  const c = e.httpContext
  if (!err || !PASSWORD_SIGN_IN_PATH.test(String(c.request().url.path || ''))) return
  const raw = rawErrorText(err)
  const starved = STARVED.test(raw)
  const held = takeHeld(c)
  if (held) {
    const rl = rateLimit()
    if (!starved && err.code === 400 && WRONG_CREDENTIALS.test(raw)) {
      const byAddress = rl.resolveLimit(LIMITS.authAddress)
      rl.hit(held.scope + '-address', held.address, byAddress.limit, byAddress.windowMs)
    } else if (held.who) {
      rl.unhit(held.scope + '-identity', held.who)
    }
    gate().release(held.ticket, held.startedMs)
  }
  if (starved) {
    console.log('[sign-in-limits] busy: a sign-in query timed out (' + raw + ')')
    const answer = busy(c, gate().retryAfterSeconds())
    err.code = answer.code
    err.message = answer.message
    err.data = {}
  }
}

/**
 * Router middleware: password reset and verification requests and sign-ups per client address. PocketBase
 * answers them 204 whether or not the e-mail has an account (and sends in the background), so the
 * limit must act before its handler.
 */
function limitRequest(c) {
  const req = c.request()
  if (req.method !== 'POST') return
  const path = String(req.url.path || '')
  if (path.indexOf('/api/') !== 0) return
  for (let i = 0; i < REQUEST_ROUTES.length; i++) {
    const route = REQUEST_ROUTES[i]
    if (route.re.test(path)) {
      if (route.exemptSuperadmin && require(`${__hooks}/lib/shared/superadmin.js`).isSuperadmin(c))
        return
      rateLimit().enforce(c, route.name, route.limit)
      return
    }
  }
}

module.exports = {
  LIMITS,
  beforePasswordSignIn,
  beforeUserPasswordSignIn,
  afterPasswordSignIn,
  onSignInError,
  limitRequest,
}
