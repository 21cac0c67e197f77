/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// The sign-in gate (docs/capacity.md 2.2, docs/security.md): at most SIGN_IN_CONCURRENCY password
// checks run at once; later password sign-ins wait in arrival order, at most SIGN_IN_QUEUE's number
// of them for at most its seconds, and the rest get an honest 503 (busy, Retry-After) instead of
// starving the server. Used by pb_hooks/lib/accounts/sign-in-limits.js.
//
// Why: PocketBase 0.22 runs every sign-in at once. A class of 1,000 signing in together ran 1,000
// bcrypt comparisons (~0.25 s of a core each) side by side, every other goroutine waited for the CPU,
// PocketBase cancelled its queries after --queryTimeout (30 s) and answered those students 400
// "Failed to authenticate.", the wrong-password answer, although their passwords were right.
//
// The same admission bounds one client address: its failed sign-ins (rate-limit.js counter
// `<scope>-address`) plus its checks in progress stay below RATE_LIMIT_AUTH, so parallel guesses
// from one address cannot all be checked before their failures are counted, while correct
// sign-ins (which are never failures) just wait their turn.
//
// The queue is a small SQLite table written through PocketBase's single write connection: each
// admission is one conditional statement, so the JSVM's concurrent handlers cannot overshoot a
// bound. Waiting handlers poll it (reads on the concurrent pool, a write only when a place looks
// free) and sleep in between.

const TABLE = '_sign_in_gate'
const TABLE_READY = 'signInGate:table-ready'
const AVERAGE_KEY = 'signInGate:averageMs'
/** An admitted check holds its place at most this long (a place lost by a crashed handler). */
const LEASE_MS = 60 * 1000
const POLL_MIN_MS = 25
const POLL_MAX_MS = 1000
/** A check's duration before any was measured (bcrypt cost 12 on a busy core). */
const DEFAULT_AVERAGE_MS = 500

const BUSY_MESSAGE =
  'Server sedang sibuk karena banyak yang masuk bersamaan. Coba lagi dalam beberapa saat.'

function positiveInt(raw, fallback, min) {
  const n = parseInt(String(raw || ''), 10)
  return Number.isFinite(n) && n >= min ? n : fallback
}

/**
 * SIGN_IN_CONCURRENCY (checks at once, default 4) and SIGN_IN_QUEUE "<waiting>/<seconds>"
 * (default 100/20; 0 waiting: busy at once when every place is taken).
 */
function settings() {
  const slots = positiveInt($os.getenv('SIGN_IN_CONCURRENCY'), 4, 1)
  let queue = 100
  let waitSeconds = 20
  const m = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(String($os.getenv('SIGN_IN_QUEUE') || ''))
  if (m) {
    queue = parseInt(m[1], 10)
    if (m[2] !== undefined) waitSeconds = parseInt(m[2], 10)
  }
  return { slots: slots, queue: queue, waitMs: waitSeconds * 1000 }
}

function writer() {
  const conn = $app.dao().nonconcurrentDB()
  if (!$app.store().has(TABLE_READY)) {
    createTable(conn)
    $app.store().set(TABLE_READY, true)
  }
  return conn
}

function createTable(conn) {
  conn
    .newQuery(
      'CREATE TABLE IF NOT EXISTS ' +
        TABLE +
        ' (ticket INTEGER PRIMARY KEY AUTOINCREMENT, address TEXT NOT NULL,' +
        ' running INTEGER NOT NULL, expires_at INTEGER NOT NULL)',
    )
    .execute()
}

/**
 * At server start (onAfterBootstrap): places and waits of a previous process are void. The table
 * holds only requests in progress.
 */
function reset() {
  const conn = $app.dao().nonconcurrentDB()
  createTable(conn)
  conn.newQuery('DELETE FROM ' + TABLE).execute()
  $app.store().set(TABLE_READY, true)
}

// SQL pieces; {:now} is the current time in ms. A row counts while it has not expired.
const RUNNING = '(SELECT count(*) FROM ' + TABLE + ' WHERE running = 1 AND expires_at > {:now})'
const WAITING = '(SELECT count(*) FROM ' + TABLE + ' WHERE running = 0 AND expires_at > {:now})'
const AHEAD =
  '(SELECT count(*) FROM ' +
  TABLE +
  ' WHERE running = 0 AND expires_at > {:now} AND ticket < {:ticket})'
const ADDRESS_RUNNING =
  '(SELECT count(*) FROM ' +
  TABLE +
  ' WHERE running = 1 AND expires_at > {:now} AND address = {:address})'
/** The address's failed sign-ins in their window (rate-limit.js's table, key `<scope>-address:<ip>`). */
function addressFailuresSql(rateLimitTable) {
  return (
    '(SELECT coalesce(max(count), 0) FROM ' +
    rateLimitTable +
    ' WHERE k = {:failures} AND reset_at > {:now})'
  )
}

function isNoRows(err) {
  return /no rows/i.test(String(err))
}

function rateLimit() {
  return require(`${__hooks}/lib/platform/rate-limit.js`)
}

/**
 * Takes a place in line for a password check of `address` (bounded by `addressLimit` failures plus
 * checks in progress; `failuresKey` is the rate-limit counter of its failures) and waits for it.
 * @returns {{admitted: true, ticket: number} | {admitted: false, reason: 'busy'|'blocked', retryAfterSeconds: number}}
 */
function admit(address, addressLimit, failuresKey) {
  const cfg = settings()
  const conn = writer()
  const failures = addressFailuresSql(rateLimit().ensureTable())
  // No longer a line than can be served within the wait at the recent pace: past it, an honest busy
  // answer at once beats a wait that would end in one.
  const line = Math.min(cfg.queue, Math.floor((cfg.waitMs * cfg.slots) / averageMs()))
  const params = () => ({
    now: Date.now(),
    address: address,
    failures: failuresKey,
    slots: cfg.slots,
    queue: line,
    addressLimit: addressLimit,
  })

  // Arrival: a place at once when free and nobody waits ahead, else a place in line if there is room.
  const arrived = new DynamicModel({ ticket: 0, running: 0 })
  const p = params()
  const deadline = p.now + cfg.waitMs
  try {
    conn
      .newQuery(
        'INSERT INTO ' +
          TABLE +
          ' (address, running, expires_at) SELECT {:address}, free, ' +
          'CASE WHEN free = 1 THEN {:lease} ELSE {:giveUp} END FROM (SELECT CASE WHEN ' +
          RUNNING +
          ' + ' +
          WAITING +
          ' < {:slots} AND ' +
          ADDRESS_RUNNING +
          ' + ' +
          failures +
          ' < {:addressLimit} THEN 1 ELSE 0 END AS free) WHERE free = 1 OR ' +
          WAITING +
          ' < {:queue} RETURNING ticket, running',
      )
      .bind(Object.assign(p, { lease: p.now + LEASE_MS, giveUp: deadline + 5000 }))
      .one(arrived)
  } catch (err) {
    // No row: the line is full.
    if (!isNoRows(err)) throw err
    return busy(cfg)
  }
  const ticket = arrived.ticket
  if (arrived.running === 1) return { admitted: true, ticket: ticket }

  for (;;) {
    const state = readState(ticket, params(), failures)
    if (state.failures >= addressLimit) {
      leave(ticket)
      return { admitted: false, reason: 'blocked', retryAfterSeconds: state.failuresResetSeconds }
    }
    if (
      state.running + state.ahead < cfg.slots &&
      state.addressRunning + state.failures < addressLimit &&
      tryTake(conn, ticket, params(), failures)
    ) {
      return { admitted: true, ticket: ticket }
    }
    if (Date.now() >= deadline) {
      leave(ticket)
      return busy(cfg)
    }
    sleep(pause(state, cfg))
  }
}

/** One admission attempt of a waiting ticket: true when it took a place. */
function tryTake(conn, ticket, p, failures) {
  const row = new DynamicModel({ ticket: 0 })
  try {
    conn
      .newQuery(
        'UPDATE ' +
          TABLE +
          ' SET running = 1, expires_at = {:lease} WHERE ticket = {:ticket} AND running = 0 AND ' +
          RUNNING +
          ' + ' +
          AHEAD +
          ' < {:slots} AND ' +
          ADDRESS_RUNNING +
          ' + ' +
          failures +
          ' < {:addressLimit} RETURNING ticket',
      )
      .bind(Object.assign(p, { ticket: ticket, lease: p.now + LEASE_MS }))
      .one(row)
  } catch (err) {
    if (!isNoRows(err)) throw err
    return false
  }
  return row.ticket === ticket
}

/** The line as a waiting ticket sees it (a read on the concurrent pool: no writer needed). */
function readState(ticket, p, failures) {
  const row = new DynamicModel({
    running: 0,
    ahead: 0,
    address_running: 0,
    failures: 0,
    failures_reset_at: 0,
  })
  $app
    .dao()
    .db()
    .newQuery(
      'SELECT ' +
        RUNNING +
        ' AS running, ' +
        AHEAD +
        ' AS ahead, ' +
        ADDRESS_RUNNING +
        ' AS address_running, ' +
        failures +
        ' AS failures, (SELECT coalesce(max(reset_at), 0) FROM ' +
        rateLimit().ensureTable() +
        ' WHERE k = {:failures}) AS failures_reset_at',
    )
    .bind(Object.assign(p, { ticket: ticket }))
    .one(row)
  return {
    running: row.running,
    ahead: row.ahead,
    addressRunning: row.address_running,
    failures: row.failures,
    failuresResetSeconds: Math.max(1, Math.ceil((row.failures_reset_at - p.now) / 1000)),
  }
}

/**
 * How long a waiting ticket sleeps: a fraction of the expected time until its turn ((ahead + 1)
 * checks ending, `slots` at a time), jittered, so the next in line notices a free place within
 * tens of milliseconds while the far end of the line polls about once a second.
 */
function pause(state, cfg) {
  const untilTurn = ((state.ahead + 1) * averageMs()) / cfg.slots
  const ms = untilTurn * (0.3 + Math.random() * 0.3)
  return Math.round(Math.min(POLL_MAX_MS, Math.max(POLL_MIN_MS, ms)))
}

function averageMs() {
  const v = Number($app.store().get(AVERAGE_KEY))
  return v > 0 ? v : DEFAULT_AVERAGE_MS
}

/** The busy answer's Retry-After: about until the line now waiting has been served. */
function busy(cfg) {
  let ahead = cfg.queue + cfg.slots
  try {
    const row = new DynamicModel({ n: 0 })
    $app
      .dao()
      .db()
      .newQuery('SELECT count(*) AS n FROM ' + TABLE + ' WHERE expires_at > {:now}')
      .bind({ now: Date.now() })
      .one(row)
    ahead = row.n
  } catch {
    // keep the estimate from the settings
  }
  const seconds = Math.ceil(((ahead + 1) * averageMs()) / cfg.slots / 1000)
  return { admitted: false, reason: 'busy', retryAfterSeconds: Math.min(120, Math.max(1, seconds)) }
}

/** Retry-After for a busy answer given elsewhere (a query PocketBase cancelled), in seconds. */
function retryAfterSeconds() {
  return busy(settings()).retryAfterSeconds
}

function leave(ticket) {
  writer()
    .newQuery('DELETE FROM ' + TABLE + ' WHERE ticket = {:ticket}')
    .bind({ ticket: ticket })
    .execute()
}

/**
 * Gives back an admitted ticket's place; `startedMs` (when it was admitted) feeds the average
 * duration used for waiting and Retry-After. Now and then drops expired rows.
 */
function release(ticket, startedMs) {
  const conn = writer()
  conn
    .newQuery('DELETE FROM ' + TABLE + ' WHERE ticket = {:ticket}')
    .bind({ ticket: ticket })
    .execute()
  if (Math.random() < 0.02)
    conn
      .newQuery('DELETE FROM ' + TABLE + ' WHERE expires_at <= {:now}')
      .bind({ now: Date.now() })
      .execute()
  if (startedMs > 0) {
    const took = Math.max(1, Date.now() - startedMs)
    // A lost update between concurrent handlers only makes the estimate a little older.
    $app.store().set(AVERAGE_KEY, Math.round(averageMs() * 0.8 + took * 0.2))
  }
}

module.exports = {
  BUSY_MESSAGE,
  settings,
  admit,
  release,
  retryAfterSeconds,
  reset,
}
