// The resync benchmark's page module (scripts/bench/resync.mjs), built by lib/bench-page.mjs: open the
// student's database, trigger resyncs, count local documents.
import path from 'node:path'
import { ROOT } from '../../../pocketbase/launcher.mjs'

/** The page module's source. */
export function entrySource() {
  const local = path.join(ROOT, 'src/data/local')
  return `
import PocketBase from 'pocketbase'
import { openLocalData } from '${local}/engine'
import { COLLECTION_NAMES } from '${local}/schemas'

let session = null
let pb = null

export async function open(url, email, password) {
  pb = new PocketBase(url)
  pb.autoCancellation(false)
  await pb.collection('users').authWithPassword(email, password)
  session = await openLocalData({ pb, userId: pb.authStore.model.id, live: true, validate: false, multiInstance: false, dbName: 'bench_resync_' + Date.now() })
  await session.engine.awaitFirstSync()
  await session.engine.awaitInSync()
  return counts()
}

export async function counts() {
  const out = {}
  for (const name of COLLECTION_NAMES) out[name] = await session.db[name].count().exec()
  return out
}

/** The app's focus trigger. */
export function focus() {
  window.dispatchEvent(new Event('focus'))
}

/** The old behaviour: RESYNC of every replication. */
export function resyncAll() {
  session.engine.resync()
}

/** The device is away: no realtime stream (every subscription dropped). */
export async function realtimeOff() {
  await pb.realtime.unsubscribe()
}

/** Resolves when the local database holds kelas \`kelasId\` and at least \`want\` documents per collection. */
export async function waitFor(kelasId, want, timeoutMs) {
  const t0 = performance.now()
  for (;;) {
    const k = await session.db.kelas.findOne(kelasId).exec()
    if (k) {
      const c = await counts()
      if (Object.keys(want).every((n) => c[n] >= want[n])) return performance.now()
    }
    if (performance.now() - t0 > timeoutMs) throw new Error('timeout waiting for the new class')
    await new Promise((r) => setTimeout(r, 10))
  }
}

export async function close() {
  await session.engine.close()
}
`
}
