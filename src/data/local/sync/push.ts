/**
 * Pushing progress and reviews: RxDB's rows go to POST /api/sync/push; the server's documents that
 * differ come back as conflicts and are adopted; rejected rows are shown once and the rejected local
 * state leaves the device (never retried). Also the count of unsent local changes.
 */
import { deepEqual } from 'rxdb'
import { normalizeRecord, SPECS, type CollectionSpec } from '../schemas'
import { addRejections } from '../sync-state'
import type { SyncRejection } from '../types'
import type { Doc } from './pull'
import type { Request } from './transport'

export type PushedName = 'progress' | 'reviews'
export const PUSHED: readonly PushedName[] = ['progress', 'reviews']

export interface PushRow {
  newDocumentState: Doc
  assumedMasterState?: Doc
}

/** The local store as the push needs it. */
export interface PushStore {
  findOne(
    name: PushedName,
    id: string,
  ): Promise<{ toJSON(): Doc; remove(): Promise<unknown> } | null>
}

export interface PusherOptions {
  request: Request
  store: PushStore
  /** The number of pushes in flight changed. */
  onActivity(): void
  /** A push ended (successfully or not): recount what is unsent. */
  onSettled(): void
}

export class Pusher {
  private inFlight = 0

  constructor(private options: PusherOptions) {}

  get pushing(): boolean {
    return this.inFlight > 0
  }

  /** One push batch; resolves with the server's documents to adopt (conflicts). */
  async push(collection: PushedName, rows: PushRow[]): Promise<Doc[]> {
    const spec: CollectionSpec = SPECS[collection]
    const strip = (d: Doc | undefined) => {
      if (!d) return null
      const out = normalizeRecord(spec, d)
      return { ...out, _deleted: d._deleted === true }
    }
    this.inFlight++
    this.options.onActivity()
    try {
      const body = (await this.options.request('/api/sync/push', {
        method: 'POST',
        body: JSON.stringify({
          collection,
          rows: rows.map((r) => ({
            newDocumentState: strip(r.newDocumentState),
            assumedMasterState: strip(r.assumedMasterState),
          })),
        }),
      })) as { conflicts?: Doc[]; rejected?: Array<{ materi_id: string; reason: string }> }
      const rejected = body.rejected ?? []
      if (rejected.length) {
        const at = new Date().toISOString()
        addRejections(
          rejected.map((r): SyncRejection => ({
            collection,
            materi_id: r.materi_id,
            reason: r.reason,
            at,
          })),
        )
        // Never retried: a rejected document the server does not hold leaves the device.
        const pushed = new Map(
          rows.map((r) => [String(r.newDocumentState.materi_id), r.newDocumentState]),
        )
        const conflictIds = new Set((body.conflicts ?? []).map((c) => String(c.materi_id)))
        setTimeout(
          () =>
            void this.dropRejected(
              collection,
              rejected.map((r) => r.materi_id).filter((id) => !conflictIds.has(id)),
              pushed,
            ),
          0,
        )
      }
      return (body.conflicts ?? []).map((c) => ({ ...normalizeRecord(spec, c), _deleted: false }))
    } finally {
      this.inFlight--
      this.options.onActivity()
      this.options.onSettled()
    }
  }

  private async dropRejected(
    collection: PushedName,
    ids: string[],
    pushed: Map<string, Doc>,
  ): Promise<void> {
    const spec: CollectionSpec = SPECS[collection]
    for (const id of ids) {
      const doc = await this.options.store.findOne(collection, id)
      const sent = pushed.get(id)
      if (!doc || !sent) continue
      // Only the state that was rejected; a newer local write is pushed on its own.
      if (!deepEqual(normalizeRecord(spec, doc.toJSON()), normalizeRecord(spec, sent))) continue
      await doc.remove()
    }
  }
}

/** A local document the server is not known to hold as it is (no master, a deleted one, or another state). */
export function isUnsent(spec: CollectionSpec, local: Doc, master: Doc | undefined): boolean {
  return (
    !master ||
    master._deleted === true ||
    !deepEqual(normalizeRecord(spec, local), normalizeRecord(spec, master))
  )
}

export interface UnsentSource {
  /** Every local document of the collection. */
  all(name: PushedName): Promise<Doc[]>
  /** The state the replication assumes the server holds, by primary key ({} before it runs). */
  assumed(name: PushedName, ids: string[]): Promise<Record<string, { docData: Doc }>>
}

/** Local documents of progress/reviews that differ from what the server is known to hold. */
export async function countUnsent(source: UnsentSource): Promise<number> {
  let count = 0
  for (const name of PUSHED) {
    const spec: CollectionSpec = SPECS[name]
    const all = await source.all(name)
    if (!all.length) continue
    const assumed = await source.assumed(
      name,
      all.map((d) => String(d[spec.primary])),
    )
    for (const d of all) if (isUnsent(spec, d, assumed[String(d[spec.primary])]?.docData)) count++
  }
  return count
}

/** Recounts unsent changes at most once per `delayMs` and publishes the count. */
export class PendingCounter {
  private timer: ReturnType<typeof setTimeout> | null = null
  private closed = false

  constructor(
    private count: () => Promise<number>,
    private publish: (n: number) => void,
    private delayMs = 150,
  ) {}

  schedule(): void {
    if (this.timer || this.closed) return
    this.timer = setTimeout(() => {
      this.timer = null
      if (this.closed) return
      this.count()
        .then((n) => this.publish(n))
        .catch(() => undefined)
    }, this.delayMs)
  }

  /** Drops a scheduled count. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  /** The database closes: nothing is counted any more. */
  close(): void {
    this.closed = true
  }
}
