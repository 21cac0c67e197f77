// The sync benchmark's page module (scripts/bench/sync.mjs), run in Chromium (built by
// lib/bench-page.mjs) and in node (Vite's SSR loader): the app's full sync, a raw keyset fetch of the
// same pages, a bare bulk insert, and the simplest overlapping fetch-and-write design.
import path from 'node:path'
import { ROOT } from '../../../pocketbase/launcher.mjs'

/** The page module's source: full sync, raw keyset fetch, bare bulk insert. */
export function entrySource() {
  const local = path.join(ROOT, 'src/data/local')
  return `
import PocketBase from 'pocketbase'
import { createRxDatabase } from 'rxdb'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { openLocalData } from '${local}/engine'
import { COLLECTION_NAMES, SPECS, jsonSchemaOf, normalizeRecord, pullFields } from '${local}/schemas'

async function login(url, email, password) {
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, password)
  return pb
}

export async function benchSync(url, email, password, storage, multiInstance = true) {
  const pb = await login(url, email, password)
  let bytes = 0
  const t0 = performance.now()
  const session = await openLocalData({ pb, userId: pb.authStore.model.id, live: false, validate: false, dbName: 'bench_sync_' + Date.now(), storage, multiInstance, onBytes: (n) => (bytes += n) })
  await session.engine.awaitFirstSync()
  await session.engine.awaitInSync()
  const ms = performance.now() - t0
  let docs = 0
  for (const name of COLLECTION_NAMES) docs += await session.db[name].count().exec()
  await session.engine.close()
  return { ms, docs, decodedBytes: bytes }
}

/** One keyset page (500 rows after (u, id), sorted updated,id) as the app's pull asks for it. */
async function fetchPage(url, token, name, u, id) {
  const params = new URLSearchParams({ page: '1', perPage: '500', sort: 'updated,id', skipTotal: '1', fields: pullFields(SPECS[name]) })
  if (u) params.set('filter', \`(updated > "\${u}" || (updated = "\${u}" && id > "\${id}"))\`)
  const res = await fetch(url + '/api/collections/' + name + '/records?' + params, { headers: { Authorization: token } })
  return (await res.json()).items
}

/** A fresh database with the app's collections. */
async function openBenchDb(prefix, storage, multiInstance) {
  const db = await createRxDatabase({ name: prefix + Date.now(), storage: storage ?? getRxStorageDexie(), multiInstance })
  const cols = {}
  for (const name of COLLECTION_NAMES) cols[name] = { schema: jsonSchemaOf(SPECS[name]) }
  await db.addCollections(cols)
  return db
}

async function fetchAll(url, token) {
  const out = {}
  for (const name of COLLECTION_NAMES) {
    out[name] = []
    let u = '', id = ''
    for (;;) {
      const items = await fetchPage(url, token, name, u, id)
      out[name].push(...items)
      if (items.length < 500) break
      const last = items[items.length - 1]
      u = last.updated; id = last.id
    }
  }
  return out
}

export async function benchRaw(url, email, password) {
  const pb = await login(url, email, password)
  const t0 = performance.now()
  const all = await fetchAll(url, pb.authStore.token)
  const ms = performance.now() - t0
  return { ms, docs: Object.values(all).reduce((s, xs) => s + xs.length, 0) }
}

/** The simplest overlapping design (no replication protocol): every collection's pages fetched in parallel, the next page
 * requested while the current one is written with a plain bulkUpsert (writes of up to 2,000 documents),
 * no replication protocol, checkpoints or progress. Includes creating the database. */
export async function benchPipelined(url, email, password, storage, multiInstance = true, chunk = 2000) {
  const pb = await login(url, email, password)
  const token = pb.authStore.token
  const t0 = performance.now()
  const db = await openBenchDb('bench_pipe_', storage, multiInstance)
  const page = (name, u, id) => fetchPage(url, token, name, u, id)
  let docs = 0
  await Promise.all(COLLECTION_NAMES.map(async (name) => {
    let next = page(name, '', '')
    let buf = []
    while (next) {
      const items = await next
      const last = items[items.length - 1]
      next = items.length === 500 ? page(name, last.updated, last.id) : null
      buf.push(...items.map((r) => normalizeRecord(SPECS[name], r)))
      if (buf.length >= chunk || !next) {
        const rows = buf
        buf = []
        docs += rows.length
        if (rows.length) await db[name].bulkUpsert(rows)
      }
    }
  }))
  const ms = performance.now() - t0
  await db.remove()
  return { ms, docs }
}

export async function benchBulk(url, email, password, storage) {
  const pb = await login(url, email, password)
  const all = await fetchAll(url, pb.authStore.token)
  const db = await openBenchDb('bench_bulk_', storage, false)
  const t0 = performance.now()
  let docs = 0
  for (const name of COLLECTION_NAMES) {
    const rows = all[name].map((r) => normalizeRecord(SPECS[name], r))
    docs += rows.length
    await db[name].bulkUpsert(rows)
  }
  const ms = performance.now() - t0
  await db.remove()
  return { ms, docs }
}
`
}
