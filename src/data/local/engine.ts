/**
 * The sync engine: opens one RxDB database (Dexie storage) for a signed-in user and replicates
 * it with PocketBase on RxDB's protocol (replicateRxCollection). Loaded lazily (it pulls in RxDB).
 * This module coordinates; the parts stand in `sync/`: pull.ts (checkpointed pull with tombstones),
 * push.ts (POST /api/sync/push, conflicts, rejections, unsent count), scope.ts (readable packages,
 * content restarts), triggers.ts (realtime, focus, online → RESYNC), transport.ts (token, 401, clock),
 * first-sync.ts (progress, the first-sync flag, storage persistence).
 */
import type PocketBase from 'pocketbase'
import { filter, firstValueFrom } from 'rxjs'
import {
  addRxPlugin,
  createRxDatabase,
  getAssumedMasterState,
  type RxCollection,
  type RxStorage,
  type WithDeleted,
} from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie'
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv'
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema'
import {
  COLLECTION_NAMES,
  SPECS,
  jsonSchemaOf,
  normalizeRecord,
  type CollectionName,
  type CollectionSpec,
} from './schemas'
import type { LocalDatabase, LocalSession, SyncEngineHandle } from './session'
import { patchSyncState, setRetryHandler } from './sync-state'
import { FirstSync } from './sync/first-sync'
import { pullBatch, type Checkpoint, type Doc, type PullContext } from './sync/pull'
import { countUnsent, PUSHED, Pusher, type PushedName } from './sync/push'
import { AccessScope, scopedIdentifier } from './sync/scope'
import { describeSyncError, isNetworkError, Transport } from './sync/transport'
import { startTriggers } from './sync/triggers'

export type { Checkpoint } from './sync/pull'
export { AuthLostError, describeSyncError } from './sync/transport'

addRxPlugin(RxDBMigrationSchemaPlugin)

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

const DEFAULT_BATCH = 500
const SCOPED: CollectionName[] = COLLECTION_NAMES.filter((n) => SPECS[n].scoped)

/** Database name of a user (RxDB names: lower-case letters, digits, _ and -). */
export function databaseNameFor(userId: string): string {
  return `ps_${userId.toLowerCase().replace(/[^a-z0-9]/g, '_')}`
}

export async function openLocalData(options: OpenLocalDataOptions): Promise<LocalSession> {
  const { userId } = options
  const batchSize = Math.min(options.batchSize ?? DEFAULT_BATCH, 500)
  const validate =
    options.validate ?? Boolean((import.meta as { env?: { DEV?: boolean } }).env?.DEV)
  let storage = (options.storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>
  if (validate) storage = wrappedValidateAjvStorage({ storage }) as RxStorage<unknown, unknown>

  const collections: Record<
    string,
    { schema: unknown; migrationStrategies: Record<number, (doc: Doc) => Doc | null> }
  > = {}
  for (const name of COLLECTION_NAMES) {
    const spec: CollectionSpec = SPECS[name]
    const strategies: Record<number, (doc: Doc) => Doc | null> = {}
    for (let v = 1; v <= spec.version; v++) {
      // Progress and reviews keep every document (new fields get defaults); content is re-pulled.
      strategies[v] = spec.pushed
        ? (doc) => ({ ...normalizeRecord(spec, doc), _deleted: doc._deleted })
        : () => null
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

  const engine = new SyncEngine(db, options, batchSize, options.live ?? true)
  await engine.start()
  return { userId, userName: options.userName ?? '', db, engine }
}

type Rep = RxReplicationState<Doc, Checkpoint>

class SyncEngine implements SyncEngineHandle {
  private reps = new Map<CollectionName, Rep>()
  private lastResyncAt = 0
  private stopped = false
  /** Paused until the same user signs in again. */
  private suspended = false
  private closed = false
  private cleanups: Array<() => void> = []
  private pendingTimer: ReturnType<typeof setTimeout> | null = null
  private transport: Transport
  private pusher: Pusher
  private scope: AccessScope
  private first: FirstSync
  private pullCtx: PullContext

  constructor(
    private db: LocalDatabase,
    private options: OpenLocalDataOptions,
    batchSize: number,
    private live: boolean,
  ) {
    const t = (this.transport = new Transport({
      ...options,
      onAuthLost: () => this.authLost(),
      isSuspended: () => this.suspended,
    }))
    this.pullCtx = {
      pb: options.pb,
      userId: options.userId,
      batchSize,
      request: t.request,
      localById: (name, ids) => this.localById(name, ids),
    }
    this.pusher = new Pusher({
      request: t.request,
      store: { findOne: (name, id) => this.coll(name).findOne(id).exec() },
      onActivity: () => this.updateActivity(),
      onSettled: () => this.schedulePendingCount(),
    })
    this.first = new FirstSync(options.userId, COLLECTION_NAMES.length)
    this.scope = new AccessScope({
      now: () => t.now(),
      isStopped: () => this.stopped,
      localSubscriptions: () => this.docs('subscribers'),
      contentRunning: () => SCOPED.some((n) => this.reps.has(n)),
      startContent: (scope) => this.startContent(scope),
      cancelContent: async () => {
        for (const name of SCOPED) {
          this.first.forget(name)
          const old = this.reps.get(name)
          this.reps.delete(name)
          await old?.cancel()
        }
      },
      removeOutside: async (allowed) => {
        for (const name of SCOPED) {
          const gone = (await this.coll(name).find().exec()).filter(
            (d) => !allowed.has(String(d.get('paket_id'))),
          )
          if (gone.length) await this.coll(name).bulkRemove(gone.map((d) => d.primary))
        }
      },
    })
  }

  private coll(name: CollectionName): RxCollection<Doc> {
    return this.db.collections[name] as unknown as RxCollection<Doc>
  }

  private async docs(name: CollectionName): Promise<Doc[]> {
    return (await this.coll(name).find().exec()).map((d) => d.toJSON() as Doc)
  }

  private async localById(name: CollectionName, ids: string[]): Promise<Map<string, Doc>> {
    const known = new Map<string, Doc>()
    for (const d of await this.coll(name)
      .find({ selector: { id: { $in: ids } } })
      .exec())
      known.set(String(d.get('id')), d.toJSON() as Doc)
    return known
  }

  async start(): Promise<void> {
    this.first.begin()
    setRetryHandler(() => this.retry())
    // The scope (packages readable now) known from the local subscriptions; content replication
    // for it starts right away (offline too) and restarts when a pull changes the scope.
    const subs = await this.docs('subscribers')
    this.scope.init(subs)
    for (const name of COLLECTION_NAMES)
      if (!SPECS[name].scoped) this.startReplication(name, `${name}-v${SPECS[name].version}`)
    // A first sync learns the scope from the subscriptions before pulling content (no double pull).
    if (subs.length) this.startContent(this.scope.current)
    this.watchPending()
    if (!this.live) return
    this.cleanups.push(
      ...startTriggers({
        pb: this.options.pb,
        topics: [...COLLECTION_NAMES, 'tombstones'],
        resync: () => this.resync(),
        setOnline: (online) => patchSyncState({ online }),
        // Subscriptions end with time, not with a server event: check the scope every minute.
        tick: () =>
          void this.docs('subscribers')
            .then((d) => this.scope.changedBy(d) && this.reps.get('subscribers')?.reSync())
            .catch(() => undefined),
      }),
    )
  }

  /** The session expired or was revoked: pause replication (the database and its meta stay). */
  private authLost(): void {
    if (this.stopped || this.suspended) return
    this.suspended = true
    patchSyncState({ needsReauth: true, pulling: false, pushing: false })
    for (const rep of this.reps.values()) void rep.pause()
    this.options.onAuthLost?.()
  }

  private async pull(
    name: CollectionName,
    checkpoint: Checkpoint | undefined,
  ): Promise<{ documents: WithDeleted<Doc>[]; checkpoint: Checkpoint }> {
    const { documents, checkpoint: next, more } = await pullBatch(this.pullCtx, name, checkpoint)
    if (name === 'subscribers') this.scope.notePulled(documents)
    if (!more) {
      if (name === 'subscribers') this.scope.confirm()
      this.first.caughtUp(name)
    }
    return { documents: documents as WithDeleted<Doc>[], checkpoint: next }
  }

  private startReplication(name: CollectionName, identifier: string): Rep {
    const rep = replicateRxCollection<Doc, Checkpoint>({
      collection: this.coll(name),
      replicationIdentifier: `pb-${identifier}`,
      live: true,
      retryTime: this.options.retryTime ?? 10_000,
      waitForLeadership: false,
      autoStart: true,
      toggleOnDocumentVisible: false,
      pull: {
        batchSize: this.pullCtx.batchSize,
        handler: (checkpoint) => this.pull(name, checkpoint),
      },
      push: SPECS[name].pushed
        ? {
            batchSize: 50,
            handler: (rows) =>
              this.pusher.push(name as PushedName, rows as never) as Promise<WithDeleted<Doc>[]>,
          }
        : undefined,
    })
    rep.error$.subscribe((err) => this.onError(err))
    rep.active$.subscribe(() => this.updateActivity())
    this.reps.set(name, rep)
    return rep
  }

  private startContent(scope: string[]): void {
    for (const name of SCOPED)
      this.startReplication(name, scopedIdentifier(name, SPECS[name].version, scope))
  }

  private onError(err: unknown): void {
    if (this.stopped) return
    const online = typeof navigator === 'undefined' || navigator.onLine !== false
    const inner = (err as { parameters?: { errors?: Array<{ name?: string }> } })?.parameters
      ?.errors?.[0]
    if (inner?.name === 'AuthLostError') return
    if (!online && isNetworkError(err)) return
    patchSyncState({ lastError: describeSyncError(err) })
  }

  private updateActivity(): void {
    let pulling = false
    for (const rep of this.reps.values())
      if (rep.internalReplicationState?.events.active.down.getValue()) pulling = true
    patchSyncState({ pulling, pushing: this.pusher.pushing })
  }

  /** Local documents of progress/reviews that differ from what the server is known to hold. */
  countPending(): Promise<number> {
    return countUnsent({
      all: (name) => this.docs(name),
      assumed: async (name, ids) => {
        const inner = this.reps.get(name)?.internalReplicationState
        return (inner ? await getAssumedMasterState(inner as never, ids) : {}) as Record<
          string,
          { docData: Doc }
        >
      },
    })
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
    for (const name of PUSHED) {
      const sub = this.coll(name).$.subscribe(() => this.schedulePendingCount())
      this.cleanups.push(() => sub.unsubscribe())
    }
    this.schedulePendingCount()
  }

  resync(): void {
    if (this.stopped || this.suspended) return
    this.lastResyncAt = Date.now()
    for (const rep of this.reps.values()) rep.reSync()
  }

  retry(): void {
    if (this.suspended) void this.restart()
    else this.resync()
  }

  /** Same user signed in again after the session expired: replicate again. */
  async restart(): Promise<void> {
    if (this.stopped || !this.suspended || !this.transport.authOk()) return
    this.suspended = false
    patchSyncState({ needsReauth: false, lastError: null })
    for (const rep of this.reps.values()) await rep.start()
    this.resync()
  }

  async pushPending(timeoutMs = 8000): Promise<number> {
    if (!this.stopped && !this.suspended && this.transport.authOk()) {
      const online = typeof navigator === 'undefined' || navigator.onLine !== false
      if (online) {
        for (const name of PUSHED) this.reps.get(name)?.reSync()
        const waits = PUSHED.map((n) => this.reps.get(n)?.awaitInSync())
        await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, timeoutMs))])
      }
    }
    const n = await this.countPending()
    patchSyncState({ pendingChanges: n })
    return n
  }

  awaitFirstSync(): Promise<void> {
    return this.first.done
  }

  async awaitInSync(): Promise<void> {
    if (this.suspended) return
    await this.first.done
    // A scope change cancels and restarts content replications: wait until nothing changes.
    for (let round = 0; round < 20 && !this.stopped; round++) {
      const generation = this.scope.generation
      const queue = this.scope.queue
      await queue
      const reps = [...this.reps.values()]
      await Promise.all(
        reps.map((r) =>
          Promise.race([r.awaitInSync(), firstValueFrom(r.canceled$.pipe(filter(Boolean)))]),
        ),
      )
      await new Promise((r) => setTimeout(r, 0))
      if (
        generation === this.scope.generation &&
        queue === this.scope.queue &&
        reps.every((r) => !r.isStopped())
      )
        return
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    for (const fn of this.cleanups.splice(0)) fn()
    if (this.pendingTimer) clearTimeout(this.pendingTimer)
    this.pendingTimer = null
    await Promise.all([...this.reps.values()].map((r) => r.cancel().catch(() => undefined)))
    setRetryHandler(null)
    patchSyncState({ pulling: false, pushing: false })
  }

  async close(): Promise<void> {
    await this.stop()
    this.closed = true
    await this.scope.queue.catch(() => undefined)
    await this.db.close()
  }

  /** For tests: the generation of the content scope (bumped on each restart from zero). */
  get scopeInfo(): { scope: string[]; generation: number } {
    return { scope: this.scope.current, generation: this.scope.generation }
  }

  get resyncedAt(): number {
    return this.lastResyncAt
  }
}
