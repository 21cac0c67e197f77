/**
 * The dashboard's chart numbers (GET /api/admin/charts/overview) and the CSV exports of the admin
 * lists (docs/admin-api.md, Charts and Exports).
 */
import { pb } from '../pocketbase'

export interface OverviewCharts {
  timezone: 'Asia/Jakarta'
  now: string
  subscriptions: {
    /** week = the Monday (Asia/Jakarta) 'YYYY-MM-DD', oldest first, 12 weeks */
    newPerWeek: Array<{ week: string; count: number }>
    /** active subscriptions at the end of each week (the current week: now) */
    activePerWeek: Array<{ week: string; count: number }>
  }
  revenue: {
    perDay: Array<{ day: string; amount: number; count: number; credits: number }>
    perMonth: Array<{ month: string; amount: number; count: number; credits: number }>
  }
  chat: {
    perDay: Array<{
      day: string
      webhook: number
      llm: number
      builtin: number
      fallbacks: number
      total: number
    }>
  }
}

export function getOverviewCharts(): Promise<OverviewCharts> {
  return pb.send<OverviewCharts>('/api/admin/charts/overview', { method: 'GET' })
}

/** A refused or failed export, with the server's Indonesian message when it sent one. */
export class ExportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
    this.name = 'ExportError'
  }
}

/** The file name of a Content-Disposition header, or `fallback`. */
export function dispositionFilename(header: string | null, fallback: string): string {
  const m = /filename="([^"]+)"/.exec(header ?? '')
  return m ? m[1] : fallback
}

/**
 * Downloads a CSV export: fetch with the superadmin's token in the Authorization header (never in
 * the URL, where logs and the browser history would keep it), the streamed answer collected into
 * a Blob, then saved through a temporary object URL and a link click.
 */
export async function downloadCsv(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<string> {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(query)) if (v) params.set(k, v)
  const qs = params.toString()
  let res: Response
  try {
    res = await fetch(pb.buildUrl(path) + (qs ? `?${qs}` : ''), {
      headers: { Authorization: pb.authStore.token },
    })
  } catch {
    throw new ExportError('Tidak dapat terhubung ke server. Periksa koneksi internet Anda.', 0)
  }
  if (!res.ok) {
    let message = 'Gagal mengunduh CSV'
    try {
      const body = (await res.json()) as { message?: string }
      if (body.message) message = body.message
    } catch {
      // not JSON
    }
    throw new ExportError(message, res.status)
  }
  const blob = await res.blob()
  const name = dispositionFilename(res.headers.get('Content-Disposition'), fallbackName)
  const url = URL.createObjectURL(blob)
  try {
    const a = document.createElement('a')
    a.href = url
    a.download = name
    a.rel = 'noopener'
    document.body.appendChild(a)
    a.click()
    a.remove()
  } finally {
    setTimeout(() => URL.revokeObjectURL(url), 10_000)
  }
  return name
}
