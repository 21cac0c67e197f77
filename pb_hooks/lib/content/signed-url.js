// SigV4 presigned GET URLs of an S3-compatible bucket (AWS S3, R2, B2, MinIO, ...): standard query
// authentication ('X-Amz-*' parameters, host the only signed header, unsigned payload), the URL the
// AWS SDK's getSignedUrl gives for a GetObject (tests/unit/content/signed-url.test.ts compares them).
// Pure CommonJS without PocketBase APIs: runs in goja (PocketBase 0.22) and in Node. goja has no Node
// crypto and $security.hs256 answers hex, which cannot chain SigV4's binary keys, so the hashing is
// @noble/hashes (audited, pure JS; a dependency in package.json), loaded from node_modules.

const ALGORITHM = 'AWS4-HMAC-SHA256'
const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD'
/** SigV4's longest validity: 7 days. */
const MAX_EXPIRES = 604800

function noble() {
  return {
    hmac: require(`${__hooks}/../node_modules/@noble/hashes/hmac.js`).hmac,
    sha256: require(`${__hooks}/../node_modules/@noble/hashes/sha256.js`).sha256,
    hex: require(`${__hooks}/../node_modules/@noble/hashes/utils.js`).bytesToHex,
  }
}

/** UTF-8 bytes of a string (goja has no TextEncoder). */
function utf8Bytes(text) {
  const out = []
  const s = String(text)
  for (let i = 0; i < s.length; i++) {
    let cp = s.charCodeAt(i)
    if (cp >= 0xd800 && cp <= 0xdbff && i + 1 < s.length) {
      const low = s.charCodeAt(i + 1)
      if (low >= 0xdc00 && low <= 0xdfff) {
        cp = 0x10000 + ((cp - 0xd800) << 10) + (low - 0xdc00)
        i++
      }
    }
    if (cp >= 0xd800 && cp <= 0xdfff) cp = 0xfffd // a lone surrogate
    if (cp < 0x80) out.push(cp)
    else if (cp < 0x800) out.push(0xc0 | (cp >> 6), 0x80 | (cp & 63))
    else if (cp < 0x10000) out.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63))
    else
      out.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      )
  }
  return new Uint8Array(out)
}

const HEX = '0123456789ABCDEF'

/** RFC 3986 encoding as SigV4 wants it: unreserved characters kept, the rest %XX of UTF-8 bytes. */
function uriEncode(text, keepSlash) {
  const bytes = utf8Bytes(text)
  let out = ''
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]
    const unreserved =
      (b >= 0x41 && b <= 0x5a) ||
      (b >= 0x61 && b <= 0x7a) ||
      (b >= 0x30 && b <= 0x39) ||
      b === 0x2d ||
      b === 0x2e ||
      b === 0x5f ||
      b === 0x7e ||
      (keepSlash && b === 0x2f)
    out += unreserved ? String.fromCharCode(b) : '%' + HEX.charAt(b >> 4) + HEX.charAt(b & 15)
  }
  return out
}

/**
 * scheme, host (with a non-default port) and path prefix of an endpoint URL; a URL without a scheme
 * is https. Null when it is not a URL.
 */
function parseOrigin(url) {
  let text = String(url || '').trim()
  if (!text) return null
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) text = 'https://' + text
  const m = /^(https?):\/\/([^/?#@]+)([^?#]*)/i.exec(text)
  if (!m) return null
  const scheme = m[1].toLowerCase()
  let host = m[2].toLowerCase()
  // A host name or address with an optional port, nothing else (the origin goes into the CSP header).
  if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host)) return null
  if ((scheme === 'https' && /:443$/.test(host)) || (scheme === 'http' && /:80$/.test(host)))
    host = host.replace(/:\d+$/, '')
  const prefix = m[3].replace(/\/+$/, '')
  return { scheme: scheme, host: host, prefix: prefix }
}

/**
 * Where a bucket's objects are fetched: `publicUrl` (a CDN or proxy in front of the bucket that
 * forwards the Host header) replaces the endpoint; path-style puts the bucket in the path,
 * virtual-hosted in the host name (not for a CDN, whose host is the bucket's own).
 * @param {{endpoint: string, bucket: string, forcePathStyle: boolean, publicUrl?: string}} o
 * @returns {{scheme: string, host: string, base: string} | null} base: the path before the key
 */
function bucketLocation(o) {
  const cdn = o.publicUrl ? parseOrigin(o.publicUrl) : null
  const at = cdn || parseOrigin(o.endpoint)
  if (!at || !/^[a-z0-9._-]+$/i.test(String(o.bucket || ''))) return null
  if (o.forcePathStyle)
    return { scheme: at.scheme, host: at.host, base: at.prefix + '/' + o.bucket }
  return { scheme: at.scheme, host: cdn ? at.host : o.bucket + '.' + at.host, base: at.prefix }
}

/** The origin (scheme://host[:port]) students fetch videos from, '' when the settings are incomplete. */
function bucketOrigin(o) {
  const at = bucketLocation(o)
  return at ? at.scheme + '://' + at.host : ''
}

function two(n) {
  return (n < 10 ? '0' : '') + n
}

/** 20260102T030405Z */
function amzDate(ms) {
  const d = new Date(ms)
  return (
    d.getUTCFullYear() +
    two(d.getUTCMonth() + 1) +
    two(d.getUTCDate()) +
    'T' +
    two(d.getUTCHours()) +
    two(d.getUTCMinutes()) +
    two(d.getUTCSeconds()) +
    'Z'
  )
}

/**
 * A presigned GET URL of one object.
 * @param {{endpoint: string, bucket: string, region: string, accessKey: string, secret: string,
 *   forcePathStyle: boolean, publicUrl?: string, key: string, expiresIn: number, now: number}} o
 *   key: the object key (`<collection id>/<record id>/<file name>`), expiresIn: seconds (1..604800),
 *   now: the signing time in ms
 * @returns {string}
 */
function presignGetUrl(o) {
  const at = bucketLocation(o)
  if (!at) throw new Error('signed-url: endpoint and bucket are required')
  const expires = Math.floor(Number(o.expiresIn))
  if (!(expires >= 1 && expires <= MAX_EXPIRES))
    throw new Error('signed-url: expiresIn must be 1..' + MAX_EXPIRES + ' seconds')
  const c = noble()
  const stamp = amzDate(o.now)
  const day = stamp.slice(0, 8)
  const region = o.region || 'us-east-1'
  const scope = day + '/' + region + '/s3/aws4_request'
  const path = at.base + '/' + uriEncode(o.key, true)
  const params = {
    'X-Amz-Algorithm': ALGORITHM,
    'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD,
    'X-Amz-Credential': o.accessKey + '/' + scope,
    'X-Amz-Date': stamp,
    'X-Amz-Expires': String(expires),
    'X-Amz-SignedHeaders': 'host',
    'x-id': 'GetObject',
  }
  const query = (extra) => {
    const all = Object.assign({}, params, extra)
    return Object.keys(all)
      .map((k) => [uriEncode(k, false), uriEncode(all[k], false)])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .map((kv) => kv[0] + '=' + kv[1])
      .join('&')
  }
  const canonicalRequest = [
    'GET',
    path,
    query({}),
    'host:' + at.host,
    '',
    'host',
    UNSIGNED_PAYLOAD,
  ].join('\n')
  const stringToSign = [ALGORITHM, stamp, scope, c.hex(c.sha256(utf8Bytes(canonicalRequest)))].join(
    '\n',
  )
  let key = utf8Bytes('AWS4' + o.secret)
  for (const part of [day, region, 's3', 'aws4_request'])
    key = c.hmac(c.sha256, key, utf8Bytes(part))
  const signature = c.hex(c.hmac(c.sha256, key, utf8Bytes(stringToSign)))
  return at.scheme + '://' + at.host + path + '?' + query({ 'X-Amz-Signature': signature })
}

module.exports = { MAX_EXPIRES, utf8Bytes, uriEncode, bucketOrigin, presignGetUrl }
