/**
 * The checkpointed pull of one collection: keyset paging on (updated, id), sorted `updated,id`,
 * `skipTotal`, only the stored `fields`, plus the collection's tombstones (a second cursor in the
 * same checkpoint) applied as deletions.
 */
import type PocketBase from 'pocketbase'
import {
  normalizeRecord,
  pullFields,
  SPECS,
  type CollectionName,
  type CollectionSpec,
} from '../schemas'
import type { Request } from './transport'

export type Doc = Record<string, unknown>

export interface Checkpoint {
  /** Records cursor. */
  u: string
  id: string
  /** Tombstones cursor. */
  tu: string
  tid: string
}

export interface PullBatch {
  documents: Doc[]
  checkpoint: Checkpoint
  /** A page (records or tombstones) was full: RxDB asks for the next batch. */
  more: boolean
}

export interface PullContext {
  pb: Pick<PocketBase, 'filter'>
  userId: string
  batchSize: number
  request: Request
  /** Local documents of a collection by record id (for its tombstones). */
  localById(name: CollectionName, ids: string[]): Promise<Map<string, Doc>>
}

async function listPage(
  ctx: PullContext,
  collection: string,
  filter: string,
  fields: string,
): Promise<Doc[]> {
  const params = new URLSearchParams({
    page: '1',
    perPage: String(ctx.batchSize),
    sort: 'updated,id',
    skipTotal: '1',
    fields,
  })
  if (filter) params.set('filter', filter)
  const body = (await ctx.request(
    `/api/collections/${collection}/records?${params.toString()}`,
  )) as { items: Doc[] }
  return body.items
}

/** Rows strictly after the cursor (updated, id); no filter without a cursor. */
export function afterFilter(pb: Pick<PocketBase, 'filter'>, u: string, id: string): string {
  return u ? pb.filter('(updated > {:u} || (updated = {:u} && id > {:id}))', { u, id }) : ''
}

/** Everyone reads reviews: pull only the user's own. */
function ownerFilter(ctx: PullContext, name: CollectionName): string {
  return name === 'reviews' ? ctx.pb.filter('user_id = {:uid}', { uid: ctx.userId }) : ''
}

/** The raw server pages of one pull batch (records and tombstones past the checkpoint). */
export interface RawBatch {
  records: Doc[]
  tombs: Doc[]
}

/** Fetches the records and tombstones of a collection past the checkpoint (no local reads). */
export async function fetchBatch(
  ctx: PullContext,
  name: CollectionName,
  checkpoint: Checkpoint | undefined,
): Promise<RawBatch> {
  const spec: CollectionSpec = SPECS[name]
  const cp: Checkpoint = checkpoint ?? { u: '', id: '', tu: '', tid: '' }
  const tombFilter = [ctx.pb.filter('coll = {:c}', { c: name }), afterFilter(ctx.pb, cp.tu, cp.tid)]
    .filter(Boolean)
    .join(' && ')
  const [records, tombs] = await Promise.all([
    listPage(
      ctx,
      name,
      [ownerFilter(ctx, name), afterFilter(ctx.pb, cp.u, cp.id)].filter(Boolean).join(' && '),
      pullFields(spec),
    ),
    listPage(ctx, 'tombstones', tombFilter, 'id,updated,record_id,paket_id'),
  ])
  return { records, tombs }
}

/** The pull batch of fetched pages: documents (tombstones against the local ones), checkpoint, more. */
export async function toBatch(
  ctx: PullContext,
  name: CollectionName,
  checkpoint: Checkpoint | undefined,
  { records, tombs }: RawBatch,
): Promise<PullBatch> {
  const spec: CollectionSpec = SPECS[name]
  const next: Checkpoint = { ...(checkpoint ?? { u: '', id: '', tu: '', tid: '' }) }
  const last = records[records.length - 1]
  if (last) Object.assign(next, { u: String(last.updated), id: String(last.id) })
  const lastTomb = tombs[tombs.length - 1]
  if (lastTomb) Object.assign(next, { tu: String(lastTomb.updated), tid: String(lastTomb.id) })

  // A record in this batch is readable now: it wins over a tombstone of the same id (content
  // moved to another package leaves a tombstone for the old one).
  const recordIds = new Set(records.map((r) => String(r.id)))
  const documents: Doc[] = records.map((r) => ({ ...normalizeRecord(spec, r), _deleted: false }))
  const tombsToApply = tombs.filter((t) => !recordIds.has(String(t.record_id)))
  if (tombsToApply.length) documents.push(...(await deletionsFor(ctx, spec, tombsToApply)))
  // RxDB stops pulling at a batch that is not full: every record and tombstone yields one document.
  const more = records.length === ctx.batchSize || tombs.length === ctx.batchSize
  return { documents, checkpoint: next, more }
}

/** One pull batch of a collection: records past the checkpoint plus its tombstones as deletions. */
export async function pullBatch(
  ctx: PullContext,
  name: CollectionName,
  checkpoint: Checkpoint | undefined,
): Promise<PullBatch> {
  return toBatch(ctx, name, checkpoint, await fetchBatch(ctx, name, checkpoint))
}

/** How many records of the collection the user may pull (one `skipTotal=0` count, for progress). */
export async function countRecords(ctx: PullContext, name: CollectionName): Promise<number> {
  const params = new URLSearchParams({ page: '1', perPage: '1', skipTotal: '0', fields: 'id' })
  const filter = ownerFilter(ctx, name)
  if (filter) params.set('filter', filter)
  const body = (await ctx.request(`/api/collections/${name}/records?${params.toString()}`)) as {
    totalItems?: number
  }
  return Number(body.totalItems) || 0
}

/**
 * Documents for tombstones (one each, so a full batch stays full): the local document deleted;
 * unchanged when it has meanwhile moved to another package; a deleted placeholder when unknown.
 */
async function deletionsFor(ctx: PullContext, spec: CollectionSpec, tombs: Doc[]): Promise<Doc[]> {
  const ids = tombs.map((t) => String(t.record_id))
  const known = await ctx.localById(spec.name as CollectionName, ids)
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
