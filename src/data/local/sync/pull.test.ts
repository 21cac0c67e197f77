import PocketBase from 'pocketbase'
import { describe, expect, it } from 'vitest'
import { pullFields, SPECS, type CollectionName } from '../schemas'
import { pullBatch, type Checkpoint, type Doc, type PullContext } from './pull'

type Row = Record<string, unknown> & { id: string; updated: string }

/**
 * A fake PocketBase list endpoint with keyset paging: it reads the cursor out of the filter the pull
 * sends (`updated > 'u' || (updated = 'u' && id > 'id')`) and answers one page of rows sorted by (updated, id).
 */
function fakeServer(
  tables: Record<string, Row[]>,
  local: Record<string, Doc[]> = {},
  batchSize = 3,
) {
  const requests: URL[] = []
  const ctx: PullContext = {
    pb: new PocketBase('http://127.0.0.1:1'),
    userId: 'user1',
    batchSize,
    async request(path) {
      const url = new URL(path, 'http://x')
      requests.push(url)
      const name = url.pathname.split('/')[3]
      const filter = url.searchParams.get('filter') ?? ''
      const cursor = /updated > '([^']*)' \|\| \(updated = '[^']*' && id > '([^']*)'\)/.exec(filter)
      const coll = /coll = '([^']*)'/.exec(filter)?.[1]
      const rows = [...(tables[name] ?? [])]
        .filter((r) => !coll || r.coll === coll)
        .filter(
          (r) => !cursor || r.updated > cursor[1] || (r.updated === cursor[1] && r.id > cursor[2]),
        )
        .sort((a, b) =>
          a.updated === b.updated ? (a.id < b.id ? -1 : 1) : a.updated < b.updated ? -1 : 1,
        )
      return { items: rows.slice(0, Number(url.searchParams.get('perPage'))) }
    },
    async localById(name: CollectionName, ids: string[]) {
      return new Map(
        (local[name] ?? []).filter((d) => ids.includes(String(d.id))).map((d) => [String(d.id), d]),
      )
    },
  }
  return { ctx, requests }
}

const kelas = (n: number, updated = `2025-01-01 00:00:0${n}.000Z`): Row => ({
  id: `k${n}`,
  updated,
  judul: `Kelas ${n}`,
  paket_id: 'p1',
  extra: 'not stored',
})

describe('pullBatch', () => {
  it('asks for one sorted keyset page of the stored fields, with skipTotal, and the tombstones of the collection', async () => {
    const { ctx, requests } = fakeServer({ kelas: [kelas(1)] })
    await pullBatch(ctx, 'kelas', undefined)
    const records = requests.find((u) => u.pathname === '/api/collections/kelas/records')!
    expect(Object.fromEntries(records.searchParams)).toEqual({
      page: '1',
      perPage: '3',
      sort: 'updated,id',
      skipTotal: '1',
      fields: pullFields(SPECS.kelas),
    })
    const tombs = requests.find((u) => u.pathname === '/api/collections/tombstones/records')!
    expect(tombs.searchParams.get('filter')).toBe("coll = 'kelas'")
    expect(tombs.searchParams.get('fields')).toBe('id,updated,record_id,paket_id')
  })

  it('pulls page after page until a short page, each checkpoint taken from the last row', async () => {
    // Two rows share an updated time: the id breaks the tie, so none is skipped or repeated.
    const rows = [
      kelas(1),
      kelas(2),
      kelas(3, '2025-01-01 00:00:03.000Z'),
      { ...kelas(4), updated: '2025-01-01 00:00:03.000Z' },
      kelas(5),
      kelas(6),
      kelas(7),
    ]
    const { ctx, requests } = fakeServer({ kelas: rows })
    const seen: string[] = []
    const checkpoints: Checkpoint[] = []
    let cp: Checkpoint | undefined
    for (let round = 0; round < 10; round++) {
      const batch = await pullBatch(ctx, 'kelas', cp)
      seen.push(...batch.documents.map((d) => String(d.id)))
      cp = batch.checkpoint
      checkpoints.push(cp)
      if (!batch.more) break
    }
    expect(seen).toEqual(['k1', 'k2', 'k3', 'k4', 'k5', 'k6', 'k7'])
    expect(checkpoints.map((c) => c.id)).toEqual(['k3', 'k6', 'k7'])
    expect(checkpoints[0]).toEqual({ u: '2025-01-01 00:00:03.000Z', id: 'k3', tu: '', tid: '' })
    expect(requests.filter((u) => u.pathname.includes('/kelas/'))).toHaveLength(3)
  })

  it('a page that is exactly full asks for one more (empty) page, which keeps the checkpoint', async () => {
    const { ctx } = fakeServer({ kelas: [kelas(1), kelas(2), kelas(3)] })
    const first = await pullBatch(ctx, 'kelas', undefined)
    expect(first.more).toBe(true)
    const second = await pullBatch(ctx, 'kelas', first.checkpoint)
    expect(second).toEqual({ documents: [], checkpoint: first.checkpoint, more: false })
  })

  it('stores records in the local shape (only stored fields, every field present)', async () => {
    const { ctx } = fakeServer({ kelas: [kelas(1)] })
    const [doc] = (await pullBatch(ctx, 'kelas', undefined)).documents
    expect(doc).not.toHaveProperty('extra')
    expect(Object.keys(doc).sort()).toEqual([...Object.keys(SPECS.kelas.fields), '_deleted'].sort())
    expect(doc).toMatchObject({
      id: 'k1',
      judul: 'Kelas 1',
      is_active: false,
      urutan: 0,
      _deleted: false,
    })
  })

  it('maps tombstones to deletions: known documents deleted, unknown ones as deleted placeholders, own cursor', async () => {
    const tombstones = [
      {
        id: 't1',
        updated: '2025-02-01 00:00:00.000Z',
        coll: 'materi',
        record_id: 'm1',
        paket_id: 'p1',
      },
      {
        id: 't2',
        updated: '2025-02-02 00:00:00.000Z',
        coll: 'materi',
        record_id: 'm9',
        paket_id: 'p1',
      },
      {
        id: 't3',
        updated: '2025-02-03 00:00:00.000Z',
        coll: 'kelas',
        record_id: 'k1',
        paket_id: 'p1',
      },
    ]
    const local = { materi: [{ id: 'm1', paket_id: 'p1', judul: 'Bab 1' }] }
    const { ctx } = fakeServer({ materi: [], tombstones }, local)
    const batch = await pullBatch(ctx, 'materi', {
      u: '2025-01-01 00:00:00.000Z',
      id: 'm5',
      tu: '',
      tid: '',
    })
    expect(batch.documents).toEqual([
      { id: 'm1', paket_id: 'p1', judul: 'Bab 1', _deleted: true },
      expect.objectContaining({ id: 'm9', _deleted: true }),
    ])
    // The records cursor stays, the tombstones cursor moves to the last tombstone of this collection.
    expect(batch.checkpoint).toEqual({
      u: '2025-01-01 00:00:00.000Z',
      id: 'm5',
      tu: '2025-02-02 00:00:00.000Z',
      tid: 't2',
    })
    expect(batch.more).toBe(false)
  })

  it('a record in the batch wins over its tombstone; content that moved to another package stays', async () => {
    const tombstones = [
      {
        id: 't1',
        updated: '2025-02-01 00:00:00.000Z',
        coll: 'materi',
        record_id: 'm1',
        paket_id: 'p1',
      },
      {
        id: 't2',
        updated: '2025-02-01 00:00:01.000Z',
        coll: 'materi',
        record_id: 'm2',
        paket_id: 'p1',
      },
    ]
    const materi = [
      { id: 'm1', updated: '2025-02-01 00:00:02.000Z', paket_id: 'p2', judul: 'Bab 1' },
    ]
    const local = { materi: [{ id: 'm2', paket_id: 'p3', judul: 'Bab 2' }] }
    const { ctx } = fakeServer({ materi, tombstones }, local)
    const batch = await pullBatch(ctx, 'materi', undefined)
    expect(batch.documents).toHaveLength(2)
    expect(batch.documents[0]).toMatchObject({ id: 'm1', paket_id: 'p2', _deleted: false })
    expect(batch.documents[1]).toEqual({
      id: 'm2',
      paket_id: 'p3',
      judul: 'Bab 2',
      _deleted: false,
    })
  })

  it('a full page of tombstones alone asks for more', async () => {
    const tombstones = [1, 2, 3].map((n) => ({
      id: `t${n}`,
      updated: `2025-02-0${n} 00:00:00.000Z`,
      coll: 'kelas',
      record_id: `k${n}`,
      paket_id: '',
    }))
    const { ctx } = fakeServer({ kelas: [], tombstones })
    const batch = await pullBatch(ctx, 'kelas', undefined)
    expect(batch.documents).toHaveLength(3)
    expect(batch.more).toBe(true)
  })

  it('progress tombstones of unknown records get their own key; reviews are pulled for the user only', async () => {
    const tombstones = [
      {
        id: 't1',
        updated: '2025-02-01 00:00:00.000Z',
        coll: 'progress',
        record_id: 'r1',
        paket_id: '',
      },
    ]
    const { ctx, requests } = fakeServer({ progress: [], reviews: [], tombstones })
    const batch = await pullBatch(ctx, 'progress', undefined)
    expect(batch.documents[0]).toMatchObject({ id: 'r1', materi_id: 'deleted-r1', _deleted: true })
    await pullBatch(ctx, 'reviews', { u: '2025-01-01 00:00:00.000Z', id: 'x', tu: '', tid: '' })
    const reviews = requests.find((u) => u.pathname === '/api/collections/reviews/records')!
    expect(reviews.searchParams.get('filter')).toBe(
      "user_id = 'user1' && (updated > '2025-01-01 00:00:00.000Z' || (updated = '2025-01-01 00:00:00.000Z' && id > 'x'))",
    )
  })
})
