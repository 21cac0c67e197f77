/**
 * The dashboard's chart numbers (GET /api/admin/charts/overview) and the CSV exports of the admin
 * lists (docs/admin-api.md, Charts and Exports).
 */
import { downloadFile } from '../file-download'
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

/**
 * Downloads a CSV export with the screen's search and filter (src/data/file-download.ts: the
 * superadmin's token in the Authorization header, saved as the server names it). Resolves with
 * the saved name; throws DownloadError with the server's message.
 */
export function downloadCsv(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<string> {
  return downloadFile(path, { query, fallbackName, failureMessage: 'Gagal mengunduh CSV' })
}
