import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPECS } from '../schemas'
import { resetSyncState, useSyncStateStore } from '../sync-state'
import type { Doc } from './pull'
import { countUnsent, isUnsent, PendingCounter, Pusher, type PushRow } from './push'

const progress = (materi: string, extra: Doc = {}): Doc => ({
  id: '',
  created: '',
  updated: '',
  user_id: 'u1',
  materi_id: materi,
  status: 'complete',
  skor: 80,
  answers: { s1: 'a' },
  completed_at: '2025-01-01 10:00:00.000Z',
  ...extra,
})

/** A local store of documents by materi_id, and a push route that answers what it is given. */
function setup(
  answer: (body: {
    collection: string
    rows: Array<{ newDocumentState: Doc; assumedMasterState: Doc | null }>
  }) => unknown,
) {
  const local = new Map<string, Doc>()
  const sent: Array<{ path: string; init?: RequestInit; body: Parameters<typeof answer>[0] }> = []
  const events: string[] = []
  let pushingDuringRequest = false
  const pusher: Pusher = new Pusher({
    async request(path, init) {
      pushingDuringRequest = pusher.pushing
      const body = JSON.parse(String(init?.body)) as Parameters<typeof answer>[0]
      sent.push({ path, init, body })
      return answer(body)
    },
    store: {
      async findOne(_name, id) {
        const doc = local.get(id)
        return doc ? { toJSON: () => doc, remove: async () => local.delete(id) } : null
      },
    },
    onActivity: () => events.push(`activity:${pusher.pushing}`),
    onSettled: () => events.push('settled'),
  })
  return { pusher, local, sent, events, pushingDuringRequest: () => pushingDuringRequest }
}

// The pusher drops rejected documents in a setTimeout(0) task; the fake store answers at once, so the
// next task sees the drop done (an ordering flush, not a wait on the clock).
const flush = () => new Promise((r) => setTimeout(r, 0))

afterEach(() => resetSyncState())

describe('Pusher', () => {
  it('posts the rows in the stored shape to /api/sync/push and adopts the conflicts', async () => {
    const { pusher, sent, events, pushingDuringRequest } = setup(() => ({
      conflicts: [{ materi_id: 'm1', skor: 50, status: 'complete', extra: 1 }],
      rejected: [],
    }))
    const rows: PushRow[] = [
      {
        newDocumentState: { ...progress('m1'), _meta: { lwt: 1 }, _rev: '1-a' },
        assumedMasterState: { ...progress('m1'), skor: 10 },
      },
      { newDocumentState: progress('m2') },
    ]
    const conflicts = await pusher.push('progress', rows)

    expect(sent).toHaveLength(1)
    expect(sent[0].path).toBe('/api/sync/push')
    expect(sent[0].init?.method).toBe('POST')
    expect(sent[0].body.collection).toBe('progress')
    expect(sent[0].body.rows).toEqual([
      {
        newDocumentState: { ...progress('m1'), _deleted: false },
        assumedMasterState: { ...progress('m1'), skor: 10, _deleted: false },
      },
      { newDocumentState: { ...progress('m2'), _deleted: false }, assumedMasterState: null },
    ])
    // The server's document is adopted in the local shape.
    expect(conflicts).toEqual([
      expect.objectContaining({ materi_id: 'm1', skor: 50, answers: {}, _deleted: false }),
    ])
    expect(conflicts[0]).not.toHaveProperty('extra')
    expect(pushingDuringRequest()).toBe(true)
    expect(events).toEqual(['activity:true', 'activity:false', 'settled'])
    expect(pusher.pushing).toBe(false)
  })

  it('a failed push still ends the activity and recounts, and the error reaches RxDB (retried later)', async () => {
    const { pusher, events } = setup(() => {
      throw new TypeError('fetch failed')
    })
    await expect(pusher.push('progress', [{ newDocumentState: progress('m1') }])).rejects.toThrow(
      'fetch failed',
    )
    expect(events).toEqual(['activity:true', 'activity:false', 'settled'])
  })

  it('shows rejections once and drops only the rejected local state the server does not hold', async () => {
    const { pusher, local } = setup(() => ({
      conflicts: [{ ...progress('m3'), skor: 40 }],
      rejected: [
        { materi_id: 'm1', reason: 'Langganan tidak aktif' },
        { materi_id: 'm2', reason: 'Langganan tidak aktif' },
        { materi_id: 'm3', reason: 'Langganan tidak aktif' },
      ],
    }))
    local.set('m1', progress('m1'))
    local.set('m2', { ...progress('m2'), skor: 99 }) // written again after the push: pushed on its own
    local.set('m3', progress('m3'))
    await pusher.push('progress', [
      { newDocumentState: progress('m1') },
      { newDocumentState: progress('m2') },
      { newDocumentState: progress('m3') },
    ])
    await flush()

    expect(
      useSyncStateStore.getState().rejections.map((r) => [r.collection, r.materi_id, r.reason]),
    ).toEqual([
      ['progress', 'm1', 'Langganan tidak aktif'],
      ['progress', 'm2', 'Langganan tidak aktif'],
      ['progress', 'm3', 'Langganan tidak aktif'],
    ])
    expect(local.has('m1')).toBe(false)
    expect(local.has('m2')).toBe(true)
    // The server holds a document for m3 (a conflict): it is adopted, not dropped.
    expect(local.has('m3')).toBe(true)
  })
})

describe('unsent changes', () => {
  it('a document is unsent without a master state, with a deleted one, or when it differs', () => {
    const spec = SPECS.progress
    expect(isUnsent(spec, progress('m1'), undefined)).toBe(true)
    expect(isUnsent(spec, progress('m1'), { ...progress('m1'), _deleted: true })).toBe(true)
    expect(isUnsent(spec, progress('m1'), { ...progress('m1'), skor: 10 })).toBe(true)
    // RxDB's meta fields do not count.
    expect(
      isUnsent(
        spec,
        { ...progress('m1'), _rev: '2-x', _meta: {} },
        { ...progress('m1'), _deleted: false },
      ),
    ).toBe(false)
  })

  it('counts over progress and reviews against the assumed master states', async () => {
    const review = {
      id: '',
      created: '',
      updated: '',
      user_id: 'u1',
      materi_id: 'm1',
      rating: 5,
      student_role: 'Mahasiswa S1',
      review_text: 'Bagus',
      author_name: 'A',
      paket_id: 'p1',
    }
    const all = { progress: [progress('m1'), progress('m2'), progress('m3')], reviews: [review] }
    const masters: Record<string, Record<string, { docData: Doc }>> = {
      progress: {
        m1: { docData: progress('m1') },
        m2: { docData: { ...progress('m2'), skor: 1 } },
      },
      reviews: {},
    }
    const assumed = vi.fn(async (name: 'progress' | 'reviews', ids: string[]) => {
      expect(ids).toEqual(all[name].map((d) => d.materi_id))
      return masters[name]
    })
    // m2 differs, m3 was never pushed, the review was never pushed.
    expect(await countUnsent({ all: async (name) => all[name], assumed })).toBe(3)
    expect(assumed).toHaveBeenCalledTimes(2)
  })
})

describe('PendingCounter', () => {
  it('counts once per burst of changes, and never after the database closed', async () => {
    vi.useFakeTimers()
    try {
      let n = 0
      const published: number[] = []
      const counter = new PendingCounter(
        async () => ++n,
        (v) => published.push(v),
      )
      counter.schedule()
      counter.schedule()
      counter.schedule()
      await vi.advanceTimersByTimeAsync(150)
      expect(published).toEqual([1])
      counter.schedule()
      counter.cancel()
      await vi.advanceTimersByTimeAsync(1000)
      expect(published).toEqual([1])
      counter.schedule()
      counter.close()
      counter.schedule()
      await vi.advanceTimersByTimeAsync(1000)
      expect(published).toEqual([1])
    } finally {
      vi.useRealTimers()
    }
  })
})
