// node:http requests over keep-alive connections, for the benches that drive many clients at once
// (capacity, video) or need the raw bytes of an answer (sync's wire size): fetch would add its own
// pooling and decompression to what is measured.
import http from 'node:http'

/** A keep-alive agent with at most `maxSockets` connections. */
export function keepAliveAgent(maxSockets) {
  return new http.Agent({ keepAlive: true, maxSockets })
}

/**
 * One request: {status, headers, bytes, body}. Bodies are read as sent (gzip stays compressed);
 * `keepBody: false` counts the bytes without keeping them (body null), for large files.
 */
export function httpRequest(
  url,
  { agent, method = 'GET', headers = {}, body, keepBody = true } = {},
) {
  return new Promise((resolve, reject) => {
    const h = { ...headers }
    if (body) h['content-length'] = Buffer.byteLength(body)
    const req = http.request(url, { agent, method, headers: h }, (res) => {
      let bytes = 0
      const chunks = []
      res.on('data', (c) => {
        bytes += c.length
        if (keepBody) chunks.push(c)
      })
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes,
          body: keepBody ? Buffer.concat(chunks) : null,
        }),
      )
      res.on('error', reject)
    })
    req.on('error', reject)
    if (body) req.end(body)
    else req.end()
  })
}
