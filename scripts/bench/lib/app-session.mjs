// A student in the built PWA (browser benches): signed in through /login as a student would, with the
// service worker in control of the page.
/* global navigator */

/**
 * Signs in through the login form once the service worker has installed and the form's prefetch is
 * done (a student takes seconds to type): the time (Date.now()) of the click on 'Masuk'. Resolves
 * when the app has left /login.
 */
export async function signInThroughLogin(page, url, email, password) {
  await page.goto(`${url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.waitForLoadState('networkidle')
  const clickedAt = Date.now()
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await page.waitForURL((u) => !u.pathname.startsWith('/login'), { timeout: 30_000 })
  return clickedAt
}

/** Reloads once if the service worker does not control the page yet, then waits until it does. */
export async function awaitServiceWorkerControl(page) {
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, {
    timeout: 30_000,
  })
}
