// The bucket of the S3_* variables (docs/contract.md, Environment), read the way the server reads
// them (pocketbase/s3-connection.mjs), and an @aws-sdk/client-s3 client for it. For the
// operator's scripts (`npm run storage:migrate`), which work without the server running.
import { S3Client } from '@aws-sdk/client-s3'
import { s3Connection } from '../../pocketbase/s3-connection.mjs'

/**
 * @typedef {{endpoint: string, bucket: string, region: string, accessKey: string, secret: string,
 *   forcePathStyle: boolean}} S3Settings
 */

/**
 * The bucket from the environment, or null when S3_ENDPOINT or S3_BUCKET is unset.
 * @param {Record<string, string | undefined>} [env]
 * @returns {S3Settings | null}
 */
export function s3FromEnv(env = process.env) {
  const connection = s3Connection(env)
  const bucket = env.S3_BUCKET || ''
  if (!connection.endpoint || !bucket) return null
  return { ...connection, bucket }
}

/**
 * A client for the bucket. Checksums only where S3 requires them: the SDK's default (CRC32 on every
 * upload, aws-chunked bodies) is not understood by every S3-compatible provider.
 * @param {S3Settings} s3
 */
export function s3Client(s3) {
  // the project runs on Node 20 (package.json engines); the SDK's notice about Node 22 is not the operator's concern
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  return new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: s3.forcePathStyle,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // the scripts report each failure themselves (without a logger the SDK warns on the console)
    logger: { trace() {}, debug() {}, info() {}, warn() {}, error() {} },
  })
}
