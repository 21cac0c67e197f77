// Helpers of the superadmin route tests (pb_hooks/admin.pb.js): raw requests with a token, so the
// tests read status codes and bodies exactly, and the refusals every route must give.
import { expect } from 'vitest'

export interface Answer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

export const FORBIDDEN = 'Hanya superadmin yang dapat melakukan ini.'

/** GET `path` (with query parameters) as the holder of `token` ('' for anonymous). */
export async function apiGet(
  url: string,
  token: string,
  path: string,
  query: Record<string, string | number> = {},
): Promise<Answer> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) params.set(k, String(v))
  const qs = params.toString()
  const res = await fetch(`${url}${path}${qs ? `?${qs}` : ''}`, {
    headers: token ? { Authorization: token } : {},
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** POST a JSON body to `path` as the holder of `token` ('' for anonymous). */
export async function apiPost(
  url: string,
  token: string,
  path: string,
  body: unknown,
): Promise<Answer> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' }
  if (token) headers.Authorization = token
  const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body) })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** A signed-in non-superadmin gets 403 with the Indonesian message; an anonymous caller 401 or 403. */
export async function expectSuperadminOnly(
  call: (token: string) => Promise<Answer>,
  otherTokens: string[],
): Promise<void> {
  for (const token of otherTokens) {
    const res = await call(token)
    expect(res.status).toBe(403)
    expect(res.body.message).toBe(FORBIDDEN)
  }
  const anonymous = await call('')
  expect([401, 403]).toContain(anonymous.status)
}
