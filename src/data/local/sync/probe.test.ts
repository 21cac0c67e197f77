import { describe, expect, it } from 'vitest'
import { ResyncPlanner, PROBE_PATH } from './probe'
import type { Checkpoint } from './pull'

const cp = (u: string): Checkpoint => ({ u, id: `id-${u}`, tu: '', tid: '' })

function planner(answer: (body: { checkpoints: Record<string, Checkpoint> }) => unknown) {
  const calls: Array<{ path: string; body: { checkpoints: Record<string, Checkpoint> } }> = []
  const p = new ResyncPlanner(async (path, init) => {
    const body = JSON.parse(String(init?.body)) as { checkpoints: Record<string, Checkpoint> }
    calls.push({ path, body })
    return answer(body)
  })
  return { p, calls }
}

describe('ResyncPlanner', () => {
  it('a realtime event resyncs its collection without asking the server', async () => {
    const { p, calls } = planner(() => ({ changed: [] }))
    p.note('kelas', cp('2026-01-01 00:00:00.000Z'))
    const names = await p.plan({ probe: false, collections: ['materi', 'kelas', 'nope'] }, [
      'kelas',
      'materi',
      'soal',
    ])
    expect(names).toEqual(['kelas', 'materi'])
    expect(calls).toEqual([])
  })

  it('a focus asks once with the known checkpoints and resyncs only what changed', async () => {
    const { p, calls } = planner(() => ({ changed: ['soal', 'tombstones', 'users'] }))
    p.note('kelas', cp('a'))
    p.note('soal', cp('b'))
    p.note('soal', cp('c'))
    const names = await p.plan({ probe: true, collections: [] }, ['kelas', 'soal'])
    expect(names).toEqual(['soal'])
    expect(calls).toHaveLength(1)
    expect(calls[0]!.path).toBe(PROBE_PATH)
    expect(calls[0]!.body).toEqual({ checkpoints: { kelas: cp('a'), soal: cp('c') } })
  })

  it('nothing changed: nothing resyncs', async () => {
    const { p } = planner(() => ({ changed: [] }))
    p.note('kelas', cp('a'))
    expect(await p.plan({ probe: true, collections: [] }, ['kelas'])).toEqual([])
  })

  it('a collection that has not pulled yet (or restarted) resyncs without being asked about', async () => {
    const { p, calls } = planner(() => ({ changed: [] }))
    p.note('kelas', cp('a'))
    p.note('materi', cp('a'))
    p.forget('materi')
    expect(await p.plan({ probe: true, collections: [] }, ['kelas', 'materi', 'soal'])).toEqual([
      'materi',
      'soal',
    ])
    expect(Object.keys(calls[0]!.body.checkpoints)).toEqual(['kelas'])
  })

  it('realtime collections are not asked about again; the rest are', async () => {
    const { p, calls } = planner(() => ({ changed: ['reviews'] }))
    p.note('kelas', cp('a'))
    p.note('reviews', cp('a'))
    const names = await p.plan({ probe: true, collections: ['kelas'] }, ['kelas', 'reviews'])
    expect(names).toEqual(['kelas', 'reviews'])
    expect(Object.keys(calls[0]!.body.checkpoints)).toEqual(['reviews'])
  })

  it('a failed probe (network, old server, odd answer) resyncs everything', async () => {
    for (const answer of [
      () => {
        throw new TypeError('Failed to fetch')
      },
      () => ({ nope: true }),
      () => null,
    ]) {
      const { p } = planner(answer)
      p.note('kelas', cp('a'))
      p.note('soal', cp('a'))
      expect(await p.plan({ probe: true, collections: [] }, ['kelas', 'soal'])).toEqual([
        'kelas',
        'soal',
      ])
    }
  })
})
