// pb_hooks/lib/content/signed-url.js (the hooks' SigV4 presigner, @noble/hashes in goja) against the
// AWS SDK's own presigner for the same inputs: the same URL, character for character.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import { describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM JavaScript shared with the integration tests and e2e specs
import { presignedProblem } from '../../../scripts/lib/sigv4-check.mjs'
import { loadHookLib } from '../../support/hook-loader'

interface SignInput {
  endpoint: string
  bucket: string
  region: string
  accessKey: string
  secret: string
  forcePathStyle: boolean
  publicUrl?: string
  key: string
  expiresIn: number
  now: number
}

const lib = loadHookLib<{
  MAX_EXPIRES: number
  uriEncode: (text: string, keepSlash: boolean) => string
  bucketOrigin: (o: Omit<SignInput, 'key' | 'expiresIn' | 'now'>) => string
  presignGetUrl: (o: SignInput) => string
}>('content/signed-url.js')

const NOW = Date.UTC(2026, 10, 27, 23, 59, 58, 731)

/** The SDK's URL for the same object (no checksum parameters: our URL asks for none either). */
function sdkUrl(o: SignInput): Promise<string> {
  // Behind a CDN whose host is the bucket's own (virtual-hosted), the key sits at the CDN's root: the
  // SDK's bucketEndpoint mode, where the "bucket" is that URL.
  const cdnIsBucket = Boolean(o.publicUrl) && !o.forcePathStyle
  const client = new S3Client({
    region: o.region,
    endpoint: cdnIsBucket ? undefined : (o.publicUrl ?? o.endpoint),
    forcePathStyle: o.forcePathStyle,
    bucketEndpoint: cdnIsBucket,
    credentials: { accessKeyId: o.accessKey, secretAccessKey: o.secret },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = cdnIsBucket ? o.publicUrl! : o.bucket
  return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: o.key }), {
    expiresIn: o.expiresIn,
    signingDate: new Date(o.now),
  })
}

const BASE: SignInput = {
  endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
  bucket: 'pendamping-video',
  region: 'ap-southeast-1',
  accessKey: 'AKIAIOSFODNN7EXAMPLE',
  secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  forcePathStyle: false,
  key: 'pbc_2984470193/r8xk2m1q0w7c3ab/pelajaran_8d7f6e5c4b.mp4',
  expiresIn: 300,
  now: NOW,
}

const KEYS = [
  BASE.key,
  'pbc_1/rec/materi bab 1 (revisi).mp4',
  'pbc_1/rec/pengantar_ké_ñ_データ_🎓.mp4',
  "pbc_1/rec/a+b=c&d;e,f!g'h*i~j@k$l.mp4",
]

describe('presigned GET URLs equal the AWS SDK presigner', () => {
  it('virtual-hosted (AWS S3), keys with spaces, unicode and reserved characters', async () => {
    for (const key of KEYS) {
      const o = { ...BASE, key }
      expect(lib.presignGetUrl(o), key).toBe(await sdkUrl(o))
    }
  })

  it('path-style with a port (MinIO, s3rver) and with a default port dropped', async () => {
    for (const key of KEYS) {
      const o = {
        ...BASE,
        endpoint: 'http://127.0.0.1:9000',
        region: 'us-east-1',
        forcePathStyle: true,
        key,
      }
      expect(lib.presignGetUrl(o), key).toBe(await sdkUrl(o))
    }
    const https443 = { ...BASE, endpoint: 'https://minio.example.id:443', forcePathStyle: true }
    const url = lib.presignGetUrl(https443)
    expect(url.startsWith('https://minio.example.id/pendamping-video/')).toBe(true)
    expect(url).toBe(await sdkUrl({ ...https443, endpoint: 'https://minio.example.id' }))
  })

  it("R2's account endpoint with region auto, and B2", async () => {
    for (const forcePathStyle of [true, false]) {
      const r2 = {
        ...BASE,
        endpoint: 'https://0123456789abcdef.r2.cloudflarestorage.com',
        region: 'auto',
        forcePathStyle,
      }
      expect(lib.presignGetUrl(r2)).toBe(await sdkUrl(r2))
      const b2 = {
        ...BASE,
        endpoint: 'https://s3.us-west-004.backblazeb2.com',
        region: 'us-west-004',
        forcePathStyle,
      }
      expect(lib.presignGetUrl(b2)).toBe(await sdkUrl(b2))
    }
  })

  it('other lifetimes, the longest (7 days) included, and other signing times', async () => {
    for (const [expiresIn, now] of [
      [1, NOW],
      [3600, Date.UTC(2027, 0, 1, 0, 0, 0)],
      [lib.MAX_EXPIRES, Date.UTC(2026, 1, 28, 12, 30, 5)],
    ] as const) {
      const o = { ...BASE, expiresIn, now }
      expect(lib.presignGetUrl(o)).toBe(await sdkUrl(o))
    }
  })

  it('behind a CDN (VIDEO_CDN_URL): signed for the CDN host, the bucket in the path only path-style', async () => {
    const cdn = { ...BASE, publicUrl: 'https://video.pendampingskripsi.id' }
    const virtual = lib.presignGetUrl(cdn)
    expect(virtual.startsWith(`https://video.pendampingskripsi.id/${BASE.key}?`)).toBe(true)
    expect(virtual).toBe(await sdkUrl(cdn))
    const pathStyle = { ...cdn, forcePathStyle: true }
    const url = lib.presignGetUrl(pathStyle)
    expect(url.startsWith(`https://video.pendampingskripsi.id/pendamping-video/${BASE.key}?`)).toBe(
      true,
    )
    expect(url).toBe(await sdkUrl(pathStyle))
  })

  it('a different secret, key, time or lifetime changes the signature', () => {
    const sig = (o: SignInput) => new URL(lib.presignGetUrl(o)).searchParams.get('X-Amz-Signature')
    const base = sig(BASE)
    expect(base).toMatch(/^[0-9a-f]{64}$/)
    expect(sig({ ...BASE, secret: BASE.secret + 'x' })).not.toBe(base)
    expect(sig({ ...BASE, key: BASE.key + 'x' })).not.toBe(base)
    expect(sig({ ...BASE, now: NOW + 1000 })).not.toBe(base)
    expect(sig({ ...BASE, expiresIn: 301 })).not.toBe(base)
    expect(sig({ ...BASE })).toBe(base)
  })

  it('refuses a lifetime outside 1 s..7 days and missing settings', () => {
    expect(() => lib.presignGetUrl({ ...BASE, expiresIn: 0 })).toThrow(/expiresIn/)
    expect(() => lib.presignGetUrl({ ...BASE, expiresIn: lib.MAX_EXPIRES + 1 })).toThrow(
      /expiresIn/,
    )
    expect(() => lib.presignGetUrl({ ...BASE, endpoint: '' })).toThrow(/endpoint/)
    expect(() => lib.presignGetUrl({ ...BASE, bucket: '' })).toThrow(/bucket/)
  })
})

describe('the origin students fetch from (the CSP allows it)', () => {
  it('is the bucket host, the endpoint for path-style, or the CDN', () => {
    expect(lib.bucketOrigin(BASE)).toBe('https://pendamping-video.s3.ap-southeast-1.amazonaws.com')
    expect(
      lib.bucketOrigin({ ...BASE, endpoint: 'http://127.0.0.1:9000/', forcePathStyle: true }),
    ).toBe('http://127.0.0.1:9000')
    expect(lib.bucketOrigin({ ...BASE, publicUrl: 'https://cdn.example.id/video/' })).toBe(
      'https://cdn.example.id',
    )
    expect(lib.bucketOrigin({ ...BASE, endpoint: 's3.example.id' })).toBe(
      'https://pendamping-video.s3.example.id',
    )
    expect(lib.bucketOrigin({ ...BASE, endpoint: '' })).toBe('')
    // nothing but a host and a port reaches the header
    expect(
      lib.bucketOrigin({ ...BASE, endpoint: "https://s3.example.id; script-src 'unsafe-eval'" }),
    ).toBe('')
    expect(lib.bucketOrigin({ ...BASE, bucket: 'a b;c' })).toBe('')
    expect(
      lib.bucketOrigin({ ...BASE, endpoint: 'https://[::1]:9000', forcePathStyle: true }),
    ).toBe('https://[::1]:9000')
  })

  it('encodes as SigV4 wants: unreserved kept, the rest as uppercase UTF-8 %XX', () => {
    expect(lib.uriEncode('a b/é(1)~_.-', true)).toBe('a%20b/%C3%A9%281%29~_.-')
    expect(lib.uriEncode('a/b', false)).toBe('a%2Fb')
    expect(lib.uriEncode('🎓', false)).toBe('%F0%9F%8E%93')
  })
})

describe('the tests’ signature check (scripts/lib/sigv4-check.mjs, in front of s3rver)', () => {
  const check = presignedProblem as (
    req: { method: string; url: string; headers: Record<string, string> },
    creds: { accessKey: string; secret: string },
    now: number,
  ) => { code: string } | null
  const creds = { accessKey: BASE.accessKey, secret: BASE.secret }
  const asReceived = (url: string) => {
    const u = new URL(url)
    return { method: 'GET', url: u.pathname + u.search, headers: { host: u.host } }
  }

  it('accepts the SDK’s URLs and refuses them altered, for another host, or expired', async () => {
    for (const key of KEYS) {
      const url = await sdkUrl({
        ...BASE,
        endpoint: 'http://127.0.0.1:9000',
        forcePathStyle: true,
        key,
      })
      expect(check(asReceived(url), creds, NOW + 1000), key).toBeNull()
      const req = asReceived(url)
      expect(check({ ...req, method: 'HEAD' }, creds, NOW)?.code).toBe('SignatureDoesNotMatch')
      expect(check({ ...req, headers: { host: '127.0.0.1:9001' } }, creds, NOW)?.code).toBe(
        'SignatureDoesNotMatch',
      )
      expect(check({ ...req, url: req.url.replace('.mp4?', '.mp5?') }, creds, NOW)?.code).toBe(
        'SignatureDoesNotMatch',
      )
      expect(
        check(
          { ...req, url: req.url.replace('X-Amz-Expires=300', 'X-Amz-Expires=900') },
          creds,
          NOW,
        )?.code,
      ).toBe('SignatureDoesNotMatch')
      expect(check(req, { ...creds, secret: 'other' }, NOW)?.code).toBe('SignatureDoesNotMatch')
      expect(check(req, creds, NOW + 301_000)?.code).toBe('AccessDenied')
    }
  })
})
