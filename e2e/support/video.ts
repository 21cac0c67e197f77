// A package of its own with one class whose lesson has an uploaded video, and a fresh subscriber of it
// (the offline-video specs change and delete it without touching the demo content other specs read).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminCreate, adminDelete, adminHeaders, adminSubscribe } from './admin'
import { baseURL, DEMO_PASSWORD, uniqueEmail } from './auth'
import { dismissNotes } from './offline'

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

export async function createVideoClass(
  request: APIRequestContext,
  prefix: string,
): Promise<VideoClass> {
  const paket = await adminCreate(request, 'paket_pembelajaran', {
    nama_paket: `Paket Video ${prefix}`,
    durasi_hari: 30,
    harga: 0,
  })
  const kelas = await adminCreate(request, 'kelas', {
    paket_id: paket.id,
    judul: `Kelas Video ${prefix}`,
    pengajar: 'Dr. Video',
    is_active: true,
    urutan: 900,
  })
  const chapter = await adminCreate(request, 'materi', {
    kelas_id: kelas.id,
    type: 'chapter',
    judul: 'Bab Video',
    order: 1,
  })
  const lesson = await adminCreate(request, 'materi', {
    kelas_id: kelas.id,
    type: 'lesson',
    judul: 'Pelajaran Unggahan',
    order: 1,
    parent_id: chapter.id,
  })
  const res = await request.post(`${baseURL()}/api/collections/video_links/records`, {
    headers: await adminHeaders(request),
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
  const user = await adminCreate(request, 'users', {
    email,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    full_name: 'Vina Video',
    role: 'subscriber',
    verified: true,
  })
  const sub = await adminSubscribe(request, user.id, paket.id)
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
export async function downloadClass(page: Page, kelasId: string): Promise<void> {
  await page.goto(`/subscriber/class/${kelasId}`)
  const card = page.getByTestId('class-downloads')
  const button = card.getByTestId('download-class').getByRole('button', { name: /Unduh kelas/ })
  await expect(button).toBeVisible()
  await dismissNotes(page)
  await button.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByTestId('download-size')).toHaveText('277 KB')
  await expect(dialog.getByTestId('download-free')).toContainText('Ruang kosong')
  await dialog.getByRole('button', { name: 'Mulai unduh' }).click()
}
