/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Student lists of the package-scoped content at scale (ten times the benchmark's data;
// docs/access-rules.md "At scale"): the content rule (SUPER || ACTIVE_SUB) reaches the requester's
// subscriptions through LEFT JOINs after the content table, so SQLite walks (updated, id) and
// checks every row (a page of 500 questions of one package out of twenty looked at ~10,000 rows).
// For a signed-in, verified, non-superadmin user, a list of paket_content, materi, soal or
// video_links gets
//   (<client filter>) && (paket_id = "<p1>" || paket_id = "<p2>" ...)
// with the packages of the user's active subscriptions (the rule's own ACTIVE_SUB, computed once per
// request as POST /api/sync/changes does), which the (paket_id, updated, id) index serves. The rule
// still runs on every row: the condition only repeats what it says, so the rows are the same
// (tests/integration/access/content-rules.test.ts, tests/integration/sync/probe.test.ts).

var SCOPED = {}
require(`${__hooks}/lib/sync/collections.js`).PACKAGE_COLLECTIONS.forEach(function (name) {
  SCOPED[name] = true
})
var LIST_PATH = /^\/api\/collections\/([^/]+)\/records\/?$/
var ID_RE = /^[A-Za-z0-9_]+$/

function collectionName(nameOrId) {
  if (SCOPED[nameOrId]) return nameOrId
  try {
    return $app.dao().findCollectionByNameOrId(nameOrId).name
  } catch {
    return ''
  }
}

/** The filter to use instead of the client's, or null to leave the request alone. */
function narrowedFilter(c) {
  var req = c.request()
  if (req.method !== 'GET') return null
  var m = LIST_PATH.exec(req.url.path)
  if (!m || !SCOPED[collectionName(m[1])]) return null
  if (c.get('admin')) return null
  var user = require(`${__hooks}/lib/shared/signed-in.js`).signedInUser(c).user
  if (!user) return null
  if (user.getString('role') === 'superadmin' || !user.verified()) return null
  var packages = require(`${__hooks}/lib/sync/changes.js`).activePackages(
    $app.dao(),
    user,
    new DateTime().string(),
  )
  var terms = []
  for (var i = 0; i < packages.length; i++) {
    if (ID_RE.test(packages[i])) terms.push('paket_id = "' + packages[i] + '"')
  }
  // no active package: the rule reads nothing; content always has a paket_id
  var scope = terms.length ? '(' + terms.join(' || ') + ')' : 'paket_id = ""'
  var current = c.queryParam('filter')
  return current ? '(' + current + ') && ' + scope : scope
}

/** Rewrites the request's filter (the parsed query values and the raw URL). */
function narrow(c) {
  var filter = narrowedFilter(c)
  if (filter === null) return
  var params = c.queryParams()
  params.set('filter', filter)
  var url = c.request().url
  url.rawQuery = params.encode()
}

module.exports = { narrow, narrowedFilter }
