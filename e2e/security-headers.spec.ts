// The served PWA under its Content-Security-Policy (pb_hooks/lib/platform/static-headers.js): the landing page
// (inline script by hash, YouTube thumbnail and player), /login and sign-in, a lesson's YouTube player,
// the chatbot's PDF upload (pdf.js worker) and the PocketBase admin UI, all without a CSP violation.
// (This machine is offline: YouTube does not load, but the player's iframe and script requests must
// be allowed by the policy, which is what a violation event or a "Refused to" message would report.)
import { expect, test } from '@playwright/test'
import type { BrowserContext, Page } from '@playwright/test'
import { signInUi, storageStateOf } from './support/auth'
import { uploadFixtureThesis } from './support/chat'
import { scrollUntil } from './support/landing'
import { answerAll, freshLearner } from './support/learning'
import { timedFirstSync } from './support/sync-timing'

/** Collects CSP violations of every page in the context (events and console messages). */
async function watchCsp(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  await context.exposeBinding('__reportCspViolation', (_source, text: string) => {
    violations.push(text)
  })
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation?: (t: string) => void })
        .__reportCspViolation
      report?.(
        `${location.pathname}: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  context.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text()))
      violations.push(`console: ${m.text()}`)
  })
  return violations
}

function policyOf(headers: Record<string, string>): string {
  return headers['content-security-policy'] ?? ''
}

test.describe('security headers and the CSP', () => {
  test('landing, /login, sign-in and a lesson with a YouTube video run without CSP violations', async ({
    page,
    context,
    request,
  }) => {
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
    await scrollUntil(page, videos)
    await videos.scrollIntoViewIfNeeded()
    await videos
      .getByRole('button', { name: /^Putar video/ })
      .first()
      .click()
    await expect(videos.locator('iframe').first()).toHaveAttribute(
      'src',
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )

    // /login: the prerendered landing is removed by the hashed inline script; sign in.
    const learner = await freshLearner(request, 'csp', 'Citra Kebijakan')
    await page.goto('/login')
    await expect(page.locator('#landing-prerender')).toHaveCount(0)
    await signInUi(page, learner.email, learner.password)

    // A lesson with a YouTube video (after the pre-test that unlocks it).
    await timedFirstSync(page, 'the pre-test after signing in', async () => {
      await page.goto(`/subscriber/learning/${learner.kelas.id}?materi=${learner.pre.id}`)
      await expect(page.getByText('Soal 1 dari 5')).toBeVisible({ timeout: 30_000 })
    })
    await answerAll(page, learner.correct)
    await page.getByRole('button', { name: 'Submit' }).click()
    await expect(page).toHaveURL(new RegExp(`materi=${learner.lessons[0]!.id}`), {
      timeout: 15_000,
    })
    const apiScript: string[] = []
    page.on('request', (r) => {
      if (r.url().startsWith('https://www.youtube.com/iframe_api')) apiScript.push(r.url())
    })
    await page.getByRole('button', { name: /^1\. / }).click()
    const player = page.locator('iframe[src*="youtube"]').first()
    await expect(player).toBeAttached({ timeout: 20_000 })
    expect(await player.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube(?:-nocookie)?\.com\/embed\//,
    )
    // The player's iframe API script is requested (it fails offline), or refused by the policy,
    // which the watcher reports as a violation.
    await expect
      .poll(() => apiScript.length > 0 || violations.length > 0, { timeout: 20_000 })
      .toBe(true)

    expect(violations).toEqual([])
  })

  test.describe(() => {
    test.use({ storageState: storageStateOf('user') })

    test('the chatbot reads a PDF with the pdf.js worker under the CSP; the admin UI still loads', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000)
      const violations = await watchCsp(context)
      await page.goto('/dashboard/chatbotskripsi')
      await expect(page.getByRole('heading', { name: 'Asisten Skripsi AI' })).toBeVisible()
      await page.getByRole('tab', { name: 'Asisten Akademik' }).click()
      await uploadFixtureThesis(page)

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
})
