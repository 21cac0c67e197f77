import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import { adminHeaders, adminList, adminUpdate } from './support/admin'
import { baseURL, signInAs } from './support/auth'
import {
  dismissNotes,
  followOfflineEmulation,
  setOffline,
  waitForServiceWorker,
} from './support/offline'
import {
  createVideoClass,
  deleteVideoClass,
  downloadClass,
  FIXTURE_BYTES,
  MOOV_END_BYTES,
  startMuted,
  storedVideoKeys,
  type VideoClass,
} from './support/video'
import { timedFirstSync } from './support/sync-timing'

/**
 * Uploaded lesson videos offline: a student downloads a class on a phone, goes offline,
 * reloads, plays and seeks the stored copy (served by the service worker) and completes the lesson;
 * the completion reaches the server after reconnecting. A download cut by the network resumes where
 * it stopped after the app is reopened, without fetching a byte twice. 'Hapus unduhan' frees the
 * storage; an ended subscription removes the downloads once a sync confirms it.
 */

const created: VideoClass[] = []
test.afterAll(async ({ request }) => {
  for (const c of created) await deleteVideoClass(request, c)
})

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

/** A fresh subscriber of a class with an uploaded video, signed in, who downloaded the class. */
async function downloadedClass(
  page: Page,
  request: APIRequestContext,
  prefix: string,
): Promise<VideoClass> {
  const c = await createVideoClass(request, prefix)
  created.push(c)
  await signInAs(page.context(), request, c.email)
  await downloadClass(page, c.kelasId)
  await expect(
    page.getByTestId('class-downloads').getByTestId('download-class').getByText('Tersedia offline'),
  ).toBeVisible({ timeout: 20_000 })
  return c
}

/** Opens the lesson's uploaded video in the player and starts it (muted, as autoplay allows). */
async function playLessonVideo(page: Page, c: VideoClass): Promise<Locator> {
  await page.goto(`/subscriber/learning/${c.kelasId}?materi=${c.lessonId}`)
  await page.getByText('Video unggahan').click()
  const video = page.getByTestId('uploaded-video')
  await expect(video).toHaveAttribute('data-source', 'offline')
  await startMuted(video)
  return video
}

test('a student downloads a class, watches it offline with seeking and completes the lesson', async ({
  page,
  context,
  request,
}) => {
  await followOfflineEmulation(context)
  const c = await downloadedClass(page, request, 'offline-video')
  expect((await storedVideoKeys(page)).some((k) => k.endsWith('/manifest'))).toBe(true)

  await waitForServiceWorker(page)
  await setOffline(context, page, true)
  const video = await playLessonVideo(page, c)
  // Seek near the end: the service worker answers the new range from the stored pieces.
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 1.5
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(10.8)
  await expect(page.getByText('Video selesai! Menandai pelajaran selesai...')).toBeVisible({
    timeout: 10_000,
  })
  await expect(page.getByText('1 belum tersinkron')).toBeVisible({ timeout: 10_000 })
  expect(await adminList(request, 'progress', `user_id="${c.uid}"`)).toHaveLength(0)

  await setOffline(context, page, false)
  await expect
    .poll(
      async () =>
        (await adminList(request, 'progress', `user_id="${c.uid}" && materi_id="${c.lessonId}"`))
          .length,
      { timeout: 20_000 },
    )
    .toBe(1)
})

test.describe('resuming', () => {
  // The interruption is staged with a route on the context (no service worker in between).
  test.use({ serviceWorkers: 'block' })

  test('an interrupted download resumes after the app is reopened without fetching a byte twice', async ({
    page,
    context,
    request,
  }) => {
    const c = await createVideoClass(request, 'resume-video')
    created.push(c)
    const size = FIXTURE_BYTES.length
    const served: Array<{ range: string; bytes: number }> = []
    await context.route('**/api/files/video_links/**', async (route) => {
      const req = route.request()
      const range = req.headers()['range'] ?? ''
      const n = served.length
      if (n === 0) {
        // The link drops after 100 KiB: the server sends only those.
        const res = await route.fetch({ headers: { ...req.headers(), range: 'bytes=0-102399' } })
        const body = await res.body()
        served.push({ range, bytes: body.length })
        await route.fulfill({
          status: 206,
          headers: { 'content-type': 'video/mp4', 'content-range': `bytes 0-${size - 1}/${size}` },
          body,
        })
      } else if (n === 1) {
        served.push({ range, bytes: 0 })
        await route.abort('internetdisconnected')
      } else {
        const res = await route.fetch()
        const body = await res.body()
        served.push({ range, bytes: body.length })
        await route.fulfill({ response: res, body })
      }
    })
    await signInAs(context, request, c.email)
    await downloadClass(page, c.kelasId)
    await expect.poll(() => served.length).toBeGreaterThanOrEqual(2)
    await expect(page.getByTestId('download-class-progress')).toContainText('menunggu koneksi')
    // The student closes the app and opens it again later.
    await page.close()
    const again = await context.newPage()
    await again.goto(`/subscriber/class/${c.kelasId}`)
    await expect(again.getByTestId('class-downloads').getByText('Tersedia offline')).toBeVisible({
      timeout: 20_000,
    })
    expect(served[0]).toEqual({ range: 'bytes=0-', bytes: 102_400 })
    expect(served[2]).toEqual({ range: 'bytes=102400-', bytes: size - 102_400 })
    expect(served.reduce((n, s) => n + s.bytes, 0)).toBe(size)
  })
})

/** What the browser reports Cache Storage uses (the downloaded pieces live there). */
function cacheUsage(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const estimate = (await navigator.storage.estimate()) as StorageEstimate & {
      usageDetails?: { caches?: number }
    }
    return estimate.usageDetails?.caches ?? estimate.usage ?? 0
  })
}

/**
 * Cache Storage usage once it holds still: after a navigation the browser stores the scripts' V8 code
 * cache beside the precached entries (tens of KB), which would blur what a deletion frees.
 */
async function settledCacheUsage(page: Page): Promise<number> {
  let last = -1
  for (let i = 0; i < 20; i++) {
    const now = await cacheUsage(page)
    if (now === last) return now
    last = now
    await page.waitForTimeout(500)
  }
  return last
}

/**
 * Plays the stored copy and seeks near the end, back, and near the end again: the player aborts its
 * running range request at each seek and the service worker answers a new one from the pieces.
 */
async function watchAndSeek(page: Page, c: VideoClass): Promise<void> {
  const video = await playLessonVideo(page, c)
  for (const at of [0.9, 0.2, 0.95]) {
    await video.evaluate((v: HTMLVideoElement, f: number) => {
      v.currentTime = v.duration * f
    }, at)
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.seeking && v.readyState >= 2))
      .toBe(true)
  }
}

/** The video's bytes are out of the browser's estimate within a few seconds of the deletion. */
async function expectSpaceFreed(page: Page, before: number): Promise<void> {
  await expect
    .poll(async () => before - (await cacheUsage(page)), { timeout: 5_000 })
    .toBeGreaterThanOrEqual(0.9 * FIXTURE_BYTES.length)
}

/**
 * A fresh subscriber's downloaded class, watched with seeks (offline unless `online`), then the
 * 'Unduhan' page with the video listed: returns the class and Cache Storage's usage at that moment.
 */
async function watchedDownload(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
  prefix: string,
  { online = false } = {},
): Promise<{ c: VideoClass; before: number }> {
  if (!online) await followOfflineEmulation(context)
  const c = await downloadedClass(page, request, prefix)
  await waitForServiceWorker(page)
  if (!online) await setOffline(context, page, true)
  await watchAndSeek(page, c)
  if (!online) await setOffline(context, page, false)
  await page.goto('/subscriber/unduhan')
  await expect(page.getByTestId(`downloads-class-${c.kelasId}`)).toBeVisible()
  await expect(page.getByTestId('downloads-used')).toHaveText('Dipakai unduhan: 277 KB')
  return { c, before: await settledCacheUsage(page) }
}

async function deleteOnDownloadsPage(page: Page, c: VideoClass, button: string): Promise<void> {
  await page
    .getByTestId(`downloads-class-${c.kelasId}`)
    .getByRole('button', { name: button, exact: true })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Hapus' }).click()
  await expect(page.getByText('Belum ada unduhan')).toBeVisible()
  expect(await storedVideoKeys(page)).toEqual([])
}

// A Blob or an unread Response of a stored piece, held by the service worker after the player read
// it, kept its bytes on disk after the deletion (src/sw/offline-video-route.ts): each deletion below
// follows a playback with seeks, with the service worker still running.
test('after watching offline with seeks, deleting the class download frees the space the browser reports', async ({
  page,
  context,
  request,
}) => {
  const { c, before } = await watchedDownload(page, context, request, 'delete-video')
  await dismissNotes(page)
  await deleteOnDownloadsPage(page, c, 'Hapus unduhan')
  await expectSpaceFreed(page, before)
})

test('after watching the stored copy online with seeks, deleting one lesson’s download frees its space', async ({
  page,
  context,
  request,
}) => {
  const { c, before } = await watchedDownload(page, context, request, 'delete-lesson-video', {
    online: true,
  })
  await dismissNotes(page)
  // The lesson row's own button (createVideoClass names the lesson 'Pelajaran Unggahan').
  await deleteOnDownloadsPage(page, c, 'Hapus unduhan Pelajaran Unggahan')
  await expectSpaceFreed(page, before)
})

test('downloads of a class whose subscription ended are deleted after a sync confirms it, space included', async ({
  page,
  context,
  request,
}) => {
  const { c, before } = await watchedDownload(page, context, request, 'expired-video')
  await adminUpdate(request, 'subscribers', c.subscriptionId, { status: 'expired' })
  await expect(page.getByText('Belum ada unduhan')).toBeVisible({ timeout: 20_000 })
  await expect.poll(() => storedVideoKeys(page)).toEqual([])
  await expectSpaceFreed(page, before)
})

test('a video the owner replaced shows \u2018Pembaruan tersedia\u2019: the old copy plays offline until the new one is downloaded', async ({
  page,
  context,
  request,
}) => {
  await followOfflineEmulation(context)
  const c = await downloadedClass(page, request, 'replace-video')
  const card = page.getByTestId('class-downloads')
  const replaced = await request.patch(
    `${baseURL()}/api/collections/video_links/records/${c.videoId}`,
    {
      headers: await adminHeaders(request),
      multipart: {
        video: { name: 'pelajaran-baru.mp4', mimeType: 'video/mp4', buffer: MOOV_END_BYTES },
      },
    },
  )
  expect(replaced.ok(), await replaced.text()).toBeTruthy()
  const newName = ((await replaced.json()) as { video: string }).video
  expect(newName).not.toBe(c.fileName)
  // The change reaches the device by sync: the stored copy is older than the server's file.
  await expect(card.getByText('Pembaruan tersedia')).toBeVisible({ timeout: 20_000 })

  await waitForServiceWorker(page)
  await setOffline(context, page, true)
  await playLessonVideo(page, c)

  await setOffline(context, page, false)
  await page.goto(`/subscriber/class/${c.kelasId}`)
  await dismissNotes(page)
  await card
    .getByTestId('download-class')
    .getByRole('button', { name: /Perbarui/ })
    .click()
  await page.getByRole('dialog').getByRole('button', { name: 'Mulai unduh' }).click()
  await expect(card.getByTestId('download-class').getByText('Tersedia offline')).toBeVisible({
    timeout: 20_000,
  })
  const keys = await storedVideoKeys(page)
  expect(keys.some((k) => k.includes(encodeURIComponent(newName)))).toBe(true)
  expect(keys.some((k) => k.includes(encodeURIComponent(c.fileName)))).toBe(false)
})

test('downloads the browser evicted show as not downloaded at the next start, with a note', async ({
  page,
  request,
}) => {
  const c = await downloadedClass(page, request, 'evicted-video')
  // Under storage pressure the browser deletes the origin's caches while the app is closed.
  await page.evaluate(() => caches.delete('offline-videos-v1'))
  await page.goto('/subscriber/unduhan')
  await expect(page.getByText('1 unduhan dihapus oleh browser', { exact: false })).toBeVisible()
  await expect(page.getByText('Belum ada unduhan')).toBeVisible()
  await page.goto(`/subscriber/class/${c.kelasId}`)
  await expect(
    page.getByTestId('download-class').getByRole('button', { name: /Unduh kelas/ }),
  ).toBeVisible()
})

test('two tabs of one student: one runs the downloads, the other asks it and shows the same progress', async ({
  page,
  context,
  request,
}) => {
  const c = await createVideoClass(request, 'tabs-video')
  created.push(c)
  const files: string[] = []
  page.on(
    'request',
    (r) => void (r.url().includes('/api/files/video_links/') && files.push('first tab')),
  )
  await signInAs(context, request, c.email)
  await timedFirstSync(page, 'the class page synced in the first tab', async () => {
    await page.goto(`/subscriber/class/${c.kelasId}`)
    await expect(
      page.getByTestId('download-class').getByRole('button', { name: /Unduh kelas/ }),
    ).toBeVisible({ timeout: 45_000 })
  })
  // The second tab opens later: the first one already runs the queue.
  const second = await context.newPage()
  second.on(
    'request',
    (r) => void (r.url().includes('/api/files/video_links/') && files.push('second tab')),
  )
  await downloadClass(second, c.kelasId, { firstSync: false })
  for (const p of [page, second])
    await expect(p.getByTestId('download-class').getByText('Tersedia offline')).toBeVisible({
      timeout: 20_000,
    })
  // Asked in the second tab, fetched once, by the tab that runs the queue.
  expect(files).toEqual(['first tab'])
})

test.describe('signing out', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('an explicit sign-out deletes the downloaded videos with the local database', async ({
    page,
    request,
  }) => {
    const c = await downloadedClass(page, request, 'signout-video')
    expect((await storedVideoKeys(page)).length).toBeGreaterThan(0)
    await page.goto('/subscriber/classes')
    await expect(page.getByTestId('sync-status')).toHaveText('Tersinkron', { timeout: 30_000 })
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect.poll(() => storedVideoKeys(page)).toEqual([])
    expect(
      await page.evaluate((uid) => localStorage.getItem(`pendamping-downloads:${uid}`), c.uid),
    ).toBeNull()
  })
})
