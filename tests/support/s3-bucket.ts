// An S3-compatible bucket for the integration tests: s3rver through scripts/lib/s3-stand-in.mjs, read
// back with @aws-sdk/client-s3 (path-style) the way any S3 client sees it, never through s3rver's
// private directory layout.
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3'
// @ts-expect-error plain ESM JavaScript shared with the benches
import { startS3StandIn } from '../../scripts/lib/s3-stand-in.mjs'

export interface TestBucket {
  endpoint: string
  bucket: string
  /** The server's S3_* variables for this bucket. */
  env: Record<string, string>
  /** What s3rver was asked to do, in order (`ObjectCreated:Put`, `ObjectCreated:Post` = multipart, `ObjectRemoved:Delete`). */
  events: { name: string; key: string }[]
  client: S3Client
  /** key → size of every object whose key starts with `prefix`. */
  objects(prefix?: string): Promise<Map<string, number>>
  read(key: string): Promise<Buffer>
  head(key: string): Promise<HeadObjectCommandOutput>
  /** Resolves once no object starts with `prefix` (PocketBase deletes files after the commit, in the background); false after `ms`. */
  emptied(prefix: string, ms?: number): Promise<boolean>
  stop(): Promise<void>
}

export async function startBucket(): Promise<TestBucket> {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  const s3 = await startS3StandIn()
  const client = new S3Client({
    endpoint: s3.endpoint,
    region: s3.region,
    forcePathStyle: true,
    credentials: { accessKeyId: s3.accessKey, secretAccessKey: s3.secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const objects = async (prefix = '') => {
    const out = new Map<string, number>()
    let token: string | undefined
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix, ContinuationToken: token }),
      )
      for (const o of page.Contents ?? []) out.set(o.Key!, Number(o.Size))
      token = page.IsTruncated ? page.NextContinuationToken : undefined
    } while (token)
    return out
  }
  return {
    endpoint: s3.endpoint,
    bucket: s3.bucket,
    env: s3.env,
    events: s3.events,
    client,
    objects,
    async read(key) {
      const res = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }))
      return Buffer.from(await res.Body!.transformToByteArray())
    },
    head: (key) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })),
    async emptied(prefix, ms = 5_000) {
      const deadline = Date.now() + ms
      for (;;) {
        if ((await objects(prefix)).size === 0) return true
        if (Date.now() > deadline) return false
        await new Promise((r) => setTimeout(r, 100))
      }
    },
    async stop() {
      client.destroy()
      await s3.stop()
    },
  }
}
