// The custom routes of pb_hooks (grep routerAdd) with the role that passes each route's own
// access check, so hostile input reaches the validation behind it.
import type { Role } from './http'

export interface RouteSpec {
  name: string
  method: 'GET' | 'POST'
  /** path; ':id' is replaced by the case's id */
  path: string
  role: Role
  /** JSON body fields the route reads (empty: the route reads no body) */
  fields: string[]
  /** query parameters the route reads */
  query?: string[]
  multipart?: boolean
  /**
   * Whether well-formed strings in the fields may be legitimately accepted (2xx): e.g. any text
   * is a valid trial chat message. Otherwise every hostile body must be refused (4xx).
   */
  acceptsText?: boolean
}

export const ROUTES: RouteSpec[] = [
  {
    name: 'email-authorized',
    method: 'POST',
    path: '/api/lms/email-authorized',
    role: 'visitor',
    fields: ['email'],
    acceptsText: true,
  },
  {
    name: 'email-exists',
    method: 'POST',
    path: '/api/lms/email-exists',
    role: 'superadmin',
    fields: ['email'],
    acceptsText: true,
  },
  {
    name: 'lms-subscribers',
    method: 'POST',
    path: '/api/lms/subscribers',
    role: 'superadmin',
    fields: ['email', 'full_name', 'paket_id', 'custom_duration', 'custom_password'],
  },
  {
    name: 'sync-push',
    method: 'POST',
    path: '/api/sync/push',
    role: 'subscriber',
    fields: ['collection', 'rows'],
  },
  {
    name: 'sync-changes',
    method: 'POST',
    path: '/api/sync/changes',
    role: 'subscriber',
    fields: ['checkpoints'],
  },
  {
    name: 'chat-story',
    method: 'POST',
    path: '/api/chat/story',
    role: 'subscriber',
    fields: ['message', 'sessionId'],
  },
  {
    name: 'chat-academic',
    method: 'POST',
    path: '/api/chat/academic',
    role: 'subscriber',
    fields: ['message', 'documentId'],
  },
  {
    name: 'chat-documents',
    method: 'POST',
    path: '/api/chat/documents',
    role: 'subscriber',
    fields: ['file', 'text'],
    multipart: true,
  },
  {
    name: 'chat-review-status',
    method: 'GET',
    path: '/api/chat/academic/review',
    role: 'subscriber',
    fields: [],
  },
  {
    name: 'chat-review',
    method: 'POST',
    path: '/api/chat/academic/review',
    role: 'subscriber',
    fields: ['documentId'],
  },
  {
    name: 'chat-trial-story',
    method: 'POST',
    path: '/api/chat/trial/story',
    role: 'visitor',
    fields: ['message', 'sessionId'],
    acceptsText: true,
  },
  {
    name: 'chat-trial-academic',
    method: 'POST',
    path: '/api/chat/trial/academic',
    role: 'visitor',
    fields: ['message', 'document'],
  },
  {
    name: 'chat-trial-status',
    method: 'GET',
    path: '/api/chat/trial/status',
    role: 'visitor',
    fields: [],
  },
  {
    name: 'sidang-list',
    method: 'GET',
    path: '/api/sidang/sessions',
    role: 'subscriber',
    fields: [],
  },
  {
    name: 'sidang-start',
    method: 'POST',
    path: '/api/sidang/sessions',
    role: 'subscriber',
    fields: ['documentId', 'questions', 'focus', 'retryOf'],
  },
  {
    name: 'sidang-view',
    method: 'GET',
    path: '/api/sidang/sessions/:id',
    role: 'subscriber',
    fields: [],
  },
  {
    name: 'sidang-answer',
    method: 'POST',
    path: '/api/sidang/sessions/:id/answers',
    role: 'subscriber',
    fields: ['answer', 'mode', 'durationMs'],
  },
  {
    name: 'cv-status',
    method: 'GET',
    path: '/api/cv/status',
    role: 'subscriber',
    fields: [],
  },
  {
    // Without an LLM (the test server) every body is refused: 409 CV_AI_UNAVAILABLE.
    name: 'cv-rewrite',
    method: 'POST',
    path: '/api/cv/rewrite',
    role: 'subscriber',
    fields: ['bullet', 'posting'],
  },
  {
    name: 'cv-thesis-entry',
    method: 'GET',
    path: '/api/cv/thesis-entry',
    role: 'subscriber',
    fields: [],
    query: ['documentId'],
  },
  {
    name: 'payments-webhook',
    method: 'POST',
    path: '/api/payments/webhook',
    role: 'visitor',
    fields: [
      'order_id',
      'status_code',
      'gross_amount',
      'transaction_status',
      'payment_type',
      'signature_key',
      'custom_field1',
      'custom_field2',
      'customer_details',
    ],
  },
  {
    name: 'payments-process',
    method: 'POST',
    path: '/api/payments/:id/process',
    role: 'superadmin',
    fields: ['note'],
  },
  {
    name: 'admin-payments',
    method: 'GET',
    path: '/api/admin/payments',
    role: 'superadmin',
    fields: [],
    query: ['q', 'status', 'page', 'perPage', 'from', 'to'],
  },
  {
    name: 'admin-payments-summary',
    method: 'GET',
    path: '/api/admin/payments/summary',
    role: 'superadmin',
    fields: [],
    query: ['from', 'to'],
  },
  {
    name: 'admin-overview',
    method: 'GET',
    path: '/api/admin/overview',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-subscribers',
    method: 'GET',
    path: '/api/admin/subscribers',
    role: 'superadmin',
    fields: [],
    query: ['q', 'status', 'page', 'perPage'],
  },
  {
    name: 'admin-packages-stats',
    method: 'GET',
    path: '/api/admin/packages/stats',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-class-report',
    method: 'GET',
    path: '/api/admin/classes/:id/report',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-class-report-export',
    method: 'GET',
    path: '/api/admin/classes/:id/report/export',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-charts-overview',
    method: 'GET',
    path: '/api/admin/charts/overview',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-subscribers-export',
    method: 'GET',
    path: '/api/admin/subscribers/export',
    role: 'superadmin',
    fields: [],
    query: ['q', 'status'],
  },
  {
    name: 'admin-payments-export',
    method: 'GET',
    path: '/api/admin/payments/export',
    role: 'superadmin',
    fields: [],
    query: ['q', 'status'],
  },
  {
    name: 'admin-assistant',
    method: 'GET',
    path: '/api/admin/assistant',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-assistant-test',
    method: 'POST',
    path: '/api/admin/assistant/test',
    role: 'superadmin',
    fields: [],
  },
  {
    name: 'admin-soal-bulk',
    method: 'POST',
    path: '/api/admin/soal/bulk',
    role: 'superadmin',
    fields: ['materi_id', 'rows'],
  },
  {
    name: 'admin-reorder',
    method: 'POST',
    path: '/api/admin/reorder',
    role: 'superadmin',
    fields: ['collection', 'ids'],
  },
  // personal data (pb_hooks/privacy.pb.js)
  {
    // a signed-in caller gets a ZIP (not JSON): its own tests are tests/integration/privacy; here
    // a signed-in student's own data: hostile query strings change nothing (the answer is their ZIP)
    name: 'me-export',
    method: 'GET',
    path: '/api/me/export',
    role: 'subscriber',
    acceptsText: true,
    fields: [],
  },
  {
    name: 'me-delete',
    method: 'POST',
    path: '/api/me/delete',
    role: 'subscriber',
    fields: ['password'],
  },
  {
    name: 'me-documents',
    method: 'GET',
    path: '/api/me/documents',
    role: 'subscriber',
    fields: [],
  },
  {
    name: 'video-url',
    method: 'GET',
    path: '/api/videos/:id/url',
    role: 'subscriber',
    fields: [],
  },
  {
    name: 'privacy-info',
    method: 'GET',
    path: '/api/privacy',
    role: 'visitor',
    fields: [],
  },
  {
    name: 'admin-user-delete',
    method: 'POST',
    path: '/api/admin/users/:id/delete',
    role: 'superadmin',
    fields: [],
  },
  {
    // only with PB_TEST_HOOKS=1 (tests/integration/privacy); elsewhere PocketBase answers 404
    name: 'test-privacy-retention',
    method: 'POST',
    path: '/api/test/privacy/retention',
    role: 'superadmin',
    fields: [],
  },
  {
    // only with PB_TEST_TOKENS=1 (every integration test server; tests/support/pocketbase.ts), and then
    // only for the PocketBase admin
    name: 'test-auth-token',
    method: 'POST',
    path: '/api/test/auth-token/:id',
    role: 'superadmin',
    fields: [],
  },
  {
    // only with PB_TEST_TOKENS=1, only for the PocketBase admin; refuses any passwordHash that is not
    // a bcrypt hash
    name: 'test-users',
    method: 'POST',
    path: '/api/test/users',
    role: 'superadmin',
    fields: ['email', 'passwordHash', 'full_name', 'role', 'credits', 'verified'],
  },
  // PocketBase's own routes that take input from anyone
  {
    name: 'auth-with-password',
    method: 'POST',
    path: '/api/collections/users/auth-with-password',
    role: 'visitor',
    fields: ['identity', 'password'],
  },
  {
    name: 'request-password-reset',
    method: 'POST',
    path: '/api/collections/users/request-password-reset',
    role: 'visitor',
    fields: ['email'],
    acceptsText: true,
  },
  {
    name: 'confirm-password-reset',
    method: 'POST',
    path: '/api/collections/users/confirm-password-reset',
    role: 'visitor',
    fields: ['token', 'password', 'passwordConfirm'],
  },
  {
    name: 'request-verification',
    method: 'POST',
    path: '/api/collections/users/request-verification',
    role: 'visitor',
    fields: ['email'],
    acceptsText: true,
  },
  {
    name: 'confirm-verification',
    method: 'POST',
    path: '/api/collections/users/confirm-verification',
    role: 'visitor',
    fields: ['token'],
  },
  {
    name: 'auth-refresh',
    method: 'POST',
    path: '/api/collections/users/auth-refresh',
    role: 'visitor',
    fields: ['token'],
  },
  {
    name: 'files',
    method: 'GET',
    path: '/api/files/paket_pembelajaran/:id/thumb.png',
    role: 'visitor',
    fields: [],
    query: ['thumb', 'token', 'download'],
  },
  // PocketBase's own realtime subscription route (an allow-list hook guards its options)
  {
    name: 'realtime-subscribe',
    method: 'POST',
    path: '/api/realtime',
    role: 'subscriber',
    fields: ['clientId', 'subscriptions'],
  },
]

/** The route's path with `id` put in place of ':id' (as given: the caller encodes or not). */
export function routePath(route: RouteSpec, id = 'abc123def456ghi'): string {
  return route.path.replace(':id', id)
}

/** Every collection of the app, for the records API. */
export const COLLECTIONS = [
  'users',
  'authorized_emails',
  'paket_pembelajaran',
  'paket_content',
  'kelas',
  'materi',
  'soal',
  'video_links',
  'progress',
  'subscribers',
  'reviews',
  'payment_transactions',
  'thesis_documents',
  'tombstones',
  'paket_kelas_count',
  'chat_trial_usage',
  'sidang_sessions',
]
