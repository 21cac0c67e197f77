// HTML and script payloads stored by users are shown as text, never as markup: a review's text and
// a user's full_name (and the review's denormalised author name) carrying markup appear verbatim on
// the landing page's testimonials and on the subscriber dashboard's greeting; no element is
// injected, no script runs, no dialog opens.
import { expect, test, type Page } from '@playwright/test'
import { adminCreate, adminList, adminSubscribe } from './support/admin'
import { signInUi, uniqueEmail } from './support/auth'
import { scrollUntil, stayLocal } from './support/landing'

const PASSWORD = 'rahasia-hostile-1'
const NAME = '<img src=x onerror="alert(\'nama\')">Siti <script>window.__xss = 1</script>'
const REVIEW =
  '<script>alert("ulasan")</script><b id="injected-bold">tebal</b> <svg onload="alert(1)"></svg> materi bagus'

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
  await stayLocal(page)
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
  const [first] = await adminList(request, 'materi', '')
  await adminCreate(request, 'reviews', {
    user_id: user.id,
    materi_id: first!.id,
    rating: 5,
    student_role: 'Mahasiswa S1',
    review_text: REVIEW,
  })
  await adminSubscribe(request, user.id, first!.paket_id as string)

  // the landing page's testimonials: the newest review first, its text and author verbatim
  await page.goto('/')
  const heading = page.getByRole('heading', { name: 'Kata Mereka' })
  await scrollUntil(page, heading, { step: 800 })
  await heading.scrollIntoViewIfNeeded()
  const quote = page.locator('blockquote', { hasText: 'materi bagus' }).first()
  await expect(quote).toBeAttached()
  expect(await quote.textContent()).toContain(REVIEW)
  await expect(page.getByText(NAME, { exact: true }).first()).toBeAttached()
  await noInjection(page)

  // the dashboard and the subscriber dashboard greet with the name as text
  await signInUi(page, email, PASSWORD)
  await expect(page).toHaveURL(/\/dashboard/)
  await expect(page.getByText(`Halo kak ${NAME}, siap belajar lagi?`)).toBeVisible()
  await noInjection(page)
  await page.goto('/subscriber')
  await expect(page.getByText(`Selamat datang, ${NAME}!`, { exact: false })).toBeVisible()
  await noInjection(page)
  expect(dialogs).toEqual([])
})
