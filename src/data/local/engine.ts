/**
 * The sync engine: opens one RxDB database (Dexie storage) for a signed-in user and replicates
 * it with PocketBase on RxDB's protocol (replicateRxCollection). Loaded lazily (it pulls in RxDB).
 *
 * Pull: keyset paging on (updated, id), sorted `updated,id`, `skipTotal`, only stored `fields`;
 * each collection also pulls its tombstones (a second cursor in the same checkpoint) and applies
 * them as deletions. Realtime events, PB_CONNECT, reconnects and app focus only emit RESYNC.
 * Push: progress and reviews through POST /api/sync/push; the server's documents are adopted.
 */
import type PocketBase from 'pocketbase'
import { filter, firstValueFrom } from 'rxjs'
import { addRxPlugin, createRxDatabase, getAssumedMasterState, deepEqual, type RxCollection, type RxStorage, type WithDeleted } from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import { activePaketIds } from './logic'
import { COLLECTION_NAMES, SPECS, jsonSchemaOf, normalizeRecord, pullFields, type CollectionName, type CollectionSpec } from './schemas'
import type { LocalDatabase, LocalSession, SyncEngineHandle } from './session'
import { addRejections, patchSyncState, setRetryHandler, useSyncStateStore } from './sync-state'
import type { SyncRejection } from './types'

addRxPlugin(RxDBMigrationSchemaPlugin)

type Doc = Record<string, unknown>

export interface Checkpoint {
  /** Records cursor. */
  u: string
  id: string
  /** Tombstones cursor. */
  tu: string
  tid: string
}

export interface OpenLocalDataOptions {
  pb: PocketBase
  userId: string
  userName?: string
  /** RxDB storage (default: Dexie on the browser's IndexedDB). */
  storage?: RxStorage<unknown, unknown>
  /** Validate documents with ajv (default: in development builds). */
  validate?: boolean
  /** Database name (default: per user). */
  dbName?: string
  /** Realtime (SSE) and window events trigger resyncs (default true). */
  live?: boolean
  /** Pull page size (PocketBase caps it at 500). */
  batchSize?: number
  retryTime?: number
  /** Called when the session expired or was revoked (401): the same user must sign in again. */
  onAuthLost?: () => void
  /** Share change events with other tabs (default true). */
  multiInstance?: boolean
  /** fetch implementation (tests cut the network through it). */
  fetch?: typeof fetch
  /** Bytes received by pulls (for the benchmark). */
  onBytes?: (n: number) => void
}

export class AuthLostError extends Error {
  constructor() {
    super('Sesi berakhir. Silakan masuk kembali untuk menyinkronkan.')
    this.name = 'AuthLostError'
  }
}

const DEFAULT_BATCH = 500
const SCOPED: CollectionName[] = COLLECTION_NAMES.filter((n) => SPECS[n].scoped)

/** Database name of a user (RxDB names: lower-case letters, digits, _ and -). */
export function databaseNameFor(userId: string): string {
  return `ps_${userId.toLowerCase().replace(/[^a-z0-9]/g, '_')}`
}

function scopeKey(ids: string[]): string {
  // A short, stable fingerprint of the set (FNV-1a), part of the content replication identifiers.
  let h = 0x811c9dc5
  const text = ids.join(',')
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return `${ids.length}-${(h >>> 0).toString(36)}`
}

function storageKey(userId: string, what: string): string {
  return `pendamping-sync:${userId}:${what}`
}

function readFlag(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key)
  } catch {
    return null
  }
}

function writeFlag(key: string, value: string): void {
  try {
    if (typeof localStorage !== 'undefined') localStorage.setItem(key, value)
  } catch {
    /* private mode: the flag is only a hint */
  }
}

function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError || (err instanceof Error && /fetch failed|network|ECONNREFUSED|Failed to fetch/i.test(err.message))
}

/** A readable Indonesian message of a replication error. */
export function describeSyncError(err: unknown): string {
  const inner = (err as { parameters?: { errors?: Array<{ message?: string; name?: string }> } })?.parameters?.errors?.[0]
  const message = inner?.message ?? (err instanceof Error ? err.message : String(err))
  if (inner?.name === 'AuthLostError' || /Sesi berakhir/.test(message)) return 'Sesi berakhir. Silakan masuk kembali untuk menyinkronkan.'
  if (/fetch failed|Failed to fetch|network|ECONNREFUSED|NetworkError/i.test(message)) return 'Server tidak dapat dihubungi. Perubahan tetap tersimpan di perangkat ini.'
  return `Sinkronisasi gagal: ${message}`
}

export async function openLocalData(options: OpenLocalDataOptions): Promise<LocalSession> {
  const { userId } = options
  const batchSize = Math.min(options.batchSize ?? DEFAULT_BATCH, 500)
  const live = options.live ?? true
  const validate = options.validate ?? Boolean((import.meta as { env?: { DEV?: boolean } }).env?.DEV)
  let storage = (options.storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>
  if (validate) storage = wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>

  const collections: Record<string, { schema: unknown; migrationStrategies: Record<number, (doc: Doc) => Doc | null> }> = {}
  for (const name of COLLECTION_NAMES) {
    const spec: CollectionSpec = SPECS[name]
    const strategies: Record<number, (doc: Doc) => Doc | null> = {}
    for (let v = 1; v <= spec.version; v++) {
      // Progress and reviews keep every document (new fields get defaults); content is re-pulled.
      strategies[v] = spec.pushed ? (doc) => ({ ...normalizeRecord(spec, doc), _deleted: doc._deleted }) : () => null
    }
    collections[name] = { schema: jsonSchemaOf(spec), migrationStrategies: strategies }
  }

  const db = (await createRxDatabase({
    name: options.dbName ?? databaseNameFor(userId),
    storage,
    multiInstance: options.multiInstance ?? true,
    eventReduce: true,
    closeDuplicates: true,
  })) as unknown as LocalDatabase
  await db.addCollections(collections as never)

  const engine = new SyncEngine(db, options, batchSize, live)
  await engine.start()
  return { userId, userName: options.userName ?? '', db, engine }
}

type Rep = RxReplicationState<Doc, Checkpoint>

class SyncEngine implements SyncEngineHandle {
  private reps = new Map<CollectionName, Rep>()
  private caughtUp = new Set<CollectionName>()
  private lastResyncAt = 0
  private scope: string[] | null = null
  private scopeGeneration = 0
  private clockOffset = 0
  private stopped = false
  /** Paused until the same user signs in again. */
  private suspended = false
  private closed = false
  private cleanups: Array<() => void> = []
  private firstSync: Promise<void>
  private resolveFirst!: () => void
  private pushing = 0
  private pendingTimer: ReturnType<typeof setTimeout> | null = null
  private scopeQueue: Promise<void> = Promise.resolve()
  /** Subscriptions received by the running pull round (not yet persisted when it ends). */
  private pulledSubs = new Map<string, Doc>()
  private sweptOnce = false

  constructor(
    private db: LocalDatabase,
    private options: OpenLocalDataOptions,
    private batchSize: number,
    private live: boolean,
  ) {
    this.firstSync = new Promise((resolve) => (this.resolveFirst = resolve))
  }

  private get pb(): PocketBase {
    return this.options.pb
  }

  private coll(name: CollectionName): RxCollection<Doc> {
    return this.db.collections[name] as unknown as RxCollection<Doc>
  }

  async start(): Promise<void> {
    const firstDone = readFlag(storageKey(this.options.userId, 'first-sync')) === '1'
    patchSyncState({ firstSyncDone: firstDone, firstSyncProgress: firstDone ? 1 : 0, needsReauth: false, lastError: null })
    if (firstDone) this.resolveFirst()
    setRetryHandler(() => this.retry())

    // The scope (packages readable now) known from the local subscriptions; content replication
    // for it starts right away (offline too) and restarts when a pull changes the scope.
    const subs = (await this.coll('subscribers').find().exec()).map((d) => d.toJSON() as Doc)
    this.scope = activePaketIds(subs as never, this.now())

    for (const name of COLLECTION_NAMES) {
      if (SPECS[name].scoped) continue
      this.startReplication(name, `${name}-v${SPECS[name].version}`)
    }
    // A first sync learns the scope from the subscriptions before pulling content (no double pull).
    if (subs.length) this.startScoped()
    this.watchPending()
    if (this.live) this.listen()
  }

  /** Server-corrected clock (the device clock can be wrong). */
  private now(): number {
    return Date.now() + this.clockOffset
  }

  private authOk(): boolean {
    const store = this.pb.authStore
    const model = store.model as { id?: string } | null
    return store.isValid && model?.id === this.options.userId
  }

  /** The session expired or was revoked: pause replication (the database and its meta stay). */
  private authLost(): void {
    if (this.stopped || this.suspended) return
    this.suspended = true
    patchSyncState({ needsReauth: true, pulling: false, pushing: false })
    for (const rep of this.reps.values()) void rep.pause()
    this.options.onAuthLost?.()
  }

  /** fetch with the user's token; 401 stops replication and asks the same user to sign in again. */
  private async request(path: string, init: RequestInit = {}): Promise<unknown> {
    if (this.suspended) throw new AuthLostError()
    if (!this.authOk()) {
      this.authLost()
      throw new AuthLostError()
    }
    const headers = new Headers(init.headers)
    headers.set('Authorization', this.pb.authStore.token)
    if (init.body) headers.set('Content-Type', 'application/json')
    const started = Date.now()
    const res = await (this.options.fetch ?? fetch)(this.pb.buildUrl(path), { ...init, headers })
    const text = await res.text()
    const ended = Date.now()
    this.options.onBytes?.(Number(res.headers.get('content-length')) || text.length)
    const date = Date.parse(res.headers.get('date') ?? '')
    if (Number.isFinite(date)) {
      const offset = date - (started + ended) / 2
      this.clockOffset = Math.abs(offset) > 5000 ? offset : 0
    }
    if (res.status === 401) {
      this.authLost()
      throw new AuthLostError()
    }
    const body = text ? (JSON.parse(text) as unknown) : null
    if (!res.ok) {
      const message = (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`
      throw new Error(message)
    }
    return body
  }

  private async listPage(collection: string, filter: string, fields: string): Promise<Doc[]> {
    const params = new URLSearchParams({ page: '1', perPage: String(this.batchSize), sort: 'updated,id', skipTotal: '1', fields })
    if (filter) params.set('filter', filter)
    const body = (await this.request(`/api/collections/${collection}/records?${params.toString()}`)) as { items: Doc[] }
    return body.items
  }

  private after(u: string, id: string): string {
    return u ? this.pb.filter('(updated > {:u} || (updated = {:u} && id > {:id}))', { u, id }) : ''
  }

  /** Everyone reads reviews: pull only the user's own. */
  private ownerFilter(name: CollectionName): string {
    return name === 'reviews' ? this.pb.filter('user_id = {:uid}', { uid: this.options.userId }) : ''
  }

  /** One pull batch of a collection: records past the checkpoint plus its tombstones as deletions. */
  private async pullBatch(name: CollectionName, checkpoint: Checkpoint | undefined): Promise<{ documents: Doc[]; checkpoint: Checkpoint }> {
    const spec: CollectionSpec = SPECS[name]
    const cp: Checkpoint = checkpoint ?? { u: '', id: '', tu: '', tid: '' }
    const tombFilter = [this.pb.filter('coll = {:c}', { c: name }), this.after(cp.tu, cp.tid)].filter(Boolean).join(' && ')
    const [records, tombs] = await Promise.all([
      this.listPage(name, [this.ownerFilter(name), this.after(cp.u, cp.id)].filter(Boolean).join(' && '), pullFields(spec)),
      this.listPage('tombstones', tombFilter, 'id,updated,record_id,paket_id'),
    ])
    const next: Checkpoint = { ...cp }
    const last = records[records.length - 1]
    if (last) Object.assign(next, { u: String(last.updated), id: String(last.id) })
    const lastTomb = tombs[tombs.length - 1]
    if (lastTomb) Object.assign(next, { tu: String(lastTomb.updated), tid: String(lastTomb.id) })

    // A record in this batch is readable now: it wins over a tombstone of the same id (content
    // moved to another package leaves a tombstone for the old one).
    const recordIds = new Set(records.map((r) => String(r.id)))
    const documents: Doc[] = records.map((r) => ({ ...normalizeRecord(spec, r), _deleted: false }))
    const tombsToApply = tombs.filter((t) => !recordIds.has(String(t.record_id)))
    if (tombsToApply.length) documents.push(...(await this.deletionsFor(spec, tombsToApply)))
    // RxDB stops pulling at a batch that is not full: every record and tombstone yields one document.
    const more = records.length === this.batchSize || tombs.length === this.batchSize
    if (name === 'subscribers') for (const d of documents) this.pulledSubs.set(String(d.id), d)
    if (!more) this.onCaughtUp(name)
    return { documents, checkpoint: next }
  }

  /**
   * Documents for tombstones (one each, so a full batch stays full): the local document deleted;
   * unchanged when it has meanwhile moved to another package; a deleted placeholder when unknown.
   */
  private async deletionsFor(spec: CollectionSpec, tombs: Doc[]): Promise<Doc[]> {
    const coll = this.coll(spec.name as CollectionName)
    const ids = tombs.map((t) => String(t.record_id))
    const known = new Map<string, Doc>()
    for (const d of await coll.find({ selector: { id: { $in: ids } } }).exec()) known.set(String(d.get('id')), d.toJSON() as Doc)
    return tombs.map((t) => {
      const rid = String(t.record_id)
      const local = known.get(rid)
      if (local) {
        const moved = spec.scoped && t.paket_id && local.paket_id !== t.paket_id
        return { ...local, _deleted: !moved }
      }
      const placeholder = normalizeRecord(spec, { id: rid })
      // progress/reviews are keyed by materi_id: a record never seen here gets its own key.
      if (spec.primary === 'materi_id') placeholder.materi_id = `deleted-${rid}`
      return { ...placeholder, _deleted: true }
    })
  }

  private startReplication(name: CollectionName, identifier: string): Rep {
    const spec: CollectionSpec = SPECS[name]
    const rep = replicateRxCollection<Doc, Checkpoint>({
      collection: this.coll(name),
      replicationIdentifier: `pb-${identifier}`,
      live: true,
      retryTime: this.options.retryTime ?? 10_000,
      waitForLeadership: false,
      autoStart: true,
      toggleOnDocumentVisible: false,
      pull: {
        batchSize: this.batchSize,
        handler: (checkpoint) => this.pullBatch(name, checkpoint) as Promise<{ documents: WithDeleted<Doc>[]; checkpoint: Checkpoint }>,
      },
      push: spec.pushed
        ? {
            batchSize: 50,
            handler: (rows) => this.pushRows(name as 'progress' | 'reviews', rows as never) as Promise<WithDeleted<Doc>[]>,
          }
        : undefined,
    })
    rep.error$.subscribe((err) => this.onError(err))
    rep.active$.subscribe(() => this.updateActivity())
    this.reps.set(name, rep)
    return rep
  }

  private startScoped(): void {
    const key = scopeKey(this.scope ?? [])
    for (const name of SCOPED) this.startReplication(name, `${name}-v${SPECS[name].version}-${key}`)
  }

  /** After a confirmed pull of the subscriptions: restart content for a new scope, drop what ended. */
  private onScopeConfirmed(): void {
    const pulled = this.pulledSubs
    this.pulledSubs = new Map()
    this.scopeQueue = this.scopeQueue.then(async () => {
      if (this.stopped) return
      const byId = new Map<string, Doc>()
      for (const d of await this.coll('subscribers').find().exec()) byId.set(String(d.get('id')), d.toJSON() as Doc)
      for (const [id, d] of pulled) {
        if (d._deleted) byId.delete(id)
        else byId.set(id, d)
      }
      const next = activePaketIds([...byId.values()] as never, this.now())
      const changed = JSON.stringify(next) !== JSON.stringify(this.scope)
      this.scope = next
      if (!SCOPED.some((n) => this.reps.has(n))) {
        this.scopeGeneration++
        if (!this.stopped) this.startScoped()
      } else if (changed) {
        this.scopeGeneration++
        for (const name of SCOPED) {
          this.caughtUp.delete(name)
          const old = this.reps.get(name)
          this.reps.delete(name)
          await old?.cancel()
        }
        if (this.stopped) return
        this.startScoped()
      }
      // The pull confirmed the access: content of packages no longer readable leaves the device
      // (checked when the scope changes and once per session, for changes seen while closed).
      if (!changed && this.sweptOnce) return
      this.sweptOnce = true
      const allowed = new Set(next)
      for (const name of SCOPED) {
        const stale = await this.coll(name).find().exec()
        const gone = stale.filter((d) => !allowed.has(String(d.get('paket_id'))))
        if (gone.length) await this.coll(name).bulkRemove(gone.map((d) => d.primary))
      }
    })
  }

  private onCaughtUp(name: CollectionName): void {
    const wasFirst = !this.caughtUp.has(name)
    this.caughtUp.add(name)
    if (name === 'subscribers') this.onScopeConfirmed()
    const total = COLLECTION_NAMES.length
    const state = useSyncStateStore.getState()
    if (!state.firstSyncDone && wasFirst) patchSyncState({ firstSyncProgress: this.caughtUp.size / total })
    if (this.caughtUp.size === total) {
      patchSyncState({ lastSyncedAt: new Date().toISOString(), lastError: null })
      if (!state.firstSyncDone) {
        writeFlag(storageKey(this.options.userId, 'first-sync'), '1')
        patchSyncState({ firstSyncDone: true, firstSyncProgress: 1 })
        this.resolveFirst()
        void this.requestPersistence()
      }
    }
  }

  private async requestPersistence(): Promise<void> {
    const storage = typeof navigator !== 'undefined' ? navigator.storage : undefined
    if (!storage?.persist) return
    try {
      const already = storage.persisted ? await storage.persisted() : false
      patchSyncState({ storagePersisted: already || (await storage.persist()) })
    } catch {
      patchSyncState({ storagePersisted: false })
    }
  }

  private onError(err: unknown): void {
    if (this.stopped) return
    const online = typeof navigator === 'undefined' || navigator.onLine !== false
    const inner = (err as { parameters?: { errors?: Array<{ name?: string }> } })?.parameters?.errors?.[0]
    if (inner?.name === 'AuthLostError') return
    if (!online && isNetworkError(err)) return
    patchSyncState({ lastError: describeSyncError(err) })
  }

  private updateActivity(): void {
    let pulling = false
    for (const rep of this.reps.values()) {
      const inner = rep.internalReplicationState
      if (inner?.events.active.down.getValue()) pulling = true
    }
    patchSyncState({ pulling, pushing: this.pushing > 0 })
  }

  private async pushRows(collection: 'progress' | 'reviews', rows: Array<{ newDocumentState: Doc; assumedMasterState?: Doc }>): Promise<Doc[]> {
    const spec: CollectionSpec = SPECS[collection]
    const strip = (d: Doc | undefined) => {
      if (!d) return null
      const out = normalizeRecord(spec, d)
      return { ...out, _deleted: d._deleted === true }
    }
    this.pushing++
    this.updateActivity()
    try {
      const body = (await this.request('/api/sync/push', {
        method: 'POST',
        body: JSON.stringify({ collection, rows: rows.map((r) => ({ newDocumentState: strip(r.newDocumentState), assumedMasterState: strip(r.assumedMasterState) })) }),
      })) as { conflicts?: Doc[]; rejected?: Array<{ materi_id: string; reason: string }> }
      const rejected = body.rejected ?? []
      if (rejected.length) {
        const at = new Date().toISOString()
        addRejections(rejected.map((r): SyncRejection => ({ collection, materi_id: r.materi_id, reason: r.reason, at })))
        // Never retried: a rejected document the server does not hold leaves the device.
        const pushed = new Map(rows.map((r) => [String(r.newDocumentState.materi_id), r.newDocumentState]))
        const conflictIds = new Set((body.conflicts ?? []).map((c) => String(c.materi_id)))
        setTimeout(() => void this.dropRejected(collection, rejected.map((r) => r.materi_id).filter((id) => !conflictIds.has(id)), pushed), 0)
      }
      return (body.conflicts ?? []).map((c) => ({ ...normalizeRecord(spec, c), _deleted: false }))
    } finally {
      this.pushing--
      this.updateActivity()
      this.schedulePendingCount()
    }
  }

  private async dropRejected(collection: 'progress' | 'reviews', ids: string[], pushed: Map<string, Doc>): Promise<void> {
    const spec: CollectionSpec = SPECS[collection]
    for (const id of ids) {
      const doc = await this.coll(collection).findOne(id).exec()
      const sent = pushed.get(id)
      if (!doc || !sent) continue
      // Only the state that was rejected; a newer local write is pushed on its own.
      if (!deepEqual(normalizeRecord(spec, doc.toJSON() as Doc), normalizeRecord(spec, sent))) continue
      await doc.remove()
    }
  }

  /** Local documents of progress/reviews that differ from what the server is known to hold. */
  async countPending(): Promise<number> {
    let count = 0
    for (const name of ['progress', 'reviews'] as const) {
      const spec: CollectionSpec = SPECS[name]
      const all = (await this.coll(name).find().exec()).map((d) => d.toJSON() as Doc)
      if (!all.length) continue
      const inner = this.reps.get(name)?.internalReplicationState
      const assumed = (inner ? await getAssumedMasterState(inner as never, all.map((d) => String(d[spec.primary]))) : {}) as Record<string, { docData: Doc }>
      for (const d of all) {
        const master = assumed[String(d[spec.primary])]?.docData
        if (!master || master._deleted === true || !deepEqual(normalizeRecord(spec, d), normalizeRecord(spec, master))) count++
      }
    }
    return count
  }

  private schedulePendingCount(): void {
    if (this.pendingTimer || this.closed) return
    this.pendingTimer = setTimeout(() => {
      this.pendingTimer = null
      if (this.closed) return
      this.countPending()
        .then((n) => patchSyncState({ pendingChanges: n }))
        .catch(() => undefined)
    }, 150)
  }

  private watchPending(): void {
    for (const name of ['progress', 'reviews'] as const) {
      const sub = this.coll(name).$.subscribe(() => this.schedulePendingCount())
      this.cleanups.push(() => sub.unsubscribe())
    }
    this.schedulePendingCount()
  }

  /** Realtime, PB_CONNECT, reconnects and focus only trigger RESYNC. */
  private listen(): void {
    let throttle: ReturnType<typeof setTimeout> | null = null
    const resyncSoon = () => {
      if (throttle) return
      throttle = setTimeout(() => {
        throttle = null
        this.resync()
      }, 300)
    }
    this.cleanups.push(() => throttle && clearTimeout(throttle))
    const topics = [...COLLECTION_NAMES, 'tombstones']
    const unsubs: Array<Promise<() => Promise<void>>> = []
    unsubs.push(this.pb.realtime.subscribe('PB_CONNECT', resyncSoon))
    for (const topic of topics) unsubs.push(this.pb.collection(topic).subscribe('*', resyncSoon))
    for (const p of unsubs) p.catch(() => undefined)
    this.cleanups.push(() => {
      for (const p of unsubs) p.then((u) => u().catch(() => undefined)).catch(() => undefined)
    })
    if (typeof window !== 'undefined') {
      const onOnline = () => {
        patchSyncState({ online: true })
        resyncSoon()
      }
      const onOffline = () => patchSyncState({ online: false })
      const onVisible = () => {
        if (typeof document === 'undefined' || document.visibilityState === 'visible') resyncSoon()
      }
      window.addEventListener('online', onOnline)
      window.addEventListener('offline', onOffline)
      window.addEventListener('focus', onVisible)
      document.addEventListener('visibilitychange', onVisible)
      this.cleanups.push(() => {
        window.removeEventListener('online', onOnline)
        window.removeEventListener('offline', onOffline)
        window.removeEventListener('focus', onVisible)
        document.removeEventListener('visibilitychange', onVisible)
      })
    }
    // Subscriptions end with time, not with a server event: check the scope every minute.
    const tick = setInterval(() => {
      const subsScope = this.scope
      void this.coll('subscribers')
        .find()
        .exec()
        .then((docs) => {
          const next = activePaketIds(docs.map((d) => d.toJSON()) as never, this.now())
          if (JSON.stringify(next) !== JSON.stringify(subsScope)) this.reps.get('subscribers')?.reSync()
        })
        .catch(() => undefined)
    }, 60_000)
    this.cleanups.push(() => clearInterval(tick))
  }

  resync(): void {
    if (this.stopped || this.suspended) return
    this.lastResyncAt = Date.now()
    for (const rep of this.reps.values()) rep.reSync()
  }

  retry(): void {
    if (this.suspended) {
      void this.restart()
      return
    }
    this.resync()
  }

  /** Same user signed in again after the session expired: replicate again. */
  async restart(): Promise<void> {
    if (this.stopped || !this.suspended || !this.authOk()) return
    this.suspended = false
    patchSyncState({ needsReauth: false, lastError: null })
    for (const rep of this.reps.values()) await rep.start()
    this.resync()
  }

  async pushPending(timeoutMs = 8000): Promise<number> {
    if (!this.stopped && !this.suspended && this.authOk()) {
      const online = typeof navigator === 'undefined' || navigator.onLine !== false
      if (online) {
        for (const name of ['progress', 'reviews'] as const) this.reps.get(name)?.reSync()
        const waits = (['progress', 'reviews'] as const).map((n) => this.reps.get(n)?.awaitInSync())
        await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, timeoutMs))])
      }
    }
    const n = await this.countPending()
    patchSyncState({ pendingChanges: n })
    return n
  }

  awaitFirstSync(): Promise<void> {
    return this.firstSync
  }

  async awaitInSync(): Promise<void> {
    if (this.suspended) return
    await this.firstSync
    // A scope change cancels and restarts content replications: wait until nothing changes.
    for (let round = 0; round < 20 && !this.stopped; round++) {
      const generation = this.scopeGeneration
      const queue = this.scopeQueue
      await queue
      const reps = [...this.reps.values()]
      await Promise.all(reps.map((r) => Promise.race([r.awaitInSync(), firstValueFrom(r.canceled$.pipe(filter(Boolean)))])))
      await new Promise((r) => setTimeout(r, 0))
      if (generation === this.scopeGeneration && queue === this.scopeQueue && reps.every((r) => !r.isStopped())) return
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    for (const fn of this.cleanups.splice(0)) fn()
    if (this.pendingTimer) clearTimeout(this.pendingTimer)
    this.pendingTimer = null
    const reps = [...this.reps.values()]
    await Promise.all(reps.map((r) => r.cancel().catch(() => undefined)))
    setRetryHandler(null)
    patchSyncState({ pulling: false, pushing: false })
  }

  async close(): Promise<void> {
    await this.stop()
    this.closed = true
    await this.scopeQueue.catch(() => undefined)
    await this.db.close()
  }

  /** For tests: the generation of the content scope (bumped on each restart from zero). */
  get scopeInfo(): { scope: string[]; generation: number } {
    return { scope: [...(this.scope ?? [])], generation: this.scopeGeneration }
  }

  get resyncedAt(): number {
    return this.lastResyncAt
  }
}
