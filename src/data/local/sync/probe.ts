/**
 * Cheap resyncs (docs/sync.md "Cheap resyncs"): which replications a resync request should
 * RESYNC. Realtime events name their collection and are resynced directly; a trigger that names
 * none (reconnect, online, focus, visible) first asks `POST /api/sync/changes` with the checkpoint
 * each collection's last pull ended at, and resyncs only the collections the server reports as
 * changed, all at once. RxDB's stored checkpoint stays the authority: the probe only decides
 * whether to ask, never where a pull starts. A collection without a known checkpoint (its
 * replication has not pulled yet in this page load) is resynced without asking; a failed probe
 * resyncs everything.
 */
import { COLLECTION_NAMES, type CollectionName } from '../schemas'
import type { Checkpoint } from './pull'
import type { Request } from './transport'
import type { ResyncRequest } from './triggers'

export const PROBE_PATH = '/api/sync/changes'

const KNOWN = new Set<string>(COLLECTION_NAMES)

function isCollection(name: string): name is CollectionName {
  return KNOWN.has(name)
}

export class ResyncPlanner {
  private checkpoints = new Map<CollectionName, Checkpoint>()

  constructor(private request: Request) {}

  /** The checkpoint a pull of `name` ended at (what the device holds). */
  note(name: CollectionName, checkpoint: Checkpoint): void {
    this.checkpoints.set(name, { ...checkpoint })
  }

  /** A replication (re)starts from its stored checkpoint: unknown until it pulls. */
  forget(name: CollectionName): void {
    this.checkpoints.delete(name)
  }

  /** Asks the server which of the collections with a known checkpoint changed; null on failure. */
  async probe(names: CollectionName[]): Promise<CollectionName[] | null> {
    const checkpoints: Partial<Record<CollectionName, Checkpoint>> = {}
    for (const name of names) {
      const cp = this.checkpoints.get(name)
      if (cp) checkpoints[name] = cp
    }
    if (!Object.keys(checkpoints).length) return []
    try {
      const body = (await this.request(PROBE_PATH, {
        method: 'POST',
        body: JSON.stringify({ checkpoints }),
      })) as { changed?: unknown } | null
      const changed = body?.changed
      if (!Array.isArray(changed)) return null
      return changed.filter((n): n is CollectionName => typeof n === 'string' && isCollection(n))
    } catch {
      return null
    }
  }

  /** The running collections to RESYNC for `request`, in COLLECTION_NAMES order. */
  async plan(request: ResyncRequest, running: CollectionName[]): Promise<CollectionName[]> {
    const wanted = new Set<CollectionName>()
    for (const name of request.collections) if (isCollection(name)) wanted.add(name)
    if (request.probe) {
      const unknown = running.filter((n) => !this.checkpoints.has(n))
      for (const name of unknown) wanted.add(name)
      const changed = await this.probe(running.filter((n) => !wanted.has(n)))
      for (const name of changed ?? running) wanted.add(name)
    }
    return running.filter((n) => wanted.has(n))
  }
}
