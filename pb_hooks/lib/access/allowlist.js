/// <reference path="../../../node_modules/pocketbase-jsvm/index.d.ts" />
// Allow-list of the fields a client may use in `filter`, `sort` and `expand` (records API and
// realtime subscription options). PocketBase 0.22 resolves relation paths (`user_id.role`),
// back-relations (`users_via_x`) and `@collection` joins in client filters WITHOUT the target
// collection's rules, so anyone could infer other users' data. Everyone but superadmins (and the
// PocketBase admin) may use only the plain own fields the app itself filters and sorts on.
// Documented per collection in docs/access-rules.md.

const COMMON = ['id', 'created', 'updated']

/** Own fields usable in filter and sort, per collection (besides id, created, updated). */
const FIELDS = {
  users: ['email', 'full_name', 'role'],
  paket_pembelajaran: ['nama_paket', 'harga', 'durasi_hari'],
  paket_content: ['paket_id', 'urutan'],
  kelas: ['paket_id', 'urutan', 'is_active', 'level', 'rating', 'judul'],
  materi: ['kelas_id', 'paket_id', 'type', 'order', 'parent_id'],
  soal: ['materi_id', 'paket_id'],
  video_links: ['materi_id', 'paket_id', 'urutan'],
  progress: ['user_id', 'materi_id', 'status', 'completed_at'],
  subscribers: ['user_id', 'paket_id', 'status', 'durasi_mulai', 'durasi_akhir'],
  reviews: ['user_id', 'materi_id', 'rating', 'student_role'],
  tombstones: ['coll', 'record_id', 'paket_id', 'user_id'],
  thesis_documents: ['user_id'],
  sidang_sessions: ['user_id', 'status'],
  paket_kelas_count: ['jumlah_kelas'],
  authorized_emails: [],
  payment_transactions: [],
}

/** Relation fields a client may expand (one level; the target's view rule still applies). */
const EXPAND = {
  kelas: ['paket_id'],
  paket_content: ['paket_id'],
  subscribers: ['paket_id'],
  materi: ['kelas_id'],
}

/** Date macros and literals of the filter syntax (harmless: no data behind them). */
const LITERALS = [
  'true',
  'false',
  'null',
  '@now',
  '@second',
  '@minute',
  '@hour',
  '@weekday',
  '@day',
  '@month',
  '@year',
  '@todayStart',
  '@todayEnd',
  '@monthStart',
  '@monthEnd',
  '@yearStart',
  '@yearEnd',
]

function allowedFields(collection) {
  return COMMON.concat(FIELDS[collection] || [])
}

/**
 * The identifiers of a filter expression (string literals and numbers skipped).
 * Returns { identifiers } or { error } for characters the filter syntax does not use.
 */
function filterIdentifiers(filter) {
  const ids = []
  let i = 0
  const s = String(filter)
  while (i < s.length) {
    const ch = s[i]
    if (/\s/.test(ch)) {
      i++
    } else if (ch === '"' || ch === "'") {
      // string literal with backslash escapes
      i++
      while (i < s.length && s[i] !== ch) i += s[i] === '\\' ? 2 : 1
      if (i >= s.length) return { error: 'tanda kutip tidak ditutup' }
      i++
    } else if ('=!<>~?&|()'.indexOf(ch) !== -1) {
      i++
    } else {
      const rest = s.slice(i)
      const num = /^-?\d+(\.\d+)?/.exec(rest)
      if (num) {
        i += num[0].length
        continue
      }
      const ident = /^[A-Za-z_@#][\w@#.:-]*/.exec(rest)
      if (!ident) return { error: 'karakter "' + ch + '"' }
      ids.push(ident[0])
      i += ident[0].length
    }
  }
  return { identifiers: ids }
}

/**
 * Check a request's filter/sort/expand against the allow-list of `collection`.
 * Returns null when allowed, else an Indonesian error message.
 */
function checkQuery(collection, query) {
  const fields = allowedFields(collection)
  const refuse = (param, token) =>
    'Parameter ' +
    param +
    ' tidak diizinkan untuk koleksi ' +
    collection +
    ': "' +
    token +
    '". Kolom yang boleh dipakai: ' +
    (param === 'expand'
      ? (EXPAND[collection] || []).join(', ') || '(tidak ada)'
      : fields.join(', ')) +
    '.'

  if (query.filter) {
    const parsed = filterIdentifiers(query.filter)
    if (parsed.error) return 'Filter tidak valid (' + parsed.error + ').'
    for (const id of parsed.identifiers) {
      if (LITERALS.indexOf(id) !== -1) continue
      if (fields.indexOf(id) === -1) return refuse('filter', id)
    }
  }
  if (query.sort) {
    for (const raw of String(query.sort).split(',')) {
      const name = raw.trim().replace(/^[-+]/, '')
      if (!name) continue
      if (fields.indexOf(name) === -1) return refuse('sort', raw.trim())
    }
  }
  if (query.expand) {
    const allowed = EXPAND[collection] || []
    for (const raw of String(query.expand).split(',')) {
      const name = raw.trim()
      if (!name) continue
      if (allowed.indexOf(name) === -1) return refuse('expand', name)
    }
  }
  return null
}

/** True for the PocketBase admin and users with role superadmin: no allow-list for them. */
function isUnrestricted(httpContext) {
  if (!httpContext) return false
  return require(`${__hooks}/lib/shared/superadmin.js`).isSuperadmin(httpContext)
}

/** The collection's name for a name or id in a URL, or '' when there is none. */
function collectionName(nameOrId) {
  if (!nameOrId) return ''
  try {
    return $app.dao().findCollectionByNameOrId(nameOrId).name
  } catch {
    return ''
  }
}

/** Middleware body for /api/collections/{collection}/...: the error message, or null. */
function checkRequest(c) {
  const nameOrId = c.pathParam('collection')
  if (!nameOrId) return null
  const query = {
    filter: c.queryParam('filter'),
    sort: c.queryParam('sort'),
    expand: c.queryParam('expand'),
  }
  if (!query.filter && !query.sort && !query.expand) return null
  if (isUnrestricted(c)) return null
  const name = collectionName(nameOrId)
  if (!name) return null // PocketBase answers 404 itself
  return checkQuery(name, query)
}

/** Parse a realtime topic: "name", "name/id" or either with "?options={json}". */
function parseTopic(topic) {
  const q = topic.indexOf('?')
  const base = q === -1 ? topic : topic.slice(0, q)
  const collection = base.split('/')[0]
  let options = {}
  if (q !== -1) {
    for (const part of topic.slice(q + 1).split('&')) {
      const eq = part.indexOf('=')
      const key = eq === -1 ? part : part.slice(0, eq)
      if (key !== 'options') continue
      try {
        options =
          JSON.parse(
            decodeURIComponent((eq === -1 ? '' : part.slice(eq + 1)).replace(/\+/g, ' ')),
          ) || {}
      } catch {
        return { collection, error: 'Opsi langganan realtime tidak valid.' }
      }
    }
  }
  return { collection, query: (options && options.query) || {} }
}

/** onRealtimeBeforeSubscribeRequest body: the error message for the first refused topic, or null. */
function checkSubscriptions(httpContext, subscriptions) {
  if (isUnrestricted(httpContext)) return null
  for (const topic of subscriptions || []) {
    const parsed = parseTopic(String(topic))
    if (parsed.error) return parsed.error
    const q = parsed.query
    const query = {
      filter: typeof q.filter === 'string' ? q.filter : q.filter ? String(q.filter) : '',
      sort: typeof q.sort === 'string' ? q.sort : '',
      expand: typeof q.expand === 'string' ? q.expand : q.expand ? String(q.expand) : '',
    }
    if (!query.filter && !query.sort && !query.expand) continue
    const name = collectionName(parsed.collection)
    if (!name) continue
    const err = checkQuery(name, query)
    if (err) return err
  }
  return null
}

module.exports = {
  FIELDS,
  EXPAND,
  allowedFields,
  filterIdentifiers,
  checkQuery,
  checkRequest,
  checkSubscriptions,
  parseTopic,
  isUnrestricted,
}
