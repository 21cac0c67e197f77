import { expect, test } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminList, adminUpdate } from './support/admin'
import { signInAs } from './support/auth'
import { freshLearner } from './support/learning'
import { firstSync, followOfflineEmulation, setOffline } from './support/offline'
import { allowSlowDatabaseOpens, setDatabaseOpenDelay } from './support/slow-database'

/**
 * Offline, a cold start of the class page and of the player shows the lesson list from
 * the class's last known view while the local database is still opening (held back here), then
 * the live data in the same place; an explicit sign-out removes the views.
 */

const viewKeys = (page: Page, userId: string) =>
  page.evaluate(
    (uid) =>
      Object.keys(window.localStorage).filter((k) => k.startsWith(`pendamping-view:${uid}:`)),
    userId,
  )
const databaseOpened = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('ps:db:open').length > 0)

/** A fresh subscriber of the demo subscriber's package, signed in and synced, with its first class. */
async function freshSubscriber(page: Page, request: APIRequestContext, prefix: string) {
  const learner = await freshLearner(request, prefix)
  const { materi } = learner
  const chapter = materi.find((m) => m.type === 'chapter')!
  const lessons = materi.filter((m) => m.type === 'lesson' && m.parent_id === chapter.id).length
  await signInAs(page.context(), request, learner.email)
  await firstSync(page)
  return {
    userId: learner.uid,
    subscriptionId: learner.subscriptionId,
    kelas: learner.kelas,
    materi,
    chapterLine: `${chapter.judul as string} (${lessons} pelajaran)`,
  }
}

test('offline cold start: the lesson lists show from the last known view while the database opens, then live', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000)
  await followOfflineEmulation(context)
  await allowSlowDatabaseOpens(context)
  const { userId, kelas, materi, chapterLine } = await freshSubscriber(page, request, 'cepat')
  const pre = materi.find((m) => m.type === 'pretest')!
  const questions = await adminList(request, 'soal', `materi_id="${pre.id}"`)

  // Online: both screens render from the database and keep the class's last known view.
  await page.goto(`/subscriber/class/${kelas.id}`)
  await expect(page.locator('[data-view="live"]').getByText(chapterLine)).toBeVisible({
    timeout: 20_000,
  })
  await page.goto(`/subscriber/learning/${kelas.id}`)
  await expect(
    page.locator('[data-view="live"]').getByText(`Soal 1 dari ${questions.length}`),
  ).toBeVisible({ timeout: 20_000 })
  expect(await viewKeys(page, userId)).toEqual([`pendamping-view:${userId}:class:${kelas.id}`])

  await setOffline(context, page, true)
  await setDatabaseOpenDelay(page, 1500)
  try {
    // The class page: the list is on screen while the database is still opening.
    await page.goto(`/subscriber/class/${kelas.id}`)
    const snapshot = page.locator('[data-view="snapshot"]')
    await expect(snapshot.getByRole('heading', { name: kelas.judul as string })).toBeVisible()
    await expect(snapshot.getByText(chapterLine)).toBeVisible()
    await expect(snapshot.getByText('Pre Test', { exact: true })).toBeVisible()
    expect(await databaseOpened(page)).toBe(false)
    // Then the database's data, in the same place.
    const live = page.locator('[data-view="live"]')
    await expect(live.getByText(chapterLine)).toBeVisible({ timeout: 30_000 })
    expect(await databaseOpened(page)).toBe(true)

    // The player: the Lesson List at once; the pre-test opens with its questions once the database answers.
    await page.goto(`/subscriber/learning/${kelas.id}`)
    const list = snapshot.getByRole('navigation', { name: 'Lesson List' })
    await expect(list.getByTestId(`step-${pre.id}`)).toBeVisible()
    await expect(
      list.getByText(materi.find((m) => m.type === 'posttest')!.judul as string),
    ).toBeVisible()
    await expect(snapshot.getByRole('progressbar', { name: 'Memuat soal Pre Test' })).toBeVisible()
    expect(await databaseOpened(page)).toBe(false)
    await expect(live.getByText(`Soal 1 dari ${questions.length}`)).toBeVisible({ timeout: 30_000 })
    await expect(
      live.getByRole('navigation', { name: 'Lesson List' }).getByTestId(`step-${pre.id}`),
    ).toBeVisible()
  } finally {
    await setDatabaseOpenDelay(page, 0)
    await setOffline(context, page, false)
  }

  // An explicit sign-out removes the user's views with the database.
  await page.goto('/subscriber/classes')
  await expect(page.getByTestId('sync-status')).toHaveText('Tersinkron', { timeout: 30_000 })
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/$/)
  expect(await viewKeys(page, userId)).toEqual([])
})

test('a suspended subscription takes the class views along once a sync confirms it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { userId, subscriptionId, kelas, chapterLine } = await freshSubscriber(
    page,
    request,
    'tangguh',
  )
  await page.goto(`/subscriber/class/${kelas.id}`)
  await expect(page.locator('[data-view="live"]').getByText(chapterLine)).toBeVisible({
    timeout: 20_000,
  })
  expect(await viewKeys(page, userId)).toHaveLength(1)
  await page.goto('/subscriber/classes')
  await adminUpdate(request, 'subscribers', subscriptionId, { status: 'suspended' })
  await expect.poll(() => viewKeys(page, userId), { timeout: 20_000 }).toEqual([])
})
