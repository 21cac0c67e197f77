import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { APIRequestContext, CDPSession, Page } from '@playwright/test'
import { adminCreate, adminList, toast } from './support/admin'
import { storageStateOf } from './support/auth'

/**
 * The owner uploads a lesson video: in 'Sub Bab & Video' the superadmin adds a
 * video with 'Unggah video', the browser check passes, the upload shows its progress up to 100%, and
 * the list shows 'Video unggahan' with its poster. An HEVC file is refused before uploading, and an
 * upload in progress can be cancelled with the form kept. The record is checked through the API.
 */

const FIXTURES = path.join(process.cwd(), 'tests/fixtures/video')

/** The lesson's videos, oldest first. */
const videosOf = (request: APIRequestContext, lessonId: string) =>
  adminList(request, 'video_links', `materi_id="${lessonId}"`, 'created')

/** Limits the page's upload speed (bytes per second; -1 = no limit) through DevTools network emulation. */
async function throttleUpload(cdp: CDPSession, bytesPerSecond: number) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  })
}

/** Records every value the upload progress bar shows (a short upload can pass 100% between two polls). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __progress: number[] }
    w.__progress = []
    const read = () => {
      const bar = document.querySelector('[data-testid="upload-progress-bar"]')
      const v = bar?.getAttribute('aria-valuenow')
      if (v != null && w.__progress[w.__progress.length - 1] !== Number(v))
        w.__progress.push(Number(v))
    }
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    })
  })
  return () => page.evaluate(() => (window as unknown as { __progress: number[] }).__progress)
}

test.describe('superadmin uploads a lesson video', () => {
  test.setTimeout(180_000)

  test('check, upload with progress, poster and list label; HEVC refused; cancel keeps the form', async ({
    browser,
    request,
  }) => {
    const stamp = Date.now().toString(36)
    const paketName = `Paket Video ${stamp}`
    const kelasName = `Kelas Video ${stamp}`
    const paket = await adminCreate(request, 'paket_pembelajaran', {
      nama_paket: paketName,
      harga: 100000,
      durasi_hari: 30,
    })
    const kelas = await adminCreate(request, 'kelas', {
      paket_id: paket.id,
      judul: kelasName,
      pengajar: 'Dr. Uji',
      is_active: true,
      urutan: 1,
    })
    const bab = await adminCreate(request, 'materi', {
      kelas_id: kelas.id,
      type: 'chapter',
      judul: 'Bab Rekaman',
      order: 1,
    })
    const pelajaran = await adminCreate(request, 'materi', {
      kelas_id: kelas.id,
      type: 'lesson',
      judul: 'Pelajaran Rekaman',
      parent_id: bab.id,
      order: 2,
    })
    const lessonId = pelajaran.id

    const context = await browser.newContext({ storageState: storageStateOf('superadmin') })
    const page = await context.newPage()
    page.on('dialog', (d) => void d.accept())
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')

    // ---- open the class content
    await page.goto('/admin/packages')
    const card = page.getByTestId('admin-package-card').filter({ hasText: paketName })
    await card.getByRole('button', { name: 'Classes' }).click()
    const classes = page.getByRole('dialog', { name: new RegExp(`Kelola Kelas: ${paketName}`) })
    await classes
      .getByTestId('admin-class-card')
      .filter({ hasText: kelasName })
      .getByRole('button', { name: 'Manage Class' })
      .click()
    const content = page.getByRole('dialog', { name: new RegExp(`Kelola Konten: ${kelasName}`) })
    await content.getByRole('tab', { name: 'Sub Bab & Video' }).click()
    const lesson = content.getByTestId('lesson-item').filter({ hasText: 'Pelajaran Rekaman' })
    await expect(lesson.getByText('Belum ada video.')).toBeVisible()

    // ---- add a video by upload: the check passes
    await lesson.getByRole('button', { name: 'Tambah Video' }).click()
    let form = page.getByRole('dialog', { name: 'Tambah Video' })
    await form.getByRole('button', { name: 'Unggah video' }).click()
    await form.getByLabel('Judul Video').fill('Rekaman kuliah 1')
    await form.locator('#video-file').setInputFiles(path.join(FIXTURES, 'lesson-faststart.mp4'))
    await expect(form.getByText('lesson-faststart.mp4')).toBeVisible()
    await expect(form.getByText('Ukuran 0,3 MB · Durasi 0:12')).toBeVisible()
    await expect(
      form.getByText(/Pemeriksaan lolos: MP4 · H\.264 \+ AAC · 320×180 · faststart/),
    ).toBeVisible()

    // ---- upload (throttled so the progress is observable) up to 100%
    const progressValues = await recordProgress(page)
    await throttleUpload(cdp, 96 * 1024)
    await form.getByRole('button', { name: 'Unggah & Simpan' }).click()
    const progress = form.getByTestId('upload-progress')
    await expect(progress).toBeVisible()
    await expect(progress.getByTestId('upload-progress-text')).toContainText(/MB dari 0,3 MB/)
    await expect(form.getByRole('button', { name: 'Batal', exact: true })).toBeDisabled()
    await expect(form).toBeHidden({ timeout: 60_000 })
    await throttleUpload(cdp, -1)
    const seen = await progressValues()
    expect(
      seen.some((v) => v > 0 && v < 100),
      `progress values ${seen.join(',')}`,
    ).toBe(true)
    expect(seen[seen.length - 1]).toBe(100)
    await expect(toast(page, 'Video berhasil diunggah')).toBeVisible()

    const item = lesson.getByTestId('video-item').filter({ hasText: 'Rekaman kuliah 1' })
    await expect(item).toBeVisible()
    await expect(item.getByText('Video unggahan')).toBeVisible()
    await expect(item.getByTestId('upload-facts')).toHaveText(/Durasi 0:1[12] · 0,3 MB/)
    await expect(item.locator('img')).toHaveAttribute(
      'src',
      /\/api\/files\/video_links\/[a-z0-9]+\/.+\.jpg$/,
    )
    await expect
      .poll(() => item.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)

    const [saved] = await videosOf(request, lessonId)
    expect(saved).toBeTruthy()
    expect(saved!.link_youtube).toBe('')
    expect(String(saved!.video)).toMatch(/\.mp4$/)
    expect(Number(saved!.video_size)).toBeGreaterThan(0)
    expect(Number(saved!.video_duration)).toBeGreaterThan(11)
    expect(String(saved!.poster)).toMatch(/\.jpg$/)

    // ---- HEVC: refused before uploading
    await lesson.getByRole('button', { name: 'Tambah Video' }).click()
    form = page.getByRole('dialog', { name: 'Tambah Video' })
    await form.getByRole('button', { name: 'Unggah video' }).click()
    await form.getByLabel('Judul Video').fill('Rekaman kuliah 2')
    await form.locator('#video-file').setInputFiles(path.join(FIXTURES, 'lesson-hevc.mp4'))
    await expect(form.getByText(/memakai codec HEVC \(H\.265\)/)).toBeVisible()
    await expect(
      form.getByText(/H\.264 dengan audio AAC dapat diputar di semua browser/),
    ).toBeVisible()
    await expect(form.getByRole('button', { name: 'Unggah & Simpan' })).toBeDisabled()

    // ---- cancel an upload in progress: the form stays as it was
    await form.locator('#video-file').setInputFiles(path.join(FIXTURES, 'lesson-faststart.mp4'))
    await expect(form.getByText(/Pemeriksaan lolos/)).toBeVisible()
    await throttleUpload(cdp, 16 * 1024)
    await form.getByRole('button', { name: 'Unggah & Simpan' }).click()
    await expect(form.getByTestId('upload-progress-text')).toContainText(/sisa waktu|lagi/)
    await form.getByTestId('upload-progress').getByRole('button', { name: 'Batalkan' }).click()
    await expect(form.getByText('Unggahan dibatalkan')).toBeVisible()
    await throttleUpload(cdp, -1)
    await expect(form.getByTestId('upload-progress')).toBeHidden()
    await expect(form.getByLabel('Judul Video')).toHaveValue('Rekaman kuliah 2')
    await expect(form.getByText('lesson-faststart.mp4')).toBeVisible()
    await expect(form.getByRole('button', { name: 'Unggah & Simpan' })).toBeEnabled()
    await form.getByRole('button', { name: 'Batal', exact: true }).click()
    await expect(form).toBeHidden()
    expect(await videosOf(request, lessonId)).toHaveLength(1)
    await context.close()
  })
})
