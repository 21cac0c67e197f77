import { describe, expect, it } from 'vitest'
import {
  currentShellHeaders,
  isServerShell,
  mergePolicy,
  pickCurrentHeaders,
  SHELL_HEADERS_KEY,
  withCurrentHeaders,
  type HeaderStore,
} from './shell-headers'

const BUCKET = 'https://videos.example-cdn.net'
/** The server's policy (pb_hooks/lib/platform/static-headers.js), with `hash` and a video origin. */
function serverPolicy(hash: string, video = ''): string {
  const v = video ? ` ${video}` : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'sha256-${hash}' https://www.youtube.com https://s.ytimg.com`,
    "style-src 'self' 'unsafe-inline'",
    `connect-src 'self' https://i.ytimg.com${v}`,
    `media-src 'self' blob:${v}`,
    "frame-ancestors 'none'",
  ].join('; ')
}

const SECURITY = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  'x-frame-options': 'DENY',
}

function shellResponse(headers: Record<string, string>, init: { status?: number } = {}): Response {
  return new Response('<!doctype html><p>shell</p>', {
    status: init.status ?? 200,
    headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
  })
}

describe('mergePolicy', () => {
  it("takes every directive from the server's current policy but script-src, which stays the body's", () => {
    expect(mergePolicy(serverPolicy('NEW', BUCKET), serverPolicy('OLD'))).toBe(
      serverPolicy('OLD', BUCKET),
    )
  })

  it("keeps the body's script directives together in place of the server's, whatever their case", () => {
    expect(
      mergePolicy(
        "default-src 'self'; Script-Src 'self' 'sha256-NEW'; script-src-elem 'self'; img-src 'self'",
        "script-src 'unsafe-inline'; script-src-attr 'none'; default-src 'none'",
      ),
    ).toBe("default-src 'self'; script-src 'unsafe-inline'; script-src-attr 'none'; img-src 'self'")
  })

  it("adds the body's script-src when the current policy has none, and ignores blank directives", () => {
    expect(mergePolicy("default-src 'self';; media-src blob: ;", "script-src 'self'")).toBe(
      "default-src 'self'; media-src blob:; script-src 'self'",
    )
  })

  it('is the current policy when the body has no policy or no script directive', () => {
    const current = serverPolicy('NEW', BUCKET)
    expect(mergePolicy(current, null)).toBe(current)
    expect(mergePolicy(current, '')).toBe(current)
    expect(mergePolicy(current, "default-src 'self'; img-src 'self'")).toBe(current)
  })
})

describe('isServerShell', () => {
  it("accepts the server's 200 HTML answer with a policy", () => {
    expect(isServerShell(shellResponse({ 'content-security-policy': serverPolicy('A') }))).toBe(
      true,
    )
  })

  it('refuses an error, a page without a policy, or something other than HTML', () => {
    const policy = { 'content-security-policy': serverPolicy('A') }
    expect(isServerShell(shellResponse(policy, { status: 503 }))).toBe(false)
    expect(isServerShell(shellResponse(policy, { status: 404 }))).toBe(false)
    expect(isServerShell(shellResponse({}))).toBe(false)
    expect(
      isServerShell(
        new Response('{}', { headers: { 'content-type': 'application/json', ...policy } }),
      ),
    ).toBe(false)
  })

  it('refuses a redirected answer (a sign-in page of a network, not the app)', () => {
    const res = shellResponse({ 'content-security-policy': serverPolicy('A') })
    Object.defineProperty(res, 'redirected', { value: true })
    expect(isServerShell(res)).toBe(false)
  })
})

describe('pickCurrentHeaders', () => {
  it('keeps the security headers and drops the rest', () => {
    const picked = pickCurrentHeaders(
      new Headers({
        ...SECURITY,
        'content-security-policy': serverPolicy('A'),
        'content-type': 'text/html',
        'cache-control': 'no-cache',
        date: 'Fri, 27 Nov 2026 10:00:00 GMT',
        'set-cookie': 'a=b',
      }),
    )
    expect(Object.fromEntries(picked)).toEqual({
      ...SECURITY,
      'content-security-policy': serverPolicy('A'),
    })
  })
})

describe('withCurrentHeaders', () => {
  it("answers the precached body with the server's current headers and the body's script-src", async () => {
    const shell = shellResponse({
      ...SECURITY,
      'content-security-policy': serverPolicy('OLD'),
      'x-frame-options': 'SAMEORIGIN',
      'cache-control': 'no-cache',
      'last-modified': 'Thu, 26 Nov 2026 10:00:00 GMT',
    })
    const current = new Headers({
      ...SECURITY,
      'content-security-policy': serverPolicy('NEW', BUCKET),
      'cross-origin-opener-policy': 'same-origin',
    })
    const answer = withCurrentHeaders(shell, current)
    expect(answer.status).toBe(200)
    expect(await answer.text()).toBe('<!doctype html><p>shell</p>')
    expect(Object.fromEntries(answer.headers)).toEqual({
      ...SECURITY,
      'content-security-policy': serverPolicy('OLD', BUCKET),
      'cross-origin-opener-policy': 'same-origin',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      'last-modified': 'Thu, 26 Nov 2026 10:00:00 GMT',
    })
  })

  it('drops a security header the server no longer sends', () => {
    const shell = shellResponse({
      'content-security-policy': serverPolicy('OLD'),
      'permissions-policy': 'camera=()',
    })
    const answer = withCurrentHeaders(
      shell,
      new Headers({ 'content-security-policy': serverPolicy('NEW') }),
    )
    expect(answer.headers.has('permissions-policy')).toBe(false)
    expect(answer.headers.get('content-security-policy')).toBe(serverPolicy('OLD'))
  })

  it("is the precached response itself when no current headers are known (the install's apply)", () => {
    const shell = shellResponse({ 'content-security-policy': serverPolicy('OLD') })
    expect(withCurrentHeaders(shell, null)).toBe(shell)
  })
})

// ---------------------------------------------------------------- sources: network, stored, none

/** An in-memory store, recording what was written. */
function memoryStore(initial?: Headers): HeaderStore & { puts: Array<Record<string, string>> } {
  let entry = initial ? new Response(null, { headers: initial }) : undefined
  const puts: Array<Record<string, string>> = []
  return {
    puts,
    match: (key) => Promise.resolve(key === SHELL_HEADERS_KEY ? entry?.clone() : undefined),
    put: (key, response) => {
      expect(key).toBe(SHELL_HEADERS_KEY)
      entry = response
      puts.push(Object.fromEntries(response.headers))
      return Promise.resolve()
    },
  }
}

/** Collects what the worker is kept alive for, so a test can wait for the background writes. */
function lifetime() {
  const work: Promise<unknown>[] = []
  return { waitUntil: (p: Promise<unknown>) => void work.push(p), settled: () => Promise.all(work) }
}

const OLD = new Headers({ ...SECURITY, 'content-security-policy': serverPolicy('A') })
const NEW_SHELL = () =>
  shellResponse({ ...SECURITY, 'content-security-policy': serverPolicy('A', BUCKET) })

describe('currentShellHeaders', () => {
  it("online: the server's answer, stored for the next start offline", async () => {
    const store = memoryStore(OLD)
    const life = lifetime()
    const headers = await currentShellHeaders({
      fetchShell: () => Promise.resolve(NEW_SHELL()),
      store,
      waitUntil: life.waitUntil,
    })
    expect(headers?.get('content-security-policy')).toBe(serverPolicy('A', BUCKET))
    await life.settled()
    expect(store.puts).toEqual([
      { ...SECURITY, 'content-security-policy': serverPolicy('A', BUCKET) },
    ])
  })

  it('offline: the last stored headers', async () => {
    const store = memoryStore(OLD)
    const life = lifetime()
    const headers = await currentShellHeaders({
      fetchShell: () => Promise.reject(new TypeError('Failed to fetch')),
      store,
      waitUntil: life.waitUntil,
    })
    expect(Object.fromEntries(headers!)).toEqual(Object.fromEntries(OLD))
    await life.settled()
    expect(store.puts).toEqual([])
  })

  it('offline before any answer was stored: none (the precached headers apply)', async () => {
    const headers = await currentShellHeaders({
      fetchShell: () => Promise.reject(new TypeError('Failed to fetch')),
      store: memoryStore(),
      waitUntil: lifetime().waitUntil,
    })
    expect(headers).toBeNull()
  })

  it("an answer that is not the server's shell (a proxy's error page) neither applies nor is stored", async () => {
    const store = memoryStore(OLD)
    const life = lifetime()
    const headers = await currentShellHeaders({
      fetchShell: () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
      store,
      waitUntil: life.waitUntil,
    })
    expect(headers?.get('content-security-policy')).toBe(serverPolicy('A'))
    await life.settled()
    expect(store.puts).toEqual([])
  })

  it('a slow server: the stored headers now, its late answer stored for the next start', async () => {
    const store = memoryStore(OLD)
    const life = lifetime()
    let answer!: (r: Response) => void
    const headers = await currentShellHeaders({
      fetchShell: () => new Promise<Response>((resolve) => (answer = resolve)),
      store,
      waitUntil: life.waitUntil,
      timeoutMs: 20,
    })
    expect(headers?.get('content-security-policy')).toBe(serverPolicy('A'))
    expect(store.puts).toEqual([])
    answer(NEW_SHELL())
    await life.settled()
    expect(store.puts.map((h) => h['content-security-policy'])).toEqual([serverPolicy('A', BUCKET)])
    const next = await currentShellHeaders({
      fetchShell: () => Promise.reject(new TypeError('Failed to fetch')),
      store,
      waitUntil: lifetime().waitUntil,
    })
    expect(next?.get('content-security-policy')).toBe(serverPolicy('A', BUCKET))
  })

  it("cancels the answer's body: only its headers are needed", async () => {
    let cancelled = false
    const body = new ReadableStream({
      cancel: () => {
        cancelled = true
      },
    })
    const response = new Response(body, {
      headers: { 'content-type': 'text/html', 'content-security-policy': serverPolicy('A') },
    })
    await currentShellHeaders({
      fetchShell: () => Promise.resolve(response),
      store: memoryStore(),
      waitUntil: lifetime().waitUntil,
    })
    expect(cancelled).toBe(true)
  })
})
