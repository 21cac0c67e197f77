// The served PWA under its Content-Security-Policy (pb_hooks/lib/static-headers.js): the landing page
// (inline script by hash, YouTube thumbnail and player), /login and sign-in, a lesson's YouTube player,
// the chatbot's PDF upload (pdf.js worker) and the PocketBase admin UI, all without a CSP violation.
// (This machine is offline: YouTube does not load, but the player's iframe and script requests must
// be allowed by the policy, which is what a violation event or a "Refused to" message would report.)
import { expect, test } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { pdfFromParagraphs } from '../tests/support/document-fixtures'
import { THESIS_FIXTURE_PARAGRAPHS } from '../tests/support/thesis-fixture'
import { adminCreate, adminToken, baseURL, DEMO, DEMO_PASSWORD, signInUi, uniqueEmail } from './support/auth'

type Row = { id: string } & Record<string, unknown>

async function adminList(request: APIRequestContext, collection: string, filter: string, sort = ''): Promise<Row[]> {
  const res = await request.get(`${baseURL()}/api/collections/${collection}/records`, {
    params: { filter, perPage: '500', ...(sort ? { sort } : {}) },
    headers: { Authorization: await adminToken(request) },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { items: Row[] }).items
}

/** A fresh subscriber of the demo subscriber's package: its first class, pre-test, first lesson and answers. */
async function freshLearner(request: APIRequestContext) {
  const [siti] = await adminList(request, 'users', `email="${DEMO.subscriber.email}"`)
  const [sitiSub] = await adminList(request, 'subscribers', `user_id="${siti!.id}"`, 'created')
  const paketId = sitiSub!.paket_id as string
  const email = uniqueEmail('csp')
  const user = await adminCreate(request, 'users', { email, password: DEMO_PASSWORD, passwordConfirm: DEMO_PASSWORD, full_name: 'Citra Kebijakan', role: 'subscriber', verified: true })
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
  const firstChapter = materi.filter((m) => m.type === 'chapter').sort((a, b) => (a.order as number) - (b.order as number))[0]!
  const firstLesson = materi
    .filter((m) => m.type === 'lesson' && m.parent_id === firstChapter.id)
    .sort((a, b) => (a.order as number) - (b.order as number))[0]!
  const soal = await adminList(request, 'soal', `materi_id="${pre.id}"`)
  const correct = new Map(soal.map((q) => [q.pertanyaan as string, q.jawaban_benar as string]))
  return { email, password: DEMO_PASSWORD, kelas: kelas!, pre, firstLesson, correct }
}

/** Answers every question of the test on screen correctly (without submitting). */
async function answerAll(page: Page, correct: Map<string, string>) {
  for (let i = 0; i < correct.size; i++) {
    await expect(page.getByText(`Soal ${i + 1} dari ${correct.size}`)).toBeVisible({ timeout: 20_000 })
    const labelledBy = await page.getByRole('radiogroup').getAttribute('aria-labelledby')
    const question = (await page.locator(`[id="${labelledBy}"]`).innerText()).trim()
    const right = correct.get(question)
    expect(right, `jawaban untuk "${question}"`).toBeTruthy()
    await page.getByLabel(new RegExp(`^${right!.toUpperCase()}\\. `)).check()
    if (i < correct.size - 1) await page.getByRole('button', { name: 'Selanjutnya' }).click()
  }
}

/** Collects CSP violations of every page in the context (events and console messages). */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void }).__reportCspViolation
      report?.(`${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`)
    })
  })
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(`console: ${m.text()}`)
  })
  return violations
}

function policyOf(headers: Record<string, string>): string {
  return headers['content-security-policy'] ?? ''
}

test.describe('security headers and the CSP', () => {
  test('landing, /login, sign-in and a lesson with a YouTube video run without CSP violations', async ({ page, context, request }) => {
    test.setTimeout(90_000)
    const violations = await watchCsp(context)

    const landing = await page.goto('/')
    const policy = policyOf(landing!.headers())
    expect(policy).toContain("script-src 'self' 'sha256-")
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    expect(policy).toContain("frame-ancestors 'none'")
    expect(landing!.headers()['x-frame-options']).toBe('DENY')
    expect(landing!.headers()['x-content-type-options']).toBe('nosniff')

    // The landing's free video: a thumbnail until tapped, then the youtube-nocookie iframe.
    // (The sections below the first screen load on the first scroll.)
    const videos = page.locator('#video-gratis')
    await expect(async () => {
      if ((await videos.count()) === 0) await page.mouse.wheel(0, 600)
      await expect(videos).toBeAttached({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await videos.scrollIntoViewIfNeeded()
    await videos.getByRole('button', { name: /^Putar video/ }).first().click()
    await expect(videos.locator('iframe').first()).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)

    // /login: the prerendered landing is removed by the hashed inline script; sign in.
    const learner = await freshLearner(request)
    await page.goto('/login')
    await expect(page.locator('#landing-prerender')).toHaveCount(0)
    await signInUi(page, learner.email, learner.password)

    // A lesson with a YouTube video (after the pre-test that unlocks it).
    await page.goto(`/subscriber/learning/${learner.kelas.id}?materi=${learner.pre.id}`)
    await expect(page.getByText('Soal 1 dari 5')).toBeVisible({ timeout: 30_000 })
    await answerAll(page, learner.correct)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`materi=${learner.firstLesson.id}`), { timeout: 15_000 })
    await page.getByRole('button', { name: /^1\. / }).click()
    const player = page.locator('iframe[src*="youtube"]').first()
    await expect(player).toBeAttached({ timeout: 20_000 })
    expect(await player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//)
    // Give the iframe API script request time to be attempted (and refused, if the policy were wrong).
    await page.waitForTimeout(1500)

    expect(violations).toEqual([])
  })

  test('the chatbot reads a PDF with the pdf.js worker under the CSP; the admin UI still loads', async ({ page, context }) => {
    test.setTimeout(90_000)
    const violations = await watchCsp(context)
    await signInUi(page, DEMO.user.email)
    await page.goto('/dashboard/chatbotskripsi')
    await expect(page.getByRole('heading', { name: 'Asisten Skripsi AI' })).toBeVisible()
    await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
    await page.getByTestId('chat-document-input').setInputFiles({
      name: 'skripsi.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdfFromParagraphs(THESIS_FIXTURE_PARAGRAPHS)),
    })
    await expect(page.getByTestId('upload-status')).toContainText('berhasil diunggah', { timeout: 30_000 })
    await expect(page.getByTestId('chat-document')).toHaveText('skripsi.pdf')

    // The PocketBase admin UI keeps its own headers and renders its sign-in form.
    const errors: string[] = []
    const admin: Page = await context.newPage()
    admin.on('pageerror', (e) => errors.push(e.message))
    const res = await admin.goto('/_/')
    expect(policyOf(res!.headers())).toBe('')
    await expect(admin.locator('input[type="password"]')).toBeVisible({ timeout: 15_000 })
    expect(errors).toEqual([])

    expect(violations).toEqual([])
  })
})
