/**
 * The running RxDB replications, one per collection (replicateRxCollection): starting one with the
 * pull and push handlers, cancelling, RESYNC, pause/resume, activity and the state RxDB assumes
 * the server holds.
 */
import { filter, firstValueFrom } from 'rxjs'
import { getAssumedMasterState, type RxCollection, type WithDeleted } from 'rxdb'
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication'
import type { CollectionName } from '../schemas'
import type { Checkpoint, Doc } from './pull'

export type Rep = RxReplicationState<Doc, Checkpoint>

export interface ReplicationOptions {
  collection: RxCollection<Doc>
  /** Part of RxDB's checkpoint key: a new identifier pulls from zero. */
  identifier: string
  batchSize: number
  retryTime: number
  pull(checkpoint: Checkpoint | undefined): Promise<{ documents: Doc[]; checkpoint: Checkpoint }>
  push?(rows: unknown[]): Promise<Doc[]>
}

export class Replications {
  private reps = new Map<CollectionName, Rep>()

  constructor(private hooks: { onError(err: unknown): void; onActive(): void }) {}

  start(name: CollectionName, o: ReplicationOptions): Rep {
    const { push } = o
    const rep = replicateRxCollection<Doc, Checkpoint>({
      collection: o.collection,
      replicationIdentifier: `pb-${o.identifier}`,
      live: true,
      retryTime: o.retryTime,
      waitForLeadership: false,
      autoStart: true,
      toggleOnDocumentVisible: false,
      pull: {
        batchSize: o.batchSize,
        handler: (checkpoint) =>
          o.pull(checkpoint) as Promise<{ documents: WithDeleted<Doc>[]; checkpoint: Checkpoint }>,
      },
      push: push
        ? { batchSize: 50, handler: (rows) => push(rows) as Promise<WithDeleted<Doc>[]> }
        : undefined,
    })
    rep.error$.subscribe((err) => this.hooks.onError(err))
    rep.active$.subscribe(() => this.hooks.onActive())
    this.reps.set(name, rep)
    return rep
  }

  has(name: CollectionName): boolean {
    return this.reps.has(name)
  }

  get(name: CollectionName): Rep | undefined {
    return this.reps.get(name)
  }

  all(): Rep[] {
    return [...this.reps.values()]
  }

  /** Cancels the collection's replication (its checkpoint stays stored under its identifier). */
  async cancel(name: CollectionName): Promise<void> {
    const old = this.reps.get(name)
    this.reps.delete(name)
    await old?.cancel()
  }

  /** Some replication is pulling. */
  pulling(): boolean {
    let pulling = false
    for (const rep of this.reps.values()) {
      if (rep.internalReplicationState?.events.active.down.getValue()) pulling = true
    }
    return pulling
  }

  /** The state the replication assumes the server holds, by primary key ({} before it runs). */
  async assumed(name: CollectionName, ids: string[]): Promise<Record<string, { docData: Doc }>> {
    const inner = this.reps.get(name)?.internalReplicationState
    return (inner ? await getAssumedMasterState(inner as never, ids) : {}) as Record<
      string,
      { docData: Doc }
    >
  }

  /** Waits until each of `reps` is in sync or was cancelled. */
  static async settle(reps: Rep[]): Promise<void> {
    await Promise.all(
      reps.map((r) =>
        Promise.race([r.awaitInSync(), firstValueFrom(r.canceled$.pipe(filter(Boolean)))]),
      ),
    )
  }
}
