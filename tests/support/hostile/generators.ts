// fast-check generators of hostile requests for the property run: any route (custom routes and the
// records API of every collection), any role, hostile ids, bodies and query strings.
// Requests that would legitimately change data are not generated: bodies never carry a real record
// id (so no push, reorder, grant or subscription can succeed), no one writes their own records,
// the superadmin only reads, writes unknown ids or sends bodies that are not objects, and every
// signed-in role has 0 credits (a chat message is refused with 402). The trial chat is the one
// legitimate write (its per-client counters); the fingerprint leaves chat_trial_usage out.
import fc from 'fast-check'
import { LIST_QUERIES, encodeLoosely, KNOWN_FIELDS } from './cases'
import { fakeFiles } from './files'
import type { HostileBody, HostileRequest, Role } from './http'
import {
  HUGE_STRING,
  PATH_TRICK_IDS,
  RAW_JSON_BODIES,
  TRICKY_STRINGS,
  WRONG_TYPE_VALUES,
} from './payloads'
import { COLLECTIONS, ROUTES, routePath, type RouteSpec } from './routes'

export interface Ids {
  /** the users record of the plain user (the user role must not write it) */
  userId: string
  /** the subscriber's review (the subscriber role must not write it) */
  reviewId: string
  /** records nobody but the superadmin may write */
  foreign: string[]
}

const ROLES: Role[] = ['visitor', 'user', 'subscriber', 'superadmin']
const roleArb = fc.constantFrom(...ROLES)

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 30, arbitrary: fc.constantFrom(...TRICKY_STRINGS, ...PATH_TRICK_IDS) },
  { weight: 20, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 15, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 10, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ minLength: 4000, maxLength: 6000 }) },
  // rare: a 1 MB+ string costs the server (and this machine) far more than the others
  { weight: 1, arbitrary: fc.constant(HUGE_STRING) },
)

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom(...WRONG_TYPE_VALUES) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double({ noNaN: true }) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
)

/** A JSON object with some of `fields` (hostile values) and extra keys. */
function objectBody(fields: string[]): fc.Arbitrary<Record<string, unknown>> {
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const f of fields) model[f] = hostileValue
  return fc
    .tuple(
      fc.record(model, { requiredKeys: [] }),
      fc.dictionary(
        fc.constantFrom(...KNOWN_FIELDS, 'id', 'collectionId', 'expand', '__proto__'),
        hostileValue,
        { maxKeys: 3 },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }))
}

const rawBody: fc.Arbitrary<HostileBody> = fc.oneof(
  fc
    .constantFrom(...RAW_JSON_BODIES)
    .map((r): HostileBody => ({ kind: 'raw', data: r.body, contentType: 'application/json' })),
  fc
    .string({ unit: 'binary', maxLength: 200 })
    .map((s): HostileBody => ({ kind: 'raw', data: s, contentType: 'application/json' })),
  fc
    .uint8Array({ maxLength: 200 })
    .map((b): HostileBody => ({ kind: 'raw', data: b, contentType: 'application/json' })),
  fc.string({ maxLength: 200 }).map((s): HostileBody => ({
    kind: 'raw',
    data: s,
    contentType: 'application/x-www-form-urlencoded',
  })),
)

/** Raw bodies that never decode to an object (safe for the superadmin's creates). */
const notAnObject: fc.Arbitrary<HostileBody> = fc
  .constantFrom('null', '[]', '[{"a":1}]', '42', '"halo"', 'true', '{"a":', '{a: 1}', '\u0000')
  .map((data): HostileBody => ({ kind: 'raw', data, contentType: 'application/json' }))

const uploads = fakeFiles().filter((f) => !f.name.includes('30 MB'))

/** A multipart form (text fields with hostile values, sometimes a lying file) on any route. */
function multipartFor(fields: string[]): fc.Arbitrary<HostileBody> {
  return fc
    .tuple(
      fc.dictionary(
        fc.constantFrom(...fields, ...KNOWN_FIELDS.slice(0, 6)),
        hostileString.map((v) => v.slice(0, 5000)),
        { maxKeys: 4 },
      ),
      fc.option(fc.constantFrom(...uploads), { nil: undefined }),
    )
    .map(([values, upload]): HostileBody => ({
      kind: 'multipart',
      fields: values,
      files: upload ? upload.files : [],
    }))
}

function bodyFor(fields: string[]): fc.Arbitrary<HostileBody> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<HostileBody>({ kind: 'none' }) },
    { weight: 1, arbitrary: multipartFor(fields) },
    { weight: 2, arbitrary: rawBody },
    {
      weight: 1,
      arbitrary: fc
        .jsonValue({ maxDepth: 3 })
        .map((value): HostileBody => ({ kind: 'json', value })),
    },
    {
      weight: 6,
      arbitrary: objectBody(fields).map((value): HostileBody => ({ kind: 'json', value })),
    },
  )
}

const idArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PATH_TRICK_IDS),
  fc.string({ maxLength: 30 }).map(encodeLoosely),
  fc.stringMatching(/^[a-z0-9]{15}$/),
)

const queryArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...LIST_QUERIES),
  fc
    .tuple(
      fc.constantFrom(
        'q',
        'status',
        'page',
        'perPage',
        'filter',
        'sort',
        'expand',
        'fields',
        'from',
        'to',
        'skipTotal',
      ),
      hostileString,
    )
    .map(([k, v]) => `${k}=${encodeLoosely(v.slice(0, 8000))}`),
)

function routeRequest(route: RouteSpec): fc.Arbitrary<HostileRequest> {
  const path = route.path.includes(':id')
    ? idArb.map((id) => routePath(route, id))
    : fc.constant(route.path)
  if (route.method === 'GET') {
    return fc.tuple(roleArb, path, fc.array(queryArb, { maxLength: 3 })).map(([role, p, qs]) => ({
      method: 'GET',
      role,
      path: qs.length ? `${p}?${qs.join('&')}` : p,
      body: { kind: 'none' },
    }))
  }
  const body = route.multipart
    ? fc.oneof(
        fc
          .constantFrom(...uploads)
          .map((u): HostileBody => ({ kind: 'multipart', fields: u.fields, files: u.files })),
        bodyFor(route.fields),
      )
    : bodyFor(route.fields)
  return fc
    .tuple(roleArb, path, body)
    .map(([role, p, b]) => ({ method: 'POST', role, path: p, body: b }))
}

function recordsRequest(ids: Ids): fc.Arbitrary<HostileRequest> {
  const base = '/api/collections/'
  const coll = fc.constantFrom(...COLLECTIONS)
  const list = fc
    .tuple(roleArb, coll, fc.array(queryArb, { maxLength: 3 }))
    .map(([role, c, qs]): HostileRequest => ({
      method: 'GET',
      role,
      path: `${base}${c}/records?${qs.join('&')}`,
      body: { kind: 'none' },
    }))
  const view = fc
    .tuple(roleArb, coll, fc.oneof(idArb, fc.constantFrom(...ids.foreign)))
    .map(([role, c, id]): HostileRequest => ({
      method: 'GET',
      role,
      path: `${base}${c}/records/${id}`,
      body: { kind: 'none' },
    }))
  // writes: no role writes what it owns; the superadmin only unknown ids
  const writeId = (role: Role) =>
    role === 'superadmin'
      ? idArb
      : fc.oneof(
          idArb,
          fc
            .constantFrom(...ids.foreign, ids.userId, ids.reviewId)
            .filter(
              (id) =>
                !(role === 'user' && id === ids.userId) &&
                !(role === 'subscriber' && id === ids.reviewId),
            ),
        )
  const safeWriteId = (role: Role) =>
    writeId(role).filter((id) => role !== 'superadmin' || !ids.foreign.includes(id))
  const update = fc
    .tuple(roleArb, coll)
    .chain(([role, c]) =>
      fc.tuple(
        fc.constant(role),
        fc.constant(c),
        safeWriteId(role),
        role === 'superadmin' ? notAnObject : bodyFor(KNOWN_FIELDS.slice(0, 12)),
      ),
    )
    .map(([role, c, id, body]): HostileRequest => ({
      method: 'PATCH',
      role,
      path: `${base}${c}/records/${id}`,
      body,
    }))
  const remove = fc
    .tuple(roleArb, coll)
    .chain(([role, c]) => fc.tuple(fc.constant(role), fc.constant(c), safeWriteId(role)))
    .map(([role, c, id]): HostileRequest => ({
      method: 'DELETE',
      role,
      path: `${base}${c}/records/${id}`,
      body: { kind: 'none' },
    }))
  const create = roleArb
    .chain((role) =>
      fc.tuple(
        fc.constant(role),
        coll,
        role === 'superadmin' ? notAnObject : bodyFor(KNOWN_FIELDS),
      ),
    )
    .map(([role, c, body]): HostileRequest => ({
      method: 'POST',
      role,
      path: `${base}${c}/records`,
      body,
    }))
  return fc.oneof(list, view, update, remove, create)
}

/** Any hostile request: about half on the custom routes, half on the records API. */
export function hostileRequest(ids: Ids): fc.Arbitrary<HostileRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: fc.oneof(...ROUTES.map(routeRequest)) },
    { weight: 1, arbitrary: recordsRequest(ids) },
  )
}
