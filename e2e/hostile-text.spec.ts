// HTML and script payloads stored by users are shown as text (issue 11 item 2): a review's text and
// a user's full_name (and the review's denormalised author name) carrying markup appear verbatim on
// the landing page's testimonials and on the subscriber dashboard's greeting; no element is
// injected, no script runs, no dialog opens.
import { expect, test, type Page } from '@playwright/test'
import { adminCreate, adminToken, baseURL, uniqueEmail } from './support/auth'

const PASSWORD = 'rahasia-hostile-1'
const NAME = '<img src=x onerror="alert(\'nama\')">Siti <script>window.__xss = 1</script>'
const REVIEW = '<script>alert("ulasan")</script><b id="injected-bold">tebal</b> <svg onload="alert(1)"></svg> materi bagus'

/** Fails the test on any dialog and records whether the page's payload globals were set. */
function guard(page: Page): string[] {
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  return dialogs
}

async function noInjection(page: Page) {
  expect(await page.locator('#injected-bold').count()).toBe(0)
  expect(await page.locator('img[src="x"]').count()).toBe(0)
  expect(await page.locator('main svg[onload], #root svg[onload]').count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
}

test('markup in a review and a full_name is rendered as text', async ({ page, request }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
  const dialogs = guard(page)
  const email = uniqueEmail('hostile')
  const user = await adminCreate(request, 'users', {
    email,
    password: PASSWORD,
    passwordConfirm: PASSWORD,
    full_name: NAME,
    role: 'subscriber',
    verified: true,
  })
  const token = await adminToken(request)
  const materi = await request.get(`${baseURL()}/api/collections/materi/records?perPage=1`, { headers: { Authorization: token } })
  const first = ((await materi.json()) as { items: { id: string; paket_id: string }[] }).items[0]!
  await adminCreate(request, 'reviews', { user_id: user.id, materi_id: first.id, rating: 5, student_role: 'Mahasiswa S1', review_text: REVIEW })
  const day = 24 * 60 * 60 * 1000
  const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')
  await adminCreate(request, 'subscribers', {
    user_id: user.id,
    paket_id: first.paket_id,
    status: 'active',
    durasi_mulai: pbDate(Date.now() - day),
    durasi_akhir: pbDate(Date.now() + 30 * day),
  })

  // the landing page's testimonials: the newest review first, its text and author verbatim
  await page.goto('/')
  const heading = page.getByRole('heading', { name: 'Kata Mereka' })
  await expect(async () => {
    if ((await heading.count()) === 0) await page.mouse.wheel(0, 800)
    await expect(heading).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await heading.scrollIntoViewIfNeeded()
  const quote = page.locator('blockquote', { hasText: 'materi bagus' }).first()
  await expect(quote).toBeAttached()
  expect(await quote.textContent()).toContain(REVIEW)
  await expect(page.getByText(NAME, { exact: true }).first()).toBeAttached()
  await noInjection(page)

  // the dashboard and the subscriber dashboard greet with the name as text
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(PASSWORD)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByText(`Halo kak ${NAME}, siap belajar lagi?`)).toBeVisible()
  await noInjection(page)
  await page.goto('/subscriber')
  await expect(page.getByText(`Selamat datang, ${NAME}!`, { exact: false })).toBeVisible()
  await noInjection(page)
  expect(dialogs).toEqual([])
})
