/**
 * The sync engine: opens one RxDB database (Dexie storage) for a signed-in user and replicates
 * it with PocketBase on RxDB's protocol (replicateRxCollection). Loaded lazily (it pulls in RxDB).
 * This module coordinates the parts in `sync/`: pull.ts (checkpointed pull with tombstones),
 * push.ts (POST /api/sync/push, conflicts, rejections, unsent count), scope.ts (readable packages,
 * content restarts), triggers.ts (realtime, focus, online → RESYNC), transport.ts (token, 401,
 * server clock), first-sync.ts (progress, persistence), database.ts and replications.ts.
 * One tab per database replicates (leader.ts, a Web Lock); the others read the shared IndexedDB,
 * show the leader's status (share.ts) and take over when the leader's tab closes. Pull pages are
 * prefetched (prefetch.ts): fetching the next page overlaps RxDB writing the current one.
 */
import type PocketBase from 'pocketbase'
import { perfMark } from '@/lib/perf-mark'
import type { RxStorage } from 'rxdb'
import { replayPendingCompletions } from './actions'
import { COLLECTION_NAMES, SPECS, type CollectionName } from './schemas'
import type { LocalSession, SyncEngineHandle } from './session'
import { patchSyncState, setRetryHandler, useSyncStateStore } from './sync-state'
import { clearLastViewsOutside, clearLastViewsShowing } from './last-view'
import { createLocalDatabase, LocalStore } from './sync/database'
import { FirstSync } from './sync/first-sync'
import { electLeader, type Leadership } from '@/lib/leader'
import { Prefetcher } from './sync/prefetch'
import {
  countRecords,
  fetchBatch,
  toBatch,
  type Checkpoint,
  type PullContext,
  type RawBatch,
} from './sync/pull'
import { countUnsent, PendingCounter, PUSHED, Pusher, type PushedName } from './sync/push'
import { ResyncPlanner } from './sync/probe'
import { Replications } from './sync/replications'
import { AccessScope, scopedIdentifier } from './sync/scope'
import { describeSyncError, isNetworkError, Transport } from './sync/transport'
import { pickShared, StateShare } from './sync/share'
import { startTriggers, type ResyncRequest } from './sync/triggers'

export type { Checkpoint } from './sync/pull'
export { AuthLostError, describeSyncError } from './sync/transport'
export { databaseNameFor } from './sync/database'

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
  /** Elect one replicating tab per database (default: when `multiInstance`). */
  leaderElection?: boolean
  /**
   * When a first sync was completed before, do not replicate yet: the caller calls
   * `engine.start()` once the first screen has rendered from the local queries, which otherwise
   * wait behind nine replications starting (the app's provider; docs/sync.md "Opening the
   * database"). Anything that needs the replications (push before sign-out, a resync, waiting for
   * sync) starts them at once. Default: replicate at once.
   */
  deferReplication?: boolean
}

/** At most this long for RxDB to store a pulled page before the collection counts as caught up. */
const STORED_WAIT_MS = 3000
const SCOPED: CollectionName[] = COLLECTION_NAMES.filter((n) => SPECS[n].scoped)
const online = () => typeof navigator === 'undefined' || navigator.onLine !== false

export async function openLocalData(options: OpenLocalDataOptions): Promise<LocalSession> {
  const db = await createLocalDatabase(options)
  // Completions journalled in a tab that closed before their write committed (actions.ts).
  await replayPendingCompletions(db, options.userId)
  const engine = new SyncEngine(new LocalStore(db), options)
  const electing = options.leaderElection ?? options.multiInstance ?? true
  await engine.elect(electing ? `pendamping-sync:${db.name}` : null)
  perfMark('db:elected')
  // The first-sync flag and the retry handler are known at once (the screens' readiness uses them).
  engine.prepare()
  if (!options.deferReplication || !useSyncStateStore.getState().firstSyncDone) await engine.start()
  return { userId: options.userId, userName: options.userName ?? '', db, engine }
}

class SyncEngine implements SyncEngineHandle {
  private lastResyncAt = 0
  private stopped = false
  /** Paused until the same user signs in again. */
  private suspended = false
  private cleanups: Array<() => void> = []
  private transport: Transport
  private reps: Replications
  private pusher: Pusher
  private pending: PendingCounter
  private scope: AccessScope
  private first: FirstSync
  private pullCtx: PullContext
  private prefetch = new Prefetcher<RawBatch>()
  /** Replications started per collection: a page of an earlier one no longer counts as caught up. */
  private rounds = new Map<CollectionName, number>()
  private leadership: Leadership | null = null
  private share: StateShare | null = null
  private leading = false
  private planner: ResyncPlanner
  private prepared = false
  private starting: Promise<void> | null = null
  private cancelScheduledStart: (() => void) | null = null

  constructor(
    private store: LocalStore,
    private options: OpenLocalDataOptions,
  ) {
    const t = (this.transport = new Transport({
      ...options,
      onAuthLost: () => this.authLost(),
      isSuspended: () => this.suspended,
    }))
    this.first = new FirstSync(options.userId, COLLECTION_NAMES.length)
    const batchSize = Math.min(options.batchSize ?? 500, 500)
    this.pullCtx = {
      pb: options.pb,
      userId: options.userId,
      batchSize,
      request: t.request,
      localById: (n, ids) => store.byId(n, ids),
    }
    this.planner = new ResyncPlanner(t.request)
    this.reps = new Replications({
      onError: (e) => this.onError(e),
      onActive: () => this.updateActivity(),
    })
    this.pending = new PendingCounter(
      () => this.countPending(),
      (n) => patchSyncState({ pendingChanges: n }),
    )
    this.pusher = new Pusher({
      request: t.request,
      store: { findOne: (name, id) => store.coll(name).findOne(id).exec() },
      onActivity: () => this.updateActivity(),
      onSettled: () => this.pending.schedule(),
    })
    this.scope = new AccessScope({
      now: () => t.now(),
      isStopped: () => this.stopped,
      localSubscriptions: () => store.docs('subscribers'),
      contentRunning: () => SCOPED.some((n) => this.reps.has(n)),
      startContent: (scope) => this.startContent(scope),
      cancelContent: async () => {
        for (const name of SCOPED) {
          this.first.forget(name)
          this.prefetch.clear(name)
          await this.reps.cancel(name)
        }
      },
      removeOutside: (allowed) => {
        // The screens' last known views leave with the content (last-view.ts).
        clearLastViewsOutside(options.userId, allowed)
        return store.removeOutside(SCOPED, allowed)
      },
    })
  }

  /** Takes part in the election of the replicating tab (`null`: this instance leads at once). */
  async elect(lockName: string | null): Promise<void> {
    this.leadership = lockName ? await electLeader(lockName) : null
    if (!lockName) return
    this.share = new StateShare(lockName, {
      isLeader: () => this.leading,
      current: () => pickShared(useSyncStateStore.getState()),
      apply: (state) => {
        patchSyncState(state)
        if (state.firstSyncDone) this.first.adopt()
      },
      resync: () => this.resync(),
    })
  }

  /** This tab replicates (for tests and the debug flag `window.__syncLeader`). */
  get isLeader(): boolean {
    return this.leading
  }

  /** Publishes the first-sync state known from earlier sessions and takes the retry handler. */
  prepare(): void {
    if (this.prepared) return
    this.prepared = true
    this.first.begin()
    setRetryHandler(() => this.retry())
  }

  /** Starts replicating (once; later calls return the same start). */
  start(): Promise<void> {
    this.cancelScheduledStart?.()
    this.cancelScheduledStart = null
    this.starting ??= this.begin()
    return this.starting
  }

  /** Whether replication has started (or was never deferred). */
  private get started(): boolean {
    return this.starting !== null
  }

  private async begin(): Promise<void> {
    if (this.stopped) return
    this.prepare()
    const leadership = this.leadership
    if (!leadership || leadership.isLeader) return this.lead()
    // Another tab replicates: read the shared database, show its status, take over when it ends.
    this.share?.hello()
    this.cleanups.push(startOnlineListener())
    void leadership.whenLeader.then(() => (this.stopped ? undefined : this.lead()))
  }

  /** Runs the replications of this database (the leading tab). */
  private async lead(): Promise<void> {
    this.leading = true
    markLeader(true)
    if (this.share) {
      const share = this.share
      const unsubscribe = useSyncStateStore.subscribe(() => share.publish())
      this.cleanups.push(unsubscribe)
      share.publish()
    }
    // The scope (packages readable now) known from the local subscriptions; content replication
    // for it starts right away (offline too) and restarts when a pull changes the scope.
    const subs = await this.store.docs('subscribers')
    if (this.stopped) return
    this.scope.init(subs)
    for (const name of COLLECTION_NAMES) {
      if (!SPECS[name].scoped) this.startReplication(name, `${name}-v${SPECS[name].version}`)
    }
    // A first sync learns the scope from the subscriptions before pulling content (no double pull).
    if (subs.length) this.startContent(this.scope.current)
    for (const name of PUSHED) {
      const sub = this.store.coll(name).$.subscribe(() => this.pending.schedule())
      this.cleanups.push(() => sub.unsubscribe())
    }
    this.pending.schedule()
    if (!useSyncStateStore.getState().firstSyncDone) void this.countFirstSync()
    if (!(this.options.live ?? true)) return
    const tick = () =>
      void this.store
        .docs('subscribers')
        .then((docs) => this.scope.changedBy(docs) && this.reps.get('subscribers')?.reSync())
        .catch(() => undefined)
    this.cleanups.push(
      ...startTriggers({
        pb: this.options.pb,
        topics: [...COLLECTION_NAMES, 'tombstones'],
        resync: (request) => this.resync(request),
        setOnline: (value) => patchSyncState({ online: value }),
        // Subscriptions end with time, not with a server event: check the scope every minute.
        tick,
      }),
    )
  }

  /** The session expired or was revoked: pause replication (the database and its meta stay). */
  private authLost(): void {
    if (this.stopped || this.suspended) return
    this.suspended = true
    patchSyncState({ needsReauth: true, pulling: false, pushing: false })
    for (const rep of this.reps.all()) void rep.pause()
    this.options.onAuthLost?.()
  }

  /** The first sync's total: one `skipTotal=0` count per collection (progress in documents). */
  private async countFirstSync(): Promise<void> {
    try {
      const counts = await Promise.all(COLLECTION_NAMES.map((n) => countRecords(this.pullCtx, n)))
      if (!this.stopped) this.first.setTotal(counts.reduce((a, b) => a + b, 0))
    } catch {
      /* the bar falls back to collections done */
    }
  }

  private async pull(name: CollectionName, checkpoint: Checkpoint | undefined) {
    // The page may have been fetched while RxDB wrote the previous one.
    const raw = await (this.prefetch.take(name, JSON.stringify(checkpoint ?? null)) ??
      fetchBatch(this.pullCtx, name, checkpoint))
    const batch = await toBatch(this.pullCtx, name, checkpoint, raw)
    const { documents, checkpoint: next, more } = batch
    if (more && !this.stopped && !this.suspended)
      this.prefetch.put(name, JSON.stringify(next), () => fetchBatch(this.pullCtx, name, next))
    this.first.addDocuments(documents.filter((d) => !d._deleted).length)
    if (name === 'subscribers') this.scope.notePulled(documents)
    // A deleted class (deactivated: its tombstone) takes the last known views showing it along.
    if (name === 'kelas')
      clearLastViewsShowing(
        this.options.userId,
        documents.filter((d) => d._deleted).map((d) => String(d.id)),
      )
    this.planner.note(name, next)
    if (!more) {
      if (name === 'subscribers') this.scope.confirm()
      // Caught up once RxDB has stored this last page: RxDB writes the documents after the handler
      // returns, and the first sync's end makes the screens trust the database (a class still in
      // flight would read as gone and send the student back to the class list).
      const round = this.rounds.get(name) ?? 0
      void this.store.whenStored(name, documents, STORED_WAIT_MS).then(() => {
        if (!this.stopped && this.rounds.get(name) === round) this.first.caughtUp(name)
      })
    }
    return { documents, checkpoint: next }
  }

  private startReplication(name: CollectionName, identifier: string): void {
    this.rounds.set(name, (this.rounds.get(name) ?? 0) + 1)
    this.planner.forget(name)
    this.reps.start(name, {
      collection: this.store.coll(name),
      identifier,
      batchSize: this.pullCtx.batchSize,
      retryTime: this.options.retryTime ?? 10_000,
      pull: (checkpoint) => this.pull(name, checkpoint),
      push: SPECS[name].pushed
        ? (rows) => this.pusher.push(name as PushedName, rows as never)
        : undefined,
    })
  }

  private startContent(scope: string[]): void {
    for (const name of SCOPED)
      this.startReplication(name, scopedIdentifier(name, SPECS[name].version, scope))
  }

  private onError(err: unknown): void {
    if (this.stopped) return
    const inner = (err as { parameters?: { errors?: Array<{ name?: string }> } })?.parameters
      ?.errors?.[0]
    if (inner?.name === 'AuthLostError') return
    if (!online() && isNetworkError(err)) return
    patchSyncState({ lastError: describeSyncError(err) })
  }

  private updateActivity(): void {
    patchSyncState({ pulling: this.reps.pulling(), pushing: this.pusher.pushing })
  }

  /** Local documents of progress/reviews that differ from what the server is known to hold. */
  countPending(): Promise<number> {
    // Only the leader's replications know what the server holds; followers show its count.
    if (!this.leading) return Promise.resolve(useSyncStateStore.getState().pendingChanges)
    return countUnsent({
      all: (name) => this.store.docs(name),
      assumed: (name, ids) => this.reps.assumed(name, ids),
    })
  }

  /** RESYNC every replication, or (a trigger's request) only those that changed (sync/probe.ts). */
  resync(request?: ResyncRequest): void {
    if (this.stopped || this.suspended) return
    // Not replicating yet (deferred start): starting pulls every collection.
    if (!this.started) {
      void this.start().catch((error: unknown) =>
        patchSyncState({ lastError: describeSyncError(error) }),
      )
      return
    }
    if (!this.leading) return this.share?.requestResync()
    this.lastResyncAt = Date.now()
    if (!request) {
      for (const rep of this.reps.all()) rep.reSync()
      return
    }
    const running = COLLECTION_NAMES.filter((n) => this.reps.has(n))
    void this.planner.plan(request, running).then((names) => {
      if (this.stopped || this.suspended) return
      for (const name of names) this.reps.get(name)?.reSync()
    })
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
    for (const rep of this.reps.all()) await rep.start()
    this.resync()
  }

  async pushPending(timeoutMs = 8000): Promise<number> {
    // Before sign-out: what waits is counted (and pushed) by the running replications.
    if (!this.stopped) await this.start()
    if (!this.leading) return this.followerPending(timeoutMs)
    if (!this.stopped && !this.suspended && this.transport.authOk() && online()) {
      for (const name of PUSHED) this.reps.get(name)?.reSync()
      const waits = PUSHED.map((n) => this.reps.get(n)?.awaitInSync())
      await Promise.race([Promise.all(waits), new Promise((r) => setTimeout(r, timeoutMs))])
    }
    const n = await this.countPending()
    patchSyncState({ pendingChanges: n })
    return n
  }

  /** A follower's local writes are pushed by the leader: wait for its count to reach zero. */
  private async followerPending(timeoutMs: number): Promise<number> {
    const until = Date.now() + timeoutMs
    this.share?.requestResync()
    await new Promise((r) => setTimeout(r, 300))
    while (Date.now() < until && online() && useSyncStateStore.getState().pendingChanges > 0)
      await new Promise((r) => setTimeout(r, 200))
    return useSyncStateStore.getState().pendingChanges
  }

  awaitFirstSync(): Promise<void> {
    return this.first.done
  }

  async awaitInSync(): Promise<void> {
    if (this.suspended) return
    if (!this.stopped) await this.start()
    await this.first.done
    if (!this.leading) return
    // A scope change cancels and restarts content replications: wait until nothing changes.
    for (let round = 0; round < 20 && !this.stopped; round++) {
      const generation = this.scope.generation
      const queue = this.scope.queue
      await queue
      const reps = this.reps.all()
      await Replications.settle(reps)
      await new Promise((r) => setTimeout(r, 0))
      const same = generation === this.scope.generation && queue === this.scope.queue
      if (same && reps.every((r) => !r.isStopped())) return
    }
  }

  async stop(): Promise<void> {
    if (this.stopped) return
    this.stopped = true
    this.cancelScheduledStart?.()
    this.cancelScheduledStart = null
    await this.starting?.catch(() => undefined)
    for (const fn of this.cleanups.splice(0)) fn()
    this.prefetch.clear()
    this.pending.cancel()
    await Promise.all(this.reps.all().map((r) => r.cancel().catch(() => undefined)))
    setRetryHandler(null)
    patchSyncState({ pulling: false, pushing: false })
    // Another tab may lead now (the database stays readable here until it is closed); it starts
    // from this tab's last state, no longer pulling or pushing.
    this.share?.publish()
    this.share?.close()
    this.leadership?.release()
    if (this.leading) markLeader(false)
    this.leading = false
  }

  async close(): Promise<void> {
    await this.stop()
    this.pending.close()
    await this.scope.queue.catch(() => undefined)
    await this.store.db.close()
  }

  /** For tests: the generation of the content scope (bumped on each restart from zero). */
  get scopeInfo(): { scope: string[]; generation: number } {
    return { scope: this.scope.current, generation: this.scope.generation }
  }

  get resyncedAt(): number {
    return this.lastResyncAt
  }
}

/** A follower tab keeps its own online flag (the leader runs the triggers). */
function startOnlineListener(): () => void {
  if (typeof window === 'undefined') return () => undefined
  const update = () => patchSyncState({ online: online() })
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  update()
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}

/** Debug flag for tests and the e2e: `window.__syncLeader` is true in the replicating tab. */
function markLeader(value: boolean): void {
  if (typeof window !== 'undefined') (window as { __syncLeader?: boolean }).__syncLeader = value
}
