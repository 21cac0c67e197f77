import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { adminList, adminUpdate } from './support/admin'
import { signInAs } from './support/auth'
import { answerAll, freshLearner } from './support/learning'
import { dismissNotesWhenShown } from './support/offline'
import { timedFirstSync } from './support/sync-timing'

/**
 * Two tabs of one signed-in subscriber (one browser context, one IndexedDB): exactly one tab
 * replicates (a Web Lock elects it); the other reads the shared database and shows the leader's
 * status. A completion made in the follower and one made in the leader each reach the server once
 * (the leader pushes the follower's write); closing the leader makes the follower replicate.
 */

const SYNCED =
  '(paket_pembelajaran|kelas|materi|soal|video_links|paket_content|subscribers|progress|reviews|tombstones)'
const SYNC_REQUEST = new RegExp(`/api/(collections/${SYNCED}/records|sync/)`)
/** A realtime subscription to a replicated collection (every tab also follows its own user record). */
const SYNC_TOPIC = new RegExp(`"${SYNCED}/\\*`)

/** Counts the replication requests (pulls, pushes, probe, realtime subscriptions) a page sends. */
function countSync(page: Page): {
  pulls: number
  pushes: number
  all: number
  urls: string[]
  reset(): void
} {
  const c = {
    pulls: 0,
    pushes: 0,
    all: 0,
    urls: [] as string[],
    reset: () => Object.assign(c, { pulls: 0, pushes: 0, all: 0, urls: [] }),
  }
  page.on('request', (r) => {
    const url = r.url()
    const realtime =
      url.includes('/api/realtime') && r.method() === 'POST' && SYNC_TOPIC.test(r.postData() ?? '')
    if (!realtime && !SYNC_REQUEST.test(url)) return
    c.all++
    c.urls.push(
      `${r.method()} ${decodeURIComponent(url.replace(/^https?:\/\/[^/]+/, ''))}${realtime ? ` ${r.postData()}` : ''}`,
    )
    if (url.includes('/records')) c.pulls++
    if (url.includes('/api/sync/push')) c.pushes++
  })
  return c
}

const isLeader = (page: Page) =>
  page.evaluate(() => (window as { __syncLeader?: boolean }).__syncLeader === true)

test('two tabs: one replicates, both completions reach the server once, the follower takes over', async ({
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const learner = await freshLearner(request, 'dua-tab')
  const { email, kelas, pre } = learner
  const user = { id: learner.uid }
  const firstLesson = learner.lessons[0]!

  // Tab A opens signed in and runs the first sync.
  await signInAs(context, request, email)
  const a = await context.newPage()
  await dismissNotesWhenShown(a)
  const syncA = countSync(a)
  await timedFirstSync(a, 'the class list synced in the first tab', async () => {
    await a.goto('/subscriber/classes')
    await expect(a.getByTestId('sync-status')).toHaveText('Tersinkron', { timeout: 45_000 })
  })
  await expect.poll(() => isLeader(a)).toBe(true)
  expect(syncA.pulls).toBeGreaterThan(0)

  // Tab B (same context: same auth store and IndexedDB) reads the shared database and replicates nothing.
  const b = await context.newPage()
  await dismissNotesWhenShown(b)
  const syncB = countSync(b)
  await b.goto('/subscriber/classes')
  await expect(b.getByTestId('class-card').filter({ hasText: kelas.judul as string })).toBeVisible({
    timeout: 20_000,
  })
  await expect(b.getByTestId('sync-status')).toHaveText('Tersinkron', { timeout: 10_000 })
  expect(await isLeader(b)).toBe(false)
  expect(syncB.urls).toEqual([])

  // The follower completes the pre-test; its local write is pushed by the leader.
  syncA.reset()
  await b.goto(`/subscriber/learning/${kelas.id}?materi=${pre.id}`)
  await answerAll(b, learner.correct)
  await b.getByRole('button', { name: 'Submit' }).click()
  await expect(b).toHaveURL(new RegExp(`materi=${firstLesson.id}`), { timeout: 20_000 })
  await expect
    .poll(async () => (await adminList(request, 'progress', `user_id="${user.id}"`)).length, {
      timeout: 20_000,
    })
    .toBe(1)
  expect(syncA.pushes).toBeGreaterThan(0)

  // The leader completes the first lesson (unlocked by the follower's completion in the shared database).
  // It navigates inside the app: reloading the document would end this tab's lock (a reload is a
  // new instance), and the follower would rightly take over.
  await a
    .getByTestId('class-card')
    .filter({ hasText: kelas.judul as string })
    .getByRole('link', { name: 'Lanjutkan' })
    .click()
  await a.getByRole('link', { name: 'Mulai Belajar' }).click()
  await expect(a.getByTestId(`step-${pre.id}`)).toHaveAttribute('data-state', 'complete', {
    timeout: 20_000,
  })
  await a.getByTestId(`step-${firstLesson.id}`).click()
  await expect(a).toHaveURL(new RegExp(`materi=${firstLesson.id}`))
  expect(await isLeader(a)).toBe(true)
  await a.getByRole('button', { name: 'COMPLETE LESSON' }).click()
  await expect
    .poll(async () => (await adminList(request, 'progress', `user_id="${user.id}"`)).length, {
      timeout: 20_000,
    })
    .toBe(2)
  // Once the leader has nothing left to send: one row per completion, and the follower sent no
  // replication request at all.
  await expect(a.getByText(/belum tersinkron/)).toHaveCount(0, { timeout: 20_000 })
  const rows = await adminList(request, 'progress', `user_id="${user.id}"`)
  expect(rows.map((r) => r.materi_id).sort()).toEqual([pre.id, firstLesson.id].sort())
  expect(syncB.urls).toEqual([])
  expect(await isLeader(b)).toBe(false)
  expect(await isLeader(a)).toBe(true)

  // Closing the leader hands the replication to the follower.
  await a.close()
  await expect.poll(() => isLeader(b), { timeout: 15_000 }).toBe(true)
  await expect.poll(() => syncB.all, { timeout: 15_000 }).toBeGreaterThan(0)
  // (It follows the replicated collections on realtime now: the filter above does see these.)
  await expect
    .poll(() => syncB.urls.some((u) => u.startsWith('POST /api/realtime')), { timeout: 15_000 })
    .toBe(true)
  // ... which pulls a change made on the server (the follower's page stays open: no reload, whose
  // new instance would lead anyway, being alone). The learning page's header shows the class title.
  await expect(b.getByText(kelas.judul as string, { exact: true })).toBeVisible()
  const renamed = `${kelas.judul as string} (diperbarui)`
  await adminUpdate(request, 'kelas', kelas.id, { judul: renamed })
  try {
    await expect(b.getByText(renamed, { exact: true })).toBeVisible({ timeout: 20_000 })
  } finally {
    await adminUpdate(request, 'kelas', kelas.id, { judul: kelas.judul })
  }
})
