// A package of its own with one class whose lesson has an uploaded video, and a fresh subscriber of it
// (the offline-video specs change and delete it without touching the demo content other specs read).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { adminCreate, adminDelete, adminHeaders, adminSubscribe } from './admin'
import { baseURL, DEMO_PASSWORD, uniqueEmail } from './auth'
import { dismissNotes } from './offline'
import { timedFirstSync } from './sync-timing'

export const FIXTURE = path.join(process.cwd(), 'tests/fixtures/video/lesson-faststart.mp4')
export const FIXTURE_BYTES = readFileSync(FIXTURE)
/** The same lesson with its index at the end (another file of almost the same size). */
export const MOOV_END_BYTES = readFileSync(
  path.join(process.cwd(), 'tests/fixtures/video/lesson-moov-end.mp4'),
)

export interface VideoClass {
  paketId: string
  kelasId: string
  lessonId: string
  videoId: string
  fileName: string
  subscriptionId: string
  uid: string
  email: string
  password: string
}

/** Creates the class (on the server at `base`, the main one unless given). */
export async function createVideoClass(
  request: APIRequestContext,
  prefix: string,
  base = baseURL(),
): Promise<VideoClass> {
  const create = (collection: string, data: Record<string, unknown>) =>
    adminCreate(request, collection, data, base)
  const paket = await create('paket_pembelajaran', {
    nama_paket: `Paket Video ${prefix}`,
    durasi_hari: 30,
    harga: 0,
  })
  const kelas = await create('kelas', {
    paket_id: paket.id,
    judul: `Kelas Video ${prefix}`,
    pengajar: 'Dr. Video',
    is_active: true,
    urutan: 900,
  })
  const chapter = await create('materi', {
    kelas_id: kelas.id,
    type: 'chapter',
    judul: 'Bab Video',
    order: 1,
  })
  const lesson = await create('materi', {
    kelas_id: kelas.id,
    type: 'lesson',
    judul: 'Pelajaran Unggahan',
    order: 1,
    parent_id: chapter.id,
  })
  const res = await request.post(`${base}/api/collections/video_links/records`, {
    headers: await adminHeaders(request, base),
    multipart: {
      materi_id: lesson.id as string,
      judul: 'Video unggahan',
      urutan: '1',
      video: { name: 'pelajaran.mp4', mimeType: 'video/mp4', buffer: FIXTURE_BYTES },
    },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  const video = (await res.json()) as { id: string; video: string; video_size: number }
  expect(video.video_size).toBe(FIXTURE_BYTES.length)
  const email = uniqueEmail(prefix)
  const user = await create('users', {
    email,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    full_name: 'Vina Video',
    role: 'subscriber',
    verified: true,
  })
  const sub = await adminSubscribe(request, user.id, paket.id, base)
  return {
    paketId: paket.id,
    kelasId: kelas.id,
    lessonId: lesson.id,
    videoId: video.id,
    fileName: video.video,
    subscriptionId: sub.id,
    uid: user.id,
    email,
    password: DEMO_PASSWORD,
  }
}

/** Deletes the package (its class, lesson, video and subscriptions go with it). */
export async function deleteVideoClass(request: APIRequestContext, c: VideoClass): Promise<void> {
  await adminDelete(request, 'paket_pembelajaran', c.paketId)
  await adminDelete(request, 'users', c.uid)
}

/** Keys in the Cache Storage of downloaded videos (manifests and pieces). */
export async function storedVideoKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    if (!(await caches.has('offline-videos-v1'))) return []
    const cache = await caches.open('offline-videos-v1')
    return (await cache.keys()).map((r) => new URL(r.url).pathname)
  })
}

/** Starts 'Unduh kelas' on the class page and confirms it. */
export async function downloadClass(
  page: Page,
  kelasId: string,
  { firstSync = true }: { firstSync?: boolean } = {},
): Promise<void> {
  const card = page.getByTestId('class-downloads')
  const button = card.getByTestId('download-class').getByRole('button', { name: /Unduh kelas/ })
  // A fresh learner's first visit: the button shows once the first sync stored the class. Timed like
  // every first sync of the suite (e2e/support/sync-timing.ts), with the same allowance as firstSync();
  // `firstSync: false` for a page of a learner whose device already synced (a second tab).
  const open = async () => {
    await page.goto(`/subscriber/class/${kelasId}`)
    await expect(button).toBeVisible({ timeout: 45_000 })
  }
  if (firstSync) await timedFirstSync(page, 'the class page synced', open)
  else await open()
  await dismissNotes(page)
  await button.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('download-size')).toHaveText('277 KB')
  await expect(dialog.getByTestId('download-free')).toContainText('Ruang kosong')
  await dialog.getByRole('button', { name: 'Mulai unduh' }).click()
}

/** Starts the video muted (as autoplay allows) and waits until it plays. */
export async function startMuted(video: Locator): Promise<void> {
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true
    await v.play()
  })
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0.3)
}
