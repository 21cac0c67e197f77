/**
 * The headers an installed app's document runs under. The service worker answers navigations with
 * the precached index.html, and a document served by a service worker takes its Content-Security-
 * Policy (and every other header) from that Response: the precached one still carries the headers
 * the server sent when the app was installed. The server's policy changes without a new build (with
 * VIDEO_DELIVERY=signed it names the bucket or CDN videos come from), so the worker asks the server
 * for its current headers on every navigation, keeps the last ones it got, and puts them on the
 * precached body (src/sw.ts). Pure parts and the order of the sources, unit-tested in
 * shell-headers.test.ts.
 */

/** The Cache Storage cache holding the last headers seen (outside Workbox's precache cleanup). */
export const SHELL_HEADERS_CACHE = 'shell-headers-v1'
/** Its one entry: a body-less Response carrying the headers. */
export const SHELL_HEADERS_KEY = '/__shell-headers'
/** What the worker fetches for them: the shell itself (the server answers every page with it). */
export const SHELL_URL = '/index.html'
/** How long a navigation waits for the server's headers before it uses the stored ones. */
export const SHELL_HEADERS_TIMEOUT_MS = 2000

/**
 * Headers the server decides at run time for a document (its configuration), not the build: taken
 * from the server's current answer, and dropped when the server no longer sends them.
 */
export const CURRENT_HEADER_NAMES = [
  'content-security-policy',
  'content-security-policy-report-only',
  'permissions-policy',
  'referrer-policy',
  'x-content-type-options',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-embedder-policy',
] as const

/**
 * CSP directives that belong to the body rather than to the server's configuration: the server
 * computes script-src's hashes from the inline scripts of the index.html it serves
 * (pb_hooks/lib/platform/static-headers.js). The precached index.html is this worker's version and
 * may differ from the server's (a newer version waiting for 'Muat ulang'), so these stay as the
 * precached response has them: they were computed for exactly that body.
 */
const BODY_DIRECTIVES = ['script-src', 'script-src-elem', 'script-src-attr']

/** The directives of one policy, in order: [lower-cased name, directive as written]. */
function directivesOf(policy: string): Array<[string, string]> {
  return policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => [d.split(/\s+/)[0]!.toLowerCase(), d])
}

/**
 * The server's current policy with the body's own script directives (those of `bodyPolicy`, the
 * policy the precached index.html was stored with) in place of the server's. When the body's policy
 * is unknown or has no script directive, the current policy as it is.
 */
export function mergePolicy(current: string, bodyPolicy: string | null): string {
  const own = directivesOf(bodyPolicy ?? '').filter(([name]) => BODY_DIRECTIVES.includes(name))
  if (own.length === 0) return current
  const out: string[] = []
  let placed = false
  for (const [name, text] of directivesOf(current)) {
    if (!BODY_DIRECTIVES.includes(name)) out.push(text)
    else if (!placed) {
      out.push(...own.map(([, t]) => t))
      placed = true
    }
  }
  if (!placed) out.push(...own.map(([, t]) => t))
  return out.join('; ')
}

/**
 * Whether `response` is the server's own answer for the shell, whose headers may replace the stored
 * ones: a 200 HTML page, not redirected, with a Content-Security-Policy (the server sends one with
 * every HTML page; an answer without it came from somewhere else, e.g. an error page of a proxy).
 */
export function isServerShell(response: Response): boolean {
  const type = (response.headers.get('content-type') ?? '').toLowerCase()
  return (
    response.status === 200 &&
    !response.redirected &&
    type.startsWith('text/html') &&
    response.headers.has('content-security-policy')
  )
}

/** The headers of CURRENT_HEADER_NAMES that `headers` carries. */
export function pickCurrentHeaders(headers: Headers): Headers {
  const out = new Headers()
  for (const name of CURRENT_HEADER_NAMES) {
    const value = headers.get(name)
    if (value !== null) out.set(name, value)
  }
  return out
}

/**
 * `shell` (the precached index.html) with the server's `current` headers instead of its own ones of
 * CURRENT_HEADER_NAMES; script-src stays the body's (mergePolicy). Without `current`, `shell`.
 */
export function withCurrentHeaders(shell: Response, current: Headers | null): Response {
  if (!current) return shell
  const headers = new Headers(shell.headers)
  const bodyPolicy = shell.headers.get('content-security-policy')
  for (const name of CURRENT_HEADER_NAMES) headers.delete(name)
  for (const name of CURRENT_HEADER_NAMES) {
    const value = current.get(name)
    if (value === null) continue
    headers.set(name, name === 'content-security-policy' ? mergePolicy(value, bodyPolicy) : value)
  }
  return new Response(shell.body, {
    status: shell.status,
    statusText: shell.statusText,
    headers,
  })
}

/** Where the last headers are kept (a Cache of Cache Storage; only these two methods are used). */
export interface HeaderStore {
  match(key: string): Promise<Response | undefined>
  put(key: string, response: Response): Promise<void>
}

export interface CurrentHeadersSources {
  /** The server's answer for SHELL_URL (bypassing the HTTP cache). */
  fetchShell: () => Promise<Response>
  store: HeaderStore
  /** Keeps the worker alive until the stored headers are written (FetchEvent.waitUntil). */
  waitUntil: (work: Promise<unknown>) => void
  timeoutMs?: number
}

/**
 * The server's current headers for a navigation: its answer when it comes within `timeoutMs`, else
 * (offline, slow, or an answer that is not the server's shell) the last ones stored, else null
 * (the precached response's own headers then apply: those of the install). Every answer of the
 * server's, even a late one, replaces the stored headers.
 */
export async function currentShellHeaders({
  fetchShell,
  store,
  waitUntil,
  timeoutMs = SHELL_HEADERS_TIMEOUT_MS,
}: CurrentHeadersSources): Promise<Headers | null> {
  const fresh = fetchShell().then(
    (response) => {
      const headers = isServerShell(response) ? pickCurrentHeaders(response.headers) : null
      // Only the headers are needed.
      void response.body?.cancel().catch(() => undefined)
      return headers
    },
    () => null,
  )
  waitUntil(
    fresh.then((headers) =>
      headers
        ? store.put(SHELL_HEADERS_KEY, new Response(null, { headers })).catch(() => undefined)
        : undefined,
    ),
  )
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs)
  })
  const headers = await Promise.race([fresh, late])
  clearTimeout(timer)
  if (headers) return headers
  const stored = await store.match(SHELL_HEADERS_KEY).catch(() => undefined)
  return stored ? stored.headers : null
}
