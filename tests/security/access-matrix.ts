// THE access matrix (docs/security.md, "What is tested: the access matrix"): role × target
// (collection, custom route, file, realtime topic, push) × operation → expected answer.
// tests/integration/security/matrix.test.ts runs every row against one real PocketBase;
// scripts/security-doc.mjs renders it into docs/security.md (and tests/unit/security-doc.test.ts
// fails when that copy is stale). No server imports here.

export const ROLES = [
  'visitor',
  'user',
  'subscriber',
  'other',
  'expired',
  'suspended',
  'superadmin',
] as const
export type Role = (typeof ROLES)[number]

export const ROLE_NOTES: Record<Role, string> = {
  visitor: 'not signed in',
  user: 'signed in, role user, no subscription',
  subscriber: 'active subscription to package A',
  other: 'active subscription to package B only',
  expired: 'subscription to A that ended by time (status still active, end date past)',
  suspended: 'subscription to A with status suspended (dates current)',
  superadmin: 'a users record with role superadmin',
}

/**
 * What a row expects. `status` is the HTTP status. `detail`, when set:
 * - lists and realtime: which fixture rows are seen: `none`, `own` (the requester's), `all`, or
 *   tags joined by `+` (`A`, `B` = content of package A / B, `inactive` = the inactive class,
 *   `public` = a package's tombstone, `signed-in` = a class tombstone, a role name = that role's rows);
 * - the push route: `accepted` (stored and answered without rejection) or `rejected` (a reason,
 *   nothing stored).
 */
export interface Expected {
  status: number
  detail?: string
}

export interface MatrixRow {
  role: Role
  target: string
  operation: string
  expected: Expected
  note: string
}

type Cells = Record<Role, string>

/** Every role answers `def`, except the ones named in `over`. */
function cells(def: string, over: Partial<Cells> = {}): Cells {
  const out = {} as Cells
  for (const role of ROLES) out[role] = over[role] ?? def
  return out
}

function parse(cell: string): Expected {
  const [status, ...rest] = cell.split(' ')
  const detail = rest.join(' ')
  return detail ? { status: Number(status), detail } : { status: Number(status) }
}

const table: MatrixRow[] = []
function add(target: string, operation: string, c: Cells, note = ''): void {
  for (const role of ROLES) table.push({ role, target, operation, expected: parse(c[role]), note })
}

// Shorthands of the common shapes.
const SUPER_ONLY_LIST = cells('200 none', { superadmin: '200 all' })
const SUPER_ONLY = (refused: string, ok = '200') => cells(refused, { superadmin: ok })
const OWNER_LIST = cells('200 own', { visitor: '200 none', superadmin: '200 all' })
const SUBSCRIBER_ROW = (refused: string) => cells(refused, { subscriber: '200', superadmin: '200' })
const NOBODY = cells('403')

// ---------------------------------------------------------------- collections: list/view/create/update/delete

add('users', 'list', OWNER_LIST, 'own record only')
add('users', "view subscriber's record", SUBSCRIBER_ROW('404'))
add(
  'users',
  'create (e-mail not authorised)',
  SUPER_ONLY('400'),
  'sign-up only for authorised e-mails (hook)',
)
add(
  'users',
  'create (authorised e-mail)',
  cells('400', { visitor: '200', superadmin: '200' }),
  'signed-in users cannot create accounts',
)
add('users', "update subscriber's record (full_name)", SUBSCRIBER_ROW('404'))
add(
  'users',
  'self-update full_name',
  cells('200', { visitor: '404' }),
  "visitor: the subscriber's record",
)
add(
  'users',
  'self-update role → superadmin',
  cells('400', { visitor: '404', superadmin: '200' }),
  'superadmin sends its own role',
)
add('users', 'self-update credits', cells('400', { visitor: '404', superadmin: '200' }))
add(
  'users',
  'self-update verified',
  cells('400', { visitor: '404', superadmin: '200' }),
  'superadmin sends true (no change)',
)
add(
  'users',
  'self-update subscription_ids',
  cells('404'),
  'kept by hooks only, also for superadmins (the update rule fails: 404)',
)
add(
  'users',
  'self-update email',
  cells('400', { visitor: '404', superadmin: '200' }),
  'superadmin sends its own address',
)
add('users', 'delete another user', SUPER_ONLY('404', '204'))

add('authorized_emails', 'list', SUPER_ONLY_LIST)
add('authorized_emails', 'view', SUPER_ONLY('404'))
add('authorized_emails', 'create', SUPER_ONLY('400'))
add('authorized_emails', 'update', SUPER_ONLY('404'))
add('authorized_emails', 'delete', SUPER_ONLY('404', '204'))

add('paket_pembelajaran', 'list', cells('200 all'), 'public')
add('paket_pembelajaran', 'view', cells('200'))
add('paket_pembelajaran', 'create', SUPER_ONLY('400'))
add('paket_pembelajaran', 'update', SUPER_ONLY('404'))
add('paket_pembelajaran', 'delete', SUPER_ONLY('404', '204'))

const CONTENT_LIST = cells('200 none', {
  subscriber: '200 A',
  other: '200 B',
  superadmin: '200 all',
})
for (const c of ['paket_content', 'materi', 'soal', 'video_links']) {
  add(c, 'list', CONTENT_LIST, 'active, verified subscribers of the package')
  add(c, 'view (package A)', SUBSCRIBER_ROW('404'))
  add(c, 'view (package B)', cells('404', { other: '200', superadmin: '200' }))
  add(c, 'create (package A)', SUPER_ONLY('400'))
  add(c, 'update (package A)', SUPER_ONLY('404'))
  add(c, 'delete (package A)', SUPER_ONLY('404', '204'))
}

add(
  'kelas',
  'list',
  cells('200 A+B', { visitor: '200 none', superadmin: '200 all' }),
  'signed-in users see active classes',
)
add('kelas', 'view (active, package A)', cells('200', { visitor: '404' }))
add('kelas', 'view (inactive)', SUPER_ONLY('404'))
add('kelas', 'create', SUPER_ONLY('400'))
add('kelas', 'update', SUPER_ONLY('404'))
add('kelas', 'delete', SUPER_ONLY('404', '204'))

add('progress', 'list', OWNER_LIST)
add('progress', "view subscriber's row", SUBSCRIBER_ROW('404'))
add('progress', 'create', NOBODY, 'only POST /api/sync/push writes progress')
add('progress', "update subscriber's row", NOBODY)
add('progress', "delete subscriber's row", NOBODY)

add('subscribers', 'list', OWNER_LIST)
add('subscribers', "view subscriber's row", SUBSCRIBER_ROW('404'))
add(
  'subscribers',
  'create (self-subscribe to A)',
  SUPER_ONLY('400'),
  'superadmin: for a spare user',
)
add(
  'subscribers',
  "update subscriber's row (extend)",
  SUPER_ONLY('404'),
  'the owner cannot extend it either',
)
add('subscribers', "delete subscriber's row", SUPER_ONLY('404', '204'))

add('reviews', 'list', cells('200 all'), 'public columns; author_name is denormalised')
add('reviews', 'view', cells('200'))
add(
  'reviews',
  'create own review (materi of A)',
  cells('403', { visitor: '400', subscriber: '200', expired: '200', superadmin: '200' }),
  'records API, as the push route: a subscriber of that package (an ended subscription counts, a suspended one does not)',
)
add('reviews', "update subscriber's review", SUBSCRIBER_ROW('404'))
add('reviews', "delete subscriber's review", cells('404', { subscriber: '204', superadmin: '204' }))

add('payment_transactions', 'list', SUPER_ONLY_LIST)
add('payment_transactions', 'view', SUPER_ONLY('404'))
add('payment_transactions', 'create', NOBODY, 'the webhook and the process route only')
add('payment_transactions', 'update', NOBODY)
add('payment_transactions', 'delete', NOBODY)

add(
  'thesis_documents',
  'list',
  cells('200 own', { visitor: '200 none' }),
  'owner only, superadmins included',
)
add('thesis_documents', "view subscriber's document", cells('404', { subscriber: '200' }))
add('thesis_documents', 'create', NOBODY, 'only POST /api/chat/documents')
add('thesis_documents', "update subscriber's document", NOBODY)
add('thesis_documents', "delete subscriber's document", cells('404', { subscriber: '204' }))

add(
  'sidang_sessions',
  'list',
  cells('200 own', { visitor: '200 none' }),
  'owner only, superadmins included (the admin area shows counts)',
)
add('sidang_sessions', "view subscriber's session", cells('404', { subscriber: '200' }))
add('sidang_sessions', 'create', NOBODY, 'only POST /api/sidang/sessions, which takes the credits')
add('sidang_sessions', "update subscriber's session", NOBODY, 'only the answers route')
add('sidang_sessions', "delete subscriber's session", cells('404', { subscriber: '204' }))

add(
  'tombstones',
  'list',
  cells('200 public+signed-in+own', {
    visitor: '200 public',
    subscriber: '200 public+signed-in+own+A',
    other: '200 public+signed-in+own+B',
    superadmin: '200 public+signed-in+own',
  }),
  'as the deleted record was readable',
)
add('tombstones', 'view', NOBODY)
add('tombstones', 'create', NOBODY, 'written by the delete hook only')
add('tombstones', 'update', NOBODY)
add('tombstones', 'delete', NOBODY)

add('paket_kelas_count', 'list', cells('200 all'), 'public view: active classes per package')
add('paket_kelas_count', 'view', cells('200'))
add('paket_kelas_count', 'create', cells('400'), 'a view collection')
add('paket_kelas_count', 'update', cells('400'))
add('paket_kelas_count', 'delete', cells('400'))

add('chat_trial_usage', 'list', NOBODY, 'hooks only')
add('chat_trial_usage', 'view', NOBODY)
add('chat_trial_usage', 'create', NOBODY)
add('chat_trial_usage', 'update', NOBODY)
add('chat_trial_usage', 'delete', NOBODY)

// ---------------------------------------------------------------- filters, sorts, expand and fields through relations

const REFUSED_BUT_SUPER = cells('400', { superadmin: '200' })
add('reviews', 'list ?filter=user_id.role="superadmin"', REFUSED_BUT_SUPER, 'allow-list middleware')
add('reviews', 'list ?sort=-user_id.credits', REFUSED_BUT_SUPER)
add(
  'reviews',
  'list ?filter=@collection.users.role ?= "superadmin"',
  cells('400', { superadmin: '403' }),
  'superadmin: PocketBase allows @collection in filters to its admins only',
)
add('reviews', 'list ?expand=user_id', REFUSED_BUT_SUPER)
add(
  'reviews',
  'list ?fields=*,expand.user_id.email',
  cells('200 all'),
  'fields only selects: no user data without expand',
)
add(
  'paket_pembelajaran',
  'list ?filter=subscribers_via_paket_id.user_id != ""',
  REFUSED_BUT_SUPER,
  'back-relation',
)
add('subscribers', 'list ?filter=user_id.role = "superadmin"', REFUSED_BUT_SUPER)
add(
  'subscribers',
  'list ?filter=user_id != ""&expand=paket_id',
  OWNER_LIST,
  'allowed fields: still own rows only',
)
add('progress', 'list ?filter=user_id != ""', OWNER_LIST)
add('progress', 'list ?expand=user_id,materi_id', REFUSED_BUT_SUPER)
add('users', 'list ?filter=credits > 0', REFUSED_BUT_SUPER)
add(
  'users',
  'list ?filter=subscribers_via_user_id.status = "active"',
  REFUSED_BUT_SUPER,
  'back-relation',
)
add(
  'users',
  'auth-with-password ?expand=subscription_ids',
  cells('400', { superadmin: '200' }),
  "own credentials (visitor: the subscriber's)",
)
add(
  'materi',
  'list ?filter=paket_id = "{B}"',
  cells('200 none', { other: '200 B', superadmin: '200 B' }),
  'naming a package does not widen the rule',
)
add(
  'progress',
  'list ?filter=user_id = "{subscriber}"',
  cells('200 none', { subscriber: '200 subscriber', superadmin: '200 subscriber' }),
  "naming another user's id",
)
add(
  'users',
  'list ?filter=role = "superadmin"',
  cells('200 none', { superadmin: '200 own' }),
  'nobody finds the superadmins',
)
add('materi', 'list ?expand=kelas_id', CONTENT_LIST, 'the expanded class obeys its own rule')
add('tombstones', 'list ?filter=user_id != ""', cells('200 own', { visitor: '200 none' }))

// ---------------------------------------------------------------- protected files

add('file thesis_documents.file', "GET subscriber's file without a token", cells('403'))
add(
  'file thesis_documents.file',
  "GET subscriber's file with the requester's file token",
  cells('403', { subscriber: '200' }),
  'the owner only, not superadmins; visitor: no token to send',
)
add(
  'file video_links.video',
  "GET package A's video without a token",
  cells('403'),
  'protected: only a `?token=` file token counts',
)
add(
  'file video_links.video',
  "GET package A's video with the requester's file token",
  cells('403', { subscriber: '200', superadmin: '200' }),
  'the view rule, checked at every request: active, verified subscribers of the package; visitor: no token to send',
)
add(
  'file video_links.video',
  "GET package B's video with the requester's file token",
  cells('403', { other: '200', superadmin: '200' }),
)
add(
  'file video_links.video',
  "GET package A's video, Range bytes=0-1, with the requester's file token",
  cells('403', { subscriber: '206', superadmin: '206' }),
  'a range request is checked like a whole one',
)
add(
  'file video_links.poster',
  "GET package A's poster without a token",
  cells('200'),
  'public: a still frame of the video, like a thumbnail',
)

// ---------------------------------------------------------------- realtime (SSE) subscriptions

add(
  'realtime progress',
  'subscribe * {filter: user_id != ""}; progress of subscriber and other written',
  cells('200 own', { visitor: '200 none', superadmin: '200 all' }),
  'events follow the list rule',
)
add(
  'realtime materi',
  'subscribe * {filter: paket_id != ""}; materi of A and B created',
  CONTENT_LIST,
)
add(
  'realtime progress record',
  "subscribe to the subscriber's progress row by id; the row updated",
  cells('200 none', { subscriber: '200 subscriber', superadmin: '200 subscriber' }),
  'a record topic obeys the view rule',
)
add(
  'realtime users',
  'subscribe *; every fixture user renamed',
  cells('200 own', { visitor: '200 none', superadmin: '200 all' }),
)
add('realtime payment_transactions', 'subscribe *; a transaction created', SUPER_ONLY_LIST)
add(
  'realtime reviews',
  'subscribe * {filter: user_id.role = "superadmin"}',
  REFUSED_BUT_SUPER,
  'onRealtimeBeforeSubscribeRequest',
)
add('realtime subscribers', 'subscribe * {expand: user_id}', REFUSED_BUT_SUPER)

// ---------------------------------------------------------------- custom routes

add(
  'GET /api/videos/{id}/url',
  "package A's uploaded video",
  cells('403', { visitor: '401', subscriber: '200', superadmin: '200' }),
  "the video's view rule, as for its file: active, verified subscribers of the package; the answer's URL serves the video",
)
add(
  'GET /api/videos/{id}/url',
  "package B's uploaded video",
  cells('403', { visitor: '401', other: '200', superadmin: '200' }),
)
add('POST /api/lms/email-authorized', '{email}', cells('200'), 'public, rate-limited')
add('POST /api/lms/email-exists', '{email}', SUPER_ONLY('403'))
add('POST /api/lms/subscribers', '{email, full_name, paket_id}', SUPER_ONLY('403'))
add('POST /api/sync/push', '{collection: progress, rows: []}', cells('200', { visitor: '401' }))
add(
  'POST /api/sync/changes',
  '{checkpoints: {soal: null, progress: null}}',
  cells('200', { visitor: '401' }),
  'booleans only; which collections changed per role: tests/integration/sync/probe.test.ts',
)
add(
  'POST /api/chat/story',
  '{message} (credits 0)',
  cells('402', { visitor: '401' }),
  'signed in and verified; 402 = no credits',
)
add(
  'POST /api/chat/academic',
  "{message, documentId: subscriber's document}",
  cells('404', { visitor: '401', subscriber: '402' }),
  "another user's document is not found",
)
add(
  'GET /api/sidang/sessions/{id}',
  "subscriber's session",
  cells('404', { visitor: '401', subscriber: '200' }),
  "another user's session is not found, superadmins included",
)
add(
  'POST /api/sidang/sessions/{id}/answers',
  "{answer} to subscriber's session",
  cells('404', { visitor: '401', subscriber: '200' }),
  'only the owner answers',
)
add(
  'POST /api/sidang/sessions',
  "{retryOf: subscriber's session} (credits 0)",
  cells('404', { visitor: '401', subscriber: '402' }),
  "another user's session is not found; 402 = no credits",
)
add(
  'GET /api/cv/status',
  '',
  cells('200', { visitor: '401' }),
  'Analisa CV: signed in and verified',
)
add(
  'POST /api/cv/rewrite',
  '{bullet} (no LLM configured)',
  cells('409', { visitor: '401' }),
  'signed in and verified; without an LLM 409 CV_AI_UNAVAILABLE before any credit is taken',
)
add(
  'GET /api/cv/thesis-entry',
  "?documentId=subscriber's document",
  cells('404', { visitor: '401', subscriber: '200' }),
  "another user's thesis is not found, superadmins included",
)
add('POST /api/chat/documents', 'no file', cells('400', { visitor: '401' }))
add('POST /api/chat/trial/story', '{message}', cells('200'), 'public, per-client allowance')
add('POST /api/chat/trial/academic', '{message, document}', cells('200'))
add('GET /api/chat/trial/status', '', cells('200'))
add(
  'POST /api/payments/webhook',
  'wrong signature',
  cells('401'),
  'only the provider signature counts, not the user',
)
add('POST /api/payments/{id}/process', 'a pending transaction', SUPER_ONLY('403'))
add('GET /api/admin/overview', '', SUPER_ONLY('403'))
add('GET /api/admin/subscribers', '', SUPER_ONLY('403'))
add('GET /api/admin/packages/stats', '', SUPER_ONLY('403'))
add('GET /api/admin/classes/{id}/report', 'class of A', SUPER_ONLY('403'))
add('POST /api/admin/soal/bulk', 'one valid question', SUPER_ONLY('403'))
add('POST /api/admin/reorder', 'classes of A', SUPER_ONLY('403'))
add('GET /api/admin/payments', '', SUPER_ONLY('403'))
add('GET /api/admin/payments/summary', '', SUPER_ONLY('403'))

// personal data (pb_hooks/privacy.pb.js, docs/privacy.md)
add(
  'GET /api/me/export',
  '',
  cells('200', { visitor: '401' }),
  "a ZIP of the caller's own data only, the superadmin's too",
)
add('GET /api/me/documents', '', cells('200', { visitor: '401' }), "the caller's own theses")
add(
  'POST /api/me/delete',
  '{password: wrong}',
  cells('400', { visitor: '401' }),
  'a wrong password deletes nothing',
)
add('GET /api/privacy', '', cells('200'), 'public: operator, retention, hosts of outside services')
add(
  'POST /api/admin/users/{id}/delete',
  'unknown id',
  SUPER_ONLY('403', '404'),
  'a superadmin deletes a person (never themselves)',
)

// PocketBase's own admin API: only the PocketBase admin (/_/), never a users record, superadmins included
for (const url of [
  '/api/admins',
  '/api/collections',
  '/api/settings',
  '/api/logs',
  '/api/backups',
]) {
  add(`GET ${url}`, '', cells('401'), 'PocketBase admin only')
}

// ---------------------------------------------------------------- the push route

const PUSH = 'push /api/sync/push'
add(
  PUSH,
  'progress: materi of A, completed now',
  cells('200 rejected', { visitor: '401', subscriber: '200 accepted' }),
)
add(
  PUSH,
  'progress: materi of A, completed 10 days ago',
  cells('200 rejected', { visitor: '401', subscriber: '200 accepted', expired: '200 accepted' }),
  'inside the span that ended by time: accepted; the suspended span accepts none',
)
add(
  PUSH,
  'progress: materi of B, completed now',
  cells('200 rejected', { visitor: '401', other: '200 accepted' }),
)
add(
  PUSH,
  'review: materi of A',
  cells('200 rejected', { visitor: '401', subscriber: '200 accepted', expired: '200 accepted' }),
)
add(PUSH, 'review: materi of B', cells('200 rejected', { visitor: '401', other: '200 accepted' }))

export const ACCESS_MATRIX: readonly MatrixRow[] = table

/** ✓/✗ and the expected answer of one cell. */
export function renderCell(e: Expected): string {
  const ok = e.status >= 200 && e.status < 300 && e.detail !== 'none' && e.detail !== 'rejected'
  return `${ok ? '✓' : '✗'} ${e.status}${e.detail ? ` ${e.detail}` : ''}`
}

/** The matrix as Markdown: one table per target, one line per operation, the roles as columns. */
export function renderMatrix(rows: readonly MatrixRow[] = ACCESS_MATRIX): string {
  const targets: string[] = []
  const byTarget = new Map<string, Map<string, MatrixRow[]>>()
  for (const r of rows) {
    if (!byTarget.has(r.target)) {
      byTarget.set(r.target, new Map())
      targets.push(r.target)
    }
    const ops = byTarget.get(r.target)!
    if (!ops.has(r.operation)) ops.set(r.operation, [])
    ops.get(r.operation)!.push(r)
  }
  const esc = (s: string) => s.replace(/\|/g, '\\|')
  const out: string[] = []
  out.push(
    `${rows.length} rows, each a named test in tests/integration/security/matrix.test.ts. Roles:`,
  )
  out.push('')
  for (const role of ROLES) out.push(`- **${role}**: ${ROLE_NOTES[role]}`)
  out.push('')
  out.push(
    '✓ = allowed, ✗ = refused; then the HTTP status and, for lists and realtime, the fixture rows seen',
  )
  out.push(
    '(`own`, `all`, `none`, packages `A`/`B`, ...); for the push route whether the row is accepted.',
  )
  for (const target of targets) {
    out.push('')
    out.push(`#### ${target}`)
    out.push('')
    out.push(`| operation | ${ROLES.join(' | ')} | note |`)
    out.push(`|---|${ROLES.map(() => '---').join('|')}|---|`)
    for (const [operation, opRows] of byTarget.get(target)!) {
      const cellOf = (role: Role) => {
        const r = opRows.find((x) => x.role === role)
        return r ? renderCell(r.expected) : '–'
      }
      out.push(
        `| ${esc(operation || '–')} | ${ROLES.map((role) => esc(cellOf(role))).join(' | ')} | ${esc(opRows[0].note)} |`,
      )
    }
  }
  return out.join('\n')
}
