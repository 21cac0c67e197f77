// Signing in: through the /login form (the specs that test signing in), or straight into a
// signed-in session (the specs whose scenario starts signed in): the demo roles' sessions are saved
// once per run by the setup project (e2e/support/auth.setup.ts) for `test.use({ storageState })`,
// and a fresh account gets one through the API with signInAs.
import path from 'node:path'
import { expect } from '@playwright/test'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo12345'
export const DEMO = {
  superadmin: { email: 'admin@demo.pendampingskripsi.id', name: 'Admin Pendamping' },
  subscriber: { email: 'siti@demo.pendampingskripsi.id', name: 'Siti Rahmawati' },
  expired: { email: 'budi@demo.pendampingskripsi.id', name: 'Budi Santoso' },
  user: { email: 'rina@demo.pendampingskripsi.id', name: 'Rina Anggraini' },
} as const
export type DemoRole = keyof typeof DEMO

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090'

/** A unique e-mail for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.pendampingskripsi.id`
}

/** Signs in through the /login form and waits until the app has left /login. */
export async function signInUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/**
 * The file holding a demo role's signed-in storage state on a worker's server (written by
 * auth.setup.ts for every slot of scripts/e2e.mjs; the current worker's by default).
 */
export function storageStateOf(
  role: DemoRole,
  slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0),
): string {
  return path.join(process.cwd(), '.tmp', 'e2e-auth', String(slot), `${role}.json`)
}

type StorageState = Exclude<Parameters<BrowserContext['setStorageState']>[0], string>

/** localStorage key of the app's session (src/data/pocketbase.ts, AUTH_STORAGE_KEY). */
const AUTH_STORAGE_KEY = 'pocketbase_auth'

/**
 * A signed-in session of `email` as the app keeps it: the SDK's LocalAuthStore entry
 * ({ token, model }) in the origin's localStorage, nothing else. (A session saved from a used page
 * would also carry the local store's first-sync marks without the IndexedDB they describe.)
 */
export async function sessionState(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  base = baseURL(),
): Promise<StorageState> {
  const res = await request.post(`${base}/api/collections/users/auth-with-password`, {
    data: { identity: email, password },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  const { token, record } = (await res.json()) as { token: string; record: unknown }
  return {
    cookies: [],
    origins: [
      {
        origin: new URL(base).origin,
        localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify({ token, model: record }) }],
      },
    ],
  }
}

/**
 * Starts `context` signed in as `email` (no /login visit). Call before its pages load anything.
 * `base`: the server (the main one unless given, e.g. E2E_LLM_BASE_URL's).
 */
export async function signInAs(
  context: BrowserContext,
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  base = baseURL(),
): Promise<void> {
  await context.setStorageState(await sessionState(request, email, password, base))
}

/**
 * Resolves once the page follows its user's record on realtime (the subscription the profile's
 * live updates come through is registered on the server). Call before the page loads.
 */
export async function userRealtimeReady(page: Page, userId: string): Promise<void> {
  await page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/realtime' &&
      r.request().method() === 'POST' &&
      r.ok() &&
      (r.request().postData() ?? '').includes(`"users/${userId}"`),
  )
}
