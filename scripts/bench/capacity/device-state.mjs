// What each simulated student's device holds before the capacity rows: the checkpoints of a synced
// device (read as that student) and, for the levels' students, the lessons they may complete.
import { URLSearchParams } from 'node:url'
import { APP, EMPTY_CP, addressOf } from './app-requests.mjs'
import { pool, send } from './load-drivers.mjs'

/**
 * The reads of a run over the rows' keep-alive agent: `auth(st, token?)` (a student's headers: its
 * own address, its token), `getJson(url, headers)` and `count(collection)` (as the admin).
 */
export function serverReads(dispatcher, base, adminToken) {
  // Every client request as a student: its own address, its token.
  const auth = (st, token = st.token) => ({
    authorization: token,
    'x-forwarded-for': addressOf(st.index),
  })
  const getJson = async (url, headers) => {
    const res = await send(dispatcher, base, url, { headers })
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body}`)
    return JSON.parse(res.body.toString('utf8'))
  }
  const count = async (collection) =>
    (
      await getJson(`/api/collections/${collection}/records?perPage=1&fields=id`, {
        authorization: adminToken,
      })
    ).totalItems
  return { auth, getJson, count }
}

/**
 * Gives every student of `all` its `checkpoints` (9 collections) and `key` (its package set): the time taken (ms).
 * The checkpoints a synced device holds: the newest record (and tombstone) of every collection it
 * may read, read as the student as the pull would end. Nothing was written after them. progress and
 * reviews: none yet (checked as the admin), so from the start; tombstones: the seed writes none
 * (checked), so every tombstone cursor is empty.
 */
export async function readCheckpoints({ auth, getJson, count }, all) {
  const t1 = performance.now()
  for (const c of ['progress', 'reviews', 'tombstones']) {
    const n = await count(c)
    if (n !== 0) throw new Error(`capacity: ${n} ${c} rows before the run (expected none)`)
  }
  const newest = async (st, collection, filter = '') => {
    const params = new URLSearchParams({
      page: '1',
      perPage: '1',
      sort: '-updated,-id',
      skipTotal: '1',
      fields: 'id,updated',
    })
    if (filter) params.set('filter', filter)
    const body = await getJson(`/api/collections/${collection}/records?${params}`, auth(st))
    const item = body.items[0]
    return item ? { ...EMPTY_CP, u: item.updated, id: item.id } : { ...EMPTY_CP }
  }
  // Everyone signed in reads the same packages and active classes.
  const shared = {}
  for (const c of ['paket_pembelajaran', 'kelas']) shared[c] = await newest(all[0], c)
  // The same packages give the same content: read once per package set, as its first student.
  const byPackages = new Map()
  for (const st of all) {
    const key = [...st.paket].sort().join(',')
    if (!byPackages.has(key)) byPackages.set(key, st)
    st.key = key
  }
  const scoped = new Map()
  await pool([...byPackages.entries()], 8, async ([key, st]) => {
    const cps = {}
    for (const c of APP.scoped) cps[c] = await newest(st, c)
    scoped.set(key, cps)
  })
  await pool(all, 16, async (st) => {
    st.checkpoints = {
      ...shared,
      ...scoped.get(st.key),
      subscribers: await newest(st, 'subscribers'),
      progress: { ...EMPTY_CP },
      reviews: { ...EMPTY_CP },
    }
  })
  return performance.now() - t1
}

/** The materi each level student may complete (their packages' lessons), read as that student: `st.materi`. */
export async function readLessons({ auth, getJson }, levels) {
  await pool(levels, 16, async (st) => {
    const body = await getJson(
      `/api/collections/materi/records?perPage=500&skipTotal=1&fields=id&sort=updated,id`,
      auth(st),
    )
    st.materi = body.items.map((m) => m.id)
  })
}
