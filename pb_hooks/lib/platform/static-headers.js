// Cache headers, content types and security headers for the PWA files PocketBase serves from
// --publicDir (dist/). Registered by pb_hooks/static-headers.pb.js; pure decisions in cacheControlFor,
// contentTypeFor, inlineScripts and contentSecurityPolicy (unit-tested in tests/unit/platform/static-headers.test.ts).

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

// ---------------------------------------------------------------- security headers

/** Headers for every response except the PocketBase admin UI (/_/), which keeps its own. */
var SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  'X-Frame-Options': 'DENY',
}

/**
 * The bodies of the executable inline <script>s of an HTML page (no src, JavaScript type): the
 * prerendered landing's path guard written by scripts/prerender.mjs. JSON-LD and other data blocks
 * are not executed, so CSP does not govern them.
 */
function inlineScripts(html) {
  var out = []
  var re = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
  var m
  while ((m = re.exec(String(html || ''))) !== null) {
    var attrs = m[1]
    if (/\bsrc\s*=/i.test(attrs)) continue
    var type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)
    if (type && !/^(?:module|text\/javascript|application\/javascript)$/i.test(type[1])) continue
    out.push(m[2])
  }
  return out
}

var BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

/** Hex digest → base64 (CSP hashes are base64; PocketBase's $security.sha256 answers hex). */
function hexToBase64(hex) {
  var bytes = []
  for (var i = 0; i + 1 < hex.length; i += 2) bytes.push(parseInt(hex.substr(i, 2), 16))
  var out = ''
  for (var j = 0; j < bytes.length; j += 3) {
    var n = (bytes[j] << 16) | ((bytes[j + 1] || 0) << 8) | (bytes[j + 2] || 0)
    out += BASE64.charAt((n >> 18) & 63) + BASE64.charAt((n >> 12) & 63)
    out += j + 1 < bytes.length ? BASE64.charAt((n >> 6) & 63) : '='
    out += j + 2 < bytes.length ? BASE64.charAt(n & 63) : '='
  }
  return out
}

/**
 * The Content-Security-Policy of the app's HTML pages. Allows only what the app uses:
 * - scripts: our own files, the inline scripts of index.html by hash (`scriptHashes`: base64 sha256;
 *   null = index.html could not be read, then 'unsafe-inline' so the page still works), and YouTube's
 *   iframe API (www.youtube.com/iframe_api loads www-widgetapi from www.youtube.com or s.ytimg.com);
 * - styles: 'self' plus 'unsafe-inline', because MUI/emotion inject <style> elements at run time and
 *   the prerendered landing carries emotion's critical CSS inline (no script can run from CSS);
 * - images: ours, data:/blob: (previews, icons) and YouTube thumbnails (i.ytimg.com, img.youtube.com);
 * - frames: the YouTube players (youtube.com, youtube-nocookie.com); workers: ours (pdf.js) and blob:;
 * - connect: same origin (REST API, realtime SSE) and YouTube thumbnails; nothing may frame the app;
 * - media and connect also allow `videoOrigin`, when given: the S3 bucket (or its CDN) that uploaded
 *   lesson videos are streamed and downloaded from with VIDEO_DELIVERY=signed (lib/content/video-url.js).
 */
function contentSecurityPolicy(scriptHashes, videoOrigin) {
  var scripts = ["'self'"]
  if (scriptHashes === null || scriptHashes === undefined) scripts.push("'unsafe-inline'")
  else
    for (var i = 0; i < scriptHashes.length; i++) scripts.push("'sha256-" + scriptHashes[i] + "'")
  scripts.push('https://www.youtube.com', 'https://s.ytimg.com')
  var video = videoOrigin ? ' ' + videoOrigin : ''
  return [
    "default-src 'self'",
    'script-src ' + scripts.join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://i.ytimg.com https://img.youtube.com",
    "font-src 'self' data:",
    // Thumbnails may also be fetched (the service worker caches them; e2e/pwa.spec.ts prefetches one).
    "connect-src 'self' https://i.ytimg.com" + video,
    "media-src 'self' blob:" + video,
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com',
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

// The last index.html read and its hashes: every HTML answer needs them, and index.html changes only
// when a new build is published. Each pooled JS runtime keeps its own copy of this module.
var lastIndex = { html: null, hashes: null }

/**
 * Hashes of index.html's inline scripts (PB_PUBLIC_DIR, set by the launcher), or null if unreadable.
 * The file is read and decoded by Go (readerToString) and hashed again only when its text changed:
 * decoding its 30 KB byte by byte in JavaScript cost the server about 0.45 s of CPU per page load.
 */
function indexScriptHashes() {
  var dir = $os.getenv('PB_PUBLIC_DIR')
  if (!dir) return null
  var html
  try {
    var file = $os.dirFS(dir).open('index.html')
    try {
      html = readerToString(file)
    } finally {
      file.close()
    }
  } catch {
    return null
  }
  if (html !== lastIndex.html) {
    var hashes = inlineScripts(html).map(function (body) {
      return hexToBase64($security.sha256(body))
    })
    lastIndex = { html: html, hashes: hashes }
  }
  return lastIndex.hashes
}

function isHtml(contentType) {
  return (
    String(contentType || '')
      .toLowerCase()
      .indexOf('text/html') === 0
  )
}

/** Sets the headers on a response (static files: all; API: all but CSP and cache; not the admin UI /_/). */
function apply(c) {
  var path = c.request().url.path
  if (path.indexOf('/_/') === 0 || path === '/_') return
  var res = c.response()
  for (var name in SECURITY_HEADERS) res.header().set(name, SECURITY_HEADERS[name])
  if (path.indexOf('/api/') === 0 || path === '/api') return
  var type = contentTypeFor(path)
  // http.ServeContent keeps a Content-Type that is already set.
  if (type) res.header().set('Content-Type', type)
  res.before(function () {
    var contentType = res.header().get('Content-Type')
    var value = cacheControlFor(path, contentType)
    if (value) res.header().set('Cache-Control', value)
    if (isHtml(contentType))
      res
        .header()
        .set(
          'Content-Security-Policy',
          contentSecurityPolicy(
            indexScriptHashes(),
            require(`${__hooks}/lib/content/video-url.js`).mediaOrigin(),
          ),
        )
  })
}

module.exports = {
  IMMUTABLE: IMMUTABLE,
  NO_CACHE: NO_CACHE,
  cacheControlFor: cacheControlFor,
  contentTypeFor: contentTypeFor,
  SECURITY_HEADERS: SECURITY_HEADERS,
  inlineScripts: inlineScripts,
  hexToBase64: hexToBase64,
  contentSecurityPolicy: contentSecurityPolicy,
  apply: apply,
}
