import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { followOfflineEmulation, setOffline } from './support/offline'
import { adminCreate, adminToken, baseURL, DEMO, signInUi, uniqueEmail } from './support/auth'

/**
 * The local store end to end: a fresh subscriber signs in and syncs; offline, a reload still
 * renders their classes and the indicator says 'Offline'; a pre-test completed offline waits
 * (with its count) across an offline reload and reaches the server once the device is online.
 */

async function adminList(request: APIRequestContext, collection: string, filter: string, sort = ''): Promise<Array<Record<string, unknown>>> {
  const res = await request.get(`${baseURL()}/api/collections/${collection}/records`, {
    params: { filter, perPage: '500', ...(sort ? { sort } : {}) },
    headers: { Authorization: await adminToken(request) },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { items: Array<Record<string, unknown>> }).items
}

async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  }
}

test('sync: offline reload renders local data; an offline completion reaches the server', async ({ page, context, request }) => {
  await followOfflineEmulation(context)
  test.setTimeout(150_000)
  // A fresh subscriber of the demo subscriber's package.
  const [siti] = await adminList(request, 'users', `email="${DEMO.subscriber.email}"`)
  const [sitiSub] = await adminList(request, 'subscribers', `user_id="${siti!.id}"`, 'created')
  const paketId = sitiSub!.paket_id as string
  const email = uniqueEmail('sinkron')
  const user = await adminCreate(request, 'users', { email, password: 'demo12345', passwordConfirm: 'demo12345', full_name: 'Sinta Offline', role: 'subscriber', verified: true })
  const day = 86_400_000
  await adminCreate(request, 'subscribers', {
    user_id: user.id,
    paket_id: paketId,
    status: 'active',
    durasi_mulai: new Date(Date.now() - day).toISOString().replace('T', ' '),
    durasi_akhir: new Date(Date.now() + 30 * day).toISOString().replace('T', ' '),
  })
  const [kelas] = await adminList(request, 'kelas', `paket_id="${paketId}" && is_active=true`, 'urutan')
  const materi = await adminList(request, 'materi', `kelas_id="${kelas!.id}"`, 'order')
  const pre = materi.find((m) => m.type === 'pretest')!
  const questions = await adminList(request, 'soal', `materi_id="${pre.id}"`)

  await signInUi(page, email)
  await waitForServiceWorker(page)
  await page.goto('/subscriber/classes')
  const indicator = page.getByTestId('sync-status')
  await expect(indicator).toHaveText('Tersinkron', { timeout: 45_000 })
  await expect(page.getByTestId('class-card').filter({ hasText: kelas!.judul as string })).toBeVisible()

  await setOffline(context, page, true)
  try {
    await page.reload()
    await expect(page.getByTestId('class-card').filter({ hasText: kelas!.judul as string })).toBeVisible({ timeout: 20_000 })
    await expect(indicator).toHaveText('Offline')

    // The pre-test, offline: any answers; the completion is stored locally and waits.
    await page.goto(`/subscriber/learning/${kelas!.id}?materi=${pre.id}`)
    for (let i = 0; i < questions.length; i++) {
      await expect(page.getByText(`Soal ${i + 1} dari ${questions.length}`)).toBeVisible({ timeout: 20_000 })
      await page.getByLabel(/^A\. /).check()
      if (i < questions.length - 1) await page.getByRole('button', { name: 'Selanjutnya' }).click()
    }
    await page.getByRole('button', { name: 'Submit' }).click()
    // The completion is recorded after the visual pause, then the next step opens.
    await expect(page).not.toHaveURL(new RegExp(`materi=${pre.id}`), { timeout: 20_000 })
    // The learning player is full screen: the indicator lives in the student shell.
    await page.goto('/subscriber/classes')
    await expect(indicator).toHaveText('Offline · 1 perubahan menunggu', { timeout: 15_000 })
    await page.reload()
    await expect(indicator).toHaveText('Offline · 1 perubahan menunggu', { timeout: 20_000 })
    expect(await adminList(request, 'progress', `user_id="${user.id}"`)).toHaveLength(0)
  } finally {
    await setOffline(context, page, false)
  }

  await expect(indicator).toHaveText('Tersinkron', { timeout: 30_000 })
  await expect
    .poll(async () => (await adminList(request, 'progress', `user_id="${user.id}" && materi_id="${pre.id}"`)).length, { timeout: 20_000 })
    .toBe(1)
  const [row] = await adminList(request, 'progress', `user_id="${user.id}" && materi_id="${pre.id}"`)
  const correctA = questions.filter((q) => q.jawaban_benar === 'a').length
  expect(row!.skor).toBe(Math.round((correctA / questions.length) * 100))
})
