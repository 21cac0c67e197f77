/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// POST /api/sync/changes (docs/sync.md "Cheap resyncs"): which pulled collections hold a record or
// a tombstone past the device's checkpoint that THIS user may read. The answer is booleans only,
// and each test mirrors the collection's list rule (docs/access-rules.md, "The rules" and
// "Tombstones") as the app's pull asks for it, so it tells nothing the list rules would not:
//   paket_pembelajaran: everyone; kelas: signed in && (is_active || SUPER);
//   paket_content, materi, soal, video_links: SUPER || ACTIVE_SUB (verified account, one of
//     users.subscription_ids rows of that package with status "active" and durasi_akhir > now);
//   subscribers, progress: the owner || SUPER; reviews: the pull asks for the user's own only;
//   tombstones (no SUPER branch): coll paket_pembelajaran, coll kelas (signed in), the owner's,
//     content of a package with ACTIVE_SUB.
// One query: EXISTS(... LIMIT 1) per collection and per its tombstones, bound parameters only,
// on the (updated, id[, paket_id]) and tombstones (coll, updated, id) indexes.

/**
 * The synced collections (lib/sync/collections.js) and how this probe reads each: by its read
 * scope, except kelas (students see active classes only) and reviews (the app pulls the user's own
 * only, superadmins included).
 */
var COLLECTIONS = {}
var SYNCED = require(`${__hooks}/lib/sync/collections.js`).SYNCED
for (var synced in SYNCED) {
  COLLECTIONS[synced] =
    synced === 'kelas' ? 'kelas' : synced === 'reviews' ? 'own-pull' : SYNCED[synced]
}

var MAX_FIELD = 64
var TIME_RE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,9})?Z$/
var ID_RE = /^[A-Za-z0-9_]{1,64}$/

function invalid(message) {
  throw new BadRequestError(message, null)
}

/** A cursor {u, id} (both empty = from the start) or an Indonesian 400. */
function cursor(name, u, id) {
  u = u === undefined || u === null ? '' : u
  id = id === undefined || id === null ? '' : id
  if (
    typeof u !== 'string' ||
    typeof id !== 'string' ||
    u.length > MAX_FIELD ||
    id.length > MAX_FIELD
  ) {
    invalid('Checkpoint ' + name + ' tidak valid.')
  }
  if ((u && !TIME_RE.test(u)) || (id && !ID_RE.test(id)) || (!u && id)) {
    invalid('Checkpoint ' + name + ' tidak valid.')
  }
  return { u: u, id: id }
}

/** {name: {records: {u, id}, tombs: {u, id}}} from the body, or an Indonesian 400. */
function parseCheckpoints(data) {
  if (!data || typeof data !== 'object' || Array.isArray(data))
    invalid('Data probe sinkronisasi tidak valid.')
  var raw = data.checkpoints
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    invalid('Data probe sinkronisasi tidak valid: checkpoints harus berupa objek.')
  }
  var out = {}
  var count = 0
  for (var name in raw) {
    if (!Object.prototype.hasOwnProperty.call(COLLECTIONS, name)) {
      invalid("Koleksi '" + String(name).slice(0, 40) + "' tidak disinkronkan.")
    }
    var cp = raw[name]
    if (cp === null || cp === undefined) cp = {}
    if (typeof cp !== 'object' || Array.isArray(cp)) invalid('Checkpoint ' + name + ' tidak valid.')
    out[name] = { records: cursor(name, cp.u, cp.id), tombs: cursor(name, cp.tu, cp.tid) }
    count++
  }
  if (!count) invalid('Data probe sinkronisasi tidak valid: checkpoints kosong.')
  return out
}

/** Package ids the user reads content of: ACTIVE_SUB over users.subscription_ids. */
function activePackages(dao, user, now) {
  if (!user.verified()) return []
  var ids = user.get('subscription_ids')
  var list = []
  try {
    list = JSON.parse(JSON.stringify(ids)) || []
  } catch {
    list = []
  }
  if (typeof list === 'string') list = list ? [list] : []
  if (!Array.isArray(list) || !list.length) return []
  var seen = {}
  var out = []
  var rows = dao.findRecordsByIds('subscribers', list)
  for (var i = 0; i < rows.length; i++) {
    var r = rows[i]
    if (r.getString('status') !== 'active') continue
    if (!(r.getString('durasi_akhir') > now)) continue
    var p = r.getString('paket_id')
    if (p && !seen[p]) {
      seen[p] = true
      out.push(p)
    }
  }
  return out
}

/** `(updated > {:uK} OR (updated = {:uK} AND id > {:iK}))` or '1' without a cursor. */
function after(params, key, cur) {
  if (!cur.u) return '1'
  params['u' + key] = cur.u
  params['i' + key] = cur.id
  return (
    '([[updated]] > {:u' +
    key +
    '} OR ([[updated]] = {:u' +
    key +
    '} AND [[id]] > {:i' +
    key +
    '}))'
  )
}

function inList(params, prefix, values) {
  if (!values.length) return null
  var names = []
  for (var i = 0; i < values.length; i++) {
    params[prefix + i] = values[i]
    names.push('{:' + prefix + i + '}')
  }
  return names.join(', ')
}

/** The WHERE of a collection's readable records past the cursor, or null when none can be. */
function recordsWhere(name, key, cur, ctx, params) {
  var scope = COLLECTIONS[name]
  var past = after(params, key, cur)
  if (scope === 'public') return past
  if (scope === 'kelas') return ctx.superadmin ? past : '[[is_active]] = 1 AND ' + past
  if (scope === 'paket') {
    if (ctx.superadmin) return past
    if (!ctx.paketIn) return null
    return '[[paket_id]] IN (' + ctx.paketIn + ') AND ' + past
  }
  if (scope === 'owner' && ctx.superadmin) return past
  return '[[user_id]] = {:me} AND ' + past
}

/** The WHERE of a collection's readable tombstones past the cursor (the tombstones rule). */
function tombsWhere(name, key, cur, ctx, params) {
  params['c' + key] = name
  var visible = ['[[user_id]] = {:me}']
  if (name === 'paket_pembelajaran' || name === 'kelas') visible.push('1')
  if (ctx.paketIn) visible.push("([[user_id]] = '' AND [[paket_id]] IN (" + ctx.paketIn + '))')
  return (
    '[[coll]] = {:c' + key + '} AND (' + visible.join(' OR ') + ') AND ' + after(params, key, cur)
  )
}

/**
 * The collections of `checkpoints` with a readable change past the checkpoint, in the order of
 * COLLECTIONS. `user` is the signed-in users record.
 */
function changedCollections(dao, user, checkpoints) {
  var now = new DateTime().string()
  var superadmin = user.getString('role') === 'superadmin'
  var params = { me: user.id }
  var packages = activePackages(dao, user, now)
  var ctx = { superadmin: superadmin, paketIn: inList(params, 'p', packages) }
  var columns = []
  var names = []
  var n = 0
  for (var name in COLLECTIONS) {
    var cp = checkpoints[name]
    if (!cp) continue
    var key = String(n++)
    var rw = recordsWhere(name, 'r' + key, cp.records, ctx, params)
    var rec = rw ? 'EXISTS(SELECT 1 FROM [[' + name + ']] WHERE ' + rw + ' LIMIT 1)' : '0'
    var tomb =
      'EXISTS(SELECT 1 FROM [[tombstones]] WHERE ' +
      tombsWhere(name, 't' + key, cp.tombs, ctx, params) +
      ' LIMIT 1)'
    columns.push('(' + rec + ' OR ' + tomb + ') AS [[x' + key + ']]')
    names.push(name)
  }
  var row = {}
  for (var i = 0; i < names.length; i++) row['x' + i] = 0
  var result = new DynamicModel(row)
  dao
    .db()
    .newQuery('SELECT ' + columns.join(', '))
    .bind(params)
    .one(result)
  var changed = []
  for (var j = 0; j < names.length; j++) {
    if (Number(result['x' + j])) changed.push(names[j])
  }
  return changed
}

function handleChanges(c) {
  var info = $apis.requestInfo(c)
  var user = info.authRecord
  var checkpoints = parseCheckpoints(info.data)
  var changed = changedCollections($app.dao(), user, checkpoints)
  return c.json(200, { changed: changed })
}

module.exports = {
  COLLECTIONS,
  parseCheckpoints,
  changedCollections,
  handleChanges,
  activePackages,
}
