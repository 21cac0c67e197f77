// The learning side of the e2e specs: a subscriber's class as the admin sees it, a fresh subscriber
// of the demo package, answering the test on screen.
import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'
import { adminCreate, adminList, adminSubscribe, adminUserByEmail, type Row } from './admin'
import { DEMO, DEMO_PASSWORD, uniqueEmail } from './auth'

export interface ClassInfo {
  uid: string
  paketId: string
  subscriptionId: string
  /** the package's first active class */
  kelas: Row
  /** its steps, by order */
  materi: Row[]
  pre: Row
  post: Row
  /** lessons in step order (chapters by order, then order within each chapter) */
  lessons: Row[]
}

/** The first active class of the user's first subscription, with its content. */
export async function classOf(request: APIRequestContext, email: string): Promise<ClassInfo> {
  const user = await adminUserByEmail(request, email)
  expect(user, email).toBeTruthy()
  const subs = await adminList(request, 'subscribers', `user_id="${user!.id}"`, 'created')
  expect(subs.length).toBeGreaterThan(0)
  const paketId = subs[0]!.paket_id as string
  const [kelas] = await adminList(
    request,
    'kelas',
    `paket_id="${paketId}" && is_active=true`,
    'urutan',
  )
  const materi = await adminList(request, 'materi', `kelas_id="${kelas!.id}"`, 'order')
  const chapters = materi.filter((m) => m.type === 'chapter')
  const lessons = chapters.flatMap((c) =>
    materi
      .filter((m) => m.type === 'lesson' && m.parent_id === c.id)
      .sort((a, b) => (a.order as number) - (b.order as number)),
  )
  return {
    uid: user!.id,
    paketId,
    subscriptionId: subs[0]!.id,
    kelas: kelas!,
    materi,
    pre: materi.find((m) => m.type === 'pretest')!,
    post: materi.find((m) => m.type === 'posttest')!,
    lessons,
  }
}

/** Question text → correct choice, for the questions of these steps. */
export async function answersOf(
  request: APIRequestContext,
  ...materiIds: string[]
): Promise<Map<string, string>> {
  const filter = materiIds.map((id) => `materi_id="${id}"`).join(' || ')
  const soal = await adminList(request, 'soal', filter)
  return new Map(soal.map((s) => [s.pertanyaan as string, s.jawaban_benar as string]))
}

export interface Learner extends ClassInfo {
  email: string
  password: string
  /** question text → correct choice of the pre-test */
  correct: Map<string, string>
}

/** A fresh subscriber of the demo subscriber's package, with the first active class's steps. */
export async function freshLearner(
  request: APIRequestContext,
  prefix: string,
  fullName = 'Gita Gangguan',
): Promise<Learner> {
  const demo = await classOf(request, DEMO.subscriber.email)
  const email = uniqueEmail(prefix)
  const user = await adminCreate(request, 'users', {
    email,
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    full_name: fullName,
    role: 'subscriber',
    verified: true,
  })
  const subscription = await adminSubscribe(request, user.id, demo.paketId)
  return {
    ...demo,
    uid: user.id,
    subscriptionId: subscription.id,
    email,
    password: DEMO_PASSWORD,
    correct: await answersOf(request, demo.pre.id),
  }
}

/** Answers the question on screen (correctly unless `wrong`). */
export async function answerCurrent(
  page: Page,
  correct: Map<string, string>,
  wrong = false,
): Promise<void> {
  const form = page.getByRole('radiogroup')
  const labelledBy = await form.getAttribute('aria-labelledby')
  const question = (await page.locator(`[id="${labelledBy}"]`).innerText()).trim()
  const right = correct.get(question)
  expect(right, `jawaban untuk "${question}"`).toBeTruthy()
  const pick = wrong ? (right === 'a' ? 'b' : 'a') : right!
  await page.getByLabel(new RegExp(`^${pick.toUpperCase()}\\. `)).check()
}

/**
 * Answers every question of the test on screen (the first one wrong when `firstWrong`) without
 * submitting.
 */
export async function answerAll(
  page: Page,
  correct: Map<string, string>,
  firstWrong = false,
): Promise<void> {
  const n = correct.size
  for (let i = 0; i < n; i++) {
    await expect(page.getByText(`Soal ${i + 1} dari ${n}`)).toBeVisible({ timeout: 20_000 })
    await answerCurrent(page, correct, firstWrong && i === 0)
    if (i < n - 1) await page.getByRole('button', { name: 'Selanjutnya' }).click()
  }
}
