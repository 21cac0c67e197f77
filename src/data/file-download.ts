/**
 * Files the server streams to a signed-in user: the admin's CSV exports (docs/admin-api.md,
 * Exports) and 'Unduh data saya' (GET /api/me/export). One way to fetch and save them: the
 * session's token in the Authorization header (never in the URL, where logs and the browser
 * history would keep it), the answer collected into a Blob, saved through a temporary object URL
 * and a link click, the URL revoked once the browser has had time to start the download.
 */
import { NETWORK_ERROR_MESSAGE } from '@/lib/errors'
import { pb } from './pocketbase'

/** A refused or failed download: the server's message and code when it sent them; status 0 = no answer. */
export class DownloadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code = '',
  ) {
    super(message)
    this.name = 'DownloadError'
  }
}

/** How long the object URL of a saved file lives (the browser starts the download meanwhile). */
export const OBJECT_URL_LIFETIME_MS = 60_000

/** Path separators out of a file name the server chose (the browser would refuse or strip them). */
function safeName(name: string): string {
  return name.replace(/[\\/]/g, '_')
}

/**
 * The file name of a Content-Disposition header (RFC 6266): `filename*` (RFC 5987,
 * `UTF-8''percent%20encoded`) first, then `filename` (quoted or not); `fallback` when it names none.
 */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/.exec(header)
  if (star?.[1]) {
    try {
      const name = decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''))
      if (name) return safeName(name)
    } catch {
      // a broken encoding: the plain filename decides
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header)
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim()
  return name ? safeName(name) : fallback
}

/** Saves a Blob under `name` through a temporary object URL and a link click. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob)
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = name
    a.rel = 'noopener'
    a.style.display = 'none'
    document.body.appendChild(a)
    a.click()
    a.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), OBJECT_URL_LIFETIME_MS)
  }
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

/**
 * Downloads `path` (with `query`, empty values left out) as the signed-in user and saves it as the
 * server names it, else `fallbackName`. Resolves with the saved name; throws DownloadError with the
 * server's message, `failureMessage` when it sent none, or the network message.
 */
export async function downloadFile(
  path: string,
  options: {
    query?: Record<string, string | undefined>
    fallbackName: string
    failureMessage: string
    fetchImpl?: FetchLike
  },
): Promise<string> {
  const { query = {}, fallbackName, failureMessage, fetchImpl = fetch } = options
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v)
  const qs = params.toString()
  let res: Response
  try {
    res = await fetchImpl(pb.buildUrl(path) + (qs ? `?${qs}` : ''), {
      headers: { Authorization: pb.authStore.token },
    })
  } catch {
    throw new DownloadError(NETWORK_ERROR_MESSAGE, 0)
  }
  if (!res.ok) {
    let body: { message?: unknown; code?: unknown } = {}
    try {
      body = ((await res.json()) as typeof body | null) ?? {}
    } catch {
      // not JSON
    }
    throw new DownloadError(
      typeof body.message === 'string' && body.message ? body.message : failureMessage,
      res.status,
      typeof body.code === 'string' ? body.code : '',
    )
  }
  const name = fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName)
  saveBlob(await res.blob(), name)
  return name
}
