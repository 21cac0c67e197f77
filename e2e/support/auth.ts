import { expect } from '@playwright/test'
import type { APIRequestContext, Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo12345'
export const DEMO = {
  superadmin: { email: 'admin@demo.pendampingskripsi.id', name: 'Admin Pendamping' },
  subscriber: { email: 'siti@demo.pendampingskripsi.id', name: 'Siti Rahmawati' },
  expired: { email: 'budi@demo.pendampingskripsi.id', name: 'Budi Santoso' },
  user: { email: 'rina@demo.pendampingskripsi.id', name: 'Rina Anggraini' },
} as const

export const baseURL = () => process.env.E2E_BASE_URL ?? 'http://127.0.0.1:8090'

/** Signs in through the /login form and waits until the app has left /login. */
export async function signInUi(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/login')) await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByRole('button', { name: 'Masuk', exact: true }).click()
  await expect(page).not.toHaveURL(/\/login/)
}

/** A token of the PocketBase admin (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD from scripts/e2e.mjs). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const email = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.local'
  const password = process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-123'
  const res = await request.post(`${baseURL()}/api/admins/auth-with-password`, { data: { identity: email, password } })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { token: string }).token
}

/** Creates a record as the PocketBase admin through the REST API. */
export async function adminCreate(request: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const token = await adminToken(request)
  const res = await request.post(`${baseURL()}/api/collections/${collection}/records`, { data, headers: { Authorization: token } })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()) as Record<string, unknown>
}

/** A unique e-mail for one test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@e2e.pendampingskripsi.id`
}

/** Updates a user found by e-mail as the PocketBase admin; returns the updated record. */
export async function adminUpdateUser(request: APIRequestContext, email: string, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  const token = await adminToken(request)
  const list = await request.get(`${baseURL()}/api/collections/users/records`, {
    params: { filter: `email="${email}"`, perPage: '1' },
    headers: { Authorization: token },
  })
  expect(list.ok(), await list.text()).toBeTruthy()
  const { items } = (await list.json()) as { items: { id: string }[] }
  expect(items).toHaveLength(1)
  const res = await request.patch(`${baseURL()}/api/collections/users/records/${items[0]!.id}`, { data, headers: { Authorization: token } })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()) as Record<string, unknown>
}
