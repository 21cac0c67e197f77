// Parts 2 and 3 of the video benchmark: the built PWA served by PocketBase, one student, Debian
// Chromium, all under /tmp/e2e.lock (taken here). The app's downloader against a plain fetch, on
// loopback and on an emulated link; then the time to the first frame offline.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { withE2eLock } from '../../lib/e2e-lock.mjs'
import { adminRest } from '../lib/admin-api.mjs'
import { awaitServiceWorkerControl, signInThroughLogin } from '../lib/app-session.mjs'
import { createSubscribedStudent } from '../lib/bench-seed.mjs'
import { withBenchServer } from '../lib/bench-server.mjs'
import { launchPersistentChromium } from '../lib/chromium.mjs'
import { emulateLink } from '../lib/network-link.mjs'
import { followOfflineEmulation, setOffline } from '../lib/offline.mjs'
import { buildPwaCopy } from '../lib/pwa-build.mjs'
import { loadAverage } from '../lib/report.mjs'
import { appDownload } from './app-download.mjs'
import { firstFrameOffline } from './first-frame.mjs'
import { FLOORS, plainFetchInPage, storeFloorInPage } from './in-page-fetch.mjs'
import { APP_RUNS, FRAME_RUNS, LINK, STUDENT } from './settings.mjs'
import { uploadVideo } from './upload.mjs'

/**
 * A package of 2 × APP_RUNS classes, each with one lesson whose uploaded video is `bytes`, and the
 * student active on it: [{kelasId, lessonId, filePath}].
 */
async function seedClasses(url, bytes) {
  const rest = await adminRest(url)
  const paket = await rest.create('paket_pembelajaran', {
    nama_paket: 'Paket Video Bench',
    durasi_hari: 30,
    harga: 0,
  })
  const classes = []
  for (let i = 0; i < 2 * APP_RUNS; i++) {
    const kelas = await rest.create('kelas', {
      paket_id: paket.id,
      judul: `Kelas Video ${i + 1}`,
      pengajar: 'Dr. Video',
      is_active: true,
      urutan: i + 1,
    })
    const chapter = await rest.create('materi', {
      kelas_id: kelas.id,
      type: 'chapter',
      judul: 'Bab Video',
      order: 1,
    })
    const lesson = await rest.create('materi', {
      kelas_id: kelas.id,
      type: 'lesson',
      judul: 'Pelajaran Unggahan',
      order: 1,
      parent_id: chapter.id,
    })
    const { record } = await uploadVideo(url, rest.token, lesson.id, bytes)
    classes.push({
      kelasId: kelas.id,
      lessonId: lesson.id,
      filePath: `/api/files/video_links/${record.id}/${record.video}`,
    })
  }
  await createSubscribedStudent(rest, STUDENT, [paket.id])
  return classes
}

/**
 * A plain fetch and the app's download of class `c`, in the order `fetchFirst` says (alternated, so
 * that neither always meets a warmer machine).
 */
async function fetchAndDownload(page, c, fetchFirst) {
  let fetched
  let app
  if (fetchFirst) {
    fetched = await plainFetchInPage(page, c.filePath)
    app = await appDownload(page, c.kelasId, c.filePath)
  } else {
    app = await appDownload(page, c.kelasId, c.filePath)
    fetched = await plainFetchInPage(page, c.filePath)
  }
  return { fetched, app }
}

/** APP_RUNS downloads on loopback, each also timed against the Cache Storage floors. */
async function loopbackDownloads(page, classes, size) {
  const downloads = []
  for (let i = 0; i < APP_RUNS; i++) {
    const c = classes[i]
    const { fetched, app } = await fetchAndDownload(page, c, i % 2 === 0)
    const floors = []
    for (const [, pieceSize, overlap] of FLOORS) {
      const floor = await storeFloorInPage(page, c.filePath, pieceSize, overlap)
      if (floor.bytes !== size)
        throw new Error(`store floor: ${floor.status}, ${floor.bytes} bytes`)
      floors.push(floor.ms)
    }
    if (fetched.status !== 206 || fetched.bytes !== size)
      throw new Error(`plain fetch: ${fetched.status}, ${fetched.bytes} bytes`)
    if (app.storedTotal !== size * (i + 1))
      throw new Error(`app download stored ${app.storedTotal} bytes, expected ${size * (i + 1)}`)
    downloads.push({
      fetchMs: fetched.ms,
      floorMs: floors,
      appMs: app.ms,
      ratio: fetched.ms / app.ms,
      pieces: app.piecesTotal / (i + 1),
      fileRequests: app.fileRequests,
      beforeRequestMs: app.beforeRequest,
      transferMs: app.transfer,
      afterLastByteMs: app.afterLastByte,
      droppedClicks: app.dropped,
    })
    console.log(
      `video: plain fetch ${fetched.ms.toFixed(0)} ms, fetch + Cache Storage ${floors.map((ms) => ms.toFixed(0)).join(' / ')} ms, app download ${app.ms.toFixed(0)} ms ` +
        `(click → request ${app.beforeRequest?.toFixed(0)} ms, transfer ${app.transfer?.toFixed(0)} ms, last byte → 'Tersedia offline' ${app.afterLastByte?.toFixed(0)} ms; ` +
        `app/fetch throughput ${(fetched.ms / app.ms).toFixed(2)})`,
    )
  }
  return downloads
}

/** APP_RUNS other classes on the emulated link (CDP, the page's requests): what a student's Wi-Fi would show. */
async function linkedDownloads(context, page, classes, size) {
  const link = await emulateLink(context, page, LINK)
  const linked = []
  for (let i = 0; i < APP_RUNS; i++) {
    const { fetched, app } = await fetchAndDownload(page, classes[APP_RUNS + i], i % 2 === 0)
    if (fetched.status !== 206 || fetched.bytes !== size)
      throw new Error(`plain fetch (link): ${fetched.status}, ${fetched.bytes} bytes`)
    linked.push({
      fetchMs: fetched.ms,
      appMs: app.ms,
      ratio: fetched.ms / app.ms,
      droppedClicks: app.dropped,
    })
    console.log(
      `video: on the emulated link, plain fetch ${fetched.ms.toFixed(0)} ms, app download ${app.ms.toFixed(0)} ms (app/fetch throughput ${(fetched.ms / app.ms).toFixed(2)})`,
    )
  }
  await link.stop()
  return linked
}

/** Offline: FRAME_RUNS first frames with play() as the player appears, FRAME_RUNS once its metadata loaded. */
async function offlineFirstFrames(context, page, url, classes) {
  await setOffline(context, page, true)
  const frames = { atMount: [], afterMetadata: [] }
  for (const atMount of [true, false]) {
    for (let j = 0; j < FRAME_RUNS; j++) {
      const c = classes[j % classes.length]
      const f = await firstFrameOffline(page, url, c.kelasId, c.lessonId, atMount)
      frames[atMount ? 'atMount' : 'afterMetadata'].push(f)
      console.log(
        `video: offline, play() ${atMount ? 'as the player appears' : 'after its metadata'} (readyState ${f.readyState}) → first frame ${f.frame?.toFixed(0)} ms ` +
          `('playing' ${f.playing?.toFixed(0)} ms, currentTime > 0 ${f.advanced?.toFixed(0)} ms); click → metadata ${f.openToMetadata?.toFixed(0)} ms`,
      )
    }
  }
  await setOffline(context, page, false)
  return frames
}

/** Parts 2 and 3: the built PWA served by PocketBase, one student, Debian Chromium (under /tmp/e2e.lock). */
export async function appInBrowser(work, video) {
  const bytes = readFileSync(video.file)
  return withE2eLock(
    async () => {
      const dist = buildPwaCopy(path.join(work, 'dist'))
      return withBenchServer(
        'video-pwa',
        {},
        async (server) => {
          let context
          try {
            const classes = await seedClasses(server.url, bytes)
            context = await launchPersistentChromium(path.join(work, 'profile'), {
              locale: 'id-ID',
              viewport: { width: 390, height: 844 },
              hasTouch: true,
            })
            await followOfflineEmulation(context)
            const page = context.pages()[0] ?? (await context.newPage())
            const errors = []
            page.on('pageerror', (e) => errors.push(String(e)))
            await signInThroughLogin(page, server.url, STUDENT.email, STUDENT.password)
            await awaitServiceWorkerControl(page)
            await page.goto(`${server.url}/subscriber/class/${classes[0].kelasId}`)
            await page
              .getByTestId('class-downloads')
              .getByRole('button', { name: /Unduh kelas/ })
              .waitFor({ timeout: 120_000 })
            // The student reads the page before tapping (the app's start-up work settles).
            await page.waitForLoadState('networkidle')
            await page.waitForTimeout(1000)

            // A warm-up fetch (connection, token route, file in the page cache), not counted.
            await plainFetchInPage(page, classes[0].filePath)
            const downloads = await loopbackDownloads(page, classes, bytes.length)
            const linked = await linkedDownloads(context, page, classes, bytes.length)
            const frames = await offlineFirstFrames(context, page, server.url, classes)
            return { downloads, linked, frames, pageErrors: errors, loadAverage: loadAverage() }
          } finally {
            await context?.close()
          }
        },
        { publicDir: dist },
      )
    },
    () => console.log('video: waiting for /tmp/e2e.lock (another build or browser run)...'),
  )
}
