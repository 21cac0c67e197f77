// A transparent HTTP tap for tests: a loopback proxy that forwards every request to `target` with its
// headers unchanged (the Host header included, as a CDN or reverse proxy that forwards Host does, so
// SigV4 signatures made for the tap's host check out at an S3 server behind it), and records each
// exchange: method, path, Range, status and the body bytes it passed on. It can also end a response
// early (a proxy that cut it) and drop connections (a link that is down). With `verify` it refuses a presigned V4 request whose
// signature, key or expiry S3 would refuse (scripts/lib/sigv4-check.mjs; s3rver alone checks only the
// expiry): 403 with S3's error XML, headers (CORS included) as the server behind answers a refusal.
import http from 'node:http'
import { isPresignedV4, presignedProblem } from './sigv4-check.mjs'

/**
 * @typedef {{at: number, method: string, url: string, path: string, query: string, range: string,
 *   signed: boolean, authorized: boolean, status: number, bytes: number, cut: boolean,
 *   dropped: boolean, refused: string}} TapEntry
 *   at: when it arrived (ms); url: the request target as received; path: decoded
 *   signed: a presigned URL (X-Amz-Signature in the query); authorized: an Authorization header
 *   (PocketBase's own S3 client)
 */

function safeDecode(text) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/**
 * @param {{target: string, verify?: {accessKey: string, secret: string}}} o target: the server
 *   behind the tap (http://host:port); verify: check presigned V4 requests with these credentials
 * @returns {Promise<{url: string, port: number, entries: TapEntry[],
 *   cutNext: (match: (e: TapEntry) => boolean, afterBytes: number) => void,
 *   dropWhile: (match: (e: TapEntry) => boolean) => () => void,
 *   stop: () => Promise<void>}>}
 */
export async function startHttpTap(o) {
  const target = new URL(o.target)
  /** @type {TapEntry[]} */
  const entries = []
  /** @type {Array<{match: Function, afterBytes: number}>} */
  const cuts = []
  /** @type {Set<Function>} */
  const drops = new Set()
  const server = http.createServer((req, res) => {
    const [path, query = ''] = (req.url ?? '/').split('?')
    /** @type {TapEntry} */
    const entry = {
      at: Date.now(),
      method: req.method ?? 'GET',
      url: req.url ?? '/',
      path: safeDecode(path),
      query,
      range: String(req.headers.range ?? ''),
      signed: /(^|&)X-Amz-Signature=/.test(query),
      authorized: Boolean(req.headers.authorization),
      status: 0,
      bytes: 0,
      cut: false,
      dropped: false,
      refused: '',
    }
    entries.push(entry)
    if ([...drops].some((match) => match(entry))) {
      entry.dropped = true
      req.resume()
      return req.socket.destroy()
    }
    const problem =
      o.verify && isPresignedV4(req.url ?? '')
        ? presignedProblem(
            { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers },
            o.verify,
          )
        : null
    if (problem) return refuse(req, res, entry, problem)
    const cutAt = cuts.findIndex((c) => c.match(entry))
    const cut = cutAt >= 0 ? cuts.splice(cutAt, 1)[0] : null
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        entry.status = up.statusCode ?? 0
        const headers = { ...up.headers }
        // Cut short: the answer claims only the bytes it will carry and ends there.
        if (cut && Number(headers['content-length']) > cut.afterBytes)
          headers['content-length'] = String(cut.afterBytes)
        res.writeHead(entry.status, headers)
        up.on('data', (chunk) => {
          if (entry.cut) return
          if (cut && entry.bytes + chunk.length >= cut.afterBytes) {
            const part = chunk.subarray(0, cut.afterBytes - entry.bytes)
            entry.bytes += part.length
            entry.cut = true
            res.end(part)
            return
          }
          entry.bytes += chunk.length
          res.write(chunk)
        })
        up.on('end', () => entry.cut || res.end())
        up.on('error', () => entry.cut || res.destroy())
      },
    )
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  /**
   * 403 with S3's error body. The headers are those the server behind gives a refused presigned
   * request (the same request, expired long ago), so a browser sees the bucket's CORS headers.
   */
  function refuse(req, res, entry, problem) {
    const [path] = (req.url ?? '/').split('?')
    const expired =
      'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=refused%2F20000101%2Fus-east-1%2Fs3%2Faws4_request' +
      '&X-Amz-Date=20000101T000000Z&X-Amz-Expires=1&X-Amz-SignedHeaders=host&X-Amz-Signature=0'
    const body = Buffer.from(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${problem.code}</Code><Message>${problem.message}</Message></Error>`,
    )
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: 'GET',
        path: `${path}?${expired}`,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => k !== 'range')),
      },
      (up) => {
        up.resume()
        const headers = { ...up.headers, 'content-length': String(body.length) }
        entry.status = 403
        entry.refused = problem.code
        res.writeHead(403, headers)
        res.end(body)
      },
    )
    upstream.on('error', () => res.destroy())
    upstream.end()
    req.resume()
  }

  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)))
  const port = /** @type {import('node:net').AddressInfo} */ (server.address()).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    entries,
    /** The next response matching `match` ends (normally) after `afterBytes` body bytes. */
    cutNext(match, afterBytes) {
      cuts.push({ match, afterBytes })
    },
    /** Requests matching `match` are dropped (the connection closed, no answer) until the returned function is called. */
    dropWhile(match) {
      drops.add(match)
      return () => void drops.delete(match)
    },
    stop() {
      server.closeAllConnections()
      return new Promise((resolve) => server.close(() => resolve(undefined)))
    },
  }
}
