import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { test as base, expect } from '@playwright/test'
import type { BrowserContext, Locator, Page } from '@playwright/test'
// @ts-expect-error the launcher is plain ESM JavaScript shared with the CLI scripts
import { freePort, ROOT, startPocketBase } from '../pocketbase/launcher.mjs'
// @ts-expect-error plain ESM JavaScript shared with the integration tests
import { startHttpTap } from '../scripts/lib/http-tap.mjs'
// @ts-expect-error plain ESM JavaScript shared with the benches
import { startS3StandIn } from '../scripts/lib/s3-stand-in.mjs'
import { DEMO_PASSWORD, signInAs } from './support/auth'
import {
  dismissNotes,
  followOfflineEmulation,
  setOffline,
  waitForServiceWorker,
} from './support/offline'
import {
  createVideoClass,
  downloadClass,
  FIXTURE_BYTES,
  startMuted,
  type VideoClass,
} from './support/video'

/**
 * Lesson videos from signed URLs (VIDEO_DELIVERY=signed; docs/contract.md, Routes → Lesson video
 * URLs). This spec runs its own PocketBase (the shared e2e server delivers videos itself) whose
 * files live in s3rver, behind a tap that checks presigned V4 signatures as S3 does and counts every
 * byte the bucket sends. A student streams a lesson from the bucket, downloads the class from it
 * (every video byte from the bucket, once; none from PocketBase, which never even reads the video
 * from the bucket), plays and seeks it offline; a download cut mid-way resumes after its URL expired:
 * the bucket refuses the old URL, the app asks for a new one and fetches only the missing bytes,
 * and the stored copy is the whole file and plays.
 */

const TTL = 8

interface TapEntry {
  at: number
  method: string
  url: string
  path: string
  query: string
  range: string
  signed: boolean
  authorized: boolean
  status: number
  bytes: number
  cut: boolean
  dropped: boolean
  refused: string
}
interface Tap {
  url: string
  entries: TapEntry[]
  cutNext(match: (e: TapEntry) => boolean, afterBytes: number): void
  dropWhile(match: (e: TapEntry) => boolean): () => void
  stop(): Promise<void>
}
interface SignedApp {
  url: string
  bucket: Tap
}

const test = base.extend<object, { signedApp: SignedApp }>({
  signedApp: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true'
      const port = (await freePort()) as number
      const appUrl = `http://127.0.0.1:${port}`
      const s3 = await startS3StandIn({ corsOrigins: [appUrl] })
      const bucket = (await startHttpTap({
        target: s3.endpoint,
        verify: { accessKey: s3.accessKey, secret: s3.secret },
      })) as Tap
      const dataDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-signed-'))
      const publicDir = mkdtempSync(path.join(tmpdir(), 'pb-e2e-signed-public-'))
      cpSync(path.join(ROOT as string, 'dist'), publicDir, { recursive: true })
      let log = ''
      const server = await startPocketBase({
        port,
        dataDir,
        publicDir,
        onOutput: (line: string) => void (log += line),
        env: {
          PB_SEED: 'none',
          PB_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.local',
          PB_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-123',
          SMTP_HOST: '',
          ...s3.env,
          S3_ENDPOINT: bucket.url,
          VIDEO_DELIVERY: 'signed',
          VIDEO_URL_TTL: String(TTL),
        },
      })
      expect(log).toContain(`langsung dari ${bucket.url}`)
      await provide({ url: server.url as string, bucket })
      await server.stop()
      await bucket.stop()
      await s3.stop()
      rmSync(dataDir, { recursive: true, force: true })
      rmSync(publicDir, { recursive: true, force: true })
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  baseURL: async ({ signedApp }, provide) => provide(signedApp.url),
})

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** The bucket's answers to the browser's presigned GETs of the class's video. */
function videoGets(app: SignedApp, c: VideoClass, since = 0): TapEntry[] {
  return app.bucket.entries
    .slice(since)
    .filter((e) => e.signed && e.method === 'GET' && e.path.endsWith(`/${c.fileName}`))
}

/** What the server would answer with the video's bytes: its file route for the video, and its own reads from the bucket. */
function watchPocketBase(context: BrowserContext, app: SignedApp, c: VideoClass) {
  const fileRoute: string[] = []
  const urlRoute: number[] = []
  context.on('response', (r) => {
    const u = new URL(r.url())
    if (u.origin !== app.url) return
    if (u.pathname.startsWith(`/api/files/video_links/${c.videoId}/`))
      fileRoute.push(`${r.status()} ${u.pathname}`)
    if (u.pathname === `/api/videos/${c.videoId}/url`) urlRoute.push(r.status())
  })
  const bucketReads = () =>
    app.bucket.entries.filter((e) => e.authorized && e.path.endsWith(`/${c.fileName}`))
  return { fileRoute, urlRoute, bucketReads }
}

/** Blocked by the Content-Security-Policy: reported on the console. */
function cspViolations(page: Page): string[] {
  const out: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) out.push(m.text())
  })
  return out
}

async function openLessonVideo(page: Page, c: VideoClass): Promise<Locator> {
  await page.goto(`/subscriber/learning/${c.kelasId}?materi=${c.lessonId}`)
  await page.getByText('Video unggahan').click({ timeout: 30_000 })
  return page.getByTestId('uploaded-video')
}

/** Starts the video (muted, as autoplay allows), then seeks near the end and back. */
async function playAndSeek(video: Locator): Promise<void> {
  await startMuted(video)
  for (const at of [0.85, 0.2]) {
    await video.evaluate((v: HTMLVideoElement, f: number) => {
      v.currentTime = v.duration * f
    }, at)
    await expect
      .poll(() =>
        video.evaluate(
          (v: HTMLVideoElement, f: number) =>
            !v.seeking && v.readyState >= 2 && Math.abs(v.currentTime - v.duration * f) < 1.5,
          at,
        ),
      )
      .toBe(true)
  }
}

/** The stored copy's bytes, put together from the pieces its manifest lists. */
async function storedCopyBytes(page: Page, c: VideoClass): Promise<number[] | null> {
  return page.evaluate(async (fileName: string) => {
    const cache = await caches.open('offline-videos-v1')
    const keys = await cache.keys()
    const manifestKey = keys.find((r) =>
      r.url.endsWith(`/${encodeURIComponent(fileName)}/manifest`),
    )
    if (!manifestKey) return null
    const manifest = (await (await cache.match(manifestKey))!.json()) as {
      complete: boolean
      size: number
      pieces: Array<[number, number]>
    }
    if (!manifest.complete) return null
    const base = manifestKey.url.slice(0, -'manifest'.length)
    const out = new Uint8Array(manifest.size)
    for (const [start, length] of manifest.pieces) {
      const piece = await cache.match(`${base}piece/${start}`)
      out.set(new Uint8Array(await piece!.arrayBuffer()).subarray(0, length), start)
    }
    return Array.from(out)
  }, c.fileName)
}

test('a student streams and downloads a class from the bucket (no video byte from PocketBase), then plays and seeks it offline', async ({
  page,
  context,
  request,
  signedApp,
}) => {
  const c = await createVideoClass(request, 'signed-video', signedApp.url)
  const pocketBase = watchPocketBase(context, signedApp, c)
  const violations = cspViolations(page)
  await followOfflineEmulation(context)
  await signInAs(context, request, c.email, DEMO_PASSWORD, signedApp.url)

  // Online, not downloaded: the player streams from a signed URL of the bucket.
  const stream = await openLessonVideo(page, c)
  await expect(stream).toHaveAttribute('data-source', 'stream')
  expect(await stream.getAttribute('src')).toMatch(
    new RegExp(`^${signedApp.bucket.url}/pendamping/.+/${c.fileName}\\?X-Amz-Algorithm=`),
  )
  await playAndSeek(stream)
  expect(videoGets(signedApp, c).length).toBeGreaterThan(0)

  // 'Unduh kelas': every byte once from the bucket.
  const before = signedApp.bucket.entries.length
  await downloadClass(page, c.kelasId)
  await expect(
    page.getByTestId('class-downloads').getByTestId('download-class').getByText('Tersedia offline'),
  ).toBeVisible({ timeout: 20_000 })
  const download = videoGets(signedApp, c, before)
  expect(download.map((e) => [e.range, e.status])).toEqual([['bytes=0-', 206]])
  expect(download.reduce((n, e) => n + e.bytes, 0)).toBe(FIXTURE_BYTES.length)

  // Offline: the stored copy plays and seeks.
  await waitForServiceWorker(page)
  await setOffline(context, page, true)
  const offline = await openLessonVideo(page, c)
  await expect(offline).toHaveAttribute('data-source', 'offline')
  await playAndSeek(offline)
  await setOffline(context, page, false)

  // PocketBase answered the URLs only: its file route never served the video, and it never read
  // the video from the bucket (the upload was its only request for that key).
  expect(pocketBase.urlRoute.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2)
  expect(pocketBase.fileRoute).toEqual([])
  expect(pocketBase.bucketReads().map((e) => e.method)).toEqual(['PUT'])
  expect(violations).toEqual([])
})

test('a download cut mid-way resumes after its URL expired: the bucket refuses it, a new URL fetches only the missing bytes', async ({
  page,
  context,
  request,
  signedApp,
}) => {
  // It waits TTL seconds on purpose (the URL has to expire at the bucket).
  test.setTimeout(90_000)
  const c = await createVideoClass(request, 'signed-resume', signedApp.url)
  const pocketBase = watchPocketBase(context, signedApp, c)
  await followOfflineEmulation(context)
  await signInAs(context, request, c.email, DEMO_PASSWORD, signedApp.url)
  // The app is installed (its service worker active) before the link goes down.
  await page.goto(`/subscriber/class/${c.kelasId}`)
  await waitForServiceWorker(page)
  const isVideo = (e: TapEntry) => e.signed && e.path.endsWith(`/${c.fileName}`)
  // The first answer ends after 100 KiB (a proxy cut it); then the link is down.
  const CUT = 100 * 1024
  signedApp.bucket.cutNext(isVideo, CUT)
  const reconnect = signedApp.bucket.dropWhile(
    (e) => isVideo(e) && signedApp.bucket.entries.some((x) => x.cut && isVideo(x)),
  )

  await downloadClass(page, c.kelasId)
  await expect(page.getByTestId('download-class-progress')).toContainText('menunggu koneksi')
  await setOffline(context, page, true)
  reconnect()
  // The app tried again from the stored bytes (with its URL, then, that one being known already, a
  // new one: within the same second the same URL), unreachable. Chromium may repeat a request whose
  // connection closed unanswered once by itself.
  const dropped = videoGets(signedApp, c).filter((e) => e.dropped)
  expect(new Set(dropped.map((e) => e.range))).toEqual(new Set([`bytes=${CUT}-`]))
  // The URL the app holds now.
  const last = dropped.at(-1)!
  // Offline until the bucket considers that URL expired.
  const query = new URLSearchParams(last.query)
  expect(query.get('X-Amz-Expires')).toBe(String(TTL))
  const signedAt = Date.parse(
    query
      .get('X-Amz-Date')!
      .replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'),
  )
  await page.waitForTimeout(Math.max(0, signedAt + TTL * 1000 + 1500 - Date.now()))
  const old = await fetch(`${signedApp.bucket.url}${last.url}`, { headers: { Range: 'bytes=0-9' } })
  expect(old.status).toBe(403)
  expect(await old.text()).toContain('Request has expired')

  // The device's clock is behind (its copy of the URL looks valid to it): the bucket's refusal is
  // what makes the app ask for a new one.
  await page.clock.setFixedTime(last.at)
  await setOffline(context, page, false)
  await expect(
    page.getByTestId('class-downloads').getByTestId('download-class').getByText('Tersedia offline'),
  ).toBeVisible({ timeout: 20_000 })

  // (the test's own check of the old URL above asked for bytes=0-9)
  const browserGets = () => videoGets(signedApp, c).filter((e) => e.range !== 'bytes=0-9')
  const gets = browserGets()
  const after = gets.slice(1 + dropped.length)
  expect(gets.slice(1, 1 + dropped.length)).toEqual(dropped)
  expect([gets[0], ...after].map((e) => [e!.range, e!.status, e!.cut, e!.refused])).toEqual([
    ['bytes=0-', 206, true, ''],
    [`bytes=${CUT}-`, 403, false, 'AccessDenied'],
    [`bytes=${CUT}-`, 206, false, ''],
  ])
  expect(after[0]!.url).toBe(last.url)
  expect(after[1]!.url).not.toBe(last.url)
  // Every byte once: the first 100 KiB, then the rest.
  expect(gets[0]!.bytes).toBe(CUT)
  expect(after[1]!.bytes).toBe(FIXTURE_BYTES.length - CUT)
  // URLs asked for: the first, maybe one when the link was down, the one after the refusal.
  expect(pocketBase.urlRoute.length).toBeGreaterThanOrEqual(2)
  expect(pocketBase.urlRoute.length).toBeLessThanOrEqual(3)
  expect(new Set(pocketBase.urlRoute)).toEqual(new Set([200]))
  expect(pocketBase.fileRoute).toEqual([])

  // The stored copy is the whole file, byte for byte, and plays (from the device).
  const copy = await storedCopyBytes(page, c)
  expect(copy?.length).toBe(FIXTURE_BYTES.length)
  expect(Buffer.from(copy!).equals(FIXTURE_BYTES)).toBe(true)
  await waitForServiceWorker(page)
  await dismissNotes(page)
  const video = await openLessonVideo(page, c)
  await expect(video).toHaveAttribute('data-source', 'offline')
  await playAndSeek(video)
  expect(browserGets()).toHaveLength(gets.length)
})
