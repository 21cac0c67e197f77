// Cache headers and content types for the PWA files PocketBase serves from --publicDir (dist/).
// Registered by pb_hooks/static-headers.pb.js; pure decisions in cacheControlFor / contentTypeFor.

var IMMUTABLE = 'public, max-age=31536000, immutable'
var NO_CACHE = 'no-cache'
// Files whose name does not change between versions: always revalidated.
var REVALIDATED = ['/', '/index.html', '/sw.js', '/manifest.webmanifest']

/**
 * The Cache-Control header for a static response, or '' to leave it unset.
 * `contentType` is the response's own: the SPA fallback answers a missing /assets file with
 * index.html (text/html), which must never be cached as if it were the hashed file.
 */
function cacheControlFor(path, contentType) {
  var html =
    String(contentType || '')
      .toLowerCase()
      .indexOf('text/html') === 0
  if (path.indexOf('/assets/') === 0 && !html) return IMMUTABLE
  if (REVALIDATED.indexOf(path) >= 0 || html) return NO_CACHE
  return ''
}

/** A content type Go's mime table lacks (it would answer text/plain), or ''. */
function contentTypeFor(path) {
  if (/\.webmanifest$/.test(path)) return 'application/manifest+json'
  return ''
}

/** Sets both on the response of a static file request (not /api/ or the admin UI /_/). */
function apply(c) {
  var path = c.request().url.path
  if (path.indexOf('/api/') === 0 || path === '/api' || path.indexOf('/_/') === 0 || path === '/_')
    return
  var res = c.response()
  var type = contentTypeFor(path)
  // http.ServeContent keeps a Content-Type that is already set.
  if (type) res.header().set('Content-Type', type)
  res.before(function () {
    var value = cacheControlFor(path, res.header().get('Content-Type'))
    if (value) res.header().set('Cache-Control', value)
  })
}

module.exports = {
  IMMUTABLE: IMMUTABLE,
  NO_CACHE: NO_CACHE,
  cacheControlFor: cacheControlFor,
  contentTypeFor: contentTypeFor,
  apply: apply,
}
