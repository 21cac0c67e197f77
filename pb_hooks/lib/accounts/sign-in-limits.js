/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Sign-in hardening (docs/security.md): rate limits on password sign-in (users and the PocketBase
// admin), password reset requests and verification requests. Counters and the 429 answer come from
// pb_hooks/lib/platform/rate-limit.js; hooks are registered in pb_hooks/accounts.pb.js.
//
// Password sign-in counts only FAILED attempts, twice: per client address (one address cannot spray
// many accounts) and per identity (one account cannot be brute-forced from many addresses). A correct
// password is never counted, so other people's failures block an account for at most one window.
// While a counter is full every attempt is refused with 429 before the password is checked, so the
// answer reveals nothing about the password. Unknown e-mails and wrong passwords fail alike (400
// "Failed to authenticate.", PocketBase's own answer).

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

/** Request-context key: the counters a password sign-in was counted under (taken back on success). */
const COUNTED = 'signInLimits.counted'

/**
 * Before a password sign-in (users: scope 'auth', the PocketBase admin: 'admin-auth'): refuses with
 * 429 while the address or the identity is blocked, else counts the attempt. PocketBase checks the
 * password after this hook (bcrypt, once); a successful sign-in takes its count back
 * (afterPasswordSignIn), so in effect only failures count.
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
  rl.hit(scope + '-address', address, byAddress.limit, byAddress.windowMs)
  if (who) rl.hit(scope + '-identity', who, byIdentity.limit, byIdentity.windowMs)
  c.set(COUNTED, JSON.stringify({ scope: scope, address: address, who: who }))
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
  const raw = c.get(COUNTED)
  if (!raw) return
  c.set(COUNTED, '')
  const counted = JSON.parse(String(raw))
  const rl = rateLimit()
  rl.unhit(counted.scope + '-address', counted.address)
  if (counted.who) rl.unhit(counted.scope + '-identity', counted.who)
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
  limitRequest,
}
