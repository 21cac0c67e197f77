// Checks a SigV4 presigned request (query authentication) the way S3 does: algorithm, access key,
// expiry, and the signature recomputed over the method, the path, the query, the signed headers (the
// Host header) and the payload hash. For tests: s3rver 3.7.1 checks a presigned URL's expiry but not
// its V4 signature ("Signature version 4 calculation is unimplemented"), so an altered URL would
// pass; scripts/lib/http-tap.mjs puts this check in front of it. An implementation of its own
// (node:crypto), independent of the hooks' signer it checks.
import { createHash, createHmac } from 'node:crypto'

/** RFC 3986 encoding of SigV4 (unreserved kept, the rest %XX of UTF-8, uppercase). */
function uriEncode(text, keepSlash) {
  return [...Buffer.from(text, 'utf8')]
    .map((b) => {
      const c = String.fromCharCode(b)
      if (/[A-Za-z0-9\-._~]/.test(c) || (keepSlash && c === '/')) return c
      return '%' + b.toString(16).toUpperCase().padStart(2, '0')
    })
    .join('')
}

function decode(text) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** 20260102T030405Z → ms, NaN when malformed. */
function parseAmzDate(text) {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '')
  return m ? Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) : NaN
}

/**
 * Whether a request carries a presigned V4 query.
 * @param {string} url the request target (path?query), as received
 */
export function isPresignedV4(url) {
  return /[?&]X-Amz-Signature=/.test(url)
}

/**
 * The reason S3 would refuse a presigned V4 request, or null when it is valid.
 * @param {{method: string, url: string, headers: Record<string, string | string[] | undefined>}} req
 *   url: the request target (path?query) as received
 * @param {{accessKey: string, secret: string}} creds
 * @param {number} [now]
 * @returns {{code: string, message: string} | null}
 */
export function presignedProblem(req, creds, now = Date.now()) {
  const [rawPath, rawQuery = ''] = req.url.split('?')
  /** @type {Array<[string, string]>} */
  const params = rawQuery
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const i = pair.indexOf('=')
      return i < 0 ? [decode(pair), ''] : [decode(pair.slice(0, i)), decode(pair.slice(i + 1))]
    })
  const get = (name) => params.find(([k]) => k === name)?.[1]
  if (get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256')
    return {
      code: 'AuthorizationQueryParametersError',
      message: 'X-Amz-Algorithm must be AWS4-HMAC-SHA256',
    }
  const credential = (get('X-Amz-Credential') ?? '').split('/')
  const [accessKey, day, region, service, terminator] = credential
  if (credential.length !== 5 || service !== 's3' || terminator !== 'aws4_request')
    return { code: 'AuthorizationQueryParametersError', message: 'Malformed X-Amz-Credential' }
  if (accessKey !== creds.accessKey)
    return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id does not exist' }
  const stamp = get('X-Amz-Date') ?? ''
  const signedAt = parseAmzDate(stamp)
  const expires = Number(get('X-Amz-Expires'))
  if (!Number.isFinite(signedAt) || stamp.slice(0, 8) !== day)
    return { code: 'AuthorizationQueryParametersError', message: 'Malformed X-Amz-Date' }
  if (!Number.isInteger(expires) || expires < 1 || expires > 604800)
    return { code: 'AuthorizationQueryParametersError', message: 'Malformed X-Amz-Expires' }
  if (signedAt - now > 15 * 60 * 1000)
    return { code: 'AccessDenied', message: 'Request is not valid yet' }
  if (now > signedAt + expires * 1000)
    return { code: 'AccessDenied', message: 'Request has expired' }
  const signedHeaders = (get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean)
  if (!signedHeaders.includes('host'))
    return { code: 'AuthorizationQueryParametersError', message: 'host must be signed' }
  const canonicalHeaders = signedHeaders
    .map((h) => {
      const v = req.headers[h]
      return `${h}:${(Array.isArray(v) ? v.join(',') : (v ?? '')).trim().replace(/\s+/g, ' ')}\n`
    })
    .join('')
  const canonicalUri = rawPath
    .split('/')
    .map((s) => uriEncode(decode(s), false))
    .join('/')
  const canonicalQuery = params
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [uriEncode(k, false), uriEncode(v, false)])
    .sort((a, b) => (a[0] === b[0] ? (a[1] < b[1] ? -1 : 1) : a[0] < b[0] ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const payload = get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD'
  const canonicalRequest = [
    req.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payload,
  ].join('\n')
  const scope = `${day}/${region}/s3/aws4_request`
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    stamp,
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n')
  let key = Buffer.from(`AWS4${creds.secret}`)
  for (const part of [day, region, 's3', 'aws4_request'])
    key = createHmac('sha256', key).update(part).digest()
  const expected = createHmac('sha256', key).update(stringToSign).digest('hex')
  if (expected !== get('X-Amz-Signature'))
    return {
      code: 'SignatureDoesNotMatch',
      message: 'The request signature we calculated does not match the signature you provided.',
    }
  return null
}
