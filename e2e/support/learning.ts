// Helpers of the learning e2e specs: admin reads, a fresh subscriber of the demo package, the
// service worker, answering the question on screen.
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminCreate, adminToken, baseURL, DEMO, DEMO_PASSWORD, uniqueEmail } from './auth'

export interface Row {
  id: string
  [key: string]: unknown
}

export async function adminList(request: APIRequestContext, collection: string, filter: string, sort = ''): Promise<Row[]> {
  const res = await request.get(`${baseURL()}/api/collections/${collection}/records`, {
    params: { filter, perPage: '500', ...(sort ? { sort } : {}) },
    headers: { Authorization: await adminToken(request) },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { items: Row[] }).items
}

/** Waits until the service worker controls the page (an offline reload needs it). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload()
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller))
  }
}

export interface Learner {
  email: string
  password: string
  uid: string
  kelas: Row
  pre: Row
  /** lessons in step order (chapters by order, then order within each chapter) */
  lessons: Row[]
  /** question text → correct choice of the pre-test */
  correct: Map<string, string>
}

/** A fresh subscriber of the demo subscriber's package, with the first active class's steps. */
export async function freshLearner(request: APIRequestContext, prefix: string): Promise<Learner> {
  const [siti] = await adminList(request, 'users', `email="${DEMO.subscriber.email}"`)
  const [sitiSub] = await adminList(request, 'subscribers', `user_id="${siti!.id}"`, 'created')
  const paketId = sitiSub!.paket_id as string
  const email = uniqueEmail(prefix)
  const user = await adminCreate(request, 'users', { email, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, full_name: 'Gita Gangguan', role: 'subscriber', verified: true })
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
  const chapters = materi.filter((m) => m.type === 'chapter')
  const lessons = chapters.flatMap((c) =>
    materi.filter((m) => m.type === 'lesson' && m.parent_id === c.id).sort((a, b) => (a.order as number) - (b.order as number)),
  )
  const soal = await adminList(request, 'soal', `materi_id="${pre.id}"`)
  return { email, password: DEMO_PASSWORD, uid: user.id as string, kelas: kelas!, pre, lessons, correct: new Map(soal.map((s) => [s.pertanyaan as string, s.jawaban_benar as string])) }
}

/** Answers the question on screen (correctly unless `wrong`). */
export async function answerCurrent(page: Page, correct: Map<string, string>, wrong = false): Promise<void> {
  const form = page.getByRole('radiogroup')
  const labelledBy = await form.getAttribute('aria-labelledby')
  const question = (await page.locator(`[id="${labelledBy}"]`).innerText()).trim()
  const right = correct.get(question)
  expect(right, `jawaban untuk "${question}"`).toBeTruthy()
  const pick = wrong ? (right === 'a' ? 'b' : 'a') : right!
  await page.getByLabel(new RegExp(`^${pick.toUpperCase()}\\. `)).check()
}

/** Answers every question of the test on screen (the first one wrong when `firstWrong`) without submitting. */
export async function answerAll(page: Page, correct: Map<string, string>, firstWrong = false): Promise<void> {
  const n = correct.size
  for (let i = 0; i < n; i++) {
    await expect(page.getByText(`Soal ${i + 1} dari ${n}`)).toBeVisible({ timeout: 20_000 })
    await answerCurrent(page, correct, firstWrong && i === 0)
    if (i < n - 1) await page.getByRole('button', { name: 'Selanjutnya' }).click()
  }
}
