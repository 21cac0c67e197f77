import PocketBase, { LocalAuthStore } from 'pocketbase'
import { serializeRealtimeSubmissions } from './realtime-order'

/** localStorage key of the persisted session (shared by every tab of the origin). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth'

function baseUrl(): string {
  // Same origin in the browser: PocketBase serves the PWA, the Vite dev server proxies /api.
  if (typeof window !== 'undefined' && window.location) return '/'
  return process.env.PB_URL ?? 'http://127.0.0.1:8090'
}

/**
 * The app's single PocketBase client. The session lives in localStorage (LocalAuthStore), which
 * also listens to `storage` events: a sign-in or sign-out in another tab fires authStore.onChange here.
 */
export const pb = new PocketBase(baseUrl(), new LocalAuthStore(AUTH_STORAGE_KEY))

// Screens may fire the same request twice (React StrictMode, focus refreshes): never cancel silently.
pb.autoCancellation(false)
// ...which also turns off the SDK's guard against overlapping realtime subscription posts.
serializeRealtimeSubmissions(pb)

/** Escapes values into a filter expression with {:param} placeholders. */
export function filter(expr: string, params: Record<string, unknown>): string {
  return pb.filter(expr, params)
}

/** Public URL of a file field value of a record. */
export function fileUrl(
  record: { id: string; collectionId?: string; collectionName?: string },
  fileName: string,
  thumb?: string,
): string {
  if (!fileName) return ''
  return pb.files.getUrl(record as never, fileName, thumb ? { thumb } : undefined)
}
