// A student's device in node: the real sync engine (RxDB on Dexie over fake-indexeddb) against a
// real PocketBase. One device per process/worker: RxDB allows 13 open collections per realm.
import 'fake-indexeddb/auto'
import { EventSource } from 'eventsource'
import PocketBase from 'pocketbase'
import { openLocalData } from '../../src/data/local/engine'
import { useLocalSessionStore, type LocalSession } from '../../src/data/local/session'

;(globalThis as { EventSource?: unknown }).EventSource ??= EventSource

let dbCounter = 0
let offline = false
const deviceFetch = ((input: RequestInfo | URL, init?: RequestInit) => {
  if (offline) return Promise.reject(new TypeError('fetch failed'))
  return fetch(input, init)
}) as typeof fetch

export interface Device {
  session: LocalSession
  pb: PocketBase
  close(): Promise<void>
}

/** Signs in and opens the user's local database; `dbName` reuses a database across reopenings. */
export async function openDevice(
  url: string,
  email: string,
  password: string,
  o: { dbName?: string; live?: boolean; pb?: PocketBase; deferReplication?: boolean } = {},
): Promise<Device> {
  const pb = o.pb ?? new PocketBase(url)
  pb.autoCancellation(false)
  if (!pb.authStore.isValid) await pb.collection('users').authWithPassword(email, password)
  const model = pb.authStore.model as { id: string; full_name?: string }
  dbCounter++
  const session = await openLocalData({
    pb,
    userId: model.id,
    userName: model.full_name ?? '',
    dbName: o.dbName ?? `dev_${model.id}_${process.pid}_${dbCounter}`,
    validate: true,
    live: o.live ?? true,
    retryTime: 300,
    fetch: deviceFetch,
    deferReplication: o.deferReplication,
  })
  useLocalSessionStore.setState({ session, status: 'open', hasData: false })
  return {
    session,
    pb,
    async close() {
      useLocalSessionStore.setState({ session: null, status: 'idle' })
      await session.engine.close()
      pb.realtime.unsubscribe().catch(() => undefined)
    },
  }
}

/** All non-deleted documents of a local collection, as plain objects sorted by primary key. */
export async function localDocs(
  device: Device,
  name: keyof LocalSession['db']['collections'],
): Promise<Record<string, unknown>[]> {
  const coll = device.session.db.collections[name] as unknown as {
    find(): { exec(): Promise<Array<{ toJSON(): Record<string, unknown> }>> }
  }
  return (await coll.find().exec()).map((d) => d.toJSON())
}

/** Cuts (or restores) this process's network for the sync engine; going online triggers a resync. */
export function setOffline(device: Device | null, value: boolean): void {
  offline = value
  if (!value) device?.session.engine.resync()
}
