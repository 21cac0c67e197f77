// What the capacity benchmark's clients ask, as the app asks it: the pull URLs of a synced device
// (src/data/local/sync/pull.ts), the checks of their answers, and each simulated student's address.
import { URLSearchParams } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { withTsModules } from '../../lib/ts-modules.mjs'

/**
 * What the app syncs, from the app itself (src/data/local/schemas.ts): the synced collections in its
 * order, those readable through the student's active subscriptions, and the `fields` of its soal pull.
 * Filled by loadAppSyncSpecs() at the start of a run.
 */
export const APP = { synced: [], scoped: [], soalFields: '' }

export async function loadAppSyncSpecs() {
  await withTsModules(async (load) => {
    const { SPECS, COLLECTION_NAMES, pullFields } = await load('/src/data/local/schemas.ts')
    APP.synced = [...COLLECTION_NAMES]
    APP.scoped = COLLECTION_NAMES.filter((name) => SPECS[name].scoped)
    APP.soalFields = pullFields(SPECS.soal)
  })
}
const TOMB_FIELDS = 'id,updated,record_id,paket_id'
/** A checkpoint with nothing read yet (records and tombstones). */
export const EMPTY_CP = { u: '', id: '', tu: '', tid: '' }

/** The JS SDK's pb.filter(): string parameters in single quotes. */
export function pbFilter(expr, params) {
  let out = expr
  for (const [k, v] of Object.entries(params)) {
    out = out.replaceAll(`{:${k}}`, `'${String(v).replace(/'/g, "\\'")}'`)
  }
  return out
}

/** The pull's keyset filter past a cursor (src/data/local/sync/pull.ts afterFilter). */
export function afterFilter(u, id) {
  return u ? pbFilter('(updated > {:u} || (updated = {:u} && id > {:id}))', { u, id }) : ''
}

export function pullUrl(collection, filter, fields) {
  const params = new URLSearchParams({
    page: '1',
    perPage: '500',
    sort: 'updated,id',
    skipTotal: '1',
    fields,
  })
  if (filter) params.set('filter', filter)
  return `/api/collections/${collection}/records?${params}`
}

/**
 * The GETs of a page load of a synced device (src/data/local/sync/pull.ts fetchBatch): for every
 * collection its records and its tombstones past the checkpoint (the app sends them at once; the
 * rows send them one after the other, the storm BROWSER_PARALLEL at a time). `fields` as the app
 * for soal; `id,updated` elsewhere (an empty answer costs the same: PocketBase applies `fields`
 * when it writes the answer).
 */
export function reloadCalls(st, token, gzip = true) {
  const headers = { authorization: token, ...(gzip ? { 'accept-encoding': 'gzip' } : {}) }
  const calls = []
  for (const name of APP.synced) {
    const cp = st.checkpoints[name]
    const owner = name === 'reviews' ? pbFilter('user_id = {:uid}', { uid: st.id }) : ''
    const recFilter = [owner, afterFilter(cp.u, cp.id)].filter(Boolean).join(' && ')
    const tombFilter = [pbFilter('coll = {:c}', { c: name }), afterFilter(cp.tu, cp.tid)]
      .filter(Boolean)
      .join(' && ')
    for (const url of [
      pullUrl(name, recFilter, name === 'soal' ? APP.soalFields : 'id,updated'),
      pullUrl('tombstones', tombFilter, TOMB_FIELDS),
    ]) {
      calls.push({ url, init: { headers }, check: emptyPage })
    }
  }
  return calls
}

/** The JSON of an answer (gzip bodies are decompressed here, only where a check reads them). */
export function jsonOf(res) {
  const gzip = res.body[0] === 0x1f && res.body[1] === 0x8b
  return JSON.parse((gzip ? gunzipSync(res.body) : res.body).toString('utf8'))
}

/** A pull answer with nothing new: '' when empty, else what is wrong. */
export function emptyPage(res) {
  const items = jsonOf(res).items
  return items && items.length === 0 ? '' : `${items?.length} items (expected none)`
}

/** The probe's answer when nothing is new. */
export function nothingChanged(res) {
  const changed = jsonOf(res).changed
  return Array.isArray(changed) && changed.length === 0 ? '' : `changed: ${JSON.stringify(changed)}`
}

/** A distinct client address per student (with TRUSTED_PROXY=1 the limits see X-Forwarded-For). */
export function addressOf(index) {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
}
