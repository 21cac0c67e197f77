// The PocketBase admin's side of the e2e specs: records read, created and changed through the
// REST API (as the admin of scripts/e2e.mjs, E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD), and the admin
// screens' toasts.
import { expect } from '@playwright/test'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { baseURL } from './auth'

export interface Row {
  id: string
  [key: string]: unknown
}

export const DAY = 86_400_000

/** A date as PocketBase stores it ('2024-01-31 12:00:00.000Z'). */
export const pbDate = (ms: number) => new Date(ms).toISOString().replace('T', ' ')

// One admin sign-in per worker and server: every admin call (and every poll) reuses the token
// instead of paying the password hash again.
const tokens = new Map<string, Promise<string>>()

/** A token of the PocketBase admin (of the server at `base`, the main one unless given). */
export function adminToken(request: APIRequestContext, base = baseURL()): Promise<string> {
  const key = base
  let token = tokens.get(key)
  if (!token) {
    token = signInAdmin(request, base)
    tokens.set(key, token)
    token.catch(() => tokens.delete(key))
  }
  return token
}

async function signInAdmin(request: APIRequestContext, base: string): Promise<string> {
  const email = process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.local'
  const password = process.env.E2E_ADMIN_PASSWORD ?? 'admin-e2e-123'
  const res = await request.post(`${base}/api/admins/auth-with-password`, {
    data: { identity: email, password },
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { token: string }).token
}

/** The admin's Authorization header (for the server at `base`, the main one unless given). */
export async function adminHeaders(
  request: APIRequestContext,
  base = baseURL(),
): Promise<Record<string, string>> {
  return { Authorization: await adminToken(request, base) }
}

const records = (collection: string, base = baseURL()) =>
  `${base}/api/collections/${collection}/records`

/** Every record of a collection matching `filter` (up to 500), optionally sorted. */
export async function adminList(
  request: APIRequestContext,
  collection: string,
  filter: string,
  sort = '',
): Promise<Row[]> {
  const res = await request.get(records(collection), {
    params: { filter, perPage: '500', ...(sort ? { sort } : {}) },
    headers: await adminHeaders(request),
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return ((await res.json()) as { items: Row[] }).items
}

/** Creates a record (on the server at `base`, the main one unless given); returns it. */
export async function adminCreate(
  request: APIRequestContext,
  collection: string,
  data: Record<string, unknown>,
  base = baseURL(),
): Promise<Row> {
  const res = await request.post(records(collection, base), {
    data,
    headers: await adminHeaders(request, base),
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()) as Row
}

/** Changes fields of a record; returns it. */
export async function adminUpdate(
  request: APIRequestContext,
  collection: string,
  id: string,
  data: Record<string, unknown>,
): Promise<Row> {
  const res = await request.patch(`${records(collection)}/${id}`, {
    data,
    headers: await adminHeaders(request),
  })
  expect(res.ok(), await res.text()).toBeTruthy()
  return (await res.json()) as Row
}

/** Deletes a record (missing records are ignored: clean-up after a failed test). */
export async function adminDelete(
  request: APIRequestContext,
  collection: string,
  id: string,
): Promise<void> {
  await request.delete(`${records(collection)}/${id}`, { headers: await adminHeaders(request) })
}

/** The user with this e-mail, if any. */
export async function adminUserByEmail(
  request: APIRequestContext,
  email: string,
): Promise<Row | undefined> {
  const users = await adminList(request, 'users', `email="${email}"`)
  expect(users.length).toBeLessThanOrEqual(1)
  return users[0]
}

/** Updates the user with this e-mail; returns the updated record. */
export async function adminUpdateUser(
  request: APIRequestContext,
  email: string,
  data: Record<string, unknown>,
): Promise<Row> {
  const user = await adminUserByEmail(request, email)
  expect(user, email).toBeTruthy()
  return adminUpdate(request, 'users', user!.id, data)
}

/** An active subscription of the user to the package, from yesterday for 30 days (on the server at `base`, the main one unless given). */
export function adminSubscribe(
  request: APIRequestContext,
  userId: string,
  paketId: string,
  base = baseURL(),
): Promise<Row> {
  return adminCreate(
    request,
    'subscribers',
    {
      user_id: userId,
      paket_id: paketId,
      status: 'active',
      durasi_mulai: pbDate(Date.now() - DAY),
      durasi_akhir: pbDate(Date.now() + 30 * DAY),
    },
    base,
  )
}

/** The toast saying `text` (the admin screens confirm every change with one). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text }).first()
}
