// The example table of hostile requests: per custom route, per records collection, and the file
// uploads. Each case says what the server must answer: '4xx' (refused, with an Indonesian
// message) or 'lt500' (the input may be legitimate, e.g. any text is a valid trial chat message,
// or the route reads no body: anything but a server error, and a 4xx carries an Indonesian message).
import type { HostileBody, HostileRequest, Role } from './http'
import {
  deepNesting,
  HUGE_STRING,
  PATH_TRICK_IDS,
  RAW_JSON_BODIES,
  TRICKY_STRINGS,
  WRONG_TYPE_VALUES,
} from './payloads'
import { routePath, type RouteSpec } from './routes'
import { fakeFiles } from './files'

export type Expect = '4xx' | 'lt500'

export interface HostileCase {
  name: string
  req: HostileRequest
  expect: Expect
}

const MB = 1024 * 1024

function allFields(fields: string[], value: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const f of fields) out[f] = value
  return out
}

/** Hostile bodies for a JSON route. */
function bodyCases(route: RouteSpec): { name: string; body: HostileBody; expect: Expect }[] {
  const fields = route.fields.length ? route.fields : ['message']
  const reads = route.fields.length > 0 && route.method === 'POST'
  const must: Expect = reads ? '4xx' : 'lt500'
  const text: Expect = reads && !route.acceptsText ? '4xx' : 'lt500'
  const out: { name: string; body: HostileBody; expect: Expect }[] = []
  out.push({ name: 'missing body', body: { kind: 'none' }, expect: must })
  for (const raw of RAW_JSON_BODIES) {
    out.push({
      name: 'raw ' + raw.name,
      body: { kind: 'raw', data: raw.body, contentType: 'application/json' },
      expect: must,
    })
  }
  out.push({ name: 'empty object', body: { kind: 'json', value: {} }, expect: must })
  WRONG_TYPE_VALUES.forEach((v, i) => {
    out.push({
      name: `wrong type #${i} (${JSON.stringify(v)}) in every field`,
      body: { kind: 'json', value: allFields(fields, v) },
      expect: must,
    })
  })
  for (const f of fields) {
    for (const v of [12345, { a: 'b' }, ['x']]) {
      out.push({
        name: `${f} = ${JSON.stringify(v)}`,
        body: { kind: 'json', value: { [f]: v } },
        expect: must,
      })
    }
  }
  TRICKY_STRINGS.forEach((s, i) => {
    out.push({
      name: `tricky string #${i} in every field`,
      body: { kind: 'json', value: allFields(fields, s) },
      expect: text,
    })
  })
  PATH_TRICK_IDS.forEach((s, i) => {
    out.push({
      name: `path trick #${i} in every field`,
      body: { kind: 'json', value: allFields(fields, s) },
      expect: text,
    })
  })
  out.push({
    name: '1 MB+ string in every field',
    body: { kind: 'json', value: allFields(fields, HUGE_STRING) },
    expect: must,
  })
  out.push({
    name: '10 MB body',
    body: { kind: 'json', value: { [fields[0]]: 'y'.repeat(10 * MB) } },
    expect: must,
  })
  out.push({
    name: 'deeply nested array',
    body: { kind: 'json', value: allFields(fields, deepNesting(2000)) },
    expect: must,
  })
  out.push({
    name: 'only extra fields',
    body: {
      kind: 'json',
      value: {
        role: 'superadmin',
        credits: 1e9,
        verified: true,
        user_id: 'someone',
        id: 'x',
        collectionId: 'y',
        expand: {},
      },
    },
    expect: must,
  })
  out.push({
    name: 'form-urlencoded tricky',
    body: {
      kind: 'raw',
      data: fields.map((f) => `${f}=%3Cscript%3E`).join('&'),
      contentType: 'application/x-www-form-urlencoded',
    },
    expect: text,
  })
  out.push({
    name: 'text/plain body',
    body: { kind: 'raw', data: 'halo <b>dunia</b>', contentType: 'text/plain' },
    expect: must,
  })
  return out
}

/** encodeURIComponent, with lone surrogates sent as the (invalid) UTF-8 bytes of their code unit. */
export function encodeLoosely(text: string): string {
  let out = ''
  for (const ch of text) {
    const code = ch.charCodeAt(0)
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out +=
        '%' +
        [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
          .map((b) => b.toString(16).toUpperCase())
          .join('%')
    } else out += encodeURIComponent(ch)
  }
  return out
}

/** Hostile query strings for a GET route. */
function queryCases(route: RouteSpec): { name: string; query: string }[] {
  const names = route.query ?? ['q']
  const out: { name: string; query: string }[] = []
  const values = [
    ...TRICKY_STRINGS,
    ...PATH_TRICK_IDS,
    'x'.repeat(20000),
    '-1',
    '999999999999999999999',
    '1e400',
    'NaN',
  ]
  values.forEach((v, i) => {
    out.push({
      name: `query value #${i}`,
      query: names.map((n) => `${n}=${encodeLoosely(v)}`).join('&'),
    })
  })
  out.push({ name: 'raw percent signs', query: names.map((n) => `${n}=%%%zz`).join('&') })
  out.push({ name: 'repeated params', query: names.map((n) => `${n}=a&${n}=b`).join('&') })
  out.push({ name: 'array params', query: names.map((n) => `${n}[]=a&${n}[x]=b`).join('&') })
  return out
}

/** Every example case of one custom route. */
export function routeCases(route: RouteSpec): HostileCase[] {
  const out: HostileCase[] = []
  const base = { method: route.method, role: route.role } as const
  if (route.multipart) {
    for (const f of fakeFiles()) {
      out.push({
        name: 'file: ' + f.name,
        req: {
          ...base,
          path: routePath(route),
          body: { kind: 'multipart', fields: f.fields, files: f.files },
        },
        expect: '4xx',
      })
    }
  }
  for (const c of route.method === 'GET' ? [] : bodyCases(route)) {
    out.push({
      name: c.name,
      req: { ...base, path: routePath(route), body: c.body },
      expect: route.multipart ? '4xx' : c.expect,
    })
  }
  if (route.method === 'GET') {
    for (const c of queryCases(route)) {
      out.push({
        name: c.name,
        req: { ...base, path: routePath(route) + '?' + c.query, body: { kind: 'none' } },
        expect: 'lt500',
      })
    }
  }
  const emptyBody: HostileBody =
    route.method === 'GET' ? { kind: 'none' } : { kind: 'json', value: {} }
  if (route.path.includes(':id')) {
    PATH_TRICK_IDS.forEach((id, i) => {
      out.push({
        name: `path id trick #${i} (${id.slice(0, 20)})`,
        req: { ...base, path: routePath(route, id), body: emptyBody },
        expect: '4xx',
      })
    })
    out.push({
      name: 'unknown id',
      req: { ...base, path: routePath(route, 'zzzzzzzzzzzzzzz'), body: emptyBody },
      expect: '4xx',
    })
  }
  if (route.role !== 'visitor') {
    for (const role of lowerRoles(route.role)) {
      const body: HostileBody =
        route.method === 'GET' ? { kind: 'none' } : { kind: 'json', value: {} }
      out.push({
        name: `as ${role}`,
        req: { method: route.method, role, path: routePath(route), body },
        expect: '4xx',
      })
    }
  }
  return out
}

function lowerRoles(role: Role): Role[] {
  if (role === 'superadmin') return ['visitor', 'user', 'subscriber']
  if (role === 'subscriber') return ['visitor']
  return role === 'user' ? ['visitor'] : []
}

/** Field names of the app's collections (a hostile body sets them all). */
export const KNOWN_FIELDS = [
  'email',
  'password',
  'passwordConfirm',
  'full_name',
  'role',
  'credits',
  'verified',
  'user_id',
  'paket_id',
  'kelas_id',
  'materi_id',
  'judul',
  'konten',
  'nama_paket',
  'review_text',
  'rating',
  'student_role',
  'status',
  'answers',
  'skor',
  'order_id',
  'amount',
  'text',
  'coll',
  'record_id',
  'is_active',
  'author_name',
  'subscription_ids',
]

/** Hostile list options of the records API. */
export const LIST_QUERIES = [
  'filter=' + encodeURIComponent("id = '' || 1=1"),
  'filter=' + encodeURIComponent('(((((('),
  'filter=' + encodeURIComponent('user_id.role = "superadmin"'),
  'filter=' + encodeURIComponent('x'.repeat(5000)),
  'sort=' + encodeURIComponent('-@random,;DROP'),
  'expand=' + encodeURIComponent('user_id,user_id.subscription_ids,../../x'),
  'fields=' + encodeURIComponent('*,password,tokenKey'),
  'page=-1&perPage=99999999',
  'page=abc&perPage=%00',
  'filter=' + encodeLoosely('\uD800 <script>'),
]

/** Records API requests no role may get through with: hostile ids, bodies, filters. */
export function recordCases(world: {
  user: { record: { id: string } }
  subscriber: { record: { id: string } }
  review: { id: string }
  payment: { id: string }
  tree: { paket: { id: string } }
}): HostileCase[] {
  const out: HostileCase[] = []
  const roles: Role[] = ['visitor', 'user', 'subscriber', 'superadmin']
  const base = '/api/collections/'
  const collections = [
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
  ]
  const hostileBodies: { name: string; body: HostileBody }[] = [
    ...RAW_JSON_BODIES.filter((r) => r.name !== 'empty body').map((r) => ({
      name: 'raw ' + r.name,
      body: { kind: 'raw', data: r.body, contentType: 'application/json' } as HostileBody,
    })),
    {
      name: 'wrong types',
      body: {
        kind: 'json',
        value: Object.fromEntries(
          KNOWN_FIELDS.map((f, i) => [f, WRONG_TYPE_VALUES[i % WRONG_TYPE_VALUES.length]]),
        ),
      },
    },
    {
      name: 'tricky strings',
      body: {
        kind: 'json',
        value: Object.fromEntries(
          KNOWN_FIELDS.map((f, i) => [f, TRICKY_STRINGS[i % TRICKY_STRINGS.length]]),
        ),
      },
    },
    {
      name: 'huge strings',
      body: {
        kind: 'json',
        value: Object.fromEntries(KNOWN_FIELDS.slice(0, 4).map((f) => [f, HUGE_STRING])),
      },
    },
  ]
  const few = PATH_TRICK_IDS.filter((_, i) => i % 3 === 0)
  const writes = hostileBodies.filter((b) =>
    [
      'raw null',
      'raw array instead of object',
      'raw invalid JSON',
      'wrong types',
      'tricky strings',
    ].includes(b.name),
  )
  for (const coll of collections) {
    for (const role of roles) {
      // reads with hostile ids and query options
      few.forEach((id, i) => {
        out.push({
          name: `view id trick #${i}`,
          req: {
            method: 'GET',
            role,
            path: `${base}${coll}/records/${id}`,
            body: { kind: 'none' },
          },
          expect: '4xx',
        })
      })
      LIST_QUERIES.forEach((q, i) => {
        out.push({
          name: `list query #${i}`,
          req: { method: 'GET', role, path: `${base}${coll}/records?${q}`, body: { kind: 'none' } },
          expect: 'lt500',
        })
      })
      // writes on ids that are not this role's to write
      const foreign =
        role === 'superadmin'
          ? ['zzzzzzzzzzzzzzz', '..%2f..%2fx', '%2e%2e']
          : [
              world.user.record.id,
              world.review.id,
              world.payment.id,
              world.tree.paket.id,
              '..%2f..%2fx',
            ]
      const usable = foreign.filter(
        (id) =>
          !(role === 'user' && id === world.user.record.id) &&
          !(role === 'subscriber' && id === world.review.id),
      )
      for (const id of usable) {
        out.push({
          name: `delete ${id.slice(0, 20)}`,
          req: {
            method: 'DELETE',
            role,
            path: `${base}${coll}/records/${id}`,
            body: { kind: 'none' },
          },
          expect: '4xx',
        })
        for (const b of writes.slice(-2)) {
          out.push({
            name: `update ${id.slice(0, 20)} ${b.name}`,
            req: { method: 'PATCH', role, path: `${base}${coll}/records/${id}`, body: b.body },
            expect: '4xx',
          })
        }
      }
      // creates with hostile bodies (a superadmin's well-formed create would be legitimate: only broken bodies)
      const creates =
        role === 'superadmin'
          ? writes.filter((b) => b.body.kind === 'raw')
          : [
              ...writes,
              ...(role === 'user' ? hostileBodies.filter((b) => b.name === 'huge strings') : []),
            ]
      for (const b of creates) {
        out.push({
          name: `create ${b.name}`,
          req: { method: 'POST', role, path: `${base}${coll}/records`, body: b.body },
          expect: '4xx',
        })
      }
      if (
        role === 'subscriber' &&
        ['reviews', 'users', 'paket_pembelajaran', 'thesis_documents'].includes(coll)
      ) {
        const value = {
          user_id: world.user.record.id,
          review_text: 'y'.repeat(10 * 1024 * 1024),
          full_name: 'z',
          rating: 5,
        }
        out.push({
          name: 'create with a 10 MB body',
          req: {
            method: 'POST',
            role,
            path: `${base}${coll}/records`,
            body: { kind: 'json', value },
          },
          expect: '4xx',
        })
      }
    }
  }
  return out
}
