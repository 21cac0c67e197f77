// Lesson video URLs (docs/contract.md, Routes → Lesson video URLs) against real PocketBase servers
// whose files live in s3rver (behind scripts/lib/http-tap.mjs, which checks presigned V4 signatures as
// S3 does: s3rver alone checks only their expiry): with VIDEO_DELIVERY=signed the route answers a SigV4 presigned URL of
// the bucket after the file's own access check, the bucket serves byte ranges from it and refuses it
// once expired or altered, PocketBase's file route redirects instead of sending video bytes, and the
// CSP allows the bucket; behind VIDEO_CDN_URL (a proxy forwarding Host) the URL is the CDN's; with
// the default VIDEO_DELIVERY=server the route answers PocketBase's own file URL with a file token.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { RecordModel } from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error plain ESM JavaScript shared with the e2e specs
import { startHttpTap } from '../../../scripts/lib/http-tap.mjs'
// @ts-expect-error plain ESM JavaScript shared with the benches
import { startS3StandIn } from '../../../scripts/lib/s3-stand-in.mjs'
import { startTestServer, type TestServer } from '../../support/pocketbase'
import {
  createContentTree,
  createUser,
  daysFromNow,
  subscribe,
  type ContentTree,
  type TestUser,
} from '../../support/fixtures'

const FASTSTART = readFileSync(
  path.join(process.cwd(), 'tests/fixtures/video/lesson-faststart.mp4'),
)
const TTL = 3
/** A 1x1 PNG (a poster). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

interface S3 {
  endpoint: string
  bucket: string
  env: Record<string, string>
  stop(): Promise<void>
}
interface TapEntry {
  method: string
  path: string
  signed: boolean
  status: number
  bytes: number
  /** the S3 error code of a refused presigned request, '' otherwise */
  refused: string
}
interface Tap {
  url: string
  entries: TapEntry[]
  stop(): Promise<void>
}

/** One server's world: a package A with an uploaded video, a package B, and the six kinds of user. */
interface World {
  server: TestServer
  A: ContentTree
  upload: RecordModel
  users: Record<'active' | 'superadmin' | 'expired' | 'suspended' | 'other' | 'plain', TestUser>
}

async function makeWorld(server: TestServer): Promise<World> {
  const [A, B] = await Promise.all([createContentTree(server), createContentTree(server)])
  const [active, superadmin, expired, suspended, other, plain] = await Promise.all([
    createUser(server, { role: 'subscriber' }),
    createUser(server, { role: 'superadmin' }),
    createUser(server, { role: 'subscriber' }),
    createUser(server, { role: 'subscriber' }),
    createUser(server, { role: 'subscriber' }),
    createUser(server),
  ])
  await Promise.all([
    subscribe(server, active.record.id, A.paket.id),
    subscribe(server, expired.record.id, A.paket.id, {
      durasi_mulai: daysFromNow(-40),
      durasi_akhir: daysFromNow(-1),
    }),
    subscribe(server, suspended.record.id, A.paket.id, { status: 'suspended' }),
    subscribe(server, other.record.id, B.paket.id),
  ])
  const form = new FormData()
  form.append('materi_id', A.lesson.id)
  form.append('judul', 'Video unggahan')
  form.append('video', new Blob([new Uint8Array(FASTSTART)], { type: 'video/mp4' }), 'bab 1.mp4')
  form.append('poster', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'poster.png')
  const upload = await superadmin.client.collection('video_links').create(form)
  return { server, A, upload, users: { active, superadmin, expired, suspended, other, plain } }
}

interface UrlAnswer {
  status: number
  body: { url?: string; expiresAt?: string; fileName?: string; code?: string; message?: string }
  cacheControl: string | null
}

async function askUrl(server: TestServer, id: string, token = ''): Promise<UrlAnswer> {
  const res = await fetch(`${server.url}/api/videos/${id}/url`, {
    headers: token ? { Authorization: token } : {},
  })
  return {
    status: res.status,
    body: (await res.json()) as UrlAnswer['body'],
    cacheControl: res.headers.get('cache-control'),
  }
}

async function urlOf(w: World, user: TestUser = w.users.active): Promise<string> {
  const a = await askUrl(w.server, w.upload.id, user.client.authStore.token)
  expect(a.status, JSON.stringify(a.body)).toBe(200)
  return a.body.url!
}

async function fileToken(user: TestUser): Promise<string> {
  return (await user.client.files.getToken()) as string
}

/** A byte range of a URL: status, Content-Range and the body. */
async function range(url: string, from: number, to: number) {
  const res = await fetch(url, { headers: { Range: `bytes=${from}-${to}` } })
  return {
    status: res.status,
    contentRange: res.headers.get('content-range'),
    body: Buffer.from(await res.arrayBuffer()),
  }
}

function cspOf(html: Response): Record<string, string[]> {
  const out: Record<string, string[]> = {}
  for (const part of (html.headers.get('content-security-policy') ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) out[name] = sources
  }
  return out
}

let s3: S3
/** The bucket's endpoint (S3_ENDPOINT): s3rver with the signature check in front. */
let bucket: Tap
/** A CDN in front of the bucket that forwards the Host header (VIDEO_CDN_URL). */
let tap: Tap
let publicDir: string
let signed: World
let cdn: World
let plainServer: World

beforeAll(async () => {
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
  s3 = (await startS3StandIn()) as S3
  const verify = { accessKey: s3.env.S3_ACCESS_KEY, secret: s3.env.S3_SECRET }
  bucket = (await startHttpTap({ target: s3.endpoint, verify })) as Tap
  // A CDN in front of the bucket that forwards the Host header (as a MinIO reverse proxy does).
  tap = (await startHttpTap({ target: s3.endpoint, verify })) as Tap
  const env = { ...s3.env, S3_ENDPOINT: bucket.url }
  publicDir = mkdtempSync(path.join(tmpdir(), 'pb-public-'))
  writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><div id="root"></div>\n')
  const [a, b, c] = await Promise.all([
    startTestServer({
      publicDir,
      env: { ...env, VIDEO_DELIVERY: 'signed', VIDEO_URL_TTL: String(TTL) },
    }),
    startTestServer({ env: { ...env, VIDEO_DELIVERY: 'signed', VIDEO_CDN_URL: tap.url } }),
    startTestServer({ publicDir, env }),
  ])
  ;[signed, cdn, plainServer] = await Promise.all([makeWorld(a), makeWorld(b), makeWorld(c)])
}, 120_000)

afterAll(async () => {
  await Promise.all([signed?.server.stop(), cdn?.server.stop(), plainServer?.server.stop()])
  await tap?.stop()
  await bucket?.stop()
  await s3?.stop()
  if (publicDir) rmSync(publicDir, { recursive: true, force: true })
})

describe('VIDEO_DELIVERY=signed: GET /api/videos/{id}/url', () => {
  it('an active subscriber and a superadmin (and the PocketBase admin) get a presigned URL of the bucket', async () => {
    const w = signed
    const key = `${w.upload.collectionId}/${w.upload.id}/${w.upload.video}`
    for (const token of [
      w.users.active.client.authStore.token,
      w.users.superadmin.client.authStore.token,
      w.server.admin.authStore.token,
    ]) {
      const before = Date.now()
      const a = await askUrl(w.server, w.upload.id, token)
      expect(a.status, JSON.stringify(a.body)).toBe(200)
      expect(a.cacheControl).toBe('no-store')
      expect(a.body.fileName).toBe(w.upload.video)
      const url = new URL(a.body.url!)
      expect(url.origin).toBe(bucket.url)
      expect(decodeURIComponent(url.pathname)).toBe(`/${s3.bucket}/${key}`)
      expect(url.searchParams.get('X-Amz-Algorithm')).toBe('AWS4-HMAC-SHA256')
      expect(url.searchParams.get('X-Amz-Expires')).toBe(String(TTL))
      expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('host')
      expect(url.searchParams.get('X-Amz-Credential')).toMatch(
        /^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/,
      )
      expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/)
      const expiresAt = Date.parse(a.body.expiresAt!.replace(' ', 'T'))
      expect(expiresAt).toBeGreaterThanOrEqual(before + TTL * 1000 - 1000)
      expect(expiresAt).toBeLessThanOrEqual(Date.now() + TTL * 1000 + 1000)
    }
  })

  it('an expired, a suspended, another package’s subscriber and a plain user get 403 NO_ACCESS; no token 401', async () => {
    const w = signed
    for (const who of ['expired', 'suspended', 'other', 'plain'] as const) {
      const a = await askUrl(w.server, w.upload.id, w.users[who].client.authStore.token)
      expect(a.status, who).toBe(403)
      expect(a.body.code, who).toBe('NO_ACCESS')
      expect(a.body.message, who).toMatch(/tidak memiliki akses/)
      expect(a.body.url, who).toBeUndefined()
    }
    const anonymous = await askUrl(w.server, w.upload.id)
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({
      code: 'UNAUTHORIZED',
      message: 'Silakan masuk terlebih dahulu.',
    })
  })

  it('404 for a YouTube-only video and for an unknown id', async () => {
    const w = signed
    const token = w.users.active.client.authStore.token
    const youtube = await askUrl(w.server, w.A.video.id, token)
    expect(youtube.status).toBe(404)
    expect(youtube.body.code).toBe('NOT_UPLOADED')
    const unknown = await askUrl(w.server, 'abcdefghijklmno', token)
    expect(unknown.status).toBe(404)
    expect(unknown.body.code).toBe('VIDEO_NOT_FOUND')
    // the access check comes first: someone without access learns nothing about the video
    expect(
      (await askUrl(w.server, w.A.video.id, w.users.plain.client.authStore.token)).status,
    ).toBe(403)
  })

  it('the bucket serves exact byte ranges from the URL (206)', async () => {
    const url = await urlOf(signed)
    const head = await range(url, 0, 1023)
    expect(head.status).toBe(206)
    expect(head.contentRange).toBe(`bytes 0-1023/${FASTSTART.length}`)
    expect(head.body.equals(FASTSTART.subarray(0, 1024))).toBe(true)
    const tail = await range(url, 200_000, FASTSTART.length - 1)
    expect(tail.status).toBe(206)
    expect(tail.body.equals(FASTSTART.subarray(200_000))).toBe(true)
  })

  it('an altered URL is refused by the bucket (403)', async () => {
    const w = signed
    const url = await urlOf(w)
    const u = new URL(url)
    const altered: string[] = []
    // another object of the record: its poster
    expect(url).toContain(`/${w.upload.video}?`)
    altered.push(url.replace(`/${w.upload.video}?`, `/${w.upload.poster}?`))
    // a longer life
    const longer = new URL(url)
    longer.searchParams.set('X-Amz-Expires', '3600')
    altered.push(longer.href)
    // a signature off by one digit
    const sig = u.searchParams.get('X-Amz-Signature')!
    const forged = new URL(url)
    forged.searchParams.set('X-Amz-Signature', (sig[0] === '0' ? '1' : '0') + sig.slice(1))
    altered.push(forged.href)
    // another user's credential scope
    const scope = new URL(url)
    scope.searchParams.set(
      'X-Amz-Credential',
      scope.searchParams.get('X-Amz-Credential')!.replace('us-east-1', 'eu-west-1'),
    )
    altered.push(scope.href)
    for (const a of altered) {
      expect(a).not.toBe(url)
      expect((await range(a, 0, 99)).status, a).toBe(403)
      expect(bucket.entries.at(-1)!.refused, a).toBe('SignatureDoesNotMatch')
    }
    expect((await range(url, 0, 99)).status).toBe(206)
  })

  it('an expired URL is refused by the bucket (403); the route then answers a fresh one that works', async () => {
    const w = signed
    const url = await urlOf(w)
    expect((await range(url, 0, 9)).status).toBe(206)
    await new Promise((r) => setTimeout(r, (TTL + 1.5) * 1000))
    const late = await range(url, 10, 19)
    expect(late.status).toBe(403)
    expect(late.body.toString('utf8')).toContain('Request has expired')
    const fresh = await urlOf(w)
    expect(fresh).not.toBe(url)
    const again = await range(fresh, 10, 19)
    expect(again.status).toBe(206)
    expect(again.body.equals(FASTSTART.subarray(10, 20))).toBe(true)
  }, 15_000)

  it('PocketBase’s file route redirects to a fresh signed URL instead of sending the video; posters stay served', async () => {
    const w = signed
    const file = `${w.server.url}/api/files/video_links/${w.upload.id}/${w.upload.video}`
    const token = await fileToken(w.users.active)
    for (const method of ['GET', 'HEAD']) {
      const res = await fetch(`${file}?token=${token}`, {
        method,
        redirect: 'manual',
        headers: { Range: 'bytes=0-' },
      })
      const body = Buffer.from(await res.arrayBuffer())
      expect(res.status, method).toBe(302)
      expect(res.headers.get('cache-control'), method).toBe('no-store')
      expect(body.includes(Buffer.from('ftyp')), method).toBe(false)
      expect(body.length, method).toBeLessThan(200)
      const location = new URL(res.headers.get('location')!)
      expect(location.origin).toBe(bucket.url)
      expect(location.pathname).toContain(`/${w.upload.id}/`)
      const bytes = await range(location.href, 0, FASTSTART.length - 1)
      expect(bytes.status).toBe(206)
      expect(bytes.body.equals(FASTSTART)).toBe(true)
    }
    // PocketBase's own check comes first: no token, or one of someone without access, is refused
    expect((await fetch(file, { redirect: 'manual' })).status).toBe(403)
    const plain = await fileToken(w.users.plain)
    expect((await fetch(`${file}?token=${plain}`, { redirect: 'manual' })).status).toBe(403)
    // the poster is an ordinary public file
    const poster = await fetch(
      `${w.server.url}/api/files/video_links/${w.upload.id}/${w.upload.poster}`,
      {
        redirect: 'manual',
      },
    )
    expect(poster.status).toBe(200)
    expect(Buffer.from(await poster.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('the HTML pages’ CSP allows the bucket for media and fetches, nothing else changes', async () => {
    const signedCsp = cspOf(await fetch(`${signed.server.url}/`))
    const serverCsp = cspOf(await fetch(`${plainServer.server.url}/`))
    expect(signedCsp['media-src']).toEqual(["'self'", 'blob:', bucket.url])
    expect(signedCsp['connect-src']).toEqual(["'self'", 'https://i.ytimg.com', bucket.url])
    expect(serverCsp['media-src']).toEqual(["'self'", 'blob:'])
    expect(serverCsp['connect-src']).toEqual(["'self'", 'https://i.ytimg.com'])
    for (const name of Object.keys(serverCsp))
      if (name !== 'media-src' && name !== 'connect-src')
        expect(signedCsp[name], name).toEqual(serverCsp[name])
  })
})

describe('VIDEO_DELIVERY=signed behind VIDEO_CDN_URL', () => {
  it('the URL is the CDN’s, signed for its host: it works through the CDN, not at the bucket directly', async () => {
    const w = cdn
    const url = await urlOf(w)
    const u = new URL(url)
    expect(u.origin).toBe(tap.url)
    expect(decodeURIComponent(u.pathname)).toBe(
      `/${s3.bucket}/${w.upload.collectionId}/${w.upload.id}/${w.upload.video}`,
    )
    const before = tap.entries.length
    const through = await range(url, 100, 4195)
    expect(through.status).toBe(206)
    expect(through.body.equals(FASTSTART.subarray(100, 4196))).toBe(true)
    expect(tap.entries.slice(before)).toEqual([
      expect.objectContaining({ method: 'GET', signed: true, status: 206, bytes: 4096 }),
    ])
    // the same URL presented to the bucket's own host: the signature does not match
    expect((await range(`${bucket.url}${u.pathname}${u.search}`, 100, 199)).status).toBe(403)
    expect(cspOf(await fetch(`${w.server.url}/`))['media-src'] ?? []).not.toContain(bucket.url)
  })
})

describe('VIDEO_DELIVERY=server (default)', () => {
  it('answers PocketBase’s own file URL with a file token; it serves the bytes, as before', async () => {
    const w = plainServer
    const before = Date.now()
    const a = await askUrl(w.server, w.upload.id, w.users.active.client.authStore.token)
    expect(a.status).toBe(200)
    expect(a.body.fileName).toBe(w.upload.video)
    expect(a.body.url).toMatch(
      new RegExp(`^/api/files/video_links/${w.upload.id}/${w.upload.video}\\?token=[\\w.-]+$`),
    )
    const expiresAt = Date.parse(a.body.expiresAt!.replace(' ', 'T'))
    // PocketBase's file tokens last 120 s unless the dashboard changed it
    expect(expiresAt).toBeGreaterThanOrEqual(before + 119_000)
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 121_000)
    const bytes = await range(`${w.server.url}${a.body.url}`, 5000, 5999)
    expect(bytes.status).toBe(206)
    expect(bytes.body.equals(FASTSTART.subarray(5000, 6000))).toBe(true)
    // the PocketBase admin's URL carries an admin file token that works too
    const admin = await askUrl(w.server, w.upload.id, w.server.admin.authStore.token)
    expect((await range(`${w.server.url}${admin.body.url}`, 0, 9)).status).toBe(206)
  })

  it('the same access check: 403 NO_ACCESS for the four without access, 401, 404 for YouTube', async () => {
    const w = plainServer
    for (const who of ['expired', 'suspended', 'other', 'plain'] as const)
      expect(
        (await askUrl(w.server, w.upload.id, w.users[who].client.authStore.token)).body.code,
        who,
      ).toBe('NO_ACCESS')
    expect((await askUrl(w.server, w.upload.id)).status).toBe(401)
    expect(
      (await askUrl(w.server, w.A.video.id, w.users.superadmin.client.authStore.token)).status,
    ).toBe(404)
  })
})
