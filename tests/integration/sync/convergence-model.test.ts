// 1,000 seeded random interleavings of offline/online/write/server-change against the in-process
// model of the server's merge: every run ends with client and server equal, and no accepted write
// is lost (the server's score never drops below a graded attempt it accepted).
import { describe, expect, it } from 'vitest'
import { ModelClient, ModelServer, rng, type ModelMateri } from '../../support/sync-model'
import type { Choice } from '../../../src/data/local/types'

const DAY = 86_400_000
const CHOICES: Choice[] = ['a', 'b', 'c', 'd']

export function runModel(seed: number, steps = 40) {
  const rand = rng(seed)
  const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]
  let now = Date.UTC(2025, 0, 10)
  const materi = new Map<string, ModelMateri>()
  for (let i = 0; i < 4; i++) {
    const type = i === 0 ? 'pretest' : i === 1 ? 'posttest' : 'lesson'
    const n = type === 'lesson' ? 0 : Math.floor(rand() * 4)
    materi.set(`m${i}`, {
      id: `m${i}`,
      type,
      deleted: false,
      questions: Array.from({ length: n }, (_, k) => ({
        id: `q${i}_${k}`,
        jawaban_benar: pick(CHOICES),
      })),
    })
  }
  const subs = [{ start: now - 5 * DAY, end: now + 3 * DAY }]
  const server = new ModelServer(materi, subs, () => now)
  // Two devices of the same student, each with its own (possibly wrong) clock.
  const skew = [0, Math.floor((rand() - 0.5) * 4 * DAY)]
  const clients = skew.map((s) => new ModelClient(server, () => now + s))
  const ids = [...materi.keys()]
  for (let step = 0; step < steps; step++) {
    const c = pick(clients)
    const r = rand()
    if (r < 0.15) c.online = !c.online
    else if (r < 0.45) {
      const m = materi.get(pick(ids))!
      const answers = Object.fromEntries(
        m.questions.filter(() => rand() < 0.8).map((q) => [q.id, pick(CHOICES)]),
      )
      c.complete(m.id, answers)
    } else if (r < 0.6)
      c.review(pick(ids), 1 + Math.floor(rand() * 6), pick(['Bagus', 'Cukup', '']))
    else if (r < 0.8) c.sync()
    else if (r < 0.88) {
      // the admin edits a question's answer key or adds one
      const m = materi.get(pick(ids.slice(0, 2)))!
      if (m.questions.length && rand() < 0.5) pick(m.questions).jawaban_benar = pick(CHOICES)
      else m.questions.push({ id: `q_new${step}`, jawaban_benar: pick(CHOICES) })
    } else if (r < 0.9) server.deleteMateri(pick(ids.slice(2)))
    else now += Math.floor(rand() * DAY)
  }
  // Everyone back online: sync until quiet.
  for (const c of clients) c.online = true
  for (let round = 0; round < 3; round++) for (const c of clients) c.sync()
  return { server, clients }
}

describe('convergence model (1,000 seeded interleavings)', () => {
  it('ends with every client equal to the server', () => {
    const started = Date.now()
    for (let seed = 1; seed <= 1000; seed++) {
      const { server, clients } = runModel(seed)
      const expected = {
        progress: [...server.progress.values()].sort((a, b) =>
          a.materi_id.localeCompare(b.materi_id),
        ),
        reviews: [...server.reviews.values()].sort((a, b) =>
          a.materi_id.localeCompare(b.materi_id),
        ),
      }
      for (const c of clients) {
        expect(c.snapshot(), `seed ${seed}`).toEqual(expected)
        expect(c.pending(), `seed ${seed}`).toBe(0)
      }
      for (const p of server.progress.values()) expect(p.skor).toBeGreaterThanOrEqual(0)
    }
    expect(Date.now() - started).toBeLessThan(20_000)
  })

  it('is reproducible: the same seed gives the same run', () => {
    const a = runModel(42)
    const b = runModel(42)
    expect(a.clients[0].snapshot()).toEqual(b.clients[0].snapshot())
    expect([...a.server.progress.values()]).toEqual([...b.server.progress.values()])
  })
})
