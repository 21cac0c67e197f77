// An S3-compatible stand-in for tests and benches: s3rver (npm) on a free loopback port with a temp
// directory, one bucket and, optionally, a CORS rule for the app's origin. Of a SigV4 request it checks
// only the access key id (an unknown one gets 403) and, for a presigned URL, X-Amz-Date + X-Amz-Expires
// (an expired one gets 403): s3rver 3.7.1 does not compute V4 signatures, so a wrong secret or an
// altered presigned URL is accepted. Unlike a real private bucket it also answers anonymous reads:
// bucket privacy is the operator's setting and cannot be tested against it.
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fixDelimiterListing } from './s3rver-listing-fix.mjs'

const require = createRequire(import.meta.url)

/** s3rver's fixed credentials. */
export const S3_STAND_IN_KEY = 'S3RVER'
export const S3_STAND_IN_SECRET = 'S3RVER'
export const S3_STAND_IN_REGION = 'us-east-1'

/**
 * The CORS rule the README asks operators to set on their bucket: the app's origin may GET and HEAD
 * with a Range header and read Content-Range, Content-Length and ETag.
 * @param {string[]} origins
 */
export function corsRuleXml(origins) {
  const allowed = origins.map((o) => `    <AllowedOrigin>${o}</AllowedOrigin>`).join('\n')
  return `<CORSConfiguration>
  <CORSRule>
${allowed}
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>Range</AllowedHeader>
    <ExposeHeader>Content-Range</ExposeHeader>
    <ExposeHeader>Content-Length</ExposeHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`
}

/**
 * Start s3rver with one bucket.
 * @param {{bucket?: string, corsOrigins?: string[], port?: number}} [o]
 * @returns {Promise<{endpoint: string, bucket: string, region: string, accessKey: string,
 *   secret: string, directory: string, env: Record<string,string>,
 *   events: {name: string, key: string}[], stop: () => Promise<void>}>}
 */
export async function startS3StandIn(o = {}) {
  const S3rver = require('s3rver')
  const bucket = o.bucket ?? 'pendamping'
  const directory = mkdtempSync(path.join(tmpdir(), 's3-stand-in-'))
  const configs = o.corsOrigins?.length ? [Buffer.from(corsRuleXml(o.corsOrigins))] : []
  const server = new S3rver({
    address: '127.0.0.1',
    port: o.port ?? 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs }],
  })
  /** @type {{name: string, key: string}[]} */
  const events = []
  server.on('event', (/** @type {any} */ e) => {
    for (const r of e?.Records ?? []) events.push({ name: r.eventName, key: r.s3?.object?.key })
  })
  // Common prefixes of deeper keys (Litestream's generations): scripts/lib/s3rver-listing-fix.mjs.
  fixDelimiterListing(server.store)
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    bucket,
    region: S3_STAND_IN_REGION,
    accessKey: S3_STAND_IN_KEY,
    secret: S3_STAND_IN_SECRET,
    directory,
    /** What was written and deleted, in order: `ObjectCreated:Put` (one request), `ObjectCreated:Post`
     * (a completed multipart upload), `ObjectCreated:Copy`, `ObjectRemoved:Delete`. */
    events,
    /** The server's S3_* variables for this bucket (docs/contract.md, Environment). */
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: S3_STAND_IN_REGION,
      S3_ACCESS_KEY: S3_STAND_IN_KEY,
      S3_SECRET: S3_STAND_IN_SECRET,
      S3_FORCE_PATH_STYLE: 'on',
    },
    async stop() {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
